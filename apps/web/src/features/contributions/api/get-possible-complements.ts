// GET /api/translations/{id}/possible-complements: what the fork page offers, per side (audio only
// for native speakers and reviewed words; subjects up to 5).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PossibleComplements } from '@glossa/contract';
import { api } from '../../../shared/api';
import { contributionsKeys } from './keys';

export function getPossibleComplements(id: number, signal?: AbortSignal): Promise<PossibleComplements> {
  return api.get<{ data: PossibleComplements }>(`/translations/${id}/possible-complements`, { signal }).then((a) => a.data);
}

export function possibleComplementsQueryOptions(id: number) {
  return queryOptions({
    queryKey: contributionsKeys.complements(id),
    queryFn: ({ signal }) => getPossibleComplements(id, signal),
  });
}

export function usePossibleComplements(id: number | null) {
  return useQuery({ ...possibleComplementsQueryOptions(id ?? 0), enabled: id !== null });
}
