// Putting a search into the history (core.md §4): the server's for a signed-in user (shown at once,
// replaced by the server's entry), this browser's for a guest. Loaded after the results arrive.
import type { QueryClient } from '@tanstack/react-query';
import type { SearchHistoryEntry } from '@glossa/contract';
import { dictionaryKeys } from '../api/keys';
import { postSearchHistory } from '../api/search-history';
import { addToHistory, type HistoryItem } from '../lib/history';
import { useLocalHistory } from './use-search-history';

export function recordSearch(queryClient: QueryClient, item: HistoryItem, signedIn: boolean): void {
  if (!item.text.trim()) return;
  if (!signedIn) {
    useLocalHistory.getState().add(item);
    return;
  }
  const update = (change: (list: SearchHistoryEntry[]) => SearchHistoryEntry[]) =>
    queryClient.setQueryData<SearchHistoryEntry[]>(dictionaryKeys.history, (list) => (list ? change(list) : list));
  update((list) => addToHistory(list, { id: -Date.now(), ...item }));
  postSearchHistory(item).then(
    (entry) => update((list) => addToHistory(list, entry)),
    // Not recorded (offline replay will retry POSTs; anything else is not worth interrupting a search).
    () => undefined,
  );
}
