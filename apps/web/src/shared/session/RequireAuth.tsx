// Guards for login-gated routes and actions (core.md §2, §6): a guest is sent to {locale}/auth and
// the target is remembered, so after sign-in the user lands where they wanted to go.
import { useCallback, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useLocalePath } from '../i18n/use-locale-path';
import { rememberRedirectLink } from './redirect-links';
import { currentSession, useIsLoggedIn, useSessionStore } from './session-store';

function SendToAuth() {
  const location = useLocation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const endReason = useSessionStore((s) => s.endReason);
  const target = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    // The deletion page sends the user to the feed itself; a second navigation here could win the
    // race while the feed's chunk is still loading.
    if (endReason === 'deleted') return;
    // After a logout the page left behind is not a target; after an expired session it is.
    if (endReason !== 'logout') rememberRedirectLink(target);
    void navigate(to('/auth'), { replace: true });
  }, [endReason, navigate, target, to]);
  return null;
}

/**
 * Route element (or wrapper) for pages that need login:
 * `{ element: <RequireAuth />, children: [...] }` or `<RequireAuth><Page /></RequireAuth>`.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <SendToAuth />;
  return children ?? <Outlet />;
}

export interface RequireAuthActionOptions {
  /** Where to send a guest instead of auth (e.g. the favorites route on desktop, core.md §2). */
  guestTo?: string;
}

/**
 * For actions that need login (like, favorite, complain ...):
 * `const requireAuth = useRequireAuthAction(); <Button onClick={requireAuth(like)} />`.
 * A guest is sent to auth instead, and comes back to this page after signing in.
 */
export function useRequireAuthAction() {
  const navigate = useNavigate();
  const location = useLocation();
  const to = useLocalePath();
  const here = `${location.pathname}${location.search}${location.hash}`;

  return useCallback(
    <A extends unknown[]>(action: (...args: A) => void, options: RequireAuthActionOptions = {}) =>
      (...args: A): void => {
        if (currentSession()) {
          action(...args);
          return;
        }
        rememberRedirectLink(here);
        void navigate(to(options.guestTo ?? '/auth'));
      },
    [here, navigate, to],
  );
}
