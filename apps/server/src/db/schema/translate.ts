// Machine translations counted per user and day (core.md §5): `count` is what the free daily limit
// refuses on, `exemptCount` the requests from exempt sources (dictionary, mini dictionary,
// important), which only the hard cap bounds. The day is the user's local date (their time zone,
// else UTC). Guests are counted per address in memory or Redis, not here.
import { date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const machineTranslationUsage = pgTable(
  'machine_translation_usage',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    count: integer().notNull().default(0),
    exemptCount: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
