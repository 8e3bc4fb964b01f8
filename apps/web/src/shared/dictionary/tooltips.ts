// GET /api/words/tooltips: autocomplete, words starting with the typed text (limit 6, core.md §9).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@glossa/contract/constants';
import type { Tooltip } from '@glossa/contract';
import { api } from '../../../shared/api';
import { dictionaryKeys, type SearchParams } from './keys';

export function getTooltips(p: SearchParams, signal?: AbortSignal): Promise<Tooltip[]> {
  return api
    .get<{ data: Tooltip[] }>('/words/tooltips', {
      query: { lang: p.lang, lang_t: p.langT, search: p.search.trim(), limit: LIMITS.tooltips },
      signal,
      // Suggestions are a convenience: a failure never interrupts typing.
      silent: true,
    })
    .then((answer) => answer.data);
}

export function tooltipsQueryOptions(p: SearchParams) {
  return queryOptions({
    queryKey: dictionaryKeys.tooltips({ ...p, search: p.search.trim().toLocaleLowerCase() }),
    queryFn: ({ signal }) => getTooltips(p, signal),
    staleTime: 5 * 60_000,
  });
}

/** Suggestions for `p.search` (already debounced by the caller); keeps the last list while typing. */
export function useTooltips(p: SearchParams, enabled = true) {
  return useQuery({
    ...tooltipsQueryOptions(p),
    enabled: enabled && p.search.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
