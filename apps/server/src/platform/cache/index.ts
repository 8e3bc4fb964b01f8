// A small key-value cache with expiry for JSON values: in memory by default, in Redis when
// REDIS_URL is set (so several server processes share it). A Redis failure is a cache miss.
// ioredis is imported only then: the client is a promise the calls wait for.
import type { FastifyBaseLogger } from 'fastify';

export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCache(maxEntries = 10_000, now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: string; expires: number }>();
  return {
    async get<T>(key: string) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return JSON.parse(hit.value) as T;
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value: JSON.stringify(value), expires: now() + ttlMs });
      // Map keeps insertion order: drop the oldest beyond the cap.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

export function createRedisCache(url: string, prefix: string, log: FastifyBaseLogger): Cache {
  const client = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    redis.on('error', (err) => log.warn({ err }, 'cache redis error'));
    return redis;
  });
  return {
    async get<T>(key: string) {
      const raw = await (await client).get(prefix + key).catch(() => null);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlMs) {
      await (await client).set(prefix + key, JSON.stringify(value), 'PX', ttlMs).catch(() => undefined);
    },
    async delete(key) {
      await (await client).del(prefix + key).catch(() => undefined);
    },
    async close() {
      await (await client).quit().catch(() => undefined);
    },
  };
}

export function createCache(options: { redisUrl?: string | undefined; prefix: string; log: FastifyBaseLogger; now?: () => number }): Cache {
  return options.redisUrl ? createRedisCache(options.redisUrl, options.prefix, options.log) : createMemoryCache(10_000, options.now);
}
