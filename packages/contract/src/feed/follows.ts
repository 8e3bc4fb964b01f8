// Following users: subscriptions (whom I follow) and subscribers (who follows me), community.md §7
// GET /subscription/{uuid}/subscriptions and /subscribers (limit, previous_uuid).
import { z } from 'zod';
import { envelope } from '../http';
import { uuidParam } from '../text';
import { FEED_LIMITS } from './constants';
import { feedAuthorSchema } from './publications';

export const followParams = z.object({ uuid: uuidParam });
export const followsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1_000_000).default(FEED_LIMITS.followsPage).transform((n) => Math.min(n, FEED_LIMITS.followsPageMax)),
  previous_uuid: uuidParam.optional().meta({ description: 'The last user of the previous page' }),
});

export const followUserSchema = feedAuthorSchema.extend({
  /** Whether the viewer follows this user (false for guests). */
  is_subscribed: z.boolean(),
});
export const followListResponse = envelope(z.array(followUserSchema));
export const followStateResponse = envelope(z.object({ uuid: z.string(), is_subscribed: z.boolean(), subscribers_count: z.number().int() }));
export const followCountersResponse = envelope(
  z.object({ subscriptions_count: z.number().int(), subscribers_count: z.number().int(), is_subscribed: z.boolean() }),
);

export type FollowUser = z.infer<typeof followUserSchema>;
