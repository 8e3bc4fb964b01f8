// The app's one session: the refresher the API client uses, and what happens when a session ends
// (core.md §4: "Logout or account deletion clears all user data"; a refused refresh logs out).
import { emitSessionEnded, emitSessionRefreshed } from './events';
import { createRefresher, requestRefresh, type CrossTabLocks } from './refresh';
import { currentSession, readStoredSession, useSessionStore, type SessionEndReason } from './session-store';
import { clearUserSettings } from './user-data';

const locks: CrossTabLocks | null =
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;

export const sessionRefresher = createRefresher({
  current: currentSession,
  stored: readStoredSession,
  save: (session) => useSessionStore.getState().replace(session),
  request: requestRefresh,
  locks,
  onRefreshed: emitSessionRefreshed,
  onRefused: () => endSession('expired'),
});

export function endSession(reason: SessionEndReason): void {
  if (currentSession()) useSessionStore.getState().end(reason);
}

// However the session ends (logout, deletion, refused refresh, another tab), the user's data in
// this browser goes with it; listeners clear caches and close panels.
useSessionStore.subscribe((state, previous) => {
  if (previous.session && !state.session) {
    clearUserSettings();
    emitSessionEnded();
  }
});
