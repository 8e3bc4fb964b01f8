// GET /chat-api/messages/search: a chat's messages containing the text (newest first, 20 at most).
// Fewer than 4 characters are never sent (core.md §5): the results are emptied instead.
import { queryOptions } from '@tanstack/react-query';
import type { Message } from '@glossa/contract';
import { LIMITS } from '@glossa/contract/constants';
import { api } from '../../../shared/api';
import { chatKeys } from './keys';

export function searchMessages(chatId: number, term: string, signal?: AbortSignal): Promise<Message[]> {
  return api
    .get<{ data: Message[] }>('/messages/search', {
      base: 'chat',
      query: { chat_id: chatId, query: term, limit: LIMITS.messageSearch.limit },
      signal,
    })
    .then((answer) => answer.data);
}

export const messageSearchQueryOptions = (chatId: number, term: string) =>
  queryOptions({
    queryKey: chatKeys.search(chatId, term),
    queryFn: ({ signal }) => searchMessages(chatId, term, signal),
    staleTime: 0,
  });
