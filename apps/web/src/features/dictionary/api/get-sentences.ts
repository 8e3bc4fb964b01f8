// GET /api/words/sentences2: example sentences of a word, 15 first, then 5 more at a time, up to 100
// (lib/sentences-paging.ts). `wordT` (the translation word) puts sentences translated with it first.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SentencesResponse } from '@glossa/contract';
import { api } from '../../../shared/api';
import { useReadContext } from '../hooks/use-read-context';
import { FIRST_SENTENCES_PAGE, nextSentencesPage, type SentencesPage } from '../lib/sentences-paging';
import { dictionaryKeys, type ReadContext } from './keys';

export interface SentencesParams {
  word: string;
  wordT?: string;
  lang: string;
  langT: string;
}

export type SentencesAnswer = SentencesResponse;

export function getSentences(p: SentencesParams, page: SentencesPage, signal?: AbortSignal): Promise<SentencesAnswer> {
  return api.get<SentencesAnswer>('/words/sentences2', {
    query: {
      word_name: p.word.trim(),
      word_name_t: p.wordT?.trim() || undefined,
      lang: p.lang,
      lang_t: p.langT,
      limit: page.limit,
      offset: page.offset,
    },
    signal,
  });
}

export function sentencesQueryOptions(p: SentencesParams, ctx: ReadContext) {
  return infiniteQueryOptions({
    queryKey: dictionaryKeys.sentences(p, ctx),
    queryFn: ({ pageParam, signal }) => getSentences(p, pageParam, signal),
    initialPageParam: FIRST_SENTENCES_PAGE,
    getNextPageParam: (last, pages, lastParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return nextSentencesPage(loaded, last.total_count, last.data.length, lastParam.limit) ?? undefined;
    },
  });
}

export function useSentences(p: SentencesParams, enabled = true) {
  const ctx = useReadContext();
  return useInfiniteQuery({ ...sentencesQueryOptions(p, ctx), enabled: enabled && p.word.trim() !== '' });
}
