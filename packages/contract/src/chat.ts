// The chat API (base /chat-api) and its realtime events (Socket.IO at path /broadcast).
import { z } from 'zod';
import type { NotificationCancelledEvent, NotificationCreatedEvent, NotificationReadEvent } from './notifications';
import type { AchievementEvent, LevelEvent } from './progress';
import type { DictionaryImport } from './dictionary-admin';
import { text } from './text';
import { idParam, limitParam } from './http';
import { LIMITS } from './constants';
import { blockStateSchema, friendshipStatusSchema, type FriendshipChangedEvent } from './friends';

export const ChatErrorCode = {
  FREE_CHAT_LIMIT_EXCEEDED: 'FREE_CHAT_LIMIT_EXCEEDED',
  USERS_HAVE_RELATION: 'USERS_HAVE_RELATION',
  CHAT_NOT_FOUND: 'CHAT_NOT_FOUND',
  MESSAGE_NOT_FOUND: 'MESSAGE_NOT_FOUND',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  /** Images and voice messages: only between friends. */
  CHAT_MEDIA_FRIENDS_ONLY: 'CHAT_MEDIA_FRIENDS_ONLY',
  /** Edit of a deleted or non-text message. */
  MESSAGE_NOT_EDITABLE: 'MESSAGE_NOT_EDITABLE',
  /** The client_message_id was already used by this author for a different chat. */
  CLIENT_MESSAGE_ID_CONFLICT: 'CLIENT_MESSAGE_ID_CONFLICT',
  /** 400: translating a message, neither the request nor the profiles name the languages. */
  CHAT_TRANSLATION_LANGUAGE_UNKNOWN: 'CHAT_TRANSLATION_LANGUAGE_UNKNOWN',
  /** 400: only the companion's text messages can be corrected (not one's own, not a photo, voice or correction). */
  MESSAGE_NOT_CORRECTABLE: 'MESSAGE_NOT_CORRECTABLE',
  /** 400: the corrected text is the message as it is. */
  CORRECTION_UNCHANGED: 'CORRECTION_UNCHANGED',
  /** 400: thanks go to a correction (a message of kind correction) of one's own message. */
  NOT_A_CORRECTION: 'NOT_A_CORRECTION',
} as const;

export const CHAT_LIMITS = {
  messageTextMax: 4000,
  /** A correction's comment (the corrected text may be as long as a message). */
  correctionCommentMax: 1000,
  chatsPageMax: 50,
  messagesPageMax: 100,
  messageSearchMax: 50,
  hideMax: 100,
  imageMaxBytes: 10 * 1024 * 1024,
  audioMaxBytes: 5 * 1024 * 1024,
  previewMaxSide: 320,
} as const;

/** Where uploaded chat files are served: `${base}${actual_file_name}`. */
export const CHAT_UPLOADS_BASE = '/chat-api/uploads/';

export const clientMessageIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w.:-]+$/, 'letters, digits and . _ : - only')
  .meta({ description: 'Chosen by the client (a UUID is fine). A resend with the same id returns the stored message.' });

export const chatUserSchema = z.object({
  uuid: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  active: z.boolean().meta({ description: 'False when the account was deleted' }),
  friendship_status: friendshipStatusSchema,
  block: blockStateSchema,
});

export const messageTypeSchema = z
  .enum(['text', 'image', 'audio', 'correction'])
  .meta({ description: "correction: a correction of the companion's text message; its `text` is the corrector's optional comment" });

export const quoteSchema = z.object({
  id: z.number().int(),
  author_uuid: z.string(),
  text: z.string(),
  type: messageTypeSchema,
  deleted: z.boolean(),
});

export const correctionSchema = z.object({
  message_id: z.number().int().nullable().meta({ description: 'The corrected message of the companion (null if it was removed for good)' }),
  original_text: z.string().meta({ description: 'The corrected message as it was when corrected' }),
  corrected_text: z.string(),
  thanked_at: z.string().nullable().meta({ description: 'When the author of the corrected message thanked it (once)' }),
});

