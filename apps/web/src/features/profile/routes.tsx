// The profile area (community.md §2): profile/{nickname} (public: guests see public profiles) and
// its children (edit_avatar, edit_info, ..., login required).
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';

const NAMESPACES = ['profile', 'account'];

const loadPages = () => import('./pages');
type Pages = Awaited<ReturnType<typeof loadPages>>;
const page = (name: keyof Pages) =>
  lazyPage(() => loadPages().then((pages) => ({ default: pages[name] })), NAMESPACES);

export const profileRoutes: RouteObject[] = [
  {
    // The overview is public (guests see public profiles); ProfileLayout sends a guest opening a
    // settings child to sign in (RequireAuth), so the guard costs the shell nothing.
    path: 'profile/:nickname',
    lazy: page('ProfileLayout'),
    children: [
      { index: true, lazy: page('ProfileOverviewPage') },
      { path: 'edit_avatar', lazy: page('EditAvatarPage') },
      { path: 'edit_info', lazy: page('EditInfoPage') },
      { path: 'languages', lazy: page('LanguagesPage') },
      { path: 'password-update', lazy: page('PasswordUpdatePage') },
      { path: 'logout', lazy: page('LogoutPage') },
      { path: 'deleting', lazy: page('DeleteAccountPage') },
      { path: 'fill_info/:step', lazy: page('FillInfoPage') },
    ],
  },
  // One's own profile without naming it (community.md §2 profile/fill_info/{step}, login).
  { path: 'profile/fill_info/:step', lazy: page('OwnFillInfoPage') },
];
