// Training (community.md §1, §3): selections (word compilations) with their words, learners, likes
// and comments; FSRS cards per member and translation union; lessons with their recorded answers;
// daily activity per local day. Videos (a later issue) add their own tables beside these.
// Counters live on their rows and move in the statement that changes what they count.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { translationUnions } from './dictionary';
import { users } from './users';

export const selections = pgTable(
  'selections',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom(),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 100 }).notNull(),
    langFrom: varchar({ length: 3 }).notNull(),
    langTo: varchar({ length: 3 }).notNull(),
    complexity: varchar({ length: 8 }).notNull().default('medium'),
    subjects: text().array().notNull().default(sql`'{}'::text[]`),
    isPublic: boolean().notNull().default(false),
    /** Folded name and words (search key), for trigram search. */
    searchName: text().notNull().default(''),
    searchWords: text().notNull().default(''),
    wordsTotal: integer().notNull().default(0),
    /**
     * Starter compilations made from the instance's data (owned by the system account): what they
     * are, e.g. `first_100`, `first_500`, `theme:animals`. Null for a member's compilation.
     */
    generated: varchar({ length: 48 }),
    likesTotal: integer().notNull().default(0),
    commentsTotal: integer().notNull().default(0),
    followersTotal: integer().notNull().default(0),
    /**
     * The author has it open in the editor (community.md §4: "a collection may be in an edited
     * state (temporarily unavailable)") until `editingUntil`, renewed while the editor stays open.
     */
    editingUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('selections_uuid_unique').on(t.uuid),
    index('selections_author_idx').on(t.authorId, t.id),
    index('selections_public_new_idx').on(t.createdAt, t.id).where(sql`${t.isPublic}`),
    // Popularity order; the trailing columns are there for index-only scans of search filters
    // (sql/selections.ts search): no heap visit for the compilations a filter leaves out.
    index('selections_public_popular_idx')
      .on(sql`(${t.likesTotal} + ${t.followersTotal})`, t.id, t.likesTotal, t.followersTotal, t.langFrom, t.langTo, t.complexity, t.wordsTotal, t.subjects)
      .where(sql`${t.isPublic}`),
    // Search and the discover blocks: a pair's compilations already in popularity order (trailing
    // columns as above).
    index('selections_public_pair_popular_idx')
      .on(t.langFrom, t.langTo, sql`(${t.likesTotal} + ${t.followersTotal})`, t.id, t.likesTotal, t.followersTotal, t.complexity, t.wordsTotal, t.subjects)
      .where(sql`${t.isPublic}`),
    index('selections_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('selections_search_words_trgm_idx').using('gin', sql`${t.searchWords} gin_trgm_ops`),
    // One starter compilation of each kind per direction: a rebuild updates it in place.
    uniqueIndex('selections_generated_unique').on(t.langFrom, t.langTo, t.generated).where(sql`${t.generated} is not null`),
    check('selections_complexity_check', sql`${t.complexity} in ('easy', 'medium', 'hard')`),
  ],
);

/** The words of a selection; `id` is the word entry's pagination_id (insertion order). */
export const selectionUnions = pgTable(
  'selection_unions',
  {
    id: serial().primaryKey(),
    selectionId: integer()
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    unionId: integer()
      .notNull()
      .references(() => translationUnions.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('selection_unions_unique').on(t.selectionId, t.unionId),
    index('selection_unions_page_idx').on(t.selectionId, t.id),
    index('selection_unions_union_idx').on(t.unionId),
  ],
);

/** Members studying a selection (selected_for_learning). */
export const selectionLearners = pgTable(
  'selection_learners',
  {
    selectionId: integer()
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.selectionId, t.userId] }), index('selection_learners_user_idx').on(t.userId, t.selectionId)],
);

export const selectionLikes = pgTable(
  'selection_likes',
  {
    selectionId: integer()
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.selectionId, t.userId] })],
);

export const selectionComments = pgTable(
  'selection_comments',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom(),
    selectionId: integer()
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text().notNull(),
    likesTotal: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('selection_comments_uuid_unique').on(t.uuid), index('selection_comments_page_idx').on(t.selectionId, t.id)],
);

export const selectionCommentLikes = pgTable(
  'selection_comment_likes',
  {
    commentId: integer()
      .notNull()
      .references(() => selectionComments.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** One FSRS card per member and translation union (ts-fsrs Card fields). */
export const trainingCards = pgTable(
  'training_cards',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unionId: integer()
      .notNull()
      .references(() => translationUnions.id, { onDelete: 'cascade' }),
    due: timestamp({ withTimezone: true }).notNull(),
    stability: doublePrecision().notNull(),
    difficulty: doublePrecision().notNull(),
    elapsedDays: integer().notNull().default(0),
    scheduledDays: integer().notNull().default(0),
    learningSteps: integer().notNull().default(0),
    reps: integer().notNull().default(0),
    lapses: integer().notNull().default(0),
    state: smallint().notNull().default(0),
    lastReview: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.unionId] }), index('training_cards_due_idx').on(t.userId, t.due)],
);

/** A lesson: its uuid is chosen by the client; points are what its recorded answers give. */
export const trainingLessons = pgTable(
  'training_lessons',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar({ length: 12 }).notNull(),
    selectionId: integer().references(() => selections.id, { onDelete: 'set null' }),
    points: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('training_lessons_uuid_unique').on(t.uuid), index('training_lessons_user_idx').on(t.userId, t.id)],
);

/** The first answer to each exercise of each word of a lesson (what points are computed from). */
export const trainingAnswers = pgTable(
  'training_answers',
  {
    lessonId: integer()
      .notNull()
      .references(() => trainingLessons.id, { onDelete: 'cascade' }),
    unionId: integer().notNull(),
    exercise: varchar({ length: 32 }).notNull(),
    correct: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.unionId, t.exercise] })],
);

/** Points and words per member and local day (the member's time zone when the lesson completed). */
export const trainingActivityDays = pgTable(
  'training_activity_days',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    points: integer().notNull().default(0),
    words: integer().notNull().default(0),
    /** The daily goal reached on this day (the streak counts these days). */
    goalReached: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    // The hourly streak reminder reads the last days' goal rows of everyone (notifications).
    index('training_activity_days_goal_idx').on(t.day).where(sql`${t.goalReached}`),
    // The hourly tempo reminder reads the last week's days with points of everyone (notifications).
    index('training_activity_days_day_idx').on(t.day, t.userId).where(sql`${t.points} > 0`),
  ],
);

export const trainingSettings = pgTable('training_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyGoal: integer().notNull().default(10),
});
