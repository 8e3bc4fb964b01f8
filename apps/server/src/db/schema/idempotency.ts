// Idempotency-Key (platform/http/idempotency.ts): the first answer to a member's create request,
// kept 24 h so a retry with the same key gets it again instead of creating a second row. A row
// without a status is a request still running (or one whose process died: taken over after a while).
import { index, integer, json, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar({ length: 255 }).notNull(),
    /** sha256 of method, URL and body: the same key with another request is refused. */
    fingerprint: varchar({ length: 64 }).notNull(),
    /** The first answer's status and body; null while the first request runs. */
    status: smallint(),
    /** Kept as sent (json, not jsonb: jsonb would reorder the keys). */
    body: json(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index().on(t.createdAt)],
);
