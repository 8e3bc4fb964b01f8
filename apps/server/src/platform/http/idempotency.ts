// Idempotency-Key on the POSTs that create (ARCHITECTURE.md §6 "Creating twice"). A client that
// resends a create after a timeout or a 502 sends the same key again and gets the first answer
// (status and body, with `Idempotent-Replayed: true`) instead of a second post, comment or report.
//
// One mechanism for every create route, listed in the contract (IDEMPOTENT_CREATES: POST + full URL,
// shared with the web client): a preHandler claims the key (after validation, authentication and the
// route's rate limit), the answer is stored before it is sent. Per member, 24 h, in PostgreSQL (`idempotency_keys`):
// - no header: the request runs as before; the header is optional;
// - a key that is not 1-255 visible ASCII characters: 400 IDEMPOTENCY_KEY_INVALID;
// - the same key with another method, URL or body: 422 IDEMPOTENCY_KEY_REUSED;
// - the same key while the first request still runs: this one waits for the first answer (up to
//   IDEMPOTENCY.waitMs), then 409 IDEMPOTENCY_KEY_IN_USE with Retry-After;
// - only successful answers (2xx) are kept: a refusal (4xx, 429, 503) releases the key, so a retry
//   runs again — nothing was created;
// - a claim whose request never answered (its process died) is taken over after IDEMPOTENCY.abandonedMs;
// - rows older than 24 h are taken over by a new request with their key, and swept hourly (jobs).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { rows } from '../db/rows';
import { AppError } from '../errors';
import { IDEMPOTENT_CREATES, IdempotencyErrorCode } from '@glossa/contract/idempotency';

export { IDEMPOTENT_CREATES };

export const IDEMPOTENCY = {
  header: 'idempotency-key',
  ttlMs: 24 * 60 * 60 * 1000,
  keyMax: 255,
  /** How long a second request with a running key waits for the first answer. */
  waitMs: 5_000,
  /** A claim without an answer this old belongs to a request that will never answer. */
  abandonedMs: 60_000,
  sweepJob: 'platform.idempotency-sweep',
} as const;

const VALID_KEY = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY.keyMax}}$`);

interface Claim {
  userId: number;
  key: string;
  fingerprint: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed and has to answer for (idempotency.ts). */
    idempotencyClaim?: Claim | null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');
}

export function registerIdempotency(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'now' | 'jobs' | 'log'>): void {
  const listed = new Set(IDEMPOTENT_CREATES);
  const db = ctx.db;

  /** Inserts the claim, or takes over an expired or abandoned one; true when this request owns the key. */
  async function claim(c: Claim): Promise<boolean> {
    const now = ctx.now();
    const expired = new Date(now.getTime() - IDEMPOTENCY.ttlMs);
    const abandoned = new Date(now.getTime() - IDEMPOTENCY.abandonedMs);
    const won = await rows<{ user_id: number }>(
      db,
      sql`insert into idempotency_keys (user_id, key, fingerprint, created_at)
          values (${c.userId}, ${c.key}, ${c.fingerprint}, ${now.toISOString()}::timestamptz)
          on conflict (user_id, key) do update
            set fingerprint = excluded.fingerprint, status = null, body = null, created_at = excluded.created_at
            where idempotency_keys.created_at < ${expired.toISOString()}::timestamptz
               or (idempotency_keys.status is null and idempotency_keys.created_at < ${abandoned.toISOString()}::timestamptz)
          returning user_id`,
    );
    return won.length === 1;
  }

  const before: preHandlerAsyncHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
    const given = request.headers[IDEMPOTENCY.header];
    if (given === undefined) return;
    if (typeof given !== 'string' || !VALID_KEY.test(given)) {
      throw new AppError(IdempotencyErrorCode.INVALID, 400, `Idempotency-Key: 1 to ${IDEMPOTENCY.keyMax} visible ASCII characters, once`, 'Idempotency-Key');
    }
    // A guest never creates: the handler's own guard answers 401.
    if (!request.viewer) return;
    const c: Claim = { userId: request.viewer.id, key: given, fingerprint: fingerprintOf(request) };
    const until = Date.now() + IDEMPOTENCY.waitMs;
    for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
      if (await claim(c)) {
        request.idempotencyClaim = c;
        return;
      }
      const [held] = await rows<{ fingerprint: string; status: number | null; body: unknown }>(
        db,
        sql`select fingerprint, status, body from idempotency_keys where user_id = ${c.userId} and key = ${c.key}`,
      );
      if (!held) continue; // released meanwhile: claim it
      if (held.fingerprint !== c.fingerprint) {
        throw new AppError(IdempotencyErrorCode.REUSED, 422, 'This Idempotency-Key was used for another request', 'Idempotency-Key');
      }
      if (held.status !== null) {
        reply.header('idempotent-replayed', 'true');
        return reply.code(held.status).send(held.body);
      }
      if (Date.now() >= until) {
        reply.header('retry-after', '1');
        throw new AppError(IdempotencyErrorCode.IN_USE, 409, 'A request with this Idempotency-Key is still running', 'Idempotency-Key');
      }
      await sleep(pause);
    }
  };

  /** Keeps a successful answer for the key's retries; releases the key on any other answer. */
  async function settle(request: FastifyRequest, status: number, body: unknown): Promise<void> {
    const c = request.idempotencyClaim;
    if (!c) return;
    request.idempotencyClaim = null;
    try {
      if (status >= 200 && status < 300) {
        await db.execute(
          sql`update idempotency_keys set status = ${status}, body = ${JSON.stringify(body ?? null)}::json
              where user_id = ${c.userId} and key = ${c.key} and fingerprint = ${c.fingerprint} and status is null`,
        );
      } else {
        await db.execute(sql`delete from idempotency_keys where user_id = ${c.userId} and key = ${c.key} and fingerprint = ${c.fingerprint} and status is null`);
      }
    } catch (err) {
      // The answer itself stands; the claim is taken over once abandoned.
      request.log.warn({ err }, 'idempotency key not settled');
    }
  }

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || !listed.has(route.url)) return;
    const pre = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [...pre, before];
    const ser = route.preSerialization ? (Array.isArray(route.preSerialization) ? route.preSerialization : [route.preSerialization]) : [];
    route.preSerialization = [
      ...ser,
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        await settle(request, reply.statusCode, payload);
        return payload;
      },
    ] as typeof route.preSerialization;
    // An answer that skipped serialization (an error sent as a string, an aborted request): release.
    const done = route.onResponse ? (Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse]) : [];
    route.onResponse = [...done, async (request: FastifyRequest) => settle(request, 500, null)] as typeof route.onResponse;
  });

  ctx.jobs.schedule(IDEMPOTENCY.sweepJob, '17 * * * *', async () => {
    const before = new Date(ctx.now().getTime() - IDEMPOTENCY.ttlMs);
    await db.execute(sql`delete from idempotency_keys where created_at < ${before.toISOString()}::timestamptz`);
  });
}
