// Moderators (community.md §7): the lists, candidates, the invitation and its answer, revoking,
// Expert status. Wiring only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  administrationResponse,
  answerInviteQuery,
  candidatesQuery,
  invitationStateResponse,
  memberUuidParams,
  moderatorsQuery,
  moderatorsResponse,
} from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import { security, signedIn, tags } from '../http';
import type { ModeratorsUseCases } from '../use-cases/moderators';

export function moderatorsRoutes(moderators: ModeratorsUseCases): FastifyPluginAsyncZod {
  return async (app) => {
    const params = memberUuidParams;
    app.get(
      '/users/moderation',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Moderators, by nickname (12 a page); administrators also see members with an open invitation',
          querystring: moderatorsQuery,
          response: { 200: moderatorsResponse },
        },
      },
      async (request) => moderators.moderators(requireViewer(request), request.query),
    );
    app.get(
      '/users/administration',
      { ...signedIn, schema: { tags, security, summary: 'Administrators', response: { 200: administrationResponse } } },
      async (request) => ({ data: await moderators.administrators(requireViewer(request)) }),
    );
    app.get(
      '/users/can-become-moderators-search',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Moderator candidates: level 50+ and 500+ confirmed items (administrators; 20 a page, most points first)',
          querystring: candidatesQuery,
          response: { 200: moderatorsResponse },
        },
      },
      async (request) => moderators.candidates(requireViewer(request), request.query),
    );
    app.post(
      '/user/moderation/answer-invite',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Accept (role moderator: refresh the token to use it) or decline an invitation to moderate',
          description: '404 INVITATION_NOT_FOUND without an open invitation.',
          querystring: answerInviteQuery,
          response: { 200: invitationStateResponse },
        },
      },
      async (request) => ({ data: await moderators.answer(requireViewer(request), request.query.accept) }),
    );
    app.post(
      '/user/:uuid/moderation',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Invite a member to moderate (administrators)',
          description: '400 NOT_A_MODERATOR_CANDIDATE, ALREADY_MODERATOR, USER_IS_BLOCKED; 403 for anyone but an administrator, and on oneself.',
          params,
          response: { 200: invitationStateResponse },
        },
      },
      async (request) => ({ data: await moderators.invite(requireViewer(request), request.params.uuid) }),
    );
    app.delete(
      '/user/:uuid/moderation',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: "Revoke a moderator's rights (their sessions end) or withdraw an open invitation (administrators)",
          description: '400 NOT_A_MODERATOR.',
          params,
          response: { 200: invitationStateResponse },
        },
      },
      async (request) => ({ data: await moderators.revoke(requireViewer(request), request.params.uuid) }),
    );
    for (const method of ['post', 'delete'] as const) {
      app[method](
        '/user/:uuid/expert',
        {
          ...signedIn,
          schema: { tags, security, summary: method === 'post' ? 'Give the Expert status (administrators)' : 'Take the Expert status (administrators)', params, response: { 200: invitationStateResponse } },
        },
        async (request) => ({ data: await moderators.setExpert(requireViewer(request), request.params.uuid, method === 'post') }),
      );
    }
  };
}
