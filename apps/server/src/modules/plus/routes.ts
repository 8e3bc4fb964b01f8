// Plus routes (community.md §7 Payments): mounted under /api.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlusService } from './service';
import { paymentRoutes } from './routes/payments';
import { webhookRoutes } from './routes/webhook';
import { adminRoutes } from './routes/admin';

export function plusRoutes(service: PlusService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(paymentRoutes(service));
    await app.register(webhookRoutes(service));
    await app.register(adminRoutes(service));
  };
}
