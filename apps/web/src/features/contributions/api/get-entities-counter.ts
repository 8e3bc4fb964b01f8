// GET /api/user/entities-counter: the user's contributions by type and status (ADDED) and what they
// decided as a moderator (VERIFIED).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntitiesCounter } from '@glossa/contract';
import { api } from '../../../shared/api';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { contributionsKeys } from './keys';

export function getEntitiesCounter(signal?: AbortSignal): Promise<EntitiesCounter> {
  return api.get<{ data: EntitiesCounter }>('/user/entities-counter', { signal }).then((a) => a.data);
}

export const entitiesCounterQueryOptions = () =>
  queryOptions({ queryKey: contributionsKeys.counter, queryFn: ({ signal }) => getEntitiesCounter(signal) });

export function useEntitiesCounter() {
  return useQuery({ ...entitiesCounterQueryOptions(), enabled: useIsLoggedIn() });
}
