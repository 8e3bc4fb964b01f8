// The profile area (community.md §2): profile/{nickname} and its children, login required.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/router/lazy-page';
import { RequireAuth } from '../../shared/session/RequireAuth';

const NAMESPACES = ['profile', 'account'];

const loadPages = () => import('./pages');
type Pages = Awaited<ReturnType<typeof loadPages>>;
const page = (name: keyof Pages) =>
  lazyPage(() => loadPages().then((pages) => ({ default: pages[name] })), NAMESPACES);

export const profileRoutes: RouteObject[] = [
  {
    path: 'profile/:nickname',
    element: <RequireAuth />,
    children: [
      {
        lazy: page('ProfileLayout'),
        children: [
          { index: true, lazy: page('ProfileOverviewPage') },
          { path: 'edit_info', lazy: page('EditInfoPage') },
          { path: 'languages', lazy: page('LanguagesPage') },
          { path: 'password-update', lazy: page('PasswordUpdatePage') },
          { path: 'logout', lazy: page('LogoutPage') },
          { path: 'deleting', lazy: page('DeleteAccountPage') },
        ],
      },
    ],
  },
];
