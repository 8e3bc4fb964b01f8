import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/index';
import { chatMembers, chats, friendships, messages, userBlocks, users, type MessageKind } from '../../db/schema/index';
import { messageFromRaw } from './sql/message-row';
import { insertBatch } from './sql/send-batch';

export type { BatchedResult, BatchedSend } from './sql/send-batch';

export type MessageRow = typeof messages.$inferSelect;
export type ChatRow = typeof chats.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;

export interface QuoteRecord {
  id: number;
  authorUuid: string;
  text: string;
  kind: MessageKind;
  deletedAt: Date | null;
}

/** A message with what presenting it needs (author uuid, quoted message). */
export interface MessageRecord {
  row: MessageRow;
  authorUuid: string;
  quote: QuoteRecord | null;
  forwardedFromUuid: string | null;
}

export interface MemberChat {
  member: MemberRow;
  chat: ChatRow;
  companionUuid: string;
}

export interface ChatListRow {
  member: MemberRow;
  chat: ChatRow;
  companion: { id: number; uuid: string; nickname: string | null; avatarFile: string | null; deletedAt: Date | null };
  friendshipStatus: string | null;
  friendshipRequesterId: number | null;
  blockedByMe: boolean;
  blockedMe: boolean;
}

export interface NewMessage {
  chatId: number;
  authorId: number;
  clientMessageId: string;
  kind: MessageKind;
  text: string;
  quoteMessageId?: number | null;
  correctionMessageId?: number | null;
  correctionOriginal?: string | null;
  correctionText?: string | null;
  forwardedFromMessageId?: number | null;
  forwardedFromUserId?: number | null;
  imageFile?: string | null;
  imagePreviewFile?: string | null;
  audioFile?: string | null;
  createdAt: Date;
}

const quoted = alias(messages, 'quoted');
const author = alias(users, 'author');
const quoteAuthor = alias(users, 'quote_author');
const forwardAuthor = alias(users, 'forward_author');
const companion = alias(users, 'companion');

const blockedPair = (a: SQL | number, b: SQL | number) =>
  sql`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${a} and ${userBlocks.blockedId} = ${b})`;

function insertValues(m: NewMessage): SQL {
  return sql`${m.chatId}::int, ${m.authorId}::int, ${m.clientMessageId}, ${m.kind}, ${m.text}, ${m.quoteMessageId ?? null}::int,
    ${m.correctionMessageId ?? null}::int, ${m.correctionOriginal ?? null}, ${m.correctionText ?? null},
    ${m.forwardedFromMessageId ?? null}::int, ${m.forwardedFromUserId ?? null}::int,
    ${m.imageFile ?? null}, ${m.imagePreviewFile ?? null}, ${m.audioFile ?? null}, ${m.createdAt.toISOString()}::timestamptz`;
}

const insertColumns = sql.raw(
  'chat_id, author_id, client_message_id, kind, text, quote_message_id, correction_message_id, correction_original, correction_text, forwarded_from_message_id, forwarded_from_user_id, image_file, image_preview_file, audio_file, created_at',
);

