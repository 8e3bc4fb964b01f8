// A signed-in user's search history on the server (max 200, de-duplicated there too):
// GET / POST / DELETE /api/dictionary/search-history[/{id}]. Guests keep theirs in this browser
// (hooks/use-search-history.ts decides which).
import { queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@glossa/contract/constants';
import type { SearchHistoryEntry, SearchHistoryResponse } from '@glossa/contract';
import { api } from '../../../shared/api';
import type { HistoryItem } from '../lib/history';
import { dictionaryKeys } from './keys';

export function getSearchHistory(signal?: AbortSignal): Promise<SearchHistoryEntry[]> {
  return api
    .get<SearchHistoryResponse>('/dictionary/search-history', { query: { limit: LIMITS.queryHistoryMax }, signal })
    .then((answer) => answer.data);
}

export function searchHistoryQueryOptions() {
  return queryOptions({
    queryKey: dictionaryKeys.history,
    queryFn: ({ signal }) => getSearchHistory(signal),
  });
}

export function postSearchHistory(item: HistoryItem): Promise<SearchHistoryEntry> {
  return api
    .post<{ data: SearchHistoryEntry }>('/dictionary/search-history', item, { silent: true })
    .then((answer) => answer.data);
}

export function deleteSearchHistoryEntry(id: number): Promise<unknown> {
  return api.delete(`/dictionary/search-history/${id}`);
}

export function clearSearchHistory(): Promise<unknown> {
  return api.delete('/dictionary/search-history');
}
