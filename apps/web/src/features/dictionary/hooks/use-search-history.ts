// Search history (core.md §3, §4): on the server for a signed-in user, in this browser for a guest.
// Both follow the same rules (lib/history.ts): newest first, unique per text and both languages, 200.
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { SearchHistoryEntry } from '@glossa/contract';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { dictionaryKeys } from '../api/keys';
import {
  clearSearchHistory,
  deleteSearchHistoryEntry,
  searchHistoryQueryOptions,
} from '../api/search-history';
import { addToHistory, historyKey, type HistoryItem } from '../lib/history';

export type HistoryEntry = SearchHistoryEntry;

interface LocalHistoryState {
  entries: HistoryEntry[];
  nextId: number;
  add(item: HistoryItem): void;
  remove(id: number): void;
  clear(): void;
}

/** A guest's history, in localStorage. */
export const useLocalHistory = create<LocalHistoryState>()(
  persist(
    (set) => ({
      entries: [],
      nextId: 1,
      add: (item) =>
        set((s) => ({
          entries: addToHistory(s.entries, { id: s.nextId, text: item.text.trim(), lang: item.lang, lang_t: item.lang_t }),
          nextId: s.nextId + 1,
        })),
      remove: (id) => set((s) => ({ entries: s.entries.filter((e) => e.id !== id) })),
      clear: () => set({ entries: [] }),
    }),
    { name: 'glossa-dictionary-history', version: 1 },
  ),
);

export interface SearchHistory {
  entries: HistoryEntry[];
  isLoading: boolean;
  add(item: HistoryItem): void;
  remove(entry: HistoryEntry): void;
  clear(): Promise<void>;
}

export function useSearchHistory(): SearchHistory {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const local = useLocalHistory();
  const server = useQuery({ ...searchHistoryQueryOptions(), enabled: loggedIn });

  const setServer = useCallback(
    (update: (list: HistoryEntry[]) => HistoryEntry[]) =>
      queryClient.setQueryData<HistoryEntry[]>(dictionaryKeys.history, (list) => (list ? update(list) : list)),
    [queryClient],
  );

  const removeMutation = useMutation({
    mutationFn: (entry: HistoryEntry) => deleteSearchHistoryEntry(entry.id),
    onMutate: (entry) => {
      const before = queryClient.getQueryData<HistoryEntry[]>(dictionaryKeys.history);
      setServer((list) => list.filter((e) => e.id !== entry.id));
      return { before };
    },
    onError: (_e, _entry, ctx) => queryClient.setQueryData(dictionaryKeys.history, ctx?.before),
  });
  const clearMutation = useMutation({
    mutationFn: clearSearchHistory,
    onSuccess: () => queryClient.setQueryData<HistoryEntry[]>(dictionaryKeys.history, []),
  });

  const { mutate: removeFromServer } = removeMutation;
  const { mutateAsync: clearServer } = clearMutation;
  const { remove: removeLocal, clear: clearLocal } = local;

  const add = useCallback(
    (item: HistoryItem) => void import('./record-search').then((m) => m.recordSearch(queryClient, item, loggedIn)),
    [queryClient, loggedIn],
  );
  const remove = useCallback(
    (entry: HistoryEntry) => (loggedIn ? removeFromServer(entry) : removeLocal(entry.id)),
    [loggedIn, removeFromServer, removeLocal],
  );
  const clear = useCallback(async () => {
    if (loggedIn) await clearServer();
    else clearLocal();
  }, [loggedIn, clearServer, clearLocal]);

  return {
    entries: loggedIn ? (server.data ?? []) : local.entries,
    isLoading: loggedIn && server.isLoading,
    add,
    remove,
    clear,
  };
}

export { historyKey };