export const messageSchema = z.object({
  id: z.number().int(),
  client_message_id: z.string(),
  chat_id: z.number().int(),
  author_uuid: z.string(),
  type: messageTypeSchema,
  text: z.string(),
  created_at: z.string(),
  received_at: z.string().nullable(),
  read_at: z.string().nullable(),
  edited_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  image: z
    .object({ actual_file_name: z.string(), preview_file_name: z.string(), base: z.string() })
    .nullable()
    .meta({ description: 'Served at base + file name' }),
  audio: z.object({ actual_file_name: z.string(), base: z.string() }).nullable(),
  quote: quoteSchema.nullable(),
  correction: correctionSchema.nullable().meta({ description: 'Set on messages of type correction (null once deleted)' }),
  forwarded_from: z.object({ message_id: z.number().int().nullable(), author_uuid: z.string().nullable() }).nullable(),
});

export const chatAccessStatusSchema = z
  .enum(['available', 'blocked', 'companion_deleted'])
  .meta({ description: 'available: both can write; blocked: one blocked the other; companion_deleted: the account is gone' });

export const chatSchema = z.object({
  id: z.number().int(),
  users: z.array(chatUserSchema).meta({ description: 'The companion first, then the viewer' }),
  last_message: messageSchema.nullable(),
  unread_messages_count: z.number().int(),
  is_muted: z.boolean(),
  is_hidden: z.boolean(),
  access_status: chatAccessStatusSchema,
  created_at: z.string(),
});

export const chatIdParams = z.object({ id: idParam });
export const messageIdParams = z.object({ id: idParam });

export const chatListQuery = z.object({
  limit: limitParam(LIMITS.chatsPage, CHAT_LIMITS.chatsPageMax),
  last_message_id: idParam.optional().meta({ description: 'Cursor: the last_message.id of the last chat already loaded' }),
});
export const chatListResponse = z.object({ data: z.array(chatSchema) });
export const chatInfoResponse = z.object({ data: chatSchema });

export const hideChatsBody = z.object({ chat_ids: z.array(idParam).min(1).max(CHAT_LIMITS.hideMax) });

const messagePageFields = {
  limit: limitParam(LIMITS.messagesPage, CHAT_LIMITS.messagesPageMax),
  direction: z
    .enum(['up', 'down'])
    .default('up')
    .meta({ description: 'up: older than last_message_id; down: newer than last_message_id' }),
  last_message_id: idParam.optional().meta({ description: 'Without it: the newest messages' }),
};
export const chatMessagesQuery = z.object(messagePageFields);
export const chatByRecipientQuery = z.object({ recipient_uuid: z.uuid(), ...messagePageFields });
export const chatMessagesResponse = z.object({
  data: z.object({
    chat: chatSchema,
    messages: z.array(messageSchema).meta({ description: 'Oldest first' }),
  }),
});

export const messageSearchQuery = z.object({
  chat_id: idParam,
  limit: limitParam(LIMITS.messageSearch.limit, CHAT_LIMITS.messageSearchMax),
  query: text().max(200).default('').meta({
    description: `Fewer than ${LIMITS.messageSearch.minChars} characters (after trimming) gives an empty list`,
  }),
});
export const messagesAroundQuery = z.object({
  chat_id: idParam,
  limit: limitParam(LIMITS.messagesPage, CHAT_LIMITS.messagesPageMax),
  message_id: idParam.meta({ description: 'Messages around this one (about half older, half newer), oldest first' }),
});
export const messageListResponse = z.object({ data: z.array(messageSchema) });
export const messageResponse = z.object({ data: messageSchema });

export const unreadResponse = z.object({
  data: z.object({
    has_unread_messages: z.boolean(),
    unread_chats_count: z.number().int().meta({ description: 'Chats with unread messages, muted chats excluded' }),
  }),
});

export const sendMessageBody = z.object({
  client_message_id: clientMessageIdSchema,
  text: text().trim().min(1).max(CHAT_LIMITS.messageTextMax),
  quote_message_id: idParam.optional().meta({ description: 'A message of the same chat' }),
});

