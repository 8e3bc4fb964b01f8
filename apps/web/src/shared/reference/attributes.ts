// GET /api/localization/attributes: parts of speech and their genus children, names localized by
// the `local` header. Cached for 24 h and revalidated with X-modified-key, like the languages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attribute, AttributesResponse } from '@glossa/contract';
import { api } from '../api';
import { useCurrentLocale } from '../i18n/locale-store';
import { dictionaryCode, type InterfaceLocale } from '../i18n/locales';
import { REFERENCE_TTL_MS, loadCached, readCache } from './cache';

const cacheKey = (local: string) => `attributes:${local}`;

export function fetchAttributes(local: string, signal?: AbortSignal): Promise<Attribute[]> {
  return loadCached<Attribute[]>(cacheKey(local), (modifiedKey) =>
    api.getIfModified<AttributesResponse>('/localization/attributes', modifiedKey, { signal }),
  );
}

export function attributesQueryOptions(locale: InterfaceLocale) {
  const local = dictionaryCode(locale);
  return queryOptions({
    queryKey: ['reference', 'attributes', local],
    queryFn: ({ signal }) => fetchAttributes(local, signal),
    staleTime: REFERENCE_TTL_MS,
    gcTime: REFERENCE_TTL_MS,
    initialData: () => readCache<Attribute[]>(cacheKey(local))?.data,
    initialDataUpdatedAt: () => readCache<Attribute[]>(cacheKey(local))?.savedAt,
  });
}

/** Attributes of the interface language; `partsOfSpeech` and `genus` grouped for pickers. */
export function useAttributes() {
  const query = useQuery(attributesQueryOptions(useCurrentLocale()));
  const all = query.data ?? [];
  return {
    ...query,
    partsOfSpeech: all.filter((a) => a.group === 'part_of_speech'),
    genus: all.filter((a) => a.group === 'genus'),
  };
}
