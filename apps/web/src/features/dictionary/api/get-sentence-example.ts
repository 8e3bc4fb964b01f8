// GET /api/translations/sentences/example: a random example sentence in lang with its translation.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SentenceExample } from '@glossa/contract';
import { api } from '../../../shared/api';
import { dictionaryKeys } from './keys';

export function getSentenceExample(lang: string, langT: string, signal?: AbortSignal): Promise<SentenceExample | null> {
  return api
    .get<{ data: SentenceExample | null }>('/translations/sentences/example', {
      query: { lang, lang_t: langT },
      signal,
      silent: true,
    })
    .then((answer) => answer.data);
}

export function sentenceExampleQueryOptions(lang: string, langT: string) {
  return queryOptions({
    queryKey: dictionaryKeys.sentenceExample(lang, langT),
    queryFn: ({ signal }) => getSentenceExample(lang, langT, signal),
    // One example per visit and pair: a new one on every render would make the page jump.
    staleTime: Infinity,
  });
}

export function useSentenceExample(lang: string, langT: string) {
  return useQuery(sentenceExampleQueryOptions(lang, langT));
}
