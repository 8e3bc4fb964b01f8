// GET /api/user/ratings: the user's dictionary rating (points, level, points of the next level).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRating } from '@glossa/contract';
import { api } from '../../../shared/api';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { contributionsKeys } from './keys';

export function getRatings(signal?: AbortSignal): Promise<UserRating[]> {
  return api.get<{ data: UserRating[] }>('/user/ratings', { signal }).then((a) => a.data);
}

export const ratingsQueryOptions = () => queryOptions({ queryKey: contributionsKeys.ratings, queryFn: ({ signal }) => getRatings(signal) });

export function useDictionaryRating() {
  const query = useQuery({ ...ratingsQueryOptions(), enabled: useIsLoggedIn() });
  return { ...query, rating: query.data?.find((r) => r.type === 'DICTIONARY_RATING') ?? null };
}
