// Comments and suggestions (community.md §7 GET/POST /reviews) and the admins' done mark. Wiring only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewBody, reviewParams, reviewPatchBody, reviewResponse, reviewsQuery, reviewsResponse } from '@glossa/contract';
import type { RateLimitSetting } from '../../accounts/service';
import { requireViewer } from '../../../platform/auth/viewer';
import { perUser, security, signedIn, tags } from '../http';
import type { ReviewsUseCases } from '../use-cases/reviews';

export function reviewsRoutes(reviews: ReviewsUseCases, limit: RateLimitSetting): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/reviews',
      {
        ...signedIn,
        config: { rateLimit: { ...limit, keyGenerator: perUser } },
        schema: { tags, security, summary: 'Send a comment or a suggestion to the administrators', body: reviewBody, response: { 200: reviewResponse } },
      },
      async (request) => ({ data: await reviews.send(requireViewer(request), request.body) }),
    );
    app.get(
      '/reviews',
      { ...signedIn, schema: { tags, security, summary: 'Comments and suggestions, newest first (administrators)', querystring: reviewsQuery, response: { 200: reviewsResponse } } },
      async (request) => reviews.list(requireViewer(request), request.query),
    );
    app.patch(
      '/reviews/:id',
      { ...signedIn, schema: { tags, security, summary: 'Mark a suggestion done or open (administrators)', params: reviewParams, body: reviewPatchBody, response: { 200: reviewResponse } } },
      async (request) => ({ data: await reviews.mark(requireViewer(request), request.params.id, request.body.done) }),
    );
  };
}
