// GET /api/translations/light: names only, for the selection tooltip and the mini dictionary.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslationsLightResponse as TranslationsLight } from '@glossa/contract';
import { api } from '../../../shared/api';
import { useReadContext } from '../hooks/use-read-context';
import { dictionaryKeys, type ReadContext, type SearchParams } from './keys';

export function getTranslationsLight(p: SearchParams, signal?: AbortSignal): Promise<TranslationsLight> {
  return api.get<TranslationsLight>('/translations/light', {
    query: { lang: p.lang, lang_t: p.langT, search: p.search.trim() },
    signal,
  });
}

export function translationsLightQueryOptions(p: SearchParams, ctx: ReadContext) {
  return queryOptions({
    queryKey: dictionaryKeys.light(p, ctx),
    queryFn: ({ signal }) => getTranslationsLight(p, signal),
  });
}

export function useTranslationsLight(p: SearchParams, enabled = true) {
  const ctx = useReadContext();
  return useQuery({ ...translationsLightQueryOptions(p, ctx), enabled: enabled && p.search.trim() !== '' });
}
