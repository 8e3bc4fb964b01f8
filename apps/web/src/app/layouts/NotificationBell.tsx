// The header's notification bell for a signed-in member. The shell pays for this file only: the bell,
// its panel, the push toasts and the news popup load after the first paint, with their texts, and
// with them the progress popups (MemberExtras).
import { Suspense, lazy } from 'react';
import { loadNamespaces } from '../../shared/i18n/i18n';
import { useIsLoggedIn } from '../../shared/session/session-store';

const Bell = lazy(() =>
  Promise.all([import('./MemberExtras'), loadNamespaces(['notifications', 'progress'])]).then(([module]) => module),
);

export function NotificationBell() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}
