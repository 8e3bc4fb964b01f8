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
  if (tab === 'mine' && userUuid) return `/feed/users/${userUuid}`;
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

export const feedQueryOptions = (tab: FeedTab, userUuid: string | null, langs: string[]) =>
  infiniteQueryOptions({
    queryKey: [...feedKeys.list(tab, langs), userUuid ?? ''],
    queryFn: ({ pageParam, signal }) => getFeed(tab, userUuid, langs, pageParam, signal),
    initialPageParam: {} as FeedPageParam,
    getNextPageParam: (last: FeedItem[]): FeedPageParam | undefined => {
      if (last.length < FEED_LIMITS.page) return undefined;
      const item = last[last.length - 1]!;
      return { pagination_uuid: item.pagination_uuid, fallback: item.fallback || undefined };
    },
  });
