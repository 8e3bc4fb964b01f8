import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigResponse, healthResponse } from '@glossa/contract';
import type { HealthService } from './service';

export function healthRoutes(service: HealthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['System'], response: { 200: healthResponse, 503: healthResponse } } },
      async (_request, reply) => {
        const data = await service.check();
        return reply.status(data.database.ok ? 200 : 503).send({ data });
      },
    );
    app.get(
      '/client-config',
      { schema: { tags: ['System'], response: { 200: clientConfigResponse } } },
      async () => ({ data: service.clientConfig() }),
    );
  };
}
