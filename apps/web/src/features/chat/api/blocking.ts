// Blocking (community.md §4): POST and DELETE /api/users/{uuid}/block; GET /api/users/blocked (20 a page).
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { BlockedUser, Relation } from '@glossa/contract';
import { LIMITS } from '@glossa/contract/constants';
import { api } from '../../../shared/api';
import { chatKeys } from './keys';

export function blockUser(uuid: string): Promise<Relation> {
  return api.post<{ data: Relation }>(`/users/${uuid}/block`, {}).then((answer) => answer.data);
}

export function unblockUser(uuid: string): Promise<Relation> {
  return api.delete<{ data: Relation }>(`/users/${uuid}/block`).then((answer) => answer.data);
}

export interface BlockedPage {
  data: BlockedUser[];
  total: number;
}

export const blockedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: chatKeys.blocked,
    queryFn: ({ pageParam, signal }) =>
      api.get<BlockedPage>('/users/blocked', { query: { limit: LIMITS.friendsPage, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.data.length < LIMITS.friendsPage ? undefined : pages.reduce((n, p) => n + p.data.length, 0),
  });
