// GET /api/translations/{id}/synonyms and /antonyms: the entries an edit screen starts from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WordRelationEntry } from '@glossa/contract';
import { api } from '../../../shared/api';
import { contributionsKeys } from './keys';

export type RelationKind = 'synonym' | 'antonym';

export function getRelations(id: number, kind: RelationKind, signal?: AbortSignal): Promise<WordRelationEntry[]> {
  return api.get<{ data: WordRelationEntry[] }>(`/translations/${id}/${kind}s`, { signal }).then((a) => a.data);
}

export function relationsQueryOptions(id: number, kind: RelationKind) {
  return queryOptions({
    queryKey: contributionsKeys.relations(id, kind === 'synonym' ? 'synonyms' : 'antonyms'),
    queryFn: ({ signal }) => getRelations(id, kind, signal),
  });
}

export function useRelations(id: number | null, kind: RelationKind) {
  return useQuery({ ...relationsQueryOptions(id ?? 0, kind), enabled: id !== null });
}
