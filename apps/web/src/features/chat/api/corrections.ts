// Corrections (issue 40): a correction of the companion's text message is a message of its own kind
// (`message:correct` over the socket, POST /chat-api/messages/{id}/corrections otherwise; idempotent
// per client_message_id); the corrected author thanks it once (`correction:thank`, POST .../thank);
// GET /chat-api/chat/{id}/corrections counts corrections given and received by both members.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatCorrectionStats, CorrectMessageInput, Message } from '@glossa/contract';
import { api } from '../../../shared/api';
import { isRealtimeConnected, realtimeCommand } from '../../../shared/realtime';
import { chatKeys } from './keys';

export function correctMessage(messageId: number, input: CorrectMessageInput): Promise<Message> {
  if (isRealtimeConnected()) return realtimeCommand('message:correct', { message_id: messageId, ...input });
  return api
    .post<{ data: Message }>(`/messages/${messageId}/corrections`, input, { base: 'chat', idempotent: true, replayWhenOnline: false })
    .then((a) => a.data);
}

export function thankCorrection(correctionId: number): Promise<Message> {
  if (isRealtimeConnected()) return realtimeCommand('correction:thank', { message_id: correctionId });
  return api.post<{ data: Message }>(`/messages/${correctionId}/thank`, {}, { base: 'chat', replayWhenOnline: false }).then((a) => a.data);
}

export const correctionStatsOptions = (chatId: number) =>
  queryOptions({
    queryKey: chatKeys.corrections(chatId),
    queryFn: ({ signal }) => api.get<{ data: ChatCorrectionStats }>(`/chat/${chatId}/corrections`, { base: 'chat', signal, silent: true }).then((a) => a.data),
    staleTime: 60_000,
  });

export const useCorrectionStats = (chatId: number) => useQuery(correctionStatsOptions(chatId));
