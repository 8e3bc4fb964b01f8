// GET /api/words/tooltips: autocomplete, words starting with the typed text (limit 6, core.md §9).
// Shared: the dictionary's search box, the header search and the home page's search suggest alike.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@glossa/contract/constants';
import type { Tooltip } from '@glossa/contract';
import { api } from '../api';
import { DICTIONARY_QUERY_ROOT } from './query-keys';

export interface TooltipParams {
  lang: string;
  langT: string;
  search: string;
}

export function getTooltips(p: TooltipParams, signal?: AbortSignal): Promise<Tooltip[]> {
  return api
    .get<{ data: Tooltip[] }>('/words/tooltips', {
      query: { lang: p.lang, lang_t: p.langT, search: p.search.trim(), limit: LIMITS.tooltips },
      signal,
      // Suggestions are a convenience: a failure never interrupts typing.
      silent: true,
    })
    .then((answer) => answer.data);
}

export function tooltipsQueryOptions(p: TooltipParams) {
  return queryOptions({
    queryKey: [DICTIONARY_QUERY_ROOT, 'tooltips', { ...p, search: p.search.trim().toLocaleLowerCase() }],
    queryFn: ({ signal }) => getTooltips(p, signal),
    staleTime: 5 * 60_000,
  });
}

/** Suggestions for `p.search` (already debounced by the caller); keeps the last list while typing. */
export function useTooltips(p: TooltipParams, enabled = true) {
  return useQuery({
    ...tooltipsQueryOptions(p),
    enabled: enabled && p.search.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
