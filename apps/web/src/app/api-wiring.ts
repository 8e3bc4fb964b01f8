// Connects the API client to the app: the `local` header follows the interface language, errors
// become alerts and the no-internet popup, 403 reloads the user and opens the dictionary, and
// queued actions are replayed when the connection returns.
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../shared/api';
import { USER_QUERY_KEY } from '../shared/api/query-keys';
import { alerts } from '../shared/alerts/store';
import { currentLocale } from '../shared/i18n/locale-store';
import { dictionaryCode, localePath, splitLocale } from '../shared/i18n/locales';
import { useConnection, watchConnection } from '../shared/network/connection';

const DEVELOPER_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function wireApi(queryClient: QueryClient, navigate: (to: string) => void): () => void {
  api.setEnvironment({
    dictionaryCode: () => dictionaryCode(currentLocale()),
    isOnline: () => navigator.onLine,
    onChatScreen: () => splitLocale(window.location.pathname).rest.startsWith('/chat'),
    developerHost: () => import.meta.env.DEV || DEVELOPER_HOSTS.has(window.location.hostname),
  });
  api.setEvents({
    serverError: () => alerts.showError('system', { messageKey: 'server_error_title' }),
    offline: () => useConnection.getState().openPopup(),
    forbidden: () => {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      navigate(localePath('/dictionary', currentLocale()));
    },
  });
  return watchConnection(() => {
    void api.replayQueued();
    void queryClient.resumePausedMutations();
  });
}
