import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authTokensResponse, logoutBody, okSchema, refreshTokenBody } from '@glossa/contract';
import { bearer, tags } from '../http';
import type { SessionsService } from '../use-cases/sessions';

export function sessionRoutes(sessions: SessionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/refresh-token',
      {
        config: { lenientAuth: true },
        schema: {
          tags,
          summary: 'New access and refresh tokens for a refresh token (rotation; a reused token revokes the session)',
          body: refreshTokenBody,
          response: { 200: authTokensResponse },
        },
      },
      async (request) => ({ data: await sessions.refresh(request.body.refresh_token) }),
    );

    app.post(
      '/user/logout',
      {
        config: { lenientAuth: true },
        schema: {
          tags,
          security: bearer,
          summary: 'Ends the session of the access token (or of refresh_token when the access token expired)',
          body: logoutBody,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await sessions.logout(request.viewer, request.body?.refresh_token);
        return { data: { success: true as const } };
      },
    );
  };
}
