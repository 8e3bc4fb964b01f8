// Comments of posts and articles; answers and replies of questions (community.md §7).
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Answer, AnswerOrder, Comment, Reply } from '@glossa/contract';
import { FEED_LIMITS } from '@glossa/contract/feed/constants';
import { api } from '../../../shared/api';
import { feedKeys } from './keys';
import { BASES } from './publications';

export const commentsQueryOptions = (type: 'post' | 'article', uuid: string) =>
  infiniteQueryOptions({
    queryKey: feedKeys.comments(uuid),
    queryFn: ({ pageParam, signal }) =>
      api
        .get<{ data: Comment[] }>(`${BASES[type]}/${uuid}/comments`, {
          signal,
          query: { limit: FEED_LIMITS.commentsPage, pagination_id: pageParam },
        })
        .then((a) => a.data),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: Comment[]) =>
      last.length < FEED_LIMITS.commentsPage ? undefined : last[last.length - 1]!.id,
  });

export const addComment = (type: 'post' | 'article', uuid: string, comment: string) =>
  api.post<{ data: Comment }>(`${BASES[type]}/${uuid}/comments`, { comment }).then((a) => a.data);
export const editComment = (type: 'post' | 'article', uuid: string, id: number, comment: string) =>
  api.put<{ data: Comment }>(`${BASES[type]}/${uuid}/comments/${id}`, { comment }).then((a) => a.data);
export const deleteComment = (type: 'post' | 'article', uuid: string, id: number) =>
  api.delete(`${BASES[type]}/${uuid}/comments/${id}`);

export const answersQueryOptions = (uuid: string, order: AnswerOrder) =>
  infiniteQueryOptions({
    queryKey: feedKeys.answers(uuid, order),
    queryFn: ({ pageParam, signal }) =>
      api
        .get<{ data: Answer[] }>(`/questions/${uuid}/answers`, {
          signal,
          query: { limit: FEED_LIMITS.answersPage, order_by: order, pagination_uuid: pageParam },
        })
        .then((a) => a.data),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Answer[]) =>
      last.length < FEED_LIMITS.answersPage ? undefined : last[last.length - 1]!.uuid,
  });

export const getReplies = (uuid: string, answerUuid: string, after?: string) =>
  api
    .get<{ data: Reply[] }>(`/questions/${uuid}/answers/${answerUuid}/replies`, {
      query: { limit: FEED_LIMITS.answersPageMax, pagination_uuid: after },
    })
    .then((a) => a.data);

export const addAnswer = (uuid: string, answer: string, replyTo?: string) =>
  api
    .post<{ data: Answer }>(`/questions/${uuid}/answers`, { answer, reply_to_uuid: replyTo ?? null })
    .then((a) => a.data);
export const editAnswer = (uuid: string, answerUuid: string, answer: string) =>
  api.put<{ data: Answer }>(`/questions/${uuid}/answers/${answerUuid}`, { answer }).then((a) => a.data);
export const deleteAnswer = (uuid: string, answerUuid: string) =>
  api.delete(`/questions/${uuid}/answers/${answerUuid}`);
/** The question's author marks the answer that helped (`on`) or takes the mark back. */
export const setAnswerAccepted = (uuid: string, answerUuid: string, on: boolean) =>
  (on
    ? api.post<{ data: Answer }>(`/questions/${uuid}/answers/${answerUuid}/accept`)
    : api.delete<{ data: Answer }>(`/questions/${uuid}/answers/${answerUuid}/accept`)
  ).then((a) => a.data);
