// The feed's HTTP routes (community.md §7 Feed, Posts, Questions, Articles, subscriptions). Wiring
// only: the contract's schemas, the guard, one service call. Publications and discussion routes
// live in their own files; this one has the tabs, pins, complaints, follows and image files.
import { registerMultipart } from '../../platform/http/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEED_LIMITS,
  authorFeedParams,
  feedComplaintBody,
  feedComplaintResponse,
  feedItemParams,
  feedQuery,
  feedResponse,
  followCountersResponse,
  followListResponse,
  followParams,
  followStateResponse,
  followsQuery,
  imageFileParams,
  pinBody,
  pinResponse,
  unpinQuery,
} from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import { discussionRoutes } from './discussion-routes';
import { publicationRoutes } from './publication-routes';
import type { FeedService } from './service';

export const feedTags = ['Feed'];
export const feedSecurity = [{ bearer: [] }];

/**
 * Feed writes per member (RATE_LIMIT_FEED_WRITE): one budget across every feed write route (a like
 * and an unlike count together), not one per route as a route's own `rateLimit` would count. The
 * routes mark themselves with `config: { feedWrite: true }`; one limiter runs before each of them.
 * Guests never get past the guard, so the address key is only a fallback.
 */
function registerFeedWriteBudget(app: FastifyInstance, limit: { max: number; timeWindow: number }) {
  const budget = app.rateLimit({ ...limit, keyGenerator: (r: FastifyRequest) => `feed:${r.viewer?.uuid ?? r.ip}` });
  app.addHook('onRoute', (route) => {
    if (!(route.config as { feedWrite?: boolean } | undefined)?.feedWrite) return;
    const before = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [budget, ...before];
  });
  return { feedWrite: true };
}

export function feedRoutes(service: FeedService): FastifyPluginAsyncZod {
  return async (app) => {
    await registerMultipart(app, { fileSize: FEED_LIMITS.imageMaxBytes });
    const tags = feedTags;
    const security = feedSecurity;
    const writeLimit = registerFeedWriteBudget(app as unknown as FastifyInstance, service.writeLimit);
    const { feed, pins, complaints, follows, images } = service;
    const pageNote = `Page ${FEED_LIMITS.page} (max ${FEED_LIMITS.pageMax}), newest first; fewer than asked means fully loaded. Continue with pagination_uuid = the last item's.`;

    app.get(
      '/feed/public',
      {
        config: { lenientAuth: true },
        schema: {
          tags,
          summary: 'The all tab',
          description: `${pageNote} The pinned item comes first on page 1 (is_pinned). With lang_codes, when those languages run out the page is filled from other languages (fallback: true); continue those with fallback=true.`,
          querystring: feedQuery,
          response: { 200: feedResponse },
        },
      },
      async (request) => ({ data: await feed.public(request.viewer, request.query) }),
    );
    app.get(
      '/feed/subscriptions',
      { schema: { tags, security, summary: 'Items of the authors I follow', description: pageNote, querystring: feedQuery, response: { 200: feedResponse } } },
      async (request) => ({ data: await feed.subscriptions(requireViewer(request), request.query) }),
    );
    app.get(
      '/feed/users/:author_uuid',
      {
        config: { lenientAuth: true },
        schema: { tags, summary: "One author's items", description: pageNote, params: authorFeedParams, querystring: feedQuery, response: { 200: feedResponse } },
      },
      async (request) => ({ data: await feed.author(request.viewer, request.params.author_uuid, request.query) }),
    );

    app.post(
      '/feed/:uuid/pin',
      {
        schema: {
          tags,
          security,
          summary: 'Pin an item (uuid of the post, article or question) on top of the all tab',
          description: 'Moderators and admins. One pinned item per pin_type: 400 FEED_POSITION_ALREADY_PINNED while another holds it.',
          params: feedItemParams,
          body: pinBody,
          response: { 200: pinResponse },
        },
      },
      async (request) => ({ data: await pins.pin(requireViewer(request), request.params.uuid, request.body.pin_type) }),
    );
    app.delete(
      '/feed/:uuid/unpin',
      { schema: { tags, security, summary: 'Unpin an item', params: feedItemParams, querystring: unpinQuery, response: { 200: pinResponse } } },
      async (request) => ({ data: await pins.unpin(requireViewer(request), request.params.uuid, request.query.pin_type) }),
    );

    app.post(
      '/feed/complain',
      {
        config: writeLimit,
        schema: {
          tags,
          security,
          summary: 'Complain about a post, article, question, answer or comment',
          description: 'A moderation task of type feed. 400 COMPLAIN_BEING_PROCESSED (already complained, or a complaint awaits a moderator), 400 ADMINS_CAN_NOT_BE_COMPLAINED.',
          body: feedComplaintBody,
          response: { 200: feedComplaintResponse },
        },
      },
      async (request) => ({ data: await complaints.file(requireViewer(request), request.body) }),
    );

    app.get('/feed/images/:name', { schema: { tags, params: imageFileParams, summary: 'An image of a post or article (or its preview)' } }, (request, reply) =>
      images.send(reply, request.params.name, 'public, max-age=31536000, immutable'),
    );

    // ---- follows ---------------------------------------------------------------------------
    const followTags = ['Subscriptions'];
    app.post(
      '/subscription/:uuid',
      { config: writeLimit, schema: { tags: followTags, security, summary: 'Follow a user', params: followParams, response: { 200: followStateResponse } } },
      async (request) => ({ data: await follows.follow(requireViewer(request), request.params.uuid, true) }),
    );
    app.delete(
      '/subscription/:uuid',
      { config: writeLimit, schema: { tags: followTags, security, summary: 'Stop following a user', params: followParams, response: { 200: followStateResponse } } },
      async (request) => ({ data: await follows.follow(requireViewer(request), request.params.uuid, false) }),
    );
    for (const side of ['subscriptions', 'subscribers'] as const) {
      app.get(
        `/subscription/:uuid/${side}`,
        {
          config: { lenientAuth: true },
          schema: {
            tags: followTags,
            summary: side === 'subscriptions' ? 'Whom the user follows' : 'Who follows the user',
            description: `Newest first, ${FEED_LIMITS.followsPage} by default (max ${FEED_LIMITS.followsPageMax}); continue with previous_uuid = the last user's uuid.`,
            params: followParams,
            querystring: followsQuery,
            response: { 200: followListResponse },
          },
        },
        async (request) => ({ data: await follows.list(request.viewer, side, request.params.uuid, request.query) }),
      );
    }
    app.get(
      '/subscription/:uuid/counters',
      { config: { lenientAuth: true }, schema: { tags: followTags, summary: 'Subscriptions and subscribers counts', params: followParams, response: { 200: followCountersResponse } } },
      async (request) => ({ data: await follows.counters(request.viewer, request.params.uuid) }),
    );

    await publicationRoutes(app, service, writeLimit);
    await discussionRoutes(app, service, writeLimit);
  };
}
