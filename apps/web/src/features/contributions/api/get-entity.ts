// GET /api/dictionary/entity: one entity as its own call shapes it (the example editor starts from it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictionaryEntity, DictionaryEntityType } from '@glossa/contract';
import { api } from '../../../shared/api';
import { contributionsKeys } from './keys';

export function getEntity(type: DictionaryEntityType, id: number, signal?: AbortSignal): Promise<DictionaryEntity> {
  return api
    .get<{ data: DictionaryEntity }>('/dictionary/entity', { query: { entity_type_slug: type, entity_id: id }, signal })
    .then((a) => a.data);
}

export function entityQueryOptions(type: DictionaryEntityType, id: number) {
  return queryOptions({ queryKey: contributionsKeys.entity(type, id), queryFn: ({ signal }) => getEntity(type, id, signal) });
}

export function useEntity(type: DictionaryEntityType, id: number | null) {
  return useQuery({ ...entityQueryOptions(type, id ?? 0), enabled: id !== null });
}
