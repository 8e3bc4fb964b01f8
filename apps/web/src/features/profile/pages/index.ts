// The profile area in one chunk (layout and pages): one dynamic import keeps the route table small.
export { default as ProfileLayout } from '../components/ProfileLayout';
export { default as ProfileOverviewPage } from './ProfileOverviewPage';
export { default as EditAvatarPage } from './EditAvatarPage';
export { default as EditInfoPage } from './EditInfoPage';
export { default as LanguagesPage } from './LanguagesPage';
export { default as PasswordUpdatePage } from './PasswordUpdatePage';
export { default as LogoutPage } from './LogoutPage';
export { default as DeleteAccountPage } from './DeleteAccountPage';
export { default as FillInfoPage, OwnFillInfoPage } from './FillInfoPage';