/** POST /chat-api/messages/{id}/corrections (socket `message:correct`): a correction of the companion's text message. */
export const correctMessageBody = z.object({
  client_message_id: clientMessageIdSchema,
  corrected_text: text().trim().min(1).max(CHAT_LIMITS.messageTextMax),
  comment: text().trim().max(CHAT_LIMITS.correctionCommentMax).optional().meta({ description: 'Why, in a few words (optional)' }),
});

/** Corrections a member gave and received (all chats; deleted corrections not counted) and the thanks they got. */
export const correctionStatsSchema = z.object({
  given: z.number().int(),
  received: z.number().int(),
  thanks_received: z.number().int().meta({ description: 'Thanks for corrections this member gave' }),
});
export const chatCorrectionStatsResponse = z.object({
  data: z.object({
    companion: correctionStatsSchema,
    me: correctionStatsSchema,
    in_chat: z.object({ given: z.number().int(), received: z.number().int() }).meta({ description: 'Between the two of you: given and received by the viewer' }),
  }),
});
export const editMessageBody = z.object({ text: text().trim().min(1).max(CHAT_LIMITS.messageTextMax) });
export const forwardMessagesBody = z.object({
  chat_id: idParam.meta({ description: 'Target chat (the viewer must be in it)' }),
  message_ids: z.array(idParam).min(1).max(LIMITS.forwardMax),
  client_message_id: clientMessageIdSchema.max(60).meta({
    description: 'Idempotency key of the whole forward (at most 60 characters); copy i gets the client_message_id `<id>:<i>`.',
  }),
});

/** Multipart fields of POST /chat/{id}/messages/image and /audio (besides the `file` part). */
export const mediaMessageFields = z.object({
  client_message_id: clientMessageIdSchema,
  text: text().trim().max(CHAT_LIMITS.messageTextMax).optional(),
});

export const uploadParams = z.object({ name: z.string().regex(/^[a-f0-9]{32}(_p)?\.(jpg|png|webp|gif|webm|ogg|mp3|m4a|wav)$/) });

// ---- Realtime (Socket.IO, path /broadcast) -------------------------------------------------------

/** Connection-level events of /broadcast. */
export const RealtimeEvents = {
  /** The access token of this connection expired; the server disconnects next. Refresh and reconnect. */
  sessionExpired: 'session:expired',
} as const;

/** Server -> client events, each sent to the private room of every user concerned. */
export const ChatEvents = {
  /** A new message: to both participants (all their connected clients). */
  messageNew: 'message:new',
  messageEdited: 'message:edited',
  messageDeleted: 'message:deleted',
  /** The companion read the chat: to the other participant (read receipts) and to the reader's other clients. */
  messagesRead: 'messages:read',
  /** A user's unread counter of one chat changed: to that user only. */
  chatUnread: 'chat:unread',
  /** Friend request, acceptance, removal, block: to both users. */
  friendshipChanged: 'friendship:changed',
  /** The author of a corrected message thanked the correction: to both members, the correction message. */
  correctionThanked: 'correction:thanked',
} as const;

/** Client -> server events, answered through the acknowledgement callback with `{data}` or `{errors}`. */
export const ChatCommands = {
  send: 'message:send',
  edit: 'message:edit',
  delete: 'message:delete',
  readAll: 'chat:read',
  correct: 'message:correct',
  thank: 'correction:thank',
} as const;

export const messageEvent = z.object({ chat_id: z.number().int(), message: messageSchema });
export const messagesReadEvent = z.object({
  chat_id: z.number().int(),
  reader_uuid: z.string(),
  last_read_message_id: z.number().int().nullable(),
  read_at: z.string(),
});
export const chatUnreadEvent = z.object({
  chat_id: z.number().int(),
  unread_messages_count: z.number().int(),
  has_unread_messages: z.boolean(),
});

