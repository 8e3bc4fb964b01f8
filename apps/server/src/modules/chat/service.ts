// Chats and messages. Access first: a chat is visible only to its two members (others get 404, so
// ids don't leak). Writes commit before anything is published; a send is idempotent per
// (author, client_message_id). A chat counts against the sender's daily new-chat limit when its
// first message is sent (opening it with GET /chat?recipient_uuid= is free).
import {
  ChatErrorCode,
  ChatEvents,
  CommonErrorCode,
  LIMITS,
  type Chat,
  type ChatCorrectionStats,
  type ChatUnreadEvent,
  type CorrectMessageInput,
  type Message,
  type MessagesReadEvent,
  type SendMessageInput,
} from '@glossa/contract';
import type { AppContext } from '../../platform/context';
import type { Viewer } from '../../platform/auth/viewer';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { createEventSeam } from '../../platform/events';
import type { ChatEvent } from './events';

export type { ChatEvent } from './events';
import type { FriendsService } from '../friends/service';
import type { PlusService } from '../plus/service';
import { chatRepository as repo, type ChatListRow, type MemberChat, type MessageRecord, type NewMessage, type QuoteRecord } from './repository';
import { presentChat, presentMessage } from './presenter';
import { createChatFiles, type StoredFiles } from './files';
import { createMembershipCache } from './membership-cache';
import { createSendBatcher } from './send-batcher';
import { chatActivityRepository } from './sql/activity';

const chatNotFound = () => notFound('CHAT', 'Chat not found');
const messageNotFound = () => notFound('MESSAGE', 'Message not found');
const usersHaveRelation = () => new AppError(ChatErrorCode.USERS_HAVE_RELATION, 400, 'One of you blocked the other');
const companionGone = () => notFound('USER', 'This user deleted their account');
const friendsOnly = () => new AppError(ChatErrorCode.CHAT_MEDIA_FRIENDS_ONLY, 403, 'Only friends can send images and voice messages');

/** The UTC calendar day the daily new-chat limit counts in. */

export interface MessagePage {
  limit: number;
  direction: 'up' | 'down';
  last_message_id?: number | undefined;
}

export type ChatService = ReturnType<typeof createChatService>;

