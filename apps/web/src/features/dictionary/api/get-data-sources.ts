// GET /api/translations/{id}/data-sources: who wrote it or which open dictionary it comes from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSource } from '@glossa/contract';
import { api } from '../../../shared/api';
import { dictionaryKeys } from './keys';

export function getDataSources(id: number, signal?: AbortSignal): Promise<DataSource[]> {
  return api.get<{ data: DataSource[] }>(`/translations/${id}/data-sources`, { signal }).then((a) => a.data);
}

export function dataSourcesQueryOptions(id: number) {
  return queryOptions({
    queryKey: dictionaryKeys.dataSources(id),
    queryFn: ({ signal }) => getDataSources(id, signal),
    staleTime: 10 * 60_000,
  });
}

export function useDataSources(id: number) {
  return useQuery(dataSourcesQueryOptions(id));
}
