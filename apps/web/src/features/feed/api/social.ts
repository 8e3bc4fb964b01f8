// Follows (GET /subscription/{uuid}/counters, POST/DELETE /subscription/{uuid}) and complaints
// about feed content (POST /feed/complain).
import { queryOptions } from '@tanstack/react-query';
import type { FeedComplaintBody } from '@glossa/contract';
import { api } from '../../../shared/api';
import { feedKeys } from './keys';

interface Counters {
  subscriptions_count: number;
  subscribers_count: number;
  is_subscribed: boolean;
}

export const followCountersQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: feedKeys.follow(uuid),
    queryFn: ({ signal }) =>
      api.get<{ data: Counters }>(`/subscription/${uuid}/counters`, { signal }).then((a) => a.data),
  });

export const setFollow = (uuid: string, on: boolean) =>
  (on
    ? api.post<{ data: { is_subscribed: boolean; subscribers_count: number } }>(
        `/subscription/${uuid}`,
        undefined,
        { idempotent: true },
      )
    : api.delete<{ data: { is_subscribed: boolean; subscribers_count: number } }>(`/subscription/${uuid}`)
  ).then((a) => a.data);

export const complain = (body: FeedComplaintBody) => api.post<{ data: unknown }>('/feed/complain', body);

/** Moderators and admins: the item on top of the all tab (POST /feed/{uuid}/pin, DELETE .../unpin). */
export const setPin = (uuid: string, on: boolean) =>
  (on
    ? api.post<{ data: { is_pinned: boolean } }>(`/feed/${uuid}/pin`, { pin_type: 'public' })
    : api.delete<{ data: { is_pinned: boolean } }>(`/feed/${uuid}/unpin`, undefined, {
        query: { pin_type: 'public' },
      })
  ).then((a) => a.data);
