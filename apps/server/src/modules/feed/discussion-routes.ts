// Comments (posts, articles) with likes, and answers (questions) with replies and votes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerBody,
  answerListResponse,
  answerParams,
  answerResponse,
  answersQuery,
  commentIdParams,
  commentListResponse,
  commentParams,
  commentResponse,
  commentsQuery,
  editAnswerBody,
  feedCommentBody,
  feedLikeResponse,
  feedOkResponse,
  publicationParams,
  repliesQuery,
  replyListResponse,
  voteParams,
  voteResponse,
} from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import { feedSecurity as security } from './routes';
import type { FeedService } from './service';

type App = Parameters<FastifyPluginAsyncZod>[0];
type WriteLimit = Record<string, unknown>;

export async function discussionRoutes(app: App, service: FeedService, writeLimit: WriteLimit) {
  const { comments, answers } = service;

  for (const [type, base, tag] of [['post', '/posts', 'Posts'], ['article', '/articles', 'Articles']] as const) {
    const tags = [tag];
    app.get(
      `${base}/:uuid/comments`,
      { config: { lenientAuth: true }, schema: { tags, summary: `Comments of a ${type}, oldest first`, description: 'Continue with pagination_id = the last comment id.', params: publicationParams, querystring: commentsQuery, response: { 200: commentListResponse } } },
      async (request) => ({ data: await comments.list(type, request.viewer, request.params.uuid, request.query) }),
    );
    app.post(
      `${base}/:uuid/comments`,
      { config: writeLimit, schema: { tags, security, summary: `Comment on a ${type}`, params: publicationParams, body: feedCommentBody, response: { 200: commentResponse } } },
      async (request) => ({ data: await comments.add(type, requireViewer(request), request.params.uuid, request.body.comment) }),
    );
    app.put(
      `${base}/:uuid/comments/:id`,
      { config: writeLimit, schema: { tags, security, summary: 'Edit a comment (its author)', params: commentParams, body: feedCommentBody, response: { 200: commentResponse } } },
      async (request) => ({ data: await comments.edit(type, requireViewer(request), request.params.uuid, request.params.id, request.body.comment) }),
    );
    app.delete(
      `${base}/:uuid/comments/:id`,
      { config: writeLimit, schema: { tags, security, summary: 'Delete a comment (its author or a moderator)', params: commentParams, response: { 200: feedOkResponse } } },
      async (request) => {
        await comments.remove(type, requireViewer(request), request.params.uuid, request.params.id);
        return { data: { success: true as const } };
      },
    );
  }
  for (const liked of [true, false]) {
    app.post(
      `/comments/:id/${liked ? 'like' : 'unlike'}`,
      { config: writeLimit, schema: { tags: ['Posts'], security, summary: `${liked ? 'Like' : 'Unlike'} a comment`, params: commentIdParams, response: { 200: feedLikeResponse } } },
      async (request) => ({ data: await comments.like(requireViewer(request), request.params.id, liked) }),
    );
  }

  const tags = ['Questions'];
  app.get(
    '/questions/:uuid/answers',
    {
      config: { lenientAuth: true },
      schema: { tags, summary: 'Answers of a question with their first replies', description: 'order_by best (score, then newest) or newest; continue with pagination_uuid = the last answer.', params: publicationParams, querystring: answersQuery, response: { 200: answerListResponse } },
    },
    async (request) => ({ data: await answers.list(request.viewer, request.params.uuid, request.query) }),
  );
  app.post(
    '/questions/:uuid/answers',
    {
      config: writeLimit,
      schema: { tags, security, summary: 'Answer a question, or reply to an answer (reply_to_uuid)', description: '400 REPLY_TO_ANOTHER_QUESTION when reply_to_uuid belongs to another question.', params: publicationParams, body: answerBody, response: { 200: answerResponse } },
    },
    async (request) => ({ data: await answers.add(requireViewer(request), request.params.uuid, request.body) }),
  );
  app.get(
    '/questions/:uuid/answers/:answer_uuid/replies',
    { config: { lenientAuth: true }, schema: { tags, summary: 'Replies of an answer, oldest first', params: answerParams, querystring: repliesQuery, response: { 200: replyListResponse } } },
    async (request) => ({ data: await answers.replies(request.viewer, request.params.uuid, request.params.answer_uuid, request.query) }),
  );
  app.put(
    '/questions/:uuid/answers/:answer_uuid',
    { config: writeLimit, schema: { tags, security, summary: 'Edit an answer (its author)', params: answerParams, body: editAnswerBody, response: { 200: answerResponse } } },
    async (request) => ({ data: await answers.edit(requireViewer(request), request.params.uuid, request.params.answer_uuid, request.body.answer) }),
  );
  app.delete(
    '/questions/:uuid/answers/:answer_uuid',
    { config: writeLimit, schema: { tags, security, summary: 'Delete an answer with its replies (its author or a moderator)', params: answerParams, response: { 200: feedOkResponse } } },
    async (request) => {
      await answers.remove(requireViewer(request), request.params.uuid, request.params.answer_uuid);
      return { data: { success: true as const } };
    },
  );
  const acceptSchema = (summary: string, description: string) => ({ tags, security, summary, description, params: answerParams, response: { 200: answerResponse } });
  app.post(
    '/questions/:uuid/answers/:answer_uuid/accept',
    {
      config: writeLimit,
      schema: acceptSchema(
        'Accept the answer that helped (the question\u2019s author)',
        'At most one accepted answer per question: accepting another moves the mark; it is listed first whatever the order. 403 for anyone but the question\u2019s author; 400 REPLY_CANNOT_BE_ACCEPTED for a reply. The answer\u2019s author is notified (answer_accepted).',
      ),
    },
    async (request) => ({ data: await answers.accept(requireViewer(request), request.params.uuid, request.params.answer_uuid, true) }),
  );
  app.delete(
    '/questions/:uuid/answers/:answer_uuid/accept',
    {
      config: writeLimit,
      schema: acceptSchema('Take the acceptance back (the question\u2019s author)', 'The answer is no longer the accepted one (nothing changes when it was not); its author\u2019s notification is withdrawn.'),
    },
    async (request) => ({ data: await answers.accept(requireViewer(request), request.params.uuid, request.params.answer_uuid, false) }),
  );
  app.post(
    '/questions/:uuid/answers/:answer_uuid/vote/:vote',
    { config: writeLimit, schema: { tags, security, summary: 'Vote plus or minus (one vote per member; changing it moves the count by 2)', description: 'Not on your own answer: 400 CANNOT_VOTE_OWN_ANSWER.', params: voteParams, response: { 200: voteResponse } } },
    async (request) => ({ data: await answers.vote(requireViewer(request), request.params.uuid, request.params.answer_uuid, request.params.vote) }),
  );
}
