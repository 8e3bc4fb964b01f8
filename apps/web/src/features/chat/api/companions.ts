// Finding companions: GET /api/users/lang-search (15 a page; the server keeps the ranked list 10
// minutes, refresh_search_cache rebuilds it) and GET /api/users/search/nearby (after the position
// was stored with PATCH /api/user/profile/geolocation).
import type { Companion } from '@glossa/contract';
import { LIMITS } from '@glossa/contract/constants';
import { api } from '../../../shared/api';

export interface CompanionFilters {
  mode: 'recommended' | 'all';
  /** Languages to practise; empty: the languages the user learns. */
  languages: string[];
  country: string | null;
  city: string | null;
  nearby: boolean;
}

export function searchCompanions(
  filters: CompanionFilters,
  offset: number,
  refresh: boolean,
  signal?: AbortSignal,
): Promise<Companion[]> {
  if (filters.nearby) {
    return api
      .get<{ data: Companion[] }>('/users/search/nearby', { query: { limit: LIMITS.companionsPage, offset }, signal })
      .then((answer) => answer.data);
  }
  return api
    .get<{ data: Companion[] }>('/users/lang-search', {
      query: {
        limit: LIMITS.companionsPage,
        offset,
        mode: filters.mode,
        languages: filters.languages.length ? filters.languages : undefined,
        country: filters.country ?? undefined,
        city: filters.city ?? undefined,
        refresh_search_cache: refresh || undefined,
      },
      signal,
    })
    .then((answer) => answer.data);
}