export const chatRepository = {
  /** The group-commit insert of concurrent sends (see send-batcher.ts). */
  insertBatch,

  async memberChat(exec: Executor, chatId: number, userId: number): Promise<MemberChat | undefined> {
    const [row] = await exec
      .select({ member: chatMembers, chat: chats, companionUuid: companion.uuid })
      .from(chatMembers)
      .innerJoin(chats, eq(chats.id, chatMembers.chatId))
      .innerJoin(companion, eq(companion.id, chatMembers.companionId))
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)))
      .limit(1);
    return row;
  },

  /**
   * Locks the chat row (serializes the first messages of a chat: daily-limit accounting) and its
   * member rows in the same (chat_id, user_id) order the send batches use, so they cannot deadlock.
   */
  async lockChat(exec: Executor, chatId: number): Promise<ChatRow | undefined> {
    const [row] = await exec.select().from(chats).where(eq(chats.id, chatId)).for('update');
    await exec.select({ userId: chatMembers.userId }).from(chatMembers).where(eq(chatMembers.chatId, chatId)).orderBy(asc(chatMembers.userId)).for('update');
    return row;
  },

  async findOrCreateChat(exec: Executor, a: number, b: number, at: Date): Promise<number> {
    const [low, high] = a < b ? [a, b] : [b, a];
    const [created] = await exec
      .insert(chats)
      .values({ userLowId: low, userHighId: high, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: chats.id });
    if (created) {
      await exec
        .insert(chatMembers)
        .values([
          { chatId: created.id, userId: a, companionId: b },
          { chatId: created.id, userId: b, companionId: a },
        ])
        .onConflictDoNothing();
      return created.id;
    }
    const [existing] = await exec
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.userLowId, low), eq(chats.userHighId, high)));
    return existing!.id;
  },

  async markStarted(exec: Executor, chatId: number, userId: number, at: Date): Promise<void> {
    await exec.update(chats).set({ startedById: userId, startedAt: at }).where(and(eq(chats.id, chatId), isNull(chats.startedAt)));
  },

  /** Adds one to today's count unless it reached the limit; false when the limit is reached. */
  async userByUuid(exec: Executor, uuid: string) {
    const [row] = await exec.select({ id: users.id, deletedAt: users.deletedAt }).from(users).where(eq(users.uuid, uuid));
    return row;
  },

  async userBrief(exec: Executor, userId: number) {
    const [row] = await exec
      .select({ id: users.id, uuid: users.uuid, nickname: users.nickname, avatarFile: users.avatarFile, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId));
    return row!;
  },

  async byClientId(exec: Executor, authorId: number, clientMessageId: string): Promise<MessageRow | undefined> {
    const [row] = await exec
      .select()
      .from(messages)
      .where(and(eq(messages.authorId, authorId), eq(messages.clientMessageId, clientMessageId)));
    return row;
  },

  async blockedEitherWay(exec: Executor, a: number, b: number): Promise<boolean> {
    const [row] = await exec
      .select({ n: count() })
      .from(userBlocks)
      .where(or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a))));
    return (row?.n ?? 0) > 0;
  },

  /** Inside a transaction that already checked blocks and duplicates. */
  async insertMany(exec: Executor, list: NewMessage[]): Promise<MessageRow[]> {
    const values = sql.join(
      list.map((m) => sql`(${insertValues(m)})`),
      sql`, `,
    );
    const result = await exec.execute(sql`insert into ${messages} (${insertColumns}) values ${values} returning *`);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows.map(messageFromRaw).sort((a, b) => a.id - b.id);
  },

  /** After inserting `added` messages by authorId: list position, unread counter, unhide. */
  async bumpMembers(
    exec: Executor,
    chatId: number,
    authorId: number,
    lastMessageId: number,
    added: number,
  ): Promise<{ unread: number; muted: boolean }> {
    const rows = await exec
      .update(chatMembers)
      .set({
        lastMessageId,
        unreadCount: sql`case when ${chatMembers.userId} = ${authorId} then ${chatMembers.unreadCount} else ${chatMembers.unreadCount} + ${added} end`,
        isHidden: false,
      })
      .where(eq(chatMembers.chatId, chatId))
      .returning({ userId: chatMembers.userId, unread: chatMembers.unreadCount, muted: chatMembers.isMuted });
    const other = rows.find((r) => r.userId !== authorId);
    return { unread: other?.unread ?? 0, muted: other?.muted ?? false };
  },

  /** Messages with author uuid and quote, oldest first. */
  /** Messages by id, oldest first. */
  messagesByIds(exec: Executor, ids: number[]): Promise<MessageRecord[]> {
    return this.loadMessages(exec, inArray(messages.id, ids), 'asc', ids.length);
  },

  async loadMessages(exec: Executor, where: SQL | undefined, order: 'asc' | 'desc', limit: number): Promise<MessageRecord[]> {
    const rows = await exec
      .select({
        row: messages,
        authorUuid: author.uuid,
        quoteId: quoted.id,
        quoteText: quoted.text,
        quoteKind: quoted.kind,
        quoteDeletedAt: quoted.deletedAt,
        quoteAuthorUuid: quoteAuthor.uuid,
        forwardedFromUuid: forwardAuthor.uuid,
      })
      .from(messages)
      .innerJoin(author, eq(author.id, messages.authorId))
      .leftJoin(quoted, eq(quoted.id, messages.quoteMessageId))
      .leftJoin(quoteAuthor, eq(quoteAuthor.id, quoted.authorId))
      .leftJoin(forwardAuthor, eq(forwardAuthor.id, messages.forwardedFromUserId))
      .where(where)
      .orderBy(order === 'asc' ? asc(messages.id) : desc(messages.id))
      .limit(limit);
    const records = rows.map((r) => ({
      row: r.row,
      authorUuid: r.authorUuid,
      forwardedFromUuid: r.forwardedFromUuid,
      quote:
        r.quoteId != null
          ? { id: r.quoteId, authorUuid: r.quoteAuthorUuid ?? '', text: r.quoteText ?? '', kind: r.quoteKind ?? 'text', deletedAt: r.quoteDeletedAt }
          : null,
    }));
    return order === 'asc' ? records : records.reverse();
  },

  page(exec: Executor, chatId: number, direction: 'up' | 'down', cursor: number | undefined, limit: number) {
    if (direction === 'down' && cursor !== undefined) {
      return this.loadMessages(exec, and(eq(messages.chatId, chatId), gt(messages.id, cursor)), 'asc', limit);
    }
    const where = cursor !== undefined ? and(eq(messages.chatId, chatId), lt(messages.id, cursor)) : eq(messages.chatId, chatId);
    return this.loadMessages(exec, where, 'desc', limit);
  },

  async around(exec: Executor, chatId: number, messageId: number, limit: number) {
    const before = Math.ceil(limit / 2);
    const [older, newer] = await Promise.all([
      this.loadMessages(exec, and(eq(messages.chatId, chatId), lte(messages.id, messageId)), 'desc', before),
      this.loadMessages(exec, and(eq(messages.chatId, chatId), gt(messages.id, messageId)), 'asc', limit - before),
    ]);
    return [...older, ...newer];
  },

  search(exec: Executor, chatId: number, query: string, limit: number) {
    const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.loadMessages(
      exec,
      and(eq(messages.chatId, chatId), isNull(messages.deletedAt), sql`${messages.text} ilike ${pattern}`),
      'desc',
      limit,
    );
  },

  async messageById(exec: Executor, id: number): Promise<MessageRecord | undefined> {
    const [row] = await this.loadMessages(exec, eq(messages.id, id), 'asc', 1);
    return row;
  },

  /** Messages among ids that sit in chats the user belongs to (forwarding sources). */
  async messagesInUserChats(exec: Executor, ids: number[], userId: number): Promise<MessageRow[]> {
    return exec
      .select({ m: messages })
      .from(messages)
      .innerJoin(chatMembers, and(eq(chatMembers.chatId, messages.chatId), eq(chatMembers.userId, userId)))
      .where(and(inArray(messages.id, ids), isNull(messages.deletedAt)))
      .orderBy(asc(messages.id))
      .then((rows) => rows.map((r) => r.m));
  },

  async updateText(exec: Executor, id: number, text: string, at: Date): Promise<MessageRow | undefined> {
    const [row] = await exec
      .update(messages)
      .set({ text, editedAt: at })
      .where(and(eq(messages.id, id), isNull(messages.deletedAt), eq(messages.kind, 'text')))
      .returning();
    return row;
  },

  /** Thanks a correction once: the row when this call set it, undefined when it was already thanked or is gone. */
  async thankCorrection(exec: Executor, id: number, at: Date): Promise<MessageRow | undefined> {
    const [row] = await exec
      .update(messages)
      .set({ correctionThankedAt: at })
      .where(and(eq(messages.id, id), eq(messages.kind, 'correction'), isNull(messages.deletedAt), isNull(messages.correctionThankedAt)))
      .returning();
    return row;
  },

  /** Corrections a user gave, received (on their messages) and thanks received for the ones they gave; deleted ones not counted. */
  async correctionStats(exec: Executor, userId: number): Promise<{ given: number; received: number; thanks_received: number }> {
    const corrected = alias(messages, 'corrected');
    const [given] = await exec
      .select({ n: count(), thanked: count(messages.correctionThankedAt) })
      .from(messages)
      .where(and(eq(messages.authorId, userId), eq(messages.kind, 'correction'), isNull(messages.deletedAt)));
    const [received] = await exec
      .select({ n: count() })
      .from(messages)
      .innerJoin(corrected, eq(corrected.id, messages.correctionMessageId))
      .where(and(eq(corrected.authorId, userId), eq(messages.kind, 'correction'), isNull(messages.deletedAt)));
    return { given: given?.n ?? 0, received: received?.n ?? 0, thanks_received: given?.thanked ?? 0 };
  },

  /** Corrections in one chat by each author (deleted ones not counted). */
  async chatCorrections(exec: Executor, chatId: number): Promise<Map<number, number>> {
    const rows = await exec
      .select({ authorId: messages.authorId, n: count() })
      .from(messages)
      .where(and(eq(messages.chatId, chatId), eq(messages.kind, 'correction'), isNull(messages.deletedAt)))
      .groupBy(messages.authorId);
    return new Map(rows.map((r) => [r.authorId, r.n]));
  },

  async softDelete(exec: Executor, id: number, at: Date): Promise<MessageRow | undefined> {
    const [row] = await exec
      .update(messages)
      .set({ deletedAt: at, text: '', correctionOriginal: null, correctionText: null, imageFile: null, imagePreviewFile: null, audioFile: null })
      .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
      .returning();
    return row;
  },

  /** Which of these files no live message refers to any more (forwarded copies share files). */
  async unreferencedFiles(exec: Executor, files: string[]): Promise<string[]> {
    if (!files.length) return [];
    const rows = await exec
      .select({ image: messages.imageFile, preview: messages.imagePreviewFile, audio: messages.audioFile })
      .from(messages)
      .where(or(inArray(messages.imageFile, files), inArray(messages.imagePreviewFile, files), inArray(messages.audioFile, files)));
    const used = new Set(rows.flatMap((r) => [r.image, r.preview, r.audio]));
    return files.filter((f) => !used.has(f));
  },

  /** One unread message fewer for the member (a deleted message they had not read). */
  async decrementUnread(exec: Executor, chatId: number, userId: number): Promise<number> {
    const [row] = await exec
      .update(chatMembers)
      .set({ unreadCount: sql`greatest(${chatMembers.unreadCount} - 1, 0)` })
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)))
      .returning({ unread: chatMembers.unreadCount });
    return row?.unread ?? 0;
  },

  /** Marks the companion's messages read; returns how many changed and the last one. */
  async readAll(exec: Executor, chatId: number, readerId: number, at: Date): Promise<{ changed: number; lastId: number | null }> {
    const rows = await exec
      .update(messages)
      .set({ readAt: at, receivedAt: sql`coalesce(${messages.receivedAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(messages.chatId, chatId), ne(messages.authorId, readerId), isNull(messages.readAt)))
      .returning({ id: messages.id });
    const [member] = await exec
      .update(chatMembers)
      .set({ unreadCount: 0, lastReadMessageId: chatMembers.lastMessageId })
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, readerId)))
      .returning({ last: chatMembers.lastMessageId });
    return { changed: rows.length, lastId: member?.last ?? null };
  },

  async markReceived(exec: Executor, chatId: number, readerId: number, at: Date): Promise<void> {
    await exec
      .update(messages)
      .set({ receivedAt: at })
      .where(and(eq(messages.chatId, chatId), ne(messages.authorId, readerId), isNull(messages.receivedAt)));
  },

  async setMemberFlags(exec: Executor, chatIds: number[], userId: number, flags: { isMuted?: boolean; isHidden?: boolean }): Promise<number[]> {
    const rows = await exec
      .update(chatMembers)
      .set(flags)
      .where(and(eq(chatMembers.userId, userId), inArray(chatMembers.chatId, chatIds)))
      .returning({ chatId: chatMembers.chatId });
    return rows.map((r) => r.chatId);
  },

  async unreadChats(exec: Executor, userId: number): Promise<number> {
    const [row] = await exec
      .select({ n: count() })
      .from(chatMembers)
      .where(and(eq(chatMembers.userId, userId), gt(chatMembers.unreadCount, 0), eq(chatMembers.isMuted, false), eq(chatMembers.isHidden, false)));
    return row?.n ?? 0;
  },

  /** The user's chats (or one chat) with the companion, relation flags; list: newest activity first. */
  async chatRows(exec: Executor, userId: number, opts: { chatId?: number; cursor?: number; limit: number }): Promise<ChatListRow[]> {
    const filters = [eq(chatMembers.userId, userId)];
    if (opts.chatId !== undefined) filters.push(eq(chatMembers.chatId, opts.chatId));
    else {
      filters.push(isNotNull(chatMembers.lastMessageId), eq(chatMembers.isHidden, false));
      if (opts.cursor !== undefined) filters.push(lt(chatMembers.lastMessageId, opts.cursor));
    }
    const rows = await exec
      .select({
        member: chatMembers,
        chat: chats,
        companion: { id: companion.id, uuid: companion.uuid, nickname: companion.nickname, avatarFile: companion.avatarFile, deletedAt: companion.deletedAt },
        friendshipStatus: friendships.status,
        friendshipRequesterId: friendships.requesterId,
        blockedByMe: sql<boolean>`${blockedPair(chatMembers.userId as unknown as SQL, chatMembers.companionId as unknown as SQL)}`,
        blockedMe: sql<boolean>`${blockedPair(chatMembers.companionId as unknown as SQL, chatMembers.userId as unknown as SQL)}`,
      })
      .from(chatMembers)
      .innerJoin(chats, eq(chats.id, chatMembers.chatId))
      .innerJoin(companion, eq(companion.id, chatMembers.companionId))
      .leftJoin(
        friendships,
        or(
          and(eq(friendships.requesterId, chatMembers.userId), eq(friendships.addresseeId, chatMembers.companionId)),
          and(eq(friendships.requesterId, chatMembers.companionId), eq(friendships.addresseeId, chatMembers.userId)),
        ),
      )
      .where(and(...filters))
      .orderBy(sql`${chatMembers.lastMessageId} desc nulls last`)
      .limit(opts.limit);
    return rows.map((r) => ({ ...r, blockedByMe: Boolean(r.blockedByMe), blockedMe: Boolean(r.blockedMe) }));
  },

  async areFriends(exec: Executor, a: number, b: number): Promise<boolean> {
    const [row] = await exec
      .select({ n: count() })
      .from(friendships)
      .where(
        and(
          eq(friendships.status, 'accepted'),
          or(and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)), and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a))),
        ),
      );
    return (row?.n ?? 0) > 0;
  },
};
