// Reads `Authorization: Bearer <token>` on every request. No header: a guest. A bad or expired
// token: 401, so the client refreshes (core.md §8) instead of silently acting as a guest.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from './tokens';
import { unauthenticated } from '../errors';

export interface AuthPluginOptions {
  tokens: AccessTokens;
  /** Accounts module hook: is this session still active (not logged out, revoked or deleted)? */
  isSessionActive?: (sessionId: string) => Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Treat a bad or expired token as a guest instead of 401 (refresh-token, logout, login). */
    lenientAuth?: boolean;
  }
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthenticated('Malformed Authorization header');
    const result = await options.tokens.verify(match[1]!);
    if (typeof result === 'string' && request.routeOptions.config.lenientAuth) return;
    if (result === 'expired') throw unauthenticated('Access token expired');
    if (result === 'invalid') throw unauthenticated('Invalid access token');
    if (options.isSessionActive && !(await options.isSessionActive(result.sessionId))) {
      throw unauthenticated('Session has ended');
    }
    request.viewer = result;
  });
}

export default fp(authPlugin, { name: 'glossa-auth' });
