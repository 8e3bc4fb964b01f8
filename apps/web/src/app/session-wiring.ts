// Connects the session to the app: the API client gets its tokens from the refresher (refreshed
// before calls when due, and on a 401); a refresh retries the actions that failed; an ended session
// drops the user's queries, and a session that could not be refreshed sends the user to
// {locale}/auth unless already there (core.md §2, §4).
import type { QueryClient } from '@tanstack/react-query';
import { api, setAuthHandlers } from '../shared/api';
import { currentLocale } from '../shared/i18n/locale-store';
import { localePath, splitLocale } from '../shared/i18n/locales';
import { onSessionEnded, onSessionRefreshed } from '../shared/session/events';
import { sessionRefresher } from '../shared/session/session';
import { useSessionStore } from '../shared/session/session-store';

export function wireSession(
  queryClient: QueryClient,
  router: { navigate(to: string): unknown; state: { location: { pathname: string } } },
): () => void {
  setAuthHandlers({
    getAccessToken: () => sessionRefresher.accessToken(),
    refresh: () => sessionRefresher.refresh(),
    // A refused refresh has already ended the session (below); an unreachable server keeps it.
    onRefreshFailed: () => undefined,
  });

  const stopRefreshed = onSessionRefreshed(() => void api.replayQueued());
  const stopEnded = onSessionEnded(() => {
    // Everything fetched for the user goes; reference data (languages, attributes) is not personal.
    void queryClient.cancelQueries({ predicate: (q) => q.queryKey[0] !== 'reference' });
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'reference' });
    queryClient.getMutationCache().clear();
    if (useSessionStore.getState().endReason !== 'expired') return;
    if (splitLocale(router.state.location.pathname).rest !== '/auth') {
      void router.navigate(localePath('/auth', currentLocale()));
    }
  });

  return () => {
    setAuthHandlers(null);
    stopRefreshed();
    stopEnded();
  };
}
