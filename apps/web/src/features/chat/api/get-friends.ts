// GET /api/friends, /friends/requests/incoming, /friends/requests/outgoing: 20 a page, with the total.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Friend } from '@glossa/contract';
import { LIMITS } from '@glossa/contract/constants';
import { api } from '../../../shared/api';
import { chatKeys } from './keys';

export type FriendList = 'friends' | 'incoming' | 'outgoing';

const PATHS: Record<FriendList, string> = {
  friends: '/friends',
  incoming: '/friends/requests/incoming',
  outgoing: '/friends/requests/outgoing',
};

export interface FriendsPage {
  data: Friend[];
  total: number;
}

export function getFriends(kind: FriendList, offset: number, signal?: AbortSignal): Promise<FriendsPage> {
  return api.get<FriendsPage>(PATHS[kind], { query: { limit: LIMITS.friendsPage, offset }, signal });
}

export const friendsQueryOptions = (kind: FriendList) =>
  infiniteQueryOptions({
    queryKey: chatKeys.friends(kind),
    queryFn: ({ pageParam, signal }) => getFriends(kind, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.data.length < LIMITS.friendsPage ? undefined : pages.reduce((n, p) => n + p.data.length, 0),
  });
