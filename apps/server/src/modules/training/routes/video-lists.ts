// Lists of videos: the discover blocks, search, a member's videos.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoMaterialsQuery, videoMaterialsResponse, videoSearchQuery, videoSearchResponse, videosFeedQuery, videosFeedResponse } from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import type { TrainingService } from '../service';

const tags = ['Training videos'];
const security = [{ bearer: [] }];

export function videoListRoutes(service: TrainingService): FastifyPluginAsyncZod {
  return async (app) => {
    const lists = service.videoLists;
    app.get('/education/videos/feed', {
      config: { lenientAuth: true },
      schema: { tags, summary: 'Discover blocks: popular, new, old unpopular', description: 'Each block continues after its own *_pagination_uuid.', querystring: videosFeedQuery, response: { 200: videosFeedResponse } },
    }, async (request) => ({ data: await lists.feed(request.viewer, request.query) }));

    app.get('/education/videos/search', {
      config: { lenientAuth: true },
      schema: { tags, summary: 'Search public videos (and your own)', querystring: videoSearchQuery, response: { 200: videoSearchResponse } },
    }, async (request) => ({ data: await lists.search(request.viewer, request.query) }));

    app.get('/education/videos/search/users', {
      schema: { tags, security, summary: 'Your videos: authored, studied or both', querystring: videoMaterialsQuery, response: { 200: videoMaterialsResponse } },
    }, async (request) => lists.materials(requireViewer(request), request.query));
  };
}
