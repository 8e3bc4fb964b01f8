// Moderation and user discipline: blocks and warnings (the violation history), the append-only
// audit log of every moderation decision, and the members' suggestions (the admins' page). The
// moderation queue itself is `moderation_tasks` (schema/contributions.ts): one queue for
// dictionary, user, user_action and feed tasks. Role, trusted publisher, Expert status and the
// invitation state are columns of `users`.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A block or a warning (reprimand). In force while not lifted and not ended (`ends_at` null: a
 * block for ever, a warning until removed). At most one warning in force per user: the partial
 * unique index answers "user already has a warning" even to two moderators at once (an ended
 * warning is lifted as `expired` first, under the user's row lock). Rows are never deleted.
 */
export const userSanctions = pgTable(
  'user_sanctions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 12 }).notNull(),
    reason: varchar({ length: 40 }).notNull(),
    comment: text(),
    /** Days, or null for ever / until removed. */
    periodDays: integer(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The moderation task the sanction came with (a complaint about the user). */
    taskId: integer(),
    liftedAt: timestamp({ withTimezone: true }),
    liftedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** erased (unblocked / warning removed), replaced (a new block), expired, reversed (an admin's reversal). */
    liftReason: varchar({ length: 16 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_sanctions_user_idx').on(t.userId, t.id),
    index('user_sanctions_open_blocks_idx').on(t.userId).where(sql`${t.kind} = 'block' and ${t.liftedAt} is null`),
    uniqueIndex('user_sanctions_one_reprimand').on(t.userId).where(sql`${t.kind} = 'reprimand' and ${t.liftedAt} is null`),
    check('user_sanctions_kind_check', sql`${t.kind} in ('block', 'reprimand')`),
    check('user_sanctions_period_check', sql`${t.periodDays} is null or ${t.periodDays} > 0`),
  ],
);

/**
 * Every moderation decision, append-only: who (and in which role), what, about whom, before and
 * after, why, when. A reversal is a new record naming the one it reverses (`reverses_id`, unique:
 * a decision is reversed once); nothing here is ever updated or deleted by the application.
 */
export const moderationAudit = pgTable(
  'moderation_audit',
  {
    id: serial().primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorRole: varchar({ length: 16 }).notNull(),
    action: varchar({ length: 40 }).notNull(),
    /** user, a dictionary entity type, a feed type (post, comment ...), or a user-action type. */
    targetType: varchar({ length: 40 }).notNull(),
    targetKey: varchar({ length: 100 }).notNull(),
    targetUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    taskId: integer(),
    /** The sanction a discipline record created or lifted. */
    sanctionId: integer(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    reason: varchar({ length: 40 }),
    comment: text(),
    reversesId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_audit_actor_idx').on(t.actorId, t.id),
    index('moderation_audit_target_user_idx').on(t.targetUserId, t.id),
    index('moderation_audit_target_idx').on(t.targetType, t.targetKey, t.id),
    uniqueIndex('moderation_audit_reverses_unique').on(t.reversesId).where(sql`${t.reversesId} is not null`),
  ],
);

/** Comments and suggestions members send (POST /reviews); admins read them and mark them done. */
export const userReviews = pgTable(
  'user_reviews',
  {
    id: serial().primaryKey(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    page: varchar({ length: 200 }),
    done: boolean().notNull().default(false),
    doneById: integer().references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_reviews_done_idx').on(t.done, t.id)],
);
