// Request helpers shared by the accounts routes.
import type { FastifyRequest } from 'fastify';
import { requireViewer } from '../../platform/auth/viewer';
import type { ClientMeta } from './use-cases/sessions';

export const tags = ['Accounts'];
/** OpenAPI: the route needs `Authorization: Bearer <access_token>`. */
export const bearer = [{ bearer: [] }];

export function clientMeta(request: FastifyRequest): ClientMeta {
  const ua = request.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua : null, ip: request.ip ?? null };
}

/** Rate-limit key of signed-in calls: the user, so one account cannot dodge it by changing address. */
export const perUser = (request: FastifyRequest) => (request.viewer ? `user:${request.viewer.id}` : `ip:${request.ip}`);

/** Route options of signed-in routes: a guest gets 401 before the body is even parsed. */
export const signedIn = {
  onRequest: async (request: FastifyRequest) => {
    requireViewer(request);
  },
};
