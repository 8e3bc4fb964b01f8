// GET /api/translations/{id}/synonyms and /antonyms: entries of both words of a translation.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WordRelationEntry } from '@glossa/contract';
import { api } from '../../../shared/api';
import { useReadContext } from '../hooks/use-read-context';
import { dictionaryKeys, type ReadContext } from './keys';

export type RelationKind = 'synonyms' | 'antonyms';

export function getWordRelations(id: number, kind: RelationKind, signal?: AbortSignal): Promise<WordRelationEntry[]> {
  return api
    .get<{ data: WordRelationEntry[] }>(`/translations/${id}/${kind}`, { signal })
    .then((answer) => answer.data);
}

export function wordRelationsQueryOptions(id: number, kind: RelationKind, ctx: ReadContext) {
  return queryOptions({
    queryKey: dictionaryKeys.relations(id, kind, ctx),
    queryFn: ({ signal }) => getWordRelations(id, kind, signal),
  });
}

export function useWordRelations(id: number, kind: RelationKind) {
  const ctx = useReadContext();
  return useQuery(wordRelationsQueryOptions(id, kind, ctx));
}
