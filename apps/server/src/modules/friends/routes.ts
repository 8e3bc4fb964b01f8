import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockBody,
  blockedListResponse,
  chatStatusBody,
  chatStatusResponse,
  friendsListQuery,
  friendsListResponse,
  relationResponse,
  userUuidParams,
} from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import type { FriendsService } from './service';

const tags = ['Friends'];
const security = [{ bearer: [] }];

export function friendsRoutes(service: FriendsService): FastifyPluginAsyncZod {
  return async (app) => {
    const relation = { tags, security, params: userUuidParams, response: { 200: relationResponse } };
    const list = { tags, security, querystring: friendsListQuery, response: { 200: friendsListResponse } };

    app.get('/friends', { schema: { ...list, summary: 'Friends (accepted), newest first, with total' } }, async (request) =>
      service.list(requireViewer(request), 'friends', request.query.limit, request.query.offset),
    );
    app.get('/friends/requests/incoming', { schema: { ...list, summary: 'Friend requests the viewer received' } }, async (request) =>
      service.list(requireViewer(request), 'incoming', request.query.limit, request.query.offset),
    );
    app.get('/friends/requests/outgoing', { schema: { ...list, summary: 'Friend requests the viewer sent' } }, async (request) =>
      service.list(requireViewer(request), 'outgoing', request.query.limit, request.query.offset),
    );
    app.get('/friends/:uuid', { schema: { ...relation, summary: 'Friendship and block state with one user' } }, async (request) => ({
      data: await service.relation(requireViewer(request), request.params.uuid),
    }));
    app.post(
      '/friends/:uuid/request',
      { schema: { ...relation, summary: 'Send a friend request (accepts theirs if they already asked)' } },
      async (request) => ({ data: await service.request(requireViewer(request), request.params.uuid) }),
    );
    app.delete('/friends/:uuid/request', { schema: { ...relation, summary: 'Cancel the request the viewer sent' } }, async (request) => ({
      data: await service.cancel(requireViewer(request), request.params.uuid),
    }));
    app.post('/friends/:uuid/accept', { schema: { ...relation, summary: 'Accept a received request' } }, async (request) => ({
      data: await service.accept(requireViewer(request), request.params.uuid),
    }));
    app.post('/friends/:uuid/decline', { schema: { ...relation, summary: 'Decline a received request' } }, async (request) => ({
      data: await service.decline(requireViewer(request), request.params.uuid),
    }));
    app.delete('/friends/:uuid', { schema: { ...relation, summary: 'End a friendship' } }, async (request) => ({
      data: await service.remove(requireViewer(request), request.params.uuid),
    }));

    app.get(
      '/users/blocked',
      { schema: { ...list, tags, summary: 'Users the viewer blocked, newest first, with total', response: { 200: blockedListResponse } } },
      async (request) => service.blocked(requireViewer(request), request.query.limit, request.query.offset),
    );
    app.post(
      '/users/:uuid/block',
      { schema: { ...relation, body: blockBody, summary: 'Block a user (ends friendship and requests; no messages either way)' } },
      async (request) => ({ data: await service.block(requireViewer(request), request.params.uuid, request.body.reason) }),
    );
    app.delete('/users/:uuid/block', { schema: { ...relation, summary: 'Unblock a user' } }, async (request) => ({
      data: await service.unblock(requireViewer(request), request.params.uuid),
    }));

    app.get('/user/chat-status', { schema: { tags, security, response: { 200: chatStatusResponse } } }, async (request) => ({
      data: await service.chatStatus(requireViewer(request)),
    }));
    app.put(
      '/user/chat-status',
      { schema: { tags, security, body: chatStatusBody, response: { 200: chatStatusResponse }, summary: "'want_to_chat' makes the viewer visible in partner search" } },
      async (request) => ({ data: await service.setChatStatus(requireViewer(request), request.body.chat_status) }),
    );
  };
}
