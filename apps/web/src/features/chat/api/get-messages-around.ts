// GET /chat-api/messages: a page around one message (opening a search result), oldest first.
import type { Message } from '@glossa/contract';
import { LIMITS } from '@glossa/contract/constants';
import { api } from '../../../shared/api';

export function getMessagesAround(chatId: number, messageId: number, signal?: AbortSignal): Promise<Message[]> {
  return api
    .get<{ data: Message[] }>('/messages', {
      base: 'chat',
      query: { chat_id: chatId, message_id: messageId, limit: LIMITS.messagesPage },
      signal,
    })
    .then((answer) => answer.data);
}
