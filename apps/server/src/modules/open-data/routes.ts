import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dumpsResponse, openDataSettingsResponse, openDataSettingsSchema } from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import { notFound } from '../../platform/errors';
import type { OpenDataService } from './service';

/** GET /api/dumps, GET/PUT /api/profile/open-data (prefix /api). */
export function openDataRoutes(service: OpenDataService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dumps',
      {
        schema: {
          tags: ['Open data'],
          summary: 'Open data dumps (CC BY-SA 4.0), newest first, with SHA-256 checksums',
          response: { 200: dumpsResponse },
        },
      },
      async () => service.list(),
    );
    app.get(
      '/profile/open-data',
      {
        schema: {
          tags: ['Open data'],
          security: [{ bearer: [] }],
          summary: 'Whether the member’s contributions appear in the dumps anonymously',
          response: { 200: openDataSettingsResponse },
        },
      },
      async (request) => ({ data: await service.settings(requireViewer(request)) }),
    );
    app.put(
      '/profile/open-data',
      {
        schema: {
          tags: ['Open data'],
          security: [{ bearer: [] }],
          summary: 'Opt out of attribution by nickname in the dumps (anonymous: true)',
          body: openDataSettingsSchema,
          response: { 200: openDataSettingsResponse },
        },
      },
      async (request) => ({ data: await service.saveSettings(requireViewer(request), request.body.anonymous) }),
    );
  };
}

/** /dumps/ (the checksums) and /dumps/<file> at the site's root. */
export function dumpFilesRoutes(service: OpenDataService): FastifyPluginAsyncZod {
  return async (app) => {
    const send = (name: string, reply: FastifyReply) => {
      const found = service.file(name);
      if (!found) throw notFound('DUMP', 'No such dump');
      return reply.type(found.type).header('cache-control', 'public, max-age=3600').send(found.stream);
    };
    app.get('/dumps/', { schema: { hide: true } }, (_request, reply) => send('SHA256SUMS', reply));
    app.get('/dumps/:file', { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } }, (request, reply) =>
      send(request.params.file, reply),
    );
  };
}
