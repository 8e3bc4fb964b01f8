import { doublePrecision, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const CHAT_STATUSES = ['want_to_chat', 'do_not_want_to_chat'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Per-user chat settings. No row means the defaults ('want to chat'). */
export const chatSettings = pgTable('chat_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  chatStatus: varchar({ length: 24 }).$type<ChatStatus>().notNull().default('want_to_chat'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Last stored position of a user (updated only after a move of more than 100 km). */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_locations_lat_lng_idx').on(t.latitude, t.longitude)],
);
