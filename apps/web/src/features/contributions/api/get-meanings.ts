// GET /api/translations/{id}/meaning-descriptions?lang_code: the meanings of one side (the edit
// screen finds the one it edits here).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeaningDescriptionsResponse } from '@glossa/contract';
import { api } from '../../../shared/api';
import { contributionsKeys } from './keys';

export function getMeanings(id: number, langCode: string, signal?: AbortSignal): Promise<MeaningDescriptionsResponse> {
  return api.get(`/translations/${id}/meaning-descriptions`, { query: { lang_code: langCode, limit: 100 }, signal });
}

export function meaningsQueryOptions(id: number, langCode: string) {
  return queryOptions({
    queryKey: contributionsKeys.meanings(id, langCode),
    queryFn: ({ signal }) => getMeanings(id, langCode, signal),
  });
}

export function useMeanings(id: number | null, langCode: string) {
  return useQuery({ ...meaningsQueryOptions(id ?? 0, langCode), enabled: id !== null });
}
