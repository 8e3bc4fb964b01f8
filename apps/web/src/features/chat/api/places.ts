// Place names (English, from the server's country-state-city data): GET /api/countries?query and
// GET /api/countries/{code}/cities?query (a country and 3+ characters, else nothing is asked).
import { queryOptions } from '@tanstack/react-query';
import type { City, Country } from '@glossa/contract';
import { LIMITS } from '@glossa/contract/constants';
import { api } from '../../../shared/api';
import { chatKeys } from './keys';

const DAY = 86_400_000;

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.countries(''),
    queryFn: ({ signal }) =>
      api.get<{ data: Country[] }>('/countries', { query: { limit: 250 }, signal }).then((a) => a.data),
    staleTime: DAY,
    gcTime: DAY,
  });

/** Whether a city query may be sent: a country is chosen and the text has 3 characters or more. */
export const canSearchCities = (country: string | null, query: string): country is string =>
  Boolean(country) && query.trim().length >= LIMITS.citySearchMinChars;

export const citiesQueryOptions = (country: string | null, query: string) =>
  queryOptions({
    queryKey: chatKeys.cities(country ?? '', query.trim().toLowerCase()),
    queryFn: ({ signal }) =>
      api
        .get<{ data: City[] }>(`/countries/${country}/cities`, { query: { query: query.trim(), limit: 20 }, signal })
        .then((a) => a.data),
    enabled: canSearchCities(country, query),
    staleTime: DAY,
  });
