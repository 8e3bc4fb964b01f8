// Sending a text message: the `message:send` socket command (answered after the insert committed).
// POST /chat-api/chat/{id}/messages is the same operation over HTTP, used when the socket cannot
// connect at all. Both are idempotent per client_message_id.
import type { Message, SendMessageInput } from '@glossa/contract';
import { api } from '../../../shared/api';
import { isRealtimeConnected, realtimeCommand } from '../../../shared/realtime';

export function sendMessage(chatId: number, input: SendMessageInput): Promise<Message> {
  if (isRealtimeConnected()) return realtimeCommand('message:send', { chat_id: chatId, ...input });
  return api
    .post<{ data: Message }>(`/chat/${chatId}/messages`, input, { base: 'chat', idempotent: true, replayWhenOnline: false })
    .then((answer) => answer.data);
}
