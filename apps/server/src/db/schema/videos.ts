// Training videos (community.md §1, §3 Video, Caption segment; issue 14): uploaded files or YouTube
// videos with captions in one or more languages, their learners, likes, comments and each member's
// watching progress. Counters live on their rows and move in the statement that changes what they
// count (as for selections). Pending uploads wait here until a video is created from them.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const videos = pgTable(
  'videos',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom(),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar({ length: 150 }).notNull(),
    langCode: varchar({ length: 3 }).notNull(),
    hashtags: text().array().notNull().default(sql`'{}'::text[]`),
    complexity: varchar({ length: 8 }).notNull().default('medium'),
    subjects: text().array().notNull().default(sql`'{}'::text[]`),
    isPublic: boolean().notNull().default(false),
    /** upload (a file in the store) or youtube. */
    source: varchar({ length: 8 }).notNull(),
    /** What makes a video the same for its author: `sha256:<hex>` of the file or `youtube:<id>`. */
    sourceKey: varchar({ length: 80 }).notNull(),
    file: varchar({ length: 80 }),
    fileSize: bigint({ mode: 'number' }),
    poster: varchar({ length: 80 }),
    youtubeId: varchar({ length: 16 }),
    durationMs: integer().notNull(),
    searchName: text().notNull().default(''),
    likesTotal: integer().notNull().default(0),
    commentsTotal: integer().notNull().default(0),
    followersTotal: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('videos_uuid_unique').on(t.uuid),
    uniqueIndex('videos_author_source_unique').on(t.authorId, t.sourceKey),
    index('videos_author_idx').on(t.authorId, t.id),
    index('videos_public_new_idx').on(t.createdAt, t.id).where(sql`${t.isPublic}`),
    index('videos_public_popular_idx').on(sql`(${t.likesTotal} + ${t.followersTotal})`, t.id).where(sql`${t.isPublic}`),
    index('videos_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    check('videos_source_check', sql`${t.source} in ('upload', 'youtube')`),
    check('videos_complexity_check', sql`${t.complexity} in ('easy', 'medium', 'hard')`),
  ],
);

/** One caption track per video and language. */
export const videoCaptions = pgTable(
  'video_captions',
  {
    id: serial().primaryKey(),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    langCode: varchar({ length: 3 }).notNull(),
    segmentsTotal: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('video_captions_unique').on(t.videoId, t.langCode)],
);

/**
 * Caption segments in order; they never overlap (validated), so ordering by end time is ordering by
 * start time and a window "from current_time" is one index range on (caption_id, end_ms).
 */
export const videoCaptionSegments = pgTable(
  'video_caption_segments',
  {
    captionId: integer()
      .notNull()
      .references(() => videoCaptions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    startMs: integer().notNull(),
    endMs: integer().notNull(),
    /** Plain text (markup removed when parsed), lines separated by \n. */
    text: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.captionId, t.position] }), index('video_caption_segments_window_idx').on(t.captionId, t.endMs)],
);

export const videoLearners = pgTable(
  'video_learners',
  {
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.userId] }), index('video_learners_user_idx').on(t.userId, t.videoId)],
);

export const videoLikes = pgTable(
  'video_likes',
  {
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.userId] })],
);

export const videoComments = pgTable(
  'video_comments',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom(),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text().notNull(),
    likesTotal: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('video_comments_uuid_unique').on(t.uuid), index('video_comments_page_idx').on(t.videoId, t.id)],
);

export const videoCommentLikes = pgTable(
  'video_comment_likes',
  {
    commentId: integer()
      .notNull()
      .references(() => videoComments.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** Where a member stopped (resume) and how long they watched in all. */
export const videoProgress = pgTable(
  'video_progress',
  {
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionMs: integer().notNull().default(0),
    watchedMs: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.userId] })],
);

/** A file uploaded and checked (type, size, duration) that no video uses yet; swept after a day. */
export const videoUploads = pgTable(
  'video_uploads',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file: varchar({ length: 80 }).notNull(),
    fileSize: bigint({ mode: 'number' }).notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    poster: varchar({ length: 80 }),
    durationMs: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('video_uploads_uuid_unique').on(t.uuid), index('video_uploads_created_idx').on(t.createdAt)],
);
