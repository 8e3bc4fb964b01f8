// GET /api/v2/moderation/actions/{targetType}/{targetId}: who changed what, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@glossa/contract';
import { api } from '../../../shared/api';
import { moderationKeys } from './keys';

export function getHistory(type: string, id: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return api
    .get<{ data: HistoryEntry[] }>(`/moderation/actions/${encodeURIComponent(type)}/${encodeURIComponent(id)}`, { base: 'v2', query: { limit: 20 }, signal })
    .then((a) => a.data);
}

export const historyQueryOptions = (type: string, id: string) =>
  queryOptions({ queryKey: moderationKeys.history(type, id), queryFn: ({ signal }) => getHistory(type, id, signal) });

export function useHistory(type: string, id: string, enabled: boolean) {
  return useQuery({ ...historyQueryOptions(type, id), enabled });
}
