// The sign-in routes (core.md §2, community.md §2), relative to the locale root.
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { useLocalePath } from '../../shared/i18n/use-locale-path';
import { lazyPage } from '../../shared/router/lazy-page';

const NAMESPACES = ['auth', 'account'];

const loadPages = () => import('./pages');
type Pages = Awaited<ReturnType<typeof loadPages>>;
const page = (name: keyof Pages) =>
  lazyPage(() => loadPages().then((pages) => ({ default: pages[name] })), NAMESPACES);

/** sign_up redirects to sign_up/email, keeping the query. */
function ToFirstSignUpStep() {
  const { search } = useLocation();
  const to = useLocalePath();
  return <Navigate replace to={to(`/sign_up/email${search}`)} />;
}

export const authRoutes: RouteObject[] = [
  { path: 'auth', lazy: page('AuthPage') },
  { path: 'login/:type', lazy: page('LoginPage') },
  { path: 'sign_up', element: <ToFirstSignUpStep /> },
  { path: 'sign_up/:step', lazy: page('SignUpPage') },
  { path: 'complete_profile/:step', lazy: page('CompleteProfilePage') },
  { path: 'add_native_lang', lazy: page('AddNativeLangPage') },
  { path: 'password-reset', lazy: page('PasswordResetPage') },
  { path: 'email-verification', lazy: page('EmailVerificationPage') },
];
