// The signed-in user's profile (GET /user/profile): nickname, native language, e-mail state ...
// Owned here because the shell (header), the guards and several features read it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@glossa/contract';
import { api } from '../api';
import { USER_QUERY_KEY } from '../api/query-keys';
import { useIsLoggedIn } from './session-store';

export type { Profile };

export function fetchProfile(signal?: AbortSignal, accessToken?: string): Promise<Profile> {
  return api
    .get<{ data: Profile }>('/user/profile', {
      signal,
      // Right after sign-in the profile is read before the tokens are stored (see auth/finish-sign-in).
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
    })
    .then((answer) => answer.data);
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: 60_000,
  });

/** The profile while signed in (disabled for guests). */
export function useProfile() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...profileQueryOptions(), enabled: loggedIn });
}
