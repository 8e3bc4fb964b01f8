// GET /api/languages/get/all-data?platform=WEB: dictionary languages (names in the interface
// language), interface languages and vocabularies. Cached for 24 h, revalidated with X-modified-key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AllDataResponse, Language } from '@glossa/contract';
import { api } from '../api';
import { useCurrentLocale } from '../i18n/locale-store';
import { dictionaryCode, type InterfaceLocale } from '../i18n/locales';
import { REFERENCE_TTL_MS, loadCached, readCache } from './cache';

export type AllData = AllDataResponse['data'];

const cacheKey = (local: string) => `all-data:${local}`;

export function fetchAllData(local: string, signal?: AbortSignal): Promise<AllData> {
  return loadCached<AllData>(cacheKey(local), (modifiedKey) =>
    api.getIfModified<AllDataResponse>('/languages/get/all-data', modifiedKey, {
      query: { platform: 'WEB' },
      signal,
    }),
  );
}

export function allDataQueryOptions(locale: InterfaceLocale) {
  const local = dictionaryCode(locale);
  return queryOptions({
    queryKey: ['reference', 'all-data', local],
    queryFn: ({ signal }) => fetchAllData(local, signal),
    staleTime: REFERENCE_TTL_MS,
    gcTime: REFERENCE_TTL_MS,
    // A stored copy younger than 24 h is used without a request.
    initialData: () => readCache<AllData>(cacheKey(local))?.data,
    initialDataUpdatedAt: () => readCache<AllData>(cacheKey(local))?.savedAt,
  });
}

export function useAllData() {
  return useQuery(allDataQueryOptions(useCurrentLocale()));
}

const collator = new Map<string, Intl.Collator>();

/** Dictionary languages sorted by their localized name. */
export function useLanguages(): { languages: Language[]; isLoading: boolean; isError: boolean } {
  const locale = useCurrentLocale();
  const query = useAllData();
  let compare = collator.get(locale);
  if (!compare) {
    compare = new Intl.Collator(locale);
    collator.set(locale, compare);
  }
  const sorted = query.data ? [...query.data.languages].sort((a, b) => compare.compare(a.name, b.name)) : [];
  return { languages: sorted, isLoading: query.isLoading, isError: query.isError };
}
