// Tasks: cards members take from a queue to check or voice dictionary material, their answers
// (one per member and task), comment logs, members' task languages and the generation watermarks.
// The model is general: a task has a type, a queue, a status and holders; moderation v2 adds
// its own types and queue to the same tables.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const tasks = pgTable(
  'tasks',
  {
    id: serial().primaryKey(),
    /** add_word_audio, add_sentence_audio, chk_translation_union, chk_sentence_translation (contract TASK_TYPES). */
    type: varchar({ length: 32 }).notNull(),
    /** Who takes it: `community` (member cards); other queues (moderation) come later. */
    queue: varchar({ length: 16 }).notNull().default('community'),
    /** The material: translation-union, sentence-translation, word, sentence. */
    entityType: varchar({ length: 40 }).notNull(),
    entityId: integer().notNull(),
    /** Languages of the material: a checker must have all of them, a voice needs a native speaker of it. */
    langCodes: text().array().notNull(),
    /** The material's author: never handed their own material. */
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: varchar({ length: 16 }).notNull().default('open'),
    /** accepted, rejected, undecided (left to moderators), added (voiced), not_relevant. */
    resolution: varchar({ length: 16 }),
    /** How many members may hold it at once (unexpired, unanswered assignments). */
    capacity: smallint().notNull().default(1),
    yesWeight: integer().notNull().default(0),
    noWeight: integer().notNull().default(0),
    answers: integer().notNull().default(0),
    /** When the author last answered (commented or edited): disputes after it need their action. */
    authorAnsweredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tasks_open_unique').on(t.type, t.entityType, t.entityId).where(sql`${t.status} = 'open'`),
    // One range per (type, languages): the hand-out reads a member's keys from random points (sql/hand-out.ts).
    index('tasks_claim_idx').on(t.queue, t.type, t.langCodes, t.id).where(sql`${t.status} = 'open'`),
    index('tasks_author_idx').on(t.authorId, t.id).where(sql`${t.authorId} is not null`),
    // Whether material ever had a task of a type (the generation's sweep makes none twice), and closing by material.
    index('tasks_entity_idx').on(t.entityType, t.entityId, t.type),
    check('tasks_status_check', sql`${t.status} in ('open', 'done', 'closed')`),
  ],
);

/** A task handed to a member (a lease: it expires) and their answer. One row per member and task: nobody gets a task twice. */
export const taskAssignments = pgTable(
  'task_assignments',
  {
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    /** yes, no, skip, add. */
    answer: varchar({ length: 8 }),
    weight: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.taskId] }),
    index('task_assignments_holders_idx').on(t.taskId, t.receivedAt).where(sql`${t.answeredAt} is null`),
    // A member's unanswered cards (a reload gives them back) without reading their answered history.
    index('task_assignments_held_idx').on(t.userId, t.taskId).where(sql`${t.answeredAt} is null`),
    index('task_assignments_answers_idx').on(t.taskId, t.answeredAt).where(sql`${t.answeredAt} is not null`),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom().unique(),
    taskId: integer()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.id)],
);

/** The languages a member chose for cards (none: their profile languages). */
export const taskSettings = pgTable('task_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  languages: text().array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** How far task generation has read each source table (by id), so a sync reads only what is new. */
export const taskSources = pgTable('task_sources', {
  source: varchar({ length: 40 }).primaryKey(),
  lastId: integer().notNull().default(0),
  syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /**
   * The sweep's cursor (updated_at, id): rows of members changed after it are read again, so a row
   * committed after the id watermark passed it, or accepted later, still gets its task.
   */
  sweptAt: timestamp({ withTimezone: true }),
  sweptId: integer().notNull().default(0),
});
