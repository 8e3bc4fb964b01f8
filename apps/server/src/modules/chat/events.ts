// The chat's after-commit events (notifications subscribe in modules/index.ts): a message stored
// for the companion, a message deleted, and a member who read a chat. Published only once the write committed; the
// chat never calls notifications itself.
import type { EventSeam } from '../../platform/events';

export type ChatEvent =
  | {
      type: 'message.created';
      chatId: number;
      messageId: number;
      authorId: number;
      recipientId: number;
      recipientUuid: string;
      /** The recipient muted this chat. */
      muted: boolean;
      text: string;
    }
  | { type: 'message.deleted'; messageId: number }
  | { type: 'chat.read'; chatId: number; readerId: number };

export type ChatEvents = EventSeam<ChatEvent>;
