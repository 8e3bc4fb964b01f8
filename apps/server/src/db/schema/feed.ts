// The feed (community.md §1, §3): publications (posts, articles, questions) with their images,
// comments, likes, answers and votes; the feed index every tab reads; pins; follows.
// Counters (likes, comments, answers, score) live on their rows and move in the same statement as
// the row they count, so a page needs no aggregate query and concurrent likes stay exact.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
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
import { users } from './users';

export const publications = pgTable(
  'publications',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom(),
    /** post, article or question. */
    type: varchar({ length: 12 }).notNull(),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    /** draft (only the author sees it) or published (in the feed). */
    status: varchar({ length: 12 }).notNull(),
    langCode: varchar({ length: 3 }).notNull(),
    relatedLangCode: varchar({ length: 3 }),
    /** A post's text. */
    text: text(),
    title: text(),
    subtitle: text(),
    /** An article's blocks (contract articleBlocksSchema), validated before they are stored. */
    body: jsonb().$type<unknown[]>(),
    shortDescription: text(),
    description: text(),
    hashtags: text().array(),
    likesCount: integer().notNull().default(0),
    commentsCount: integer().notNull().default(0),
    answersCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('publications_uuid_unique').on(t.uuid),
    index('publications_author_status_idx').on(t.authorId, t.status, t.id),
    check('publications_type_check', sql`${t.type} in ('post', 'article', 'question')`),
    check('publications_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/**
 * What the feed tabs list, newest first. `cursor` is a time-ordered UUIDv7 given at publication
 * (the item's pagination_uuid): pages continue `cursor < last`, so items published meanwhile never
 * shift a page, and a deleted cursor item still marks a place. Types that plug in later (selection,
 * video) add rows here with their own `entity_uuid` and no publication.
 */
export const feedItems = pgTable(
  'feed_items',
  {
    cursor: uuid().primaryKey(),
    type: varchar({ length: 12 }).notNull(),
    /** A unique constraint (not only an index) so feed_pins can reference it. */
    entityUuid: uuid().notNull().unique('feed_items_entity_unique'),
    publicationId: integer().references(() => publications.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    langCode: varchar({ length: 3 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feed_items_lang_cursor_idx').on(t.langCode, t.cursor),
    index('feed_items_author_cursor_idx').on(t.authorId, t.cursor),
    index('feed_items_type_cursor_idx').on(t.type, t.cursor),
  ],
);

/** One pinned item per pin type (the primary key is the rule). */
export const feedPins = pgTable('feed_pins', {
  pinType: varchar({ length: 16 }).primaryKey(),
  entityUuid: uuid()
    .notNull()
    .references(() => feedItems.entityUuid, { onDelete: 'cascade' }),
  pinnedById: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const publicationImages = pgTable(
  'publication_images',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    /** Random names in the feed file store (DATA_DIR/uploads/feed). */
    file: varchar({ length: 64 }).notNull(),
    previewFile: varchar({ length: 64 }).notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('publication_images_uuid_unique').on(t.uuid), index('publication_images_publication_idx').on(t.publicationId, t.id)],
);

export const publicationLikes = pgTable(
  'publication_likes',
  {
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.userId] })],
);

export const publicationComments = pgTable(
  'publication_comments',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    comment: text().notNull(),
    likesCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('publication_comments_uuid_unique').on(t.uuid), index('publication_comments_publication_idx').on(t.publicationId, t.id)],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer()
      .notNull()
      .references(() => publicationComments.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/**
 * Answers to a question. A reply has `root_id` (the top-level answer of its thread) and
 * `reply_to_id` (the answer or reply it answers); top-level answers have neither.
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom(),
    questionId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    rootId: integer().references((): AnyPgColumn => questionAnswers.id, { onDelete: 'cascade' }),
    replyToId: integer().references((): AnyPgColumn => questionAnswers.id, { onDelete: 'set null' }),
    answer: text().notNull(),
    /** plus votes minus minus votes. */
    score: integer().notNull().default(0),
    repliesCount: integer().notNull().default(0),
    /** When the question's author accepted this answer (top-level answers only; one per question). */
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_answers_uuid_unique').on(t.uuid),
    uniqueIndex('question_answers_accepted_unique').on(t.questionId).where(sql`${t.acceptedAt} is not null`),
    index('question_answers_best_idx').on(t.questionId, t.score, t.id).where(sql`${t.rootId} is null`),
    index('question_answers_newest_idx').on(t.questionId, t.id).where(sql`${t.rootId} is null`),
    index('question_answers_root_idx').on(t.rootId, t.id),
  ],
);

export const answerVotes = pgTable(
  'answer_votes',
  {
    answerId: integer()
      .notNull()
      .references(() => questionAnswers.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** +1 plus, -1 minus. */
    value: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] }), check('answer_votes_value_check', sql`${t.value} in (-1, 1)`)],
);

/** follower follows followee; `id` orders the lists (newest first). */
export const userFollows = pgTable(
  'user_follows',
  {
    id: serial().primaryKey(),
    followerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_follows_pair_unique').on(t.followerId, t.followeeId),
    index('user_follows_followee_idx').on(t.followeeId, t.id),
    index('user_follows_follower_idx').on(t.followerId, t.id),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);
