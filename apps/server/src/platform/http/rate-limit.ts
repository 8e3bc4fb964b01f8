// Rate limits per route (`config.rateLimit`), in memory by default, shared through Redis when
// REDIS_URL is set so several instances count together.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { CommonErrorCode } from '@glossa/contract';
import { errorBody } from '../errors';

/**
 * `scale` multiplies every route's limit (RATE_LIMIT_SCALE): load tests and the fuzz suite raise
 * them through configuration so the limiter does not answer in place of the input checks.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl?: string, scale = 1): Promise<void> {
  if (scale !== 1) {
    // Runs before the plugin's own onRoute hook reads the setting; the object is replaced, not
    // changed, because modules share one setting between routes.
    app.addHook('onRoute', (route) => {
      const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
      if (limit && typeof limit.max === 'number') {
        route.config = { ...route.config, rateLimit: { ...limit, max: Math.ceil(limit.max * scale) } } as typeof route.config;
      }
    });
  }
  // ioredis is imported only when REDIS_URL is set.
  const redis = redisUrl
    ? new (await import('ioredis')).Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit redis error'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'glossa-rl:' } : {}),
    // Counting must not block requests if Redis is down: fall back to letting them through.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(CommonErrorCode.TOO_MANY_REQUESTS, `Too many requests, try again in ${Math.ceil(context.ttl / 1000)} s`),
    }),
  });
}
