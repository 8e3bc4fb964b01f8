// The tasks module's HTTP routes (community.md §7 Need action, Tasks (cards)). Wiring only.
import { registerMultipart } from '../../platform/http/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TASK_CHECK_RULES,
  TASK_LIMITS,
  TASK_TIMING,
  availableActionsResponse,
  deleteEntityQuery,
  needActionCountResponse,
  needActionQuery,
  needActionResponse,
  taskAnswerBody,
  taskAnswerParams,
  taskAnswerResponse,
  taskCardsResponse,
  taskCommentBody,
  taskCommentParams,
  taskCommentResponse,
  taskCommentsQuery,
  taskCommentsResponse,
  taskLanguagesBody,
  taskLanguagesResponse,
  taskLogParams,
  taskStatsResponse,
  tasksQuery,
  wordIdParams,
} from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import { requestLanguageCode } from '../../platform/http/locale';
import { validationError } from '../../platform/errors';
import type { TasksService } from './service';

const tags = ['Tasks'];
const security = [{ bearer: [] }];
/** Per member: answers come one card at a time, comments by hand. */
const writeLimit = { rateLimit: { max: 300, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => r.viewer?.uuid ?? r.ip } };

async function readAudio(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  let bytes: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 } })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.fieldname === 'file' || part.fieldname === 'audio') bytes = buffer;
    }
  }
  if (!bytes?.length) throw validationError('file', 'Attach the recording as the `file` part');
  return bytes;
}

