// All auth pages in one chunk: they share the frame, the forms and their texts, and one dynamic
// import keeps the route table (which loads on every page) small.
export { default as AuthPage } from './AuthPage';
export { default as LoginPage } from './LoginPage';
export { default as SignUpPage } from './SignUpPage';
export { default as CompleteProfilePage } from './CompleteProfilePage';
export { default as AddNativeLangPage } from './AddNativeLangPage';
export { default as PasswordResetPage } from './PasswordResetPage';
export { default as EmailVerificationPage } from './EmailVerificationPage';
