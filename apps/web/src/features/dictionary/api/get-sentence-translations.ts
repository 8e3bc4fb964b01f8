// GET /api/word-sentences/{id}/translations: every translation of an example sentence.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SentenceTranslation } from '@glossa/contract';
import { api } from '../../../shared/api';
import { useReadContext } from '../hooks/use-read-context';
import { dictionaryKeys, type ReadContext } from './keys';

export function getSentenceTranslations(wordSentenceId: number, signal?: AbortSignal): Promise<SentenceTranslation[]> {
  return api
    .get<{ data: SentenceTranslation[] }>(`/word-sentences/${wordSentenceId}/translations`, { signal })
    .then((answer) => answer.data);
}

export function sentenceTranslationsQueryOptions(wordSentenceId: number, ctx: ReadContext) {
  return queryOptions({
    queryKey: dictionaryKeys.sentenceTranslations(wordSentenceId, ctx),
    queryFn: ({ signal }) => getSentenceTranslations(wordSentenceId, signal),
  });
}

export function useSentenceTranslations(wordSentenceId: number, enabled: boolean) {
  const ctx = useReadContext();
  return useQuery({ ...sentenceTranslationsQueryOptions(wordSentenceId, ctx), enabled });
}