export const sendCommand = sendMessageBody.extend({ chat_id: idParam });
export const editCommand = editMessageBody.extend({ message_id: idParam });
export const deleteCommand = z.object({ message_id: idParam });
export const readAllCommand = z.object({ chat_id: idParam });
export const correctCommand = correctMessageBody.extend({ message_id: idParam.meta({ description: 'The message corrected' }) });
export const thankCommand = z.object({ message_id: idParam.meta({ description: 'The correction thanked' }) });

export type ChatUser = z.infer<typeof chatUserSchema>;
export type Message = z.infer<typeof messageSchema>;
export type Chat = z.infer<typeof chatSchema>;
export type ChatAccessStatus = z.infer<typeof chatAccessStatusSchema>;
export type SendMessageInput = z.infer<typeof sendMessageBody>;
export type CorrectMessageInput = z.infer<typeof correctMessageBody>;
export type CorrectionStats = z.infer<typeof correctionStatsSchema>;
export type ChatCorrectionStats = z.infer<typeof chatCorrectionStatsResponse>['data'];
export type MessageEvent = z.infer<typeof messageEvent>;
export type MessagesReadEvent = z.infer<typeof messagesReadEvent>;
export type ChatUnreadEvent = z.infer<typeof chatUnreadEvent>;

/** The acknowledgement of a socket command: the HTTP answer body. */
export type SocketAck<T> = { data: T } | { errors: { code: string; message: string; field?: string }[] };

/** Typing for socket.io-client: `io<ChatServerToClientEvents, ChatClientToServerEvents>(origin, { path: '/broadcast', auth: { token } })`. */
export interface ChatServerToClientEvents {
  'message:new': (event: MessageEvent) => void;
  'message:edited': (event: MessageEvent) => void;
  'message:deleted': (event: MessageEvent) => void;
  'messages:read': (event: MessagesReadEvent) => void;
  'chat:unread': (event: ChatUnreadEvent) => void;
  'friendship:changed': (event: FriendshipChangedEvent) => void;
  'correction:thanked': (event: MessageEvent) => void;
  'session:expired': (event: { reason: 'expired' }) => void;
  // Notifications (issue 18): the private channel of the same connection.
  'notification:new': (event: NotificationCreatedEvent) => void;
  'notification:read': (event: NotificationReadEvent) => void;
  'notification:cancelled': (event: NotificationCancelledEvent) => void;
  // Moderation (issue 16): moderators' and admins' connections; a decided task leaves every list.
  'moderation:task-closed': (event: { id: number }) => void;
  // Progress (issue 17): a new level or achievement level of the member, after the write committed.
  'progress:level': (event: LevelEvent) => void;
  'progress:achievement': (event: AchievementEvent) => void;
  // Dictionary imports (issue 37): administrators' connections, while an import runs.
  'dictionary:import': (event: DictionaryImport) => void;
}

export interface ChatClientToServerEvents {
  'message:send': (command: z.input<typeof sendCommand>, ack: (answer: SocketAck<Message>) => void) => void;
  'message:edit': (command: z.input<typeof editCommand>, ack: (answer: SocketAck<Message>) => void) => void;
  'message:delete': (command: z.input<typeof deleteCommand>, ack: (answer: SocketAck<Message>) => void) => void;
  'message:correct': (command: z.input<typeof correctCommand>, ack: (answer: SocketAck<Message>) => void) => void;
  'correction:thank': (command: z.input<typeof thankCommand>, ack: (answer: SocketAck<Message>) => void) => void;
  'chat:read': (command: z.input<typeof readAllCommand>, ack: (answer: SocketAck<{ success: true }>) => void) => void;
}

/**
 * POST /chat-api/messages/{id}/translate: a message machine-translated for its reader (the machine
 * translation chain: Apertium, LibreTranslate, Google-compatible or the dictionary; counted like
 * every machine translation). Languages default to the learner's pair as the profiles say: from the
 * author's native language into the reader's native language.
 */
export const translateMessageBody = z
  .object({
    lang: z.string().min(2).max(8).optional().meta({ description: 'Language of the message (any ISO 639 code); default: the author\u2019s native language' }),
    lang_t: z.string().min(2).max(8).optional().meta({ description: 'Target language; default: the reader\u2019s native language' }),
  })
  .strict();