/** `quota`: the plus module's quota service (new chats per day, free or Plus). */
export function createChatService(ctx: AppContext, friends: FriendsService, quota: PlusService['quota']) {
  const { db } = ctx;
  const files = createChatFiles(ctx.storage);
  const sends = createSendBatcher(ctx.database, ctx.log);
  const events = createEventSeam<ChatEvent>(ctx.log, 'chat');

  async function member(viewer: Viewer, chatId: number): Promise<MemberChat> {
    const mc = await repo.memberChat(db, chatId, viewer.id);
    if (!mc) throw chatNotFound();
    return mc;
  }

  const sendMembership = createMembershipCache(member);

  async function presentChats(viewer: Viewer, rows: ChatListRow[]): Promise<Chat[]> {
    if (!rows.length) return [];
    const lastIds = rows.map((r) => r.member.lastMessageId).filter((id): id is number => id !== null);
    const [me, last] = await Promise.all([
      repo.userBrief(db, viewer.id),
      lastIds.length ? repo.messagesByIds(db, lastIds) : Promise.resolve([]),
    ]);
    const byId = new Map(last.map((m) => [m.row.id, m]));
    return rows.map((r) => presentChat(r, me, r.member.lastMessageId ? byId.get(r.member.lastMessageId) : undefined));
  }

  async function chatInfo(viewer: Viewer, chatId: number): Promise<Chat> {
    const [row] = await repo.chatRows(db, viewer.id, { chatId, limit: 1 });
    if (!row) throw chatNotFound();
    return (await presentChats(viewer, [row]))[0]!;
  }

  async function unreadState(userId: number) {
    const n = await repo.unreadChats(db, userId);
    return { has_unread_messages: n > 0, unread_chats_count: n };
  }

  function publishNew(mc: MemberChat, viewer: Viewer, records: MessageRecord[], companionUnread: number, hasUnread: boolean, muted: boolean) {
    for (const record of records) {
      ctx.realtime.toUsers([viewer.uuid, mc.companionUuid], ChatEvents.messageNew, { chat_id: mc.chat.id, message: presentMessage(record) });
      events.publish({
        type: 'message.created',
        chatId: mc.chat.id,
        messageId: record.row.id,
        authorId: viewer.id,
        recipientId: mc.member.companionId,
        recipientUuid: mc.companionUuid,
        muted,
        text: record.row.text,
      });
    }
    const unread: ChatUnreadEvent = { chat_id: mc.chat.id, unread_messages_count: companionUnread, has_unread_messages: hasUnread };
    ctx.realtime.toUser(mc.companionUuid, ChatEvents.chatUnread, unread);
  }

  /** The companion's badge after a new message: true unless the chat is muted for them. */
  async function companionHasUnread(mc: MemberChat, muted: boolean): Promise<boolean> {
    return !muted || (await repo.unreadChats(db, mc.member.companionId)) > 0;
  }

  /** A stored message for a resent client id (same chat), or a conflict if it belongs elsewhere. */
  async function existing(viewer: Viewer, chatId: number, clientMessageId: string): Promise<MessageRecord | null> {
    const row = await repo.byClientId(db, viewer.id, clientMessageId);
    if (!row) return null;
    if (row.chatId !== chatId) {
      throw new AppError(ChatErrorCode.CLIENT_MESSAGE_ID_CONFLICT, 400, 'This client_message_id was used in another chat', 'client_message_id');
    }
    return (await repo.messageById(db, row.id))!;
  }

  /**
   * Stores messages of the viewer in a chat and publishes them after commit. A single message in a
   * started chat goes through the group-commit batcher (one statement for all concurrent sends);
   * otherwise a transaction locks the chat, checks blocks and counts the new chat against the daily limit.
   */
  async function deliver(viewer: Viewer, mc: MemberChat, list: NewMessage[], quote: QuoteRecord | null = null): Promise<MessageRecord[]> {
    const companionId = mc.member.companionId;
    if (list.length === 1 && mc.chat.startedAt) {
      const m = list[0]!;
      const inserted = await sends.submit(m, companionId).catch((err: { code?: string }) => {
        // A member account removed for good since it was remembered: the chat is gone.
        if (err.code === '23503') {
          sendMembership.forget(mc.chat.id, viewer.id);
          throw chatNotFound();
        }
        throw err;
      });
      if (!inserted) {
        const again = await existing(viewer, mc.chat.id, m.clientMessageId);
        if (again) return [again];
        if (await repo.blockedEitherWay(db, viewer.id, companionId)) throw usersHaveRelation();
        throw companionGone();
      }
      const record: MessageRecord = m.forwardedFromUserId
        ? (await repo.messageById(db, inserted.row.id))!
        : { row: inserted.row, authorUuid: viewer.uuid, quote, forwardedFromUuid: null };
      publishNew(mc, viewer, [record], inserted.companionUnread, await companionHasUnread(mc, inserted.companionMuted), inserted.companionMuted);
      return [record];
    }

    const outcome = await db.transaction(async (tx) => {
      const chat = await repo.lockChat(tx, mc.chat.id);
      if (!chat) throw chatNotFound();
      const fresh: NewMessage[] = [];
      const dupes: number[] = [];
      for (const m of list) {
        const found = await repo.byClientId(tx, viewer.id, m.clientMessageId);
        if (!found) fresh.push(m);
        else if (found.chatId !== chat.id) {
          throw new AppError(ChatErrorCode.CLIENT_MESSAGE_ID_CONFLICT, 400, 'This client_message_id was used in another chat', 'client_message_id');
        } else dupes.push(found.id);
      }
      if (!fresh.length) return { ids: dupes, created: [] as number[], unread: 0, muted: false };
      if (await repo.blockedEitherWay(tx, viewer.id, companionId)) throw usersHaveRelation();
      if ((await repo.userBrief(tx, companionId)).deletedAt) throw companionGone();
      if (!chat.startedAt) {
        // The quota service (plus module): 10 new chats a day free, 200 Plus, in the member's day;
        // 400 FREE_CHAT_LIMIT_EXCEEDED with the remaining count as payload.
        await quota.take(viewer.id, 'new_chat', tx);
        await repo.markStarted(tx, chat.id, viewer.id, ctx.now());
      }
      const rows = await repo.insertMany(tx, fresh);
      const { unread, muted } = await repo.bumpMembers(tx, chat.id, viewer.id, rows[rows.length - 1]!.id, rows.length);
      const created = rows.map((r) => r.id);
      return { ids: [...dupes, ...created], created, unread, muted };
    });
    const records = await repo.messagesByIds(db, outcome.ids);
    if (outcome.created.length) {
      const createdSet = new Set(outcome.created);
      publishNew(mc, viewer, records.filter((r) => createdSet.has(r.row.id)), outcome.unread, await companionHasUnread(mc, outcome.muted), outcome.muted);
    }
    return records;
  }

  /** A quote must point into the same chat. */
  async function references(mc: MemberChat, input: Pick<SendMessageInput, 'quote_message_id'>) {
    let quote: QuoteRecord | null = null;
    const fields: Partial<NewMessage> = {};
    if (input.quote_message_id) {
      const q = await repo.messageById(db, input.quote_message_id);
      if (!q || q.row.chatId !== mc.chat.id) throw new AppError('MESSAGE_NOT_FOUND', 404, 'Quoted message not found', 'quote_message_id');
      quote = { id: q.row.id, authorUuid: q.authorUuid, text: q.row.text, kind: q.row.kind, deletedAt: q.row.deletedAt };
      fields.quoteMessageId = q.row.id;
    }
    return { quote, fields };
  }

  /** The message and the viewer's membership of its chat; 404 if the viewer is not in it. */
  async function ownMessage(viewer: Viewer, messageId: number) {
    const record = await repo.messageById(db, messageId);
    if (!record) throw messageNotFound();
    const mc = await repo.memberChat(db, record.row.chatId, viewer.id);
    if (!mc) throw messageNotFound();
    if (record.row.authorId !== viewer.id) throw forbidden('Only the author can change this message');
    return { record, mc };
  }

  return {
    files,
    /** After-commit events (notifications: messages to an offline member, mentions). */
    events: { on: events.on },

    activity: {
      /**
       * Members whose newest own message is `idleMs` to `maxMs` old and who were seen in the app
       * since `seenWithinMs`, with the day (UTC) of that message: the chat reminder's "once per
       * quiet spell". Only members with a chat they have not muted or hidden, with someone still there.
       */
      async quiet(idleMs: number, maxMs: number, seenWithinMs: number): Promise<{ userId: number; lastMessageDay: string }[]> {
        const now = ctx.now().getTime();
        const list = await chatActivityRepository.quietBetween(db, new Date(now - maxMs), new Date(now - idleMs), new Date(now - seenWithinMs));
        return list.map((r) => ({ userId: r.author_id, lastMessageDay: new Date(r.last_message_at).toISOString().slice(0, 10) }));
      },
    },

    /** A message the viewer may read (a member of its chat, not deleted), for the message tools; 404 otherwise. */
    async readable(viewer: Viewer, messageId: number): Promise<{ text: string; authorId: number; companionId: number }> {
      const record = await repo.messageById(db, messageId);
      if (!record || record.row.deletedAt) throw messageNotFound();
      const mc = await repo.memberChat(db, record.row.chatId, viewer.id);
      if (!mc) throw messageNotFound();
      return { text: record.row.text, authorId: record.row.authorId, companionId: mc.member.companionId };
    },

    async list(viewer: Viewer, query: { limit: number; last_message_id?: number | undefined }): Promise<Chat[]> {
      const rows = await repo.chatRows(db, viewer.id, { cursor: query.last_message_id, limit: query.limit });
      return presentChats(viewer, rows);
    },

    info: chatInfo,

    async hide(viewer: Viewer, chatIds: number[]): Promise<{ success: true }> {
      await repo.setMemberFlags(db, [...new Set(chatIds)], viewer.id, { isHidden: true });
      return { success: true };
    },

    async setMuted(viewer: Viewer, chatId: number, muted: boolean): Promise<Chat> {
      const changed = await repo.setMemberFlags(db, [chatId], viewer.id, { isMuted: muted });
      if (!changed.length) throw chatNotFound();
      return chatInfo(viewer, chatId);
    },

    async messages(viewer: Viewer, chatId: number, page: MessagePage): Promise<{ chat: Chat; messages: Message[] }> {
      const mc = await member(viewer, chatId);
      if (mc.member.unreadCount > 0) await repo.markReceived(db, chatId, viewer.id, ctx.now());
      const [chat, list] = await Promise.all([chatInfo(viewer, chatId), repo.page(db, chatId, page.direction, page.last_message_id, page.limit)]);
      return { chat, messages: list.map(presentMessage) };
    },

    /** Finds or creates the 1:1 chat with a user (creating it is free: the first message counts). */
    async withRecipient(viewer: Viewer, recipientUuid: string, page: MessagePage) {
      if (recipientUuid === viewer.uuid) throw new AppError(CommonErrorCode.VALIDATION_ERROR, 400, 'You cannot chat with yourself', 'recipient_uuid');
      const recipient = await repo.userByUuid(db, recipientUuid);
      if (!recipient || recipient.deletedAt) throw notFound('USER', 'User not found');
      const chatId = await db.transaction((tx) => repo.findOrCreateChat(tx, viewer.id, recipient.id, ctx.now()));
      return this.messages(viewer, chatId, page);
    },

    async readAll(viewer: Viewer, chatId: number): Promise<{ success: true }> {
      const mc = await member(viewer, chatId);
      const now = ctx.now();
      const result = await db.transaction((tx) => repo.readAll(tx, chatId, viewer.id, now));
      if (result.changed || mc.member.unreadCount) {
        // Whatever told the member of this chat's unread messages has done its job.
        events.publish({ type: 'chat.read', chatId, readerId: viewer.id });
        const read: MessagesReadEvent = { chat_id: chatId, reader_uuid: viewer.uuid, last_read_message_id: result.lastId, read_at: now.toISOString() };
        ctx.realtime.toUsers([viewer.uuid, mc.companionUuid], ChatEvents.messagesRead, read);
        const state = await unreadState(viewer.id);
        ctx.realtime.toUser(viewer.uuid, ChatEvents.chatUnread, { chat_id: chatId, unread_messages_count: 0, has_unread_messages: state.has_unread_messages });
      }
      return { success: true };
    },

    async search(viewer: Viewer, chatId: number, query: string, limit: number): Promise<Message[]> {
      await member(viewer, chatId);
      const q = query.trim();
      if (q.length < LIMITS.messageSearch.minChars) return [];
      return (await repo.search(db, chatId, q, limit)).map(presentMessage);
    },

    async around(viewer: Viewer, chatId: number, messageId: number, limit: number): Promise<Message[]> {
      await member(viewer, chatId);
      const list = await repo.around(db, chatId, messageId, limit);
      if (!list.some((m) => m.row.id === messageId)) throw messageNotFound();
      return list.map(presentMessage);
    },

    unread: (viewer: Viewer) => unreadState(viewer.id),

    async send(viewer: Viewer, chatId: number, input: SendMessageInput): Promise<Message> {
      const mc = await sendMembership.get(viewer, chatId);
      const { quote, fields } = await references(mc, input);
      const [record] = await deliver(
        viewer,
        mc,
        [{ chatId, authorId: viewer.id, clientMessageId: input.client_message_id, kind: 'text', text: input.text, createdAt: ctx.now(), ...fields }],
        quote,
      );
      return presentMessage(record!);
    },

    /**
     * A correction of the companion's text message: a message of kind correction in the same chat
     * (its text is the optional comment), idempotent per client_message_id like any send. Someone
     * outside the chat gets 404, as for every message.
     */
    async correct(viewer: Viewer, messageId: number, input: CorrectMessageInput): Promise<Message> {
      const target = await repo.messageById(db, messageId);
      if (!target || target.row.deletedAt) throw messageNotFound();
      const mc = await sendMembership.get(viewer, target.row.chatId).catch((err: unknown) => {
        throw err instanceof AppError && err.status === 404 ? messageNotFound() : err;
      });
      const again = await existing(viewer, mc.chat.id, input.client_message_id);
      if (again) return presentMessage(again);
      if (target.row.authorId === viewer.id || target.row.kind !== 'text') {
        throw new AppError(ChatErrorCode.MESSAGE_NOT_CORRECTABLE, 400, "Only the companion's text messages can be corrected");
      }
      if (input.corrected_text === target.row.text.trim()) {
        throw new AppError(ChatErrorCode.CORRECTION_UNCHANGED, 400, 'The corrected text is the message as it is', 'corrected_text');
      }
      const quote: QuoteRecord = { id: target.row.id, authorUuid: target.authorUuid, text: target.row.text, kind: target.row.kind, deletedAt: null };
      const [record] = await deliver(
        viewer,
        mc,
        [
          {
            chatId: mc.chat.id,
            authorId: viewer.id,
            clientMessageId: input.client_message_id,
            kind: 'correction',
            text: input.comment ?? '',
            quoteMessageId: target.row.id,
            correctionMessageId: target.row.id,
            correctionOriginal: target.row.text,
            correctionText: input.corrected_text,
            createdAt: ctx.now(),
          },
        ],
        quote,
      );
      return presentMessage(record!);
    },

    /** The author of the corrected message thanks the correction, once; both members see it at once. */
    async thank(viewer: Viewer, correctionId: number): Promise<Message> {
      const record = await repo.messageById(db, correctionId);
      if (!record || record.row.deletedAt) throw messageNotFound();
      const mc = await repo.memberChat(db, record.row.chatId, viewer.id);
      if (!mc) throw messageNotFound();
      if (record.row.kind !== 'correction') throw new AppError(ChatErrorCode.NOT_A_CORRECTION, 400, 'Only corrections can be thanked');
      if (record.row.authorId === viewer.id) throw forbidden('Only the author of the corrected message can thank a correction');
      if (await repo.blockedEitherWay(db, viewer.id, mc.member.companionId)) throw usersHaveRelation();
      const row = await repo.thankCorrection(db, correctionId, ctx.now());
      if (!row) {
        // Thanked before (once per correction), or deleted meanwhile.
        const now = await repo.messageById(db, correctionId);
        if (!now || now.row.deletedAt) throw messageNotFound();
        return presentMessage(now);
      }
      const message = presentMessage({ ...record, row });
      ctx.realtime.toUsers([viewer.uuid, mc.companionUuid], ChatEvents.correctionThanked, { chat_id: mc.chat.id, message });
      return message;
    },

    /** Corrections given and received by both members (all their chats) and between them. */
    async correctionStats(viewer: Viewer, chatId: number): Promise<ChatCorrectionStats> {
      const mc = await member(viewer, chatId);
      const [companion, me, inChat] = await Promise.all([
        repo.correctionStats(db, mc.member.companionId),
        repo.correctionStats(db, viewer.id),
        repo.chatCorrections(db, chatId),
      ]);
      return { companion, me, in_chat: { given: inChat.get(viewer.id) ?? 0, received: inChat.get(mc.member.companionId) ?? 0 } };
    },

    async sendMedia(
      viewer: Viewer,
      chatId: number,
      kind: 'image' | 'audio',
      input: { client_message_id: string; text?: string | undefined; bytes: Buffer },
    ): Promise<Message> {
      const mc = await member(viewer, chatId);
      const again = await existing(viewer, chatId, input.client_message_id);
      if (again) return presentMessage(again);
      const relation = await friends.between(db, viewer.id, mc.member.companionId);
      if (relation.aBlockedB || relation.bBlockedA) throw usersHaveRelation();
      if (relation.friendship?.status !== 'accepted') throw friendsOnly();
      const stored: StoredFiles = kind === 'image' ? await files.storeImage(input.bytes) : await files.storeAudio(input.bytes);
      try {
        const [record] = await deliver(viewer, mc, [
          {
            chatId,
            authorId: viewer.id,
            clientMessageId: input.client_message_id,
            kind,
            text: input.text ?? '',
            createdAt: ctx.now(),
            ...(kind === 'image' ? { imageFile: stored.main, imagePreviewFile: stored.preview } : { audioFile: stored.main }),
          },
        ]);
        if (record!.row.imageFile !== stored.main && record!.row.audioFile !== stored.main) await files.remove(stored);
        return presentMessage(record!);
      } catch (err) {
        await files.remove(stored);
        throw err;
      }
    },

    async forward(viewer: Viewer, input: { chat_id: number; message_ids: number[]; client_message_id: string }): Promise<Message[]> {
      const mc = await member(viewer, input.chat_id);
      const ids = [...new Set(input.message_ids)];
      const sources = await repo.messagesInUserChats(db, ids, viewer.id);
      if (sources.length !== ids.length) throw new AppError('MESSAGE_NOT_FOUND', 404, 'Message not found', 'message_ids');
      if (sources.some((s) => s.kind === 'image' || s.kind === 'audio')) {
        const relation = await friends.between(db, viewer.id, mc.member.companionId);
        if (relation.friendship?.status !== 'accepted') throw friendsOnly();
      }
      const now = ctx.now();
      const list: NewMessage[] = sources.map((s, i) => ({
        chatId: input.chat_id,
        authorId: viewer.id,
        clientMessageId: `${input.client_message_id}:${i}`,
        // A forwarded correction is its corrected text (the correction belongs to its chat).
        kind: s.kind === 'correction' ? 'text' : s.kind,
        text: s.kind === 'correction' ? (s.correctionText ?? s.text) : s.text,
        forwardedFromMessageId: s.forwardedFromMessageId ?? s.id,
        forwardedFromUserId: s.forwardedFromUserId ?? s.authorId,
        imageFile: s.imageFile,
        imagePreviewFile: s.imagePreviewFile,
        audioFile: s.audioFile,
        createdAt: now,
      }));
      return (await deliver(viewer, mc, list)).map(presentMessage);
    },

    async edit(viewer: Viewer, messageId: number, text: string): Promise<Message> {
      const { record, mc } = await ownMessage(viewer, messageId);
      if (record.row.deletedAt || record.row.kind !== 'text') {
        throw new AppError(ChatErrorCode.MESSAGE_NOT_EDITABLE, 400, 'This message cannot be edited');
      }
      if (await repo.blockedEitherWay(db, viewer.id, mc.member.companionId)) throw usersHaveRelation();
      const row = await repo.updateText(db, messageId, text, ctx.now());
      if (!row) throw new AppError(ChatErrorCode.MESSAGE_NOT_EDITABLE, 400, 'This message cannot be edited');
      const message = presentMessage({ ...record, row });
      ctx.realtime.toUsers([viewer.uuid, mc.companionUuid], ChatEvents.messageEdited, { chat_id: mc.chat.id, message });
      return message;
    },

    /** Deleting stays possible after a block (people may remove what they wrote). */
    async remove(viewer: Viewer, messageId: number): Promise<Message> {
      const { record, mc } = await ownMessage(viewer, messageId);
      if (record.row.deletedAt) return presentMessage(record);
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.softDelete(tx, messageId, ctx.now());
        if (!row) return null;
        const unread = row.readAt === null ? await repo.decrementUnread(tx, mc.chat.id, mc.member.companionId) : null;
        return { row, unread };
      });
      if (!outcome) return presentMessage((await repo.messageById(db, messageId))!);
      // The deleted message's files go too, unless a forwarded copy still shows them.
      const attached = [record.row.imageFile, record.row.imagePreviewFile, record.row.audioFile].filter((f): f is string => !!f);
      await files.store.remove(...(await repo.unreferencedFiles(db, attached)));
      const message = presentMessage({ ...record, row: outcome.row });
      ctx.realtime.toUsers([viewer.uuid, mc.companionUuid], ChatEvents.messageDeleted, { chat_id: mc.chat.id, message });
      events.publish({ type: 'message.deleted', messageId });
      if (outcome.unread !== null) {
        const state = await unreadState(mc.member.companionId);
        ctx.realtime.toUser(mc.companionUuid, ChatEvents.chatUnread, {
          chat_id: mc.chat.id,
          unread_messages_count: outcome.unread,
          has_unread_messages: state.has_unread_messages,
        });
      }
      return message;
    },
  };
}
