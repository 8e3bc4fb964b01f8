// GET /user/login/providers: which social buttons to show, with their public client ids.
import { useQuery } from '@tanstack/react-query';
import type { LoginProviders } from '@glossa/contract';
import { api } from '../../../shared/api';

export type { LoginProviders };

export function useLoginProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) =>
      api
        .get<{ data: LoginProviders }>('/user/login/providers', { signal, silent: true })
        .then((a) => a.data),
    // Server configuration: it changes with a restart at most.
    staleTime: 10 * 60_000,
  });
}
