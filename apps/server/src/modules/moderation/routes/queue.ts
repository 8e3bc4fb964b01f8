// Moderation tasks v2 (community.md §7): the list, the four decision routes, the languages filter
// and the history of a target. Wiring only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedTaskDecisionBody,
  moderationDecisionBody,
  moderationFiltersBody,
  moderationFiltersResponse,
  moderationHistoryQuery,
  moderationHistoryResponse,
  moderationTargetHistoryParams,
  moderationTaskParams,
  moderationTasksQuery,
  moderationTasksResponse,
  taskDecisionResponse,
  userTaskDecisionBody,
} from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import { security, signedIn, tags } from '../http';
import type { QueueUseCases } from '../use-cases/queue';

const decided =
  '409 TASK_NOT_RELEVANT when the task was decided already (nothing changes); 400 TASK_NOT_RELEVANT when its material is gone; 404 TASK_NOT_FOUND for another type of task.';

export function queueRoutes(queue: QueueUseCases): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v2/moderation/tasks',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Tasks for this moderator, oldest first (dictionary, user, user_action, feed)',
          description:
            "Never the moderator's own material or complaints about them, never a task they skipped, only their languages (GET/POST /moderation/filters) when set. A task handed out is theirs for a while (date_of_receiving): no other moderator gets it meanwhile. Complaints about users go to admins.",
          querystring: moderationTasksQuery,
          response: { 200: moderationTasksResponse },
        },
      },
      async (request) => ({ data: await queue.tasks(requireViewer(request), request.query.limit) }),
    );

    app.post(
      '/v2/moderation/tasks/:id/dictionary',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Decide a dictionary task (material or a complaint about it)',
          description:
            "accept (the material goes live; a complaint is upheld: the content is rejected, the complainer earns points), reject (points cancelled; a false complaint costs points), edit (`data` is the body of the entity's PUT call; then accepted), delete, skip (not handed to you again), ignore (complaints). " +
            decided +
            ' ENTITY_HAS_UNVERIFIED_PARENTS when the translation it belongs to is still under review.',
          params: moderationTaskParams,
          body: moderationDecisionBody,
          response: { 200: taskDecisionResponse },
        },
      },
      async (request) => queue.decideDictionary(requireViewer(request), request.params.id, request.body),
    );

    for (const route of ['users', 'actions'] as const) {
      app.post(
        `/v2/moderation/tasks/:id/${route}`,
        {
          ...signedIn,
          schema: {
            tags,
            security,
            summary: route === 'users' ? 'Decide a complaint about a member (admins)' : "Decide a complaint about a member's action",
            description:
              'accept upholds the complaint (the complainer earns points); ban (with reason and period) or reprimand (with reason) uphold it and block or warn the member; reject calls it false (the complainer loses points); ignore; skip. ' +
              decided,
            params: moderationTaskParams,
            body: userTaskDecisionBody,
            response: { 200: taskDecisionResponse },
          },
        },
        async (request) => queue.decideUser(requireViewer(request), route, request.params.id, request.body),
      );
    }

    app.post(
      '/v2/moderation/tasks/:id/feed',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Decide a complaint about a post, article, question, answer or comment',
          description: 'accept or delete uphold it and remove the content; reject calls it false; ignore; skip. ' + decided,
          params: moderationTaskParams,
          body: feedTaskDecisionBody,
          response: { 200: taskDecisionResponse },
        },
      },
      async (request) => queue.decideFeed(requireViewer(request), request.params.id, request.body),
    );

    app.get(
      '/moderation/filters',
      { ...signedIn, schema: { tags, security, summary: 'Languages this moderator reviews', response: { 200: moderationFiltersResponse } } },
      async (request) => ({ data: await queue.filters(requireViewer(request)) }),
    );
    app.post(
      '/moderation/filters',
      {
        ...signedIn,
        schema: { tags, security, summary: 'Set the languages this moderator reviews (empty: all)', body: moderationFiltersBody, response: { 200: moderationFiltersResponse } },
      },
      async (request) => ({ data: await queue.saveFilters(requireViewer(request), request.body.lang_codes) }),
    );

    app.get(
      '/v2/moderation/actions/:targetType/:targetId',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'History of a target, newest first: dictionary material (who changed what, before and after), a member or feed content (what moderators decided)',
          params: moderationTargetHistoryParams,
          querystring: moderationHistoryQuery,
          response: { 200: moderationHistoryResponse },
        },
      },
      async (request) => ({
        data: await queue.history(requireViewer(request), request.params.targetType, request.params.targetId, request.query.limit),
      }),
    );
  };
}
