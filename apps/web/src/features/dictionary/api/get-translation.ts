// GET /api/translations/{id}: one translation, sides as the reader searched them (`lang`).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Translation } from '@glossa/contract';
import { api } from '../../../shared/api';
import { useReadContext } from '../hooks/use-read-context';
import { dictionaryKeys, type ReadContext } from './keys';

export function getTranslation(id: number, lang: string | undefined, signal?: AbortSignal): Promise<Translation> {
  return api
    .get<{ data: Translation }>(`/translations/${id}`, { query: { lang }, signal })
    .then((answer) => answer.data);
}

export function translationQueryOptions(id: number, lang: string | undefined, ctx: ReadContext) {
  return queryOptions({
    queryKey: dictionaryKeys.translation(id, lang, ctx),
    queryFn: ({ signal }) => getTranslation(id, lang, signal),
  });
}

export function useTranslationDetail(id: number, lang: string | undefined, placeholder?: Translation) {
  const ctx = useReadContext();
  return useQuery({ ...translationQueryOptions(id, lang, ctx), placeholderData: placeholder });
}
