// Rate limits per route (`config.rateLimit`), in memory by default, shared through Redis when
// REDIS_URL is set so several instances count together.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { CommonErrorCode } from '@glossa/contract';
import { errorBody } from '../errors';

export async function registerRateLimits(app: FastifyInstance, redisUrl?: string): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: false }) : undefined;
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