export function tasksRoutes(service: TasksService): FastifyPluginAsyncZod {
  return async (app) => {
    await registerMultipart(app, { fileSize: service.audioMaxBytes });
    const { cards, comments, needAction, settings } = service;

    app.get(
      '/v2/tasks',
      {
        schema: {
          tags,
          security,
          summary: 'A batch of cards',
          description:
            `Up to ${TASK_LIMITS.batch} cards in my languages (fewer than ${TASK_LIMITS.allLoadedBelow}: all loaded), my own unanswered ones first. ` +
            `Each is leased to me for ${TASK_TIMING.expiryMs} ms, then returns to the pool; at most ${TASK_CHECK_RULES.holders.check} members hold a check card at once, one a voice card. ` +
            'Never my own material, never a card I had before. filter[] (1 to 16 types) narrows the types; exclude_task_ids[] skips cards already queued.',
          querystring: tasksQuery,
          response: { 200: taskCardsResponse },
        },
      },
      async (request) => ({
        data: await cards.list(requireViewer(request), { types: request.query.filter, exclude: request.query.exclude_task_ids }),
      }),
    );

    app.post(
      '/tasks/:taskId/:action_type',
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          summary: 'Answer a card: yes, no, skip or add',
          description:
            'add on a voice card: multipart with one `file` part (the recording, native speakers only). add on a check card: a correction ' +
            '(`word_name` for a translation, `sentence` for a sentence translation), sent for review and counted as a no. ' +
            '400 TASK_NOT_RELEVANT when the card is not mine or closed (nothing changed), TASK_ALREADY_ANSWERED, ACTION_NOT_AVAILABLE.',
          params: taskAnswerParams,
          body: taskAnswerBody,
          response: { 200: taskAnswerResponse },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const audio = request.isMultipart() ? await readAudio(request, service.audioMaxBytes) : undefined;
        return cards.answer(viewer, request.params.taskId, request.params.action_type, {
          body: request.isMultipart() ? undefined : (request.body ?? undefined),
          audio,
          local: requestLanguageCode(request),
        });
      },
    );

    app.get(
      '/tasks/lang-filter',
      { schema: { tags, security, summary: 'My task languages', response: { 200: taskLanguagesResponse } } },
      async (request) => ({ data: await settings.languages(requireViewer(request)) }),
    );
    app.post(
      '/tasks/lang-filter',
      { config: writeLimit, schema: { tags, security, summary: 'Choose my task languages (empty: my profile languages)', body: taskLanguagesBody, response: { 200: taskLanguagesResponse } } },
      async (request) => ({ data: await settings.saveLanguages(requireViewer(request), request.body.languages) }),
    );
    app.get(
      '/tasks/statistics',
      { schema: { tags, security, summary: 'My task statistics and what is waiting for me', response: { 200: taskStatsResponse } } },
      async (request) => ({ data: await settings.stats(requireViewer(request)) }),
    );

    // ---- comment logs ---------------------------------------------------------------------
    app.get(
      '/tasks/:type/:id/comment-logs',
      {
        schema: {
          tags,
          security,
          summary: 'A task’s comment log, oldest first',
          description: `${TASK_LIMITS.commentsPage} a page; continue with pagination_id = the last id. 404 TASK_NOT_FOUND once the task closed (except for the material’s author).`,
          params: taskLogParams,
          querystring: taskCommentsQuery,
          response: { 200: taskCommentsResponse },
        },
      },
      async (request) => comments.list(requireViewer(request), request.params.type, request.params.id, request.query),
    );
    app.post(
      '/tasks/:type/:id/comment-logs',
      { config: writeLimit, schema: { tags, security, summary: 'Comment on a task', params: taskLogParams, body: taskCommentBody, response: { 200: taskCommentResponse } } },
      async (request) => ({ data: await comments.add(requireViewer(request), request.params.type, request.params.id, request.body.comment) }),
    );
    app.put(
      '/tasks/:type/:id/comment-logs/:commentUuid',
      { config: writeLimit, schema: { tags, security, summary: 'Edit my comment (403 for others)', params: taskCommentParams, body: taskCommentBody, response: { 200: taskCommentResponse } } },
      async (request) => ({
        data: await comments.edit(requireViewer(request), request.params.type, request.params.id, request.params.commentUuid, request.body.comment),
      }),
    );
    app.delete(
      '/tasks/:type/:id/comment-logs/:commentUuid',
      { config: writeLimit, schema: { tags, security, summary: 'Delete my comment (moderators: any)', params: taskCommentParams } },
      async (request, reply) => {
        await comments.remove(requireViewer(request), request.params.type, request.params.id, request.params.commentUuid);
        return reply.code(204).send();
      },
    );

    // ---- need action ----------------------------------------------------------------------
    app.get(
      '/tasks/need-action-list',
      {
        schema: {
          tags,
          security,
          summary: 'My material that others disputed or commented on',
          description: `${TASK_LIMITS.needActionPage} a page, newest first; continue with pagination_id = the last item's. An item leaves once I comment (answer) or the material is decided or withdrawn.`,
          querystring: needActionQuery,
          response: { 200: needActionResponse },
        },
      },
      async (request) => ({ data: await needAction.list(requireViewer(request), request.query) }),
    );
    app.get(
      '/tasks/need-action-list/count',
      { schema: { tags, security, summary: 'How many items need my action', response: { 200: needActionCountResponse } } },
      async (request) => ({ data: { count: await needAction.count(requireViewer(request)) } }),
    );
    app.get(
      '/tasks/:type/:id/available-actions',
      { schema: { tags, security, summary: 'What I can do about a task', params: taskLogParams, response: { 200: availableActionsResponse } } },
      async (request) => ({ data: { actions: await needAction.availableActions(requireViewer(request), request.params.type, request.params.id) } }),
    );
    app.delete(
      '/translations/words/:id',
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          summary: 'Withdraw a word I sent, still under review',
          description:
            'My own translations under review that use it are withdrawn with it (points cancelled, tasks closed). 403 when others’ material (or accepted material) uses it, or it is someone else’s; 400 ENTITY_IS_VERIFIED once accepted; 404 WORD_NOT_FOUND when I cannot see it.',
          params: wordIdParams,
        },
      },
      async (request, reply) => {
        await needAction.withdrawWord(requireViewer(request), request.params.id);
        return reply.code(204).send();
      },
    );
    app.delete(
      '/dictionary/entity',
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          summary: 'Withdraw my material under review (moderators: delete any)',
          description: 'Its ADD points are cancelled and its tasks close. Once accepted: 400 ENTITY_IS_VERIFIED; someone else’s: 403.',
          querystring: deleteEntityQuery,
        },
      },
      async (request, reply) => {
        await needAction.deleteEntity(requireViewer(request), request.query.entity_type_slug, request.query.entity_id);
        return reply.code(204).send();
      },
    );
  };
}
