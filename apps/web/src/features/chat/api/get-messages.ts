// GET /chat-api/chat/{id}: the chat and a page of 30 messages, oldest first. Without a cursor the
// newest; `up` older than the cursor, `down` newer. GET /chat?recipient_uuid= finds or creates the
// chat with a user (free: only the first message counts against the daily limit).
import type { Chat, Message } from '@glossa/contract';
import { LIMITS } from '@glossa/contract/constants';
import { api } from '../../../shared/api';

export interface MessagesPage {
  chat: Chat;
  messages: Message[];
}

export interface PageRequest {
  direction?: 'up' | 'down';
  lastMessageId?: number;
  limit?: number;
}

const query = (page: PageRequest) => ({
  limit: page.limit ?? LIMITS.messagesPage,
  direction: page.direction ?? 'up',
  last_message_id: page.lastMessageId,
});

export function getMessages(chatId: number, page: PageRequest = {}, signal?: AbortSignal): Promise<MessagesPage> {
  return api
    .get<{ data: MessagesPage }>(`/chat/${chatId}`, { base: 'chat', query: query(page), signal })
    .then((answer) => answer.data);
}

export function openChatWith(recipientUuid: string, signal?: AbortSignal): Promise<MessagesPage> {
  return api
    .get<{ data: MessagesPage }>('/chat', { base: 'chat', query: { recipient_uuid: recipientUuid, ...query({}) }, signal })
    .then((answer) => answer.data);
}
