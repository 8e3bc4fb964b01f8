// Contributions and review: moderation tasks, complaints, the points ledger and ratings, the
// history of every change, moderators' language filters. The contributed material itself lives
// in the dictionary tables (schema/dictionary.ts) with its review_status.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One task per thing a moderator must look at: a contributed or edited entity (kind `content`)
 * or a complaint (kind `complaint`). At most one open task per entity and kind. `entity_key` is
 * the entity's id as text (a user's id for user complaints, any slug-like id for user actions).
 */
export const moderationTasks = pgTable(
  'moderation_tasks',
  {
    id: serial().primaryKey(),
    /** dictionary, user, user_action, feed (community.md §3). */
    type: varchar({ length: 16 }).notNull(),
    kind: varchar({ length: 16 }).notNull(),
    entityType: varchar({ length: 40 }).notNull(),
    entityKey: varchar({ length: 100 }).notNull(),
    /** Who sent the material or the complaint: never handed to themselves. */
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    complaintId: integer(),
    /** Languages of the material, for the moderators' language filter. */
    langCodes: text().array().notNull().default(sql`'{}'::text[]`),
    detailData: jsonb().$type<Record<string, unknown>>().notNull(),
    done: boolean().notNull().default(false),
    /** accept, reject, edit, delete, ignore, or withdrawn (the author's account was deleted). */
    resolution: varchar({ length: 16 }),
    resolvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    comment: text(),
    /** The moderator the task was last handed to, and when (a lease: others get it after it expires). */
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('moderation_tasks_open_unique').on(t.kind, t.entityType, t.entityKey).where(sql`not ${t.done}`),
    index('moderation_tasks_open_idx').on(t.id).where(sql`not ${t.done}`),
    index('moderation_tasks_resolver_idx').on(t.resolvedById).where(sql`${t.resolvedById} is not null`),
    index('moderation_tasks_author_idx').on(t.authorId).where(sql`not ${t.done}`),
    check('moderation_tasks_kind_check', sql`${t.kind} in ('content', 'complaint')`),
  ],
);

/** Tasks a moderator skipped: not handed to them again. */
export const moderationTaskSkips = pgTable(
  'moderation_task_skips',
  {
    taskId: integer()
      .notNull()
      .references(() => moderationTasks.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] })],
);

/** Languages a moderator reviews (empty: all). */
export const moderationFilters = pgTable('moderation_filters', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  langCodes: text().array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A user's complaint. One per user and target (VERIFICATION_IS_EXIST). */
export const complaints = pgTable(
  'complaints',
  {
    id: serial().primaryKey(),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A contribution entity type, 'user', or a user-action type. */
    targetType: varchar({ length: 40 }).notNull(),
    targetKey: varchar({ length: 100 }).notNull(),
    /** The user complained about, or the author of the content. */
    targetUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    comment: text().notNull(),
    status: varchar({ length: 16 }).notNull().default('pending'),
    taskId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('complaints_author_target_unique').on(t.authorId, t.targetType, t.targetKey),
    index('complaints_task_idx').on(t.taskId),
    check('complaints_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected', 'ignored')`),
  ],
);

/**
 * The points ledger: every grant and loss with its reason (ADD_x, MODERATE_x, COMPLAIN_x).
 * Cancelled rows stay (status cancelled) so the history of a user's points is complete. For ADD_x
 * rows entity_status follows the material's review status (statistics of contributions).
 */
export const ratingEvents = pgTable(
  'rating_events',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: varchar({ length: 60 }).notNull(),
    entityType: varchar({ length: 40 }),
    entityId: integer(),
    taskId: integer(),
    points: integer().notNull(),
    status: varchar({ length: 12 }).notNull().default('granted'),
    entityStatus: varchar({ length: 16 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('rating_events_user_idx').on(t.userId, t.action),
    // A member's actions newest first (statistics lists, modules/progress).
    index('rating_events_user_id_idx').on(t.userId, t.id),
    index('rating_events_entity_idx').on(t.entityType, t.entityId),
    // The weekly chart (modules/progress) sums a week's granted dictionary points (lessons'
    // LESSON_x rows are the education rating): an index-only range scan.
    index('rating_events_week_idx')
      .on(t.createdAt, t.userId, t.points)
      .where(sql`${t.status} = 'granted' and ${t.action} not like 'LESSON\\_%'`),
    check('rating_events_status_check', sql`${t.status} in ('granted', 'cancelled')`),
  ],
);

/** Running total of a user's granted points (kept in the same transaction as the ledger). */
export const userRatings = pgTable('user_ratings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  points: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every change to contributed material: who, what, before and after, when, under which task. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial().primaryKey(),
    targetType: varchar({ length: 40 }).notNull(),
    targetId: integer().notNull(),
    action: varchar({ length: 60 }).notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    taskId: integer(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_actions_target_idx').on(t.targetType, t.targetId, t.id)],
);
