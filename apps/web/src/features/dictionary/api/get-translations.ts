// GET /api/translations: search results, 10 per page, more on demand (core.md §7, §9).
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { LIMITS } from '@glossa/contract/constants';
import type { TranslationsResponse } from '@glossa/contract';
import { api } from '../../../shared/api';
import { useReadContext } from '../hooks/use-read-context';
import { dictionaryKeys, type ReadContext, type SearchParams } from './keys';

export type TranslationsPages = InfiniteData<TranslationsResponse, number>;

export function getTranslations(p: SearchParams, page: number, signal?: AbortSignal): Promise<TranslationsResponse> {
  return api.get<TranslationsResponse>('/translations', {
    query: { lang: p.lang, lang_t: p.langT, search: p.search.trim(), page, limit: LIMITS.translationsPage },
    signal,
  });
}

export function translationsQueryOptions(p: SearchParams, ctx: ReadContext) {
  return infiniteQueryOptions({
    queryKey: dictionaryKeys.translations(p, ctx),
    queryFn: ({ pageParam, signal }) => getTranslations(p, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length === LIMITS.translationsPage && loaded < last.total_count ? pages.length + 1 : undefined;
    },
  });
}

export function useTranslations(p: SearchParams, enabled = true) {
  const ctx = useReadContext();
  return useInfiniteQuery({ ...translationsQueryOptions(p, ctx), enabled: enabled && p.search.trim() !== '' });
}
