// The chat availability status (community.md §4): 'want_to_chat' makes the user visible in partner
// search. GET and PUT /api/user/chat-status.
import { queryOptions } from '@tanstack/react-query';
import type { ChatStatusValue } from '@glossa/contract';
import { api } from '../../../shared/api';
import { chatKeys } from './keys';

export const chatStatusQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.chatStatus,
    queryFn: ({ signal }) =>
      api.get<{ data: { chat_status: ChatStatusValue } }>('/user/chat-status', { signal }).then((a) => a.data.chat_status),
  });

export function setChatStatus(status: ChatStatusValue): Promise<ChatStatusValue> {
  return api
    .put<{ data: { chat_status: ChatStatusValue } }>('/user/chat-status', { chat_status: status })
    .then((answer) => answer.data.chat_status);
}
