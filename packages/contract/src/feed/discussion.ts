// Comments on posts and articles, answers to questions with replies and votes, likes
// (community.md §3 Comment, Answer; §4 Likes, Answer vote; §7), and the answer the question's
// author accepted (issue 36: POST and DELETE /questions/{uuid}/answers/{answer_uuid}/accept).
import { z } from 'zod';
import { envelope, idParam } from '../http';
import { multilineText, uuidParam } from '../text';
import { ANSWER_ORDERS, FEED_LIMITS, VOTE_TYPES } from './constants';
import { feedAuthorSchema } from './publications';

const clampedLimit = (def: number, max: number) =>
  z.coerce.number().int().min(1).max(1_000_000).default(def).transform((n) => Math.min(n, max));

// ---------------------------------------------------------------------------------------------
// Comments

export const feedCommentBody = z.object({ comment: multilineText({ max: FEED_LIMITS.commentMax }) });
export const commentsQuery = z.object({
  limit: clampedLimit(FEED_LIMITS.commentsPage, FEED_LIMITS.commentsPageMax),
  pagination_id: idParam.optional().meta({ description: 'The id of the last comment of the previous page (oldest first)' }),
});
export const commentParams = z.object({ uuid: uuidParam, id: idParam });
export const commentIdParams = z.object({ id: idParam });

export const commentSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  comment: z.string(),
  author: feedAuthorSchema,
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  additional: z.object({ is_liked_by_current_user: z.boolean(), likes_total: z.number().int() }),
});
export const commentResponse = envelope(commentSchema);
export const commentListResponse = envelope(z.array(commentSchema));

// ---------------------------------------------------------------------------------------------
// Answers

export const answerBody = z.object({
  answer: multilineText({ max: FEED_LIMITS.answerMax }),
  reply_to_uuid: uuidParam.nullable().optional().meta({ description: 'An answer (or reply) of the same question' }),
});
export const editAnswerBody = z.object({ answer: multilineText({ max: FEED_LIMITS.answerMax }) });
export const answersQuery = z.object({
  limit: clampedLimit(FEED_LIMITS.answersPage, FEED_LIMITS.answersPageMax),
  order_by: z.enum(ANSWER_ORDERS).default('best'),
  pagination_uuid: uuidParam.optional().meta({ description: 'The last answer of the previous page' }),
});
export const repliesQuery = z.object({
  limit: clampedLimit(FEED_LIMITS.answersPage, FEED_LIMITS.answersPageMax),
  pagination_uuid: uuidParam.optional(),
});
export const answerParams = z.object({ uuid: uuidParam, answer_uuid: uuidParam });
export const voteParams = z.object({ uuid: uuidParam, answer_uuid: uuidParam, vote: z.enum(VOTE_TYPES) });

export const answerCounterSchema = z.object({
  count: z.number().int().meta({ description: 'plus votes minus minus votes' }),
  voted_by_user: z.boolean(),
  users_vote_type: z.enum(VOTE_TYPES).nullable(),
});

const answerFields = {
  uuid: z.string(),
  answer: z.string(),
  author: feedAuthorSchema,
  reply_to_uuid: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  counter: answerCounterSchema,
};
export const replySchema = z.object(answerFields);
export const answerSchema = z.object({
  ...answerFields,
  is_accepted: z.boolean().meta({ description: "The question's author marked this answer as the one that helped (at most one per question; listed first)" }),
  can_accept: z.boolean().meta({ description: "The viewer is the question's author and may accept this answer or take the acceptance back" }),
  replies: z.array(replySchema).meta({ description: `The first ${FEED_LIMITS.repliesPreview} replies, oldest first` }),
  replies_total: z.number().int(),
});
export const answerResponse = envelope(answerSchema);
export const answerListResponse = envelope(z.array(answerSchema));
export const replyListResponse = envelope(z.array(replySchema));
export const voteResponse = envelope(answerCounterSchema);

// ---------------------------------------------------------------------------------------------
// Likes

export const feedLikeResponse = envelope(z.object({ liked_by_user: z.boolean(), count: z.number().int() }));

export type Comment = z.infer<typeof commentSchema>;
export type Answer = z.infer<typeof answerSchema>;
export type Reply = z.infer<typeof replySchema>;
export type AnswerCounter = z.infer<typeof answerCounterSchema>;
export type FeedLikeResult = z.infer<typeof feedLikeResponse>['data'];
