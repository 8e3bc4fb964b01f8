// Route helpers of the moderation module.
import type { FastifyRequest } from 'fastify';
import { requireViewer } from '../../platform/auth/viewer';

export const tags = ['Moderation'];
export const security = [{ bearer: [] }];

/** Every moderation route needs an account: a guest gets 401 before the body is parsed. */
export const signedIn = {
  onRequest: async (request: FastifyRequest) => {
    requireViewer(request);
  },
};

/** Rate-limit key of signed-in calls: the member. */
export const perUser = (request: FastifyRequest) => (request.viewer ? `user:${request.viewer.id}` : `ip:${request.ip}`);
