// User discipline (community.md §7): blocks, warnings, profile data, the violation history,
// trusted publisher, and the member page's standing. Wiring only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  memberStandingResponse,
  memberUuidParams,
  profileFieldParams,
  reprimandBody,
  sanctionResponse,
  setBlockBody,
  violationHistoryResponse,
} from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import { security, signedIn, tags } from '../http';
import type { DisciplineUseCases } from '../use-cases/discipline';

const who = 'Moderators act on members; administrators on moderators too; nobody on an administrator or on themselves (403).';

export function disciplineRoutes(discipline: DisciplineUseCases): FastifyPluginAsyncZod {
  return async (app) => {
    const params = memberUuidParams;
    app.post(
      '/user/:uuid/set-block',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Block a member for a period (days) or for ever; their sessions end at once',
          description: `${who} A block in force is replaced. Signing in then answers 400 USER_LOGIN_BLOCKED_EXCEPTION with payload {blocked, locked_until, reason}.`,
          params,
          body: setBlockBody,
          response: { 200: sanctionResponse },
        },
      },
      async (request) => ({ data: await discipline.setBlock(requireViewer(request), request.params.uuid, request.body) }),
    );
    app.delete(
      '/user/:uuid/erase-block',
      { ...signedIn, schema: { tags, security, summary: 'Unblock a member', description: `${who} 400 USER_NOT_BLOCKED.`, params, response: { 200: sanctionResponse } } },
      async (request) => ({ data: await discipline.eraseBlock(requireViewer(request), request.params.uuid) }),
    );
    app.post(
      '/user/:uuid/reprimand',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Warn a member (one warning at a time)',
          description: `${who} 400 USER_ALREADY_HAS_REPRIMAND ("This user already has a warning").`,
          params,
          body: reprimandBody,
          response: { 200: sanctionResponse },
        },
      },
      async (request) => ({ data: await discipline.reprimand(requireViewer(request), request.params.uuid, request.body) }),
    );
    app.delete(
      '/user/:uuid/reprimand',
      { ...signedIn, schema: { tags, security, summary: "Remove a member's warning", description: `${who} 400 USER_HAS_NO_REPRIMAND.`, params, response: { 200: sanctionResponse } } },
      async (request) => ({ data: await discipline.removeReprimand(requireViewer(request), request.params.uuid) }),
    );
    app.get(
      '/user/:uuid/violation-history',
      { ...signedIn, schema: { tags, security, summary: "A member's blocks and warnings, newest first (moderators; unpaged)", params, response: { 200: violationHistoryResponse } } },
      async (request) => ({ data: await discipline.violationHistory(requireViewer(request), request.params.uuid) }),
    );
    for (const method of ['post', 'delete'] as const) {
      app[method](
        '/user/:uuid/trust-publisher',
        {
          ...signedIn,
          schema: {
            tags,
            security,
            summary: method === 'post' ? 'Make a member a trusted publisher (their material skips review)' : 'Take the trusted publisher status',
            description: who,
            params,
            response: { 200: memberStandingResponse },
          },
        },
        async (request) => ({ data: await discipline.setTrustPublisher(requireViewer(request), request.params.uuid, method === 'post') }),
      );
    }
    app.get(
      '/moderation/members/:uuid',
      {
        ...signedIn,
        schema: { tags, security, summary: "A member's standing for moderators: role, flags, the block and warning in force, points", params, response: { 200: memberStandingResponse } },
      },
      async (request) => ({ data: await discipline.standing(requireViewer(request), request.params.uuid) }),
    );
    // Last: the static segments above win over `:type` (which only knows avatar, description, nickname).
    app.delete(
      '/user/:uuid/:type',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: "Delete a member's avatar, description or nickname (administrators)",
          description: 'A deleted nickname must be chosen again. 400 NOTHING_TO_DELETE when the field is empty.',
          params: profileFieldParams,
          response: { 200: memberStandingResponse },
        },
      },
      async (request) => ({ data: await discipline.deleteField(requireViewer(request), request.params.uuid, request.params.type) }),
    );
  };
}
