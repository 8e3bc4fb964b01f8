import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users';

/** correction: a correction of the companion's text message (its text is the corrector's optional comment). */
export const MESSAGE_KINDS = ['text', 'image', 'audio', 'correction'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** One-to-one chats. The pair is stored ordered (low id, high id) so a pair has one chat. */
export const chats = pgTable(
  'chats',
  {
    id: serial().primaryKey(),
    userLowId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set by the first message: who started the chat (counted against their daily new-chat limit). */
    startedById: integer().references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('chats_pair_unique').on(t.userLowId, t.userHighId)],
);

/** Per-member state of a chat: the list order, unread counter, mute and hide flags. */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companionId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Copy of the chat's newest message id: orders the chat list and is its cursor. */
    lastMessageId: integer(),
    unreadCount: integer().notNull().default(0),
    lastReadMessageId: integer(),
    isMuted: boolean().notNull().default(false),
    /** Hidden from the list until the next message arrives. */
    isHidden: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.userId] }),
    index('chat_members_list_idx').on(t.userId, t.lastMessageId.desc()),
    index('chat_members_unread_idx').on(t.userId).where(sql`${t.unreadCount} > 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Chosen by the sending client; a resend with the same id returns the stored message. */
    clientMessageId: varchar({ length: 64 }).notNull(),
    kind: varchar({ length: 16 }).$type<MessageKind>().notNull().default('text'),
    text: text().notNull().default(''),
    quoteMessageId: integer().references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    /** A correction of the companion's message: the message and its text as it was and as corrected. */
    correctionMessageId: integer().references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    correctionOriginal: text(),
    correctionText: text(),
    /** Set once, when the author of the corrected message thanks the correction. */
    correctionThankedAt: timestamp({ withTimezone: true }),
    forwardedFromMessageId: integer().references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    forwardedFromUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    imageFile: varchar({ length: 80 }),
    imagePreviewFile: varchar({ length: 80 }),
    audioFile: varchar({ length: 80 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp({ withTimezone: true }),
    readAt: timestamp({ withTimezone: true }),
    editedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_author_client_id_unique').on(t.authorId, t.clientMessageId),
    index('messages_chat_idx').on(t.chatId, t.id),
    // Corrections given (by author) and received (through the corrected message): the partner's statistics.
    index('messages_corrections_by_idx').on(t.authorId).where(sql`${t.kind} = 'correction'`),
    index('messages_corrections_of_idx').on(t.correctionMessageId).where(sql`${t.kind} = 'correction'`),
    index('messages_unread_idx').on(t.chatId, t.authorId).where(sql`${t.readAt} is null`),
    // Each member's newest own message (the hourly chat reminder, chat/sql/activity.ts): one
    // backward index-only step per member instead of a scan of 60 days of messages.
    index('messages_author_created_idx').on(t.authorId, t.createdAt),
    // No trigram index on text: search is always inside one chat (messages_chat_idx), and a GIN
    // index would cost every send (and stall some when its pending list is merged).
  ],
);

/** New chats started per user and UTC day (the daily limit counts these atomically). */
export const chatDailyStarts = pgTable(
  'chat_daily_starts',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
