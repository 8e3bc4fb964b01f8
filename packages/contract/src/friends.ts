import { z } from 'zod';
import { text } from './text';
import { limitParam, offsetParam } from './http';
import { LIMITS } from './constants';

export const FriendsErrorCode = {
  FRIENDS_REQUEST_NOT_FOUND_EXCEPTION: 'FRIENDS_REQUEST_NOT_FOUND_EXCEPTION',
  FRIENDSHIP_NOT_FOUND: 'FRIENDSHIP_NOT_FOUND',
  FRIENDSHIP_ALREADY_EXISTS: 'FRIENDSHIP_ALREADY_EXISTS',
  FRIENDS_REQUEST_ALREADY_SENT: 'FRIENDS_REQUEST_ALREADY_SENT',
  /** One of the two users blocked the other: no requests, no messages. */
  USERS_HAVE_RELATION: 'USERS_HAVE_RELATION',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
} as const;

/**
 * The relation seen from the viewer: null (none), `request_sender` (the viewer asked and waits),
 * `request_receiver` (the other user asked; the viewer can accept or decline), `accepted` (friends).
 */
export const friendshipStatusSchema = z
  .enum(['request_sender', 'request_receiver', 'accepted'])
  .nullable()
  .meta({ description: 'Seen from the viewer: request_sender = the viewer asked; request_receiver = the viewer was asked' });

export const blockStateSchema = z.object({
  blocked_by_me: z.boolean().meta({ description: 'The viewer blocked this user' }),
  blocked_me: z.boolean().meta({ description: 'This user blocked the viewer' }),
});

export const userUuidParams = z.object({ uuid: z.uuid() });

export const friendSchema = z.object({
  friendship_id: z.number().int(),
  uuid: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  friendship_status: friendshipStatusSchema,
  created_at: z.string().meta({ description: 'When the request was made (ISO 8601)' }),
  accepted_at: z.string().nullable(),
});

export const friendsListQuery = z.object({
  limit: limitParam(LIMITS.friendsPage, 100),
  offset: offsetParam,
});

export const friendsListResponse = z.object({ data: z.array(friendSchema), total: z.number().int() });

export const relationSchema = z.object({
  uuid: z.string(),
  friendship_id: z.number().int().nullable(),
  friendship_status: friendshipStatusSchema,
  block: blockStateSchema,
});
export const relationResponse = z.object({ data: relationSchema });

export const blockBody = z
  .object({ reason: text().trim().max(500).optional() })
  .nullish()
  .transform((body) => body ?? {});

export const blockedUserSchema = z.object({
  uuid: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  reason: z.string().nullable(),
  blocked_at: z.string(),
});
export const blockedListResponse = z.object({ data: z.array(blockedUserSchema), total: z.number().int() });

export const chatStatusSchema = z.enum(['want_to_chat', 'do_not_want_to_chat']);
export const chatStatusBody = z.object({ chat_status: chatStatusSchema });
export const chatStatusResponse = z.object({ data: z.object({ chat_status: chatStatusSchema }) });

/** Socket event `friendship:changed`, sent to both users after any friendship or block change. */
export const friendshipChangedEvent = z.object({
  user: z.object({ uuid: z.string(), nickname: z.string().nullable(), avatar: z.string().nullable() }),
  friendship_id: z.number().int().nullable(),
  friendship_status: friendshipStatusSchema,
  block: blockStateSchema,
  action: z.enum(['requested', 'cancelled', 'accepted', 'declined', 'deleted', 'blocked', 'unblocked']),
});

export type FriendshipStatus = z.infer<typeof friendshipStatusSchema>;
export type BlockState = z.infer<typeof blockStateSchema>;
export type Friend = z.infer<typeof friendSchema>;
export type Relation = z.infer<typeof relationSchema>;
export type BlockedUser = z.infer<typeof blockedUserSchema>;
export type ChatStatusValue = z.infer<typeof chatStatusSchema>;
export type FriendshipChangedEvent = z.infer<typeof friendshipChangedEvent>;
