// Actions on whole chats: POST /chat-api/chat/{id}/read-all-messages, /mute, /unmute, POST /chat/hide.
import type { Chat } from '@glossa/contract';
import { api } from '../../../shared/api';

export function readAllMessages(chatId: number): Promise<void> {
  return api.post(`/chat/${chatId}/read-all-messages`, undefined, { base: 'chat', idempotent: true }).then(() => undefined);
}

/** Mutes or unmutes; answers the chat as it is now. */
export function setChatMuted(chatId: number, muted: boolean): Promise<Chat> {
  return api
    .post<{ data: Chat }>(`/chat/${chatId}/${muted ? 'mute' : 'unmute'}`, undefined, { base: 'chat', idempotent: true })
    .then((answer) => answer.data);
}

/** Hides chats from the list until their next message. */
export function hideChats(chatIds: number[]): Promise<void> {
  return api.post('/chat/hide', { chat_ids: chatIds }, { base: 'chat', idempotent: true }).then(() => undefined);
}
