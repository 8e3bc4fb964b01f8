// The end of every sign-in (password, registration, social): read the profile with the new token,
// put it in the query cache, then store the session. The guest-only auth pages react to the stored
// session by moving on to takeDestination(profile), so the redirect rules live in one place.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthTokens } from '@glossa/contract';
import { USER_QUERY_KEY } from '../../../shared/api/query-keys';
import { fetchProfile } from '../../../shared/session/profile';
import { useSessionStore } from '../../../shared/session/session-store';
import { setSignInKind, type SignInKind } from './sign-in-kind';

export function useFinishSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (tokens: AuthTokens, kind: SignInKind) => {
      try {
        queryClient.setQueryData(USER_QUERY_KEY, await fetchProfile(undefined, tokens.access_token));
      } catch {
        // The profile query loads it once the session is stored.
      }
      setSignInKind(kind);
      useSessionStore.getState().signIn(tokens);
    },
    [queryClient],
  );
}
