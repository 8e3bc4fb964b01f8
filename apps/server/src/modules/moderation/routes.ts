// Mounts the moderation routes under /api (the v2 task routes under /api/v2).
import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './routes/audit';
import { disciplineRoutes } from './routes/discipline';
import { moderatorsRoutes } from './routes/moderators';
import { queueRoutes } from './routes/queue';
import { reviewsRoutes } from './routes/reviews';
import type { ModerationService } from './service';

export async function registerModeration(app: FastifyInstance, moderation: ModerationService, prefix = '/api'): Promise<void> {
  await app.register(queueRoutes(moderation.queue), { prefix });
  await app.register(moderatorsRoutes(moderation.moderators), { prefix });
  await app.register(disciplineRoutes(moderation.discipline), { prefix });
  await app.register(reviewsRoutes(moderation.reviews, moderation.reviewLimit), { prefix });
  await app.register(auditRoutes(moderation.audit), { prefix });
}
