import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const FRIENDSHIP_STATES = ['pending', 'accepted'] as const;
export type FriendshipState = (typeof FRIENDSHIP_STATES)[number];

/** A friend request (pending) or a friendship (accepted). One row per pair, whoever asked. */
export const friendships = pgTable(
  'friendships',
  {
    id: serial().primaryKey(),
    requesterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar({ length: 10 }).$type<FriendshipState>().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friendships_pair_unique').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('friendships_requester_idx').on(t.requesterId, t.status),
    index('friendships_addressee_idx').on(t.addresseeId, t.status),
  ],
);

/** blocker blocked blocked: neither can write to the other, nor send friend requests. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar({ length: 500 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);
