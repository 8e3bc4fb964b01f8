// GET /chat-api/chat/{id}/info: one chat as the list shows it.
import type { Chat } from '@glossa/contract';
import { api } from '../../../shared/api';

export function getChatInfo(chatId: number, signal?: AbortSignal): Promise<Chat> {
  return api.get<{ data: Chat }>(`/chat/${chatId}/info`, { base: 'chat', signal }).then((answer) => answer.data);
}
