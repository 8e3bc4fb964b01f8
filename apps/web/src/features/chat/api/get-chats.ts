// GET /chat-api/chat/list: chats with at least one message, newest activity first, 12 a page
// (cursor: the last message id of the last chat loaded).
import type { Chat } from '@glossa/contract';
import { LIMITS } from '@glossa/contract/constants';
import { api } from '../../../shared/api';

export function getChats(lastMessageId?: number, signal?: AbortSignal): Promise<Chat[]> {
  return api
    .get<{ data: Chat[] }>('/chat/list', {
      base: 'chat',
      query: { limit: LIMITS.chatsPage, last_message_id: lastMessageId },
      signal,
    })
    .then((answer) => answer.data);
}
