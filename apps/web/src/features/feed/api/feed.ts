// GET /feed/public, /feed/subscriptions, /feed/users/{uuid} (community.md §7 Feed): cursor pages of
// 20; a page with fewer is the end. Items answered with fallback: true are continued with fallback=true.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { FeedItem } from '@glossa/contract';
import { FEED_LIMITS } from '@glossa/contract/feed/constants';
import { api } from '../../../shared/api';
import { feedKeys, type FeedTab } from './keys';

export interface FeedPageParam {
  pagination_uuid?: string;
  fallback?: boolean;
}

function pathOf(tab: FeedTab, userUuid: string | null) {
  if (tab === 'subscriptions') return '/feed/subscriptions';
  if ((tab === 'mine' || tab === 'user') && userUuid) return `/feed/users/${userUuid}`;
  return '/feed/public';
}

export function getFeed(
  tab: FeedTab,
  userUuid: string | null,
  langs: string[],
  param: FeedPageParam,
  signal?: AbortSignal,
) {
  return api
    .get<{ data: FeedItem[] }>(pathOf(tab, userUuid), {
      signal,
      query: {
        limit: FEED_LIMITS.page,
        lang_codes: langs.length ? langs.join(',') : undefined,
        pagination_uuid: param.pagination_uuid,
        fallback: param.fallback ? 'true' : undefined,
      },
    })
    .then((a) => a.data);
}

/**
 * `member`: answers differ for guests and members (likes, can_edit); the cache of a member is
 * dropped when the session ends, so the flag is enough (a key with the viewer's uuid changed when
 * the profile arrived and fetched the whole feed again, closing any open menu).
 */
export const feedQueryOptions = (tab: FeedTab, userUuid: string | null, langs: string[], member: boolean) =>
  infiniteQueryOptions({
    queryKey: [...feedKeys.list(tab, langs), userUuid ?? '', member ? 'member' : 'guest'],
    queryFn: ({ pageParam, signal }) => getFeed(tab, userUuid, langs, pageParam, signal),
    initialPageParam: {} as FeedPageParam,
    getNextPageParam: (last: FeedItem[]): FeedPageParam | undefined => {
      if (last.length < FEED_LIMITS.page) return undefined;
      const item = last[last.length - 1]!;
      return { pagination_uuid: item.pagination_uuid, fallback: item.fallback || undefined };
    },
  });
