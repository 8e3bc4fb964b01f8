// Lists of selections: the discover blocks, search, a member's learning materials.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { materialsQuery, materialsResponse, selectionSearchQuery, selectionSearchResponse, selectionsFeedQuery, selectionsFeedResponse } from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import type { TrainingService } from '../service';
import { security, tags } from './selections';

export function discoverRoutes(service: TrainingService): FastifyPluginAsyncZod {
  return async (app) => {
    const { lists } = service;
    app.get('/education/selections/feed', {
      config: { lenientAuth: true },
      schema: { tags, summary: 'Discover blocks: popular, new, old unpopular', description: 'Each block continues after its own *_pagination_uuid.', querystring: selectionsFeedQuery, response: { 200: selectionsFeedResponse } },
    }, async (request) => ({ data: await lists.feed(request.viewer, request.query) }));

    app.get('/education/selections/search', {
      config: { lenientAuth: true },
      schema: { tags, summary: 'Search public selections (and your own)', querystring: selectionSearchQuery, response: { 200: selectionSearchResponse } },
    }, async (request) => ({ data: await lists.search(request.viewer, request.query) }));

    app.get('/education/selections/search/users', {
      schema: { tags, security, summary: 'Your learning materials', querystring: materialsQuery, response: { 200: materialsResponse } },
    }, async (request) => lists.materials(requireViewer(request), request.query));
  };
}
