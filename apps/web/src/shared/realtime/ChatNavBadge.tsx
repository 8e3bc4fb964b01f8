// The unread badge on the chat navigation item. The shell pays for this file only: the badge and the
// socket load after the first paint, and only for a signed-in user.
import { Suspense, lazy } from 'react';
import { useIsLoggedIn } from '../session/session-store';

const UnreadBadge = lazy(() => import('./UnreadBadge'));

export type BadgePlace = 'header' | 'bottom';

export function ChatNavBadge({ place }: { place: BadgePlace }) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <UnreadBadge place={place} />
    </Suspense>
  );
}
