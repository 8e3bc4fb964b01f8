// GET /api/translations/{id}/meaning-descriptions?lang_code: every meaning of one side (the card
// has the first 3 of each side; the detail loads the rest when there are more).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeaningDescriptionsResponse } from '@glossa/contract';
import { api } from '../../../shared/api';
import { useReadContext } from '../hooks/use-read-context';
import { dictionaryKeys, type ReadContext } from './keys';

export type MeaningsAnswer = MeaningDescriptionsResponse;

export function getMeaningDescriptions(id: number, langCode: string, signal?: AbortSignal): Promise<MeaningsAnswer> {
  return api.get<MeaningsAnswer>(`/translations/${id}/meaning-descriptions`, {
    query: { lang_code: langCode, limit: 100 },
    signal,
  });
}

export function meaningDescriptionsQueryOptions(id: number, langCode: string, ctx: ReadContext) {
  return queryOptions({
    queryKey: dictionaryKeys.meanings(id, langCode, ctx),
    queryFn: ({ signal }) => getMeaningDescriptions(id, langCode, signal),
  });
}

export function useMeaningDescriptions(id: number, langCode: string, enabled: boolean) {
  const ctx = useReadContext();
  return useQuery({ ...meaningDescriptionsQueryOptions(id, langCode, ctx), enabled });
}
