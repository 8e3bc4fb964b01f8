// Logging out (POST /user/logout) and forgetting everything of the user in this browser.
import { api } from '../api';
import { forgetRedirectLink } from './redirect-links';
import { endSession, sessionRefresher } from './session';
import { currentSession } from './session-store';

/**
 * Ends the session on the server (best effort: offline, the local logout still happens) and
 * clears the user's data here. The caller navigates afterwards.
 */
export async function logout(): Promise<void> {
  // A due token is refreshed first, so the refresh token sent below is the current one.
  await sessionRefresher.accessToken();
  const session = currentSession();
  if (session) {
    await api
      .post(
        '/user/logout',
        { refresh_token: session.refresh_token },
        { silent: true, replayWhenOnline: false },
      )
      .catch(() => undefined);
  }
  forgetRedirectLink();
  endSession('logout');
}

/** The account was deleted: the server already ended every session. */
export function forgetDeletedAccount(): void {
  forgetRedirectLink();
  endSession('deleted');
}
