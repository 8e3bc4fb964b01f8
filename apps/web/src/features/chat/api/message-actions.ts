// Changing messages: PATCH and DELETE /chat-api/messages/{id} (own messages only), and
// POST /chat-api/messages/forward (up to 20, idempotent per client_message_id).
import type { Message } from '@glossa/contract';
import { api } from '../../../shared/api';

export function editMessage(messageId: number, text: string): Promise<Message> {
  return api
    .patch<{ data: Message }>(`/messages/${messageId}`, { text }, { base: 'chat', idempotent: true, replayWhenOnline: false })
    .then((answer) => answer.data);
}

export function deleteMessage(messageId: number): Promise<Message> {
  return api
    .delete<{ data: Message }>(`/messages/${messageId}`, undefined, { base: 'chat', replayWhenOnline: false })
    .then((answer) => answer.data);
}

export function forwardMessages(chatId: number, messageIds: number[], clientMessageId: string): Promise<Message[]> {
  return api
    .post<{ data: Message[] }>(
      '/messages/forward',
      { chat_id: chatId, message_ids: messageIds, client_message_id: clientMessageId },
      { base: 'chat', idempotent: true, replayWhenOnline: false },
    )
    .then((answer) => answer.data);
}
