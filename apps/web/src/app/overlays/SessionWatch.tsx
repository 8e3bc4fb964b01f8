// Session pieces every page needs: the pre-login link (the page to come back to after signing in,
// core.md §2) follows the location, and a signed-in user's checks (profile completion, e-mail
// reminder) load after the first paint, only when someone is signed in.
import { Suspense, lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadNamespaces } from '../../shared/i18n/i18n';
import { rememberPreLoginLink } from '../../shared/session/redirect-links';
import { useIsLoggedIn } from '../../shared/session/session-store';

const SessionChecks = lazy(() =>
  Promise.all([
    import('../../features/auth/components/SessionChecks'),
    loadNamespaces(['auth', 'account']),
  ]).then(([module]) => module),
);

export function SessionWatch() {
  const { pathname, search, hash } = useLocation();
  const loggedIn = useIsLoggedIn();

  useEffect(() => rememberPreLoginLink(`${pathname}${search}${hash}`), [pathname, search, hash]);

  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <SessionChecks />
    </Suspense>
  );
}
