// Likes (posts, articles, questions, comments) and votes on answers: the server's count answers
// every call and replaces the optimistic one.
import type { AnswerCounter, FeedLikeResult, PublicationType, VoteType } from '@glossa/contract';
import { api } from '../../../shared/api';
import { BASES } from './publications';

export const setLike = (type: PublicationType, uuid: string, liked: boolean) =>
  api
    .post<{ data: FeedLikeResult }>(`${BASES[type]}/${uuid}/${liked ? 'like' : 'unlike'}`, undefined, {
      idempotent: true,
    })
    .then((a) => a.data);

export const setCommentLike = (id: number, liked: boolean) =>
  api
    .post<{ data: FeedLikeResult }>(`/comments/${id}/${liked ? 'like' : 'unlike'}`, undefined, {
      idempotent: true,
    })
    .then((a) => a.data);

export const voteAnswer = (questionUuid: string, answerUuid: string, vote: VoteType) =>
  api
    .post<{ data: AnswerCounter }>(
      `/questions/${questionUuid}/answers/${answerUuid}/vote/${vote}`,
      undefined,
      { idempotent: true },
    )
    .then((a) => a.data);
