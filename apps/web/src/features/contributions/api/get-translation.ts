// GET /api/translations/{id}: the translation an addition screen works on (its author sees it while
// under review). `lang` orients the sides as the reader searched them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Translation } from '@glossa/contract';
import { api } from '../../../shared/api';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { contributionsKeys } from './keys';

export function getTranslation(id: number, lang: string | undefined, signal?: AbortSignal): Promise<Translation> {
  return api.get<{ data: Translation }>(`/translations/${id}`, { query: { lang: lang || undefined }, signal }).then((a) => a.data);
}

export function translationQueryOptions(id: number, lang: string | undefined, local: string) {
  return queryOptions({
    queryKey: contributionsKeys.translation(id, lang, local),
    queryFn: ({ signal }) => getTranslation(id, lang, signal),
  });
}

export function useTranslationToEdit(id: number | null, lang?: string) {
  const local = useCurrentLocale();
  return useQuery({ ...translationQueryOptions(id ?? 0, lang, local), enabled: id !== null });
}
