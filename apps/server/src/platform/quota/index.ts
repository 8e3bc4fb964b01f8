// Daily quotas counted outside the database (guests, keyed by address): two counters per key,
// `limited` (refused at `limit`) and `exempt`, both bounded together by `cap`. Reserving is
// atomic: in memory within the process, in Redis (a Lua script) across processes when REDIS_URL
// is set. A Redis failure falls back to the process's own counters rather than failing requests.
import type { FastifyBaseLogger } from 'fastify';

export type QuotaKind = 'limited' | 'exempt';

export interface QuotaCounts {
  limited: number;
  exempt: number;
}

export interface QuotaStore {
  /** Counts one more of `kind` unless that would pass `limit` (limited only) or `cap` (both together). */
  reserve(
    key: string,
    kind: QuotaKind,
    limits: { limit: number; cap: number },
    ttlMs: number,
  ): Promise<{ ok: boolean; counts: QuotaCounts }>;
  /** Gives one back (a request that produced nothing). */
  release(key: string, kind: QuotaKind): Promise<void>;
  get(key: string): Promise<QuotaCounts>;
  close(): Promise<void>;
}

export function createMemoryQuotaStore(now: () => number = Date.now, maxKeys = 100_000): QuotaStore {
  const entries = new Map<string, QuotaCounts & { expires: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  return {
    async reserve(key, kind, { limit, cap }, ttlMs) {
      let e = live(key);
      if (!e) {
        e = { limited: 0, exempt: 0, expires: now() + ttlMs };
        entries.set(key, e);
        // Oldest keys go first beyond the cap (Map keeps insertion order).
        while (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
      }
      const ok = e.limited + e.exempt < cap && (kind === 'exempt' || e.limited < limit);
      if (ok) e[kind] += 1;
      return { ok, counts: { limited: e.limited, exempt: e.exempt } };
    },
    async release(key, kind) {
      const e = live(key);
      if (e && e[kind] > 0) e[kind] -= 1;
    },
    async get(key) {
      const e = live(key);
      return { limited: e?.limited ?? 0, exempt: e?.exempt ?? 0 };
    },
    async close() {
      entries.clear();
    },
  };
}

const RESERVE = `
local l = tonumber(redis.call('HGET', KEYS[1], 'limited') or '0')
local x = tonumber(redis.call('HGET', KEYS[1], 'exempt') or '0')
local kind = ARGV[1]
local ok = 0
if l + x < tonumber(ARGV[3]) and (kind == 'exempt' or l < tonumber(ARGV[2])) then
  redis.call('HINCRBY', KEYS[1], kind, 1)
  if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[4]) end
  if kind == 'exempt' then x = x + 1 else l = l + 1 end
  ok = 1
end
return {ok, l, x}`;

const RELEASE = `
local v = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
if v > 0 then redis.call('HINCRBY', KEYS[1], ARGV[1], -1) end
return 0`;

export function createRedisQuotaStore(
  url: string,
  prefix: string,
  log: FastifyBaseLogger,
  fallback: QuotaStore,
): QuotaStore {
  // ioredis is imported only when REDIS_URL is set: the client is a promise the calls wait for.
  const client = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    redis.on('error', (err) => log.warn({ err }, 'quota redis error'));
    return redis;
  });
  const failed = (err: unknown) => log.warn({ err }, 'quota redis call failed; counting in this process');
  return {
    async reserve(key, kind, { limit, cap }, ttlMs) {
      try {
        const [ok, l, x] = (await (await client).eval(RESERVE, 1, prefix + key, kind, limit, cap, ttlMs)) as [
          number,
          number,
          number,
        ];
        return { ok: ok === 1, counts: { limited: l, exempt: x } };
      } catch (err) {
        failed(err);
        return fallback.reserve(key, kind, { limit, cap }, ttlMs);
      }
    },
    async release(key, kind) {
      try {
        await (await client).eval(RELEASE, 1, prefix + key, kind);
      } catch (err) {
        failed(err);
        await fallback.release(key, kind);
      }
    },
    async get(key) {
      try {
        const h = await (await client).hmget(prefix + key, 'limited', 'exempt');
        return { limited: Number(h[0] ?? 0), exempt: Number(h[1] ?? 0) };
      } catch (err) {
        failed(err);
        return fallback.get(key);
      }
    },
    async close() {
      await (await client).quit().catch(() => undefined);
      await fallback.close();
    },
  };
}

export function createQuotaStore(options: {
  redisUrl?: string | undefined;
  prefix: string;
  log: FastifyBaseLogger;
  now: () => number;
}): QuotaStore {
  const memory = createMemoryQuotaStore(options.now);
  return options.redisUrl
    ? createRedisQuotaStore(options.redisUrl, options.prefix, options.log, memory)
    : memory;
}
