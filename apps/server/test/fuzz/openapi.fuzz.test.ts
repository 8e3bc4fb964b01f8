// Fuzzing every operation of /api/openapi.json over real HTTP, as a guest and as a signed-in member:
// requests generated from the document's schemas with fast-check (fixed seed, bounded count), one
// part made hostile each time. Any 5xx or dropped connection fails, with the operation, the request
// and the response. Endpoints added later are covered because the operations come from the document.
//
//   FUZZ_REQUESTS=100000 npx vitest run --project server test/fuzz   (before a release; README)
//   FUZZ_SEED=<n> replays another sequence.
//
// The rate limits are raised through configuration (RATE_LIMIT_SCALE, MT_DAILY_CAP_*), so the
// limiter never answers in place of the input checks.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { makeUser, type TestUser } from '../factories';
import { resolver, type JsonSchema, type Resolve } from './schema-arbitrary';
import { assemble, closeAgent, describeFailure, operationsOf, requestsFor, send, validValues, type FuzzRequest, type FuzzResponse, type Operation } from './requests';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_400);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const CONCURRENCY = 4;
const MEMBER = 'Bearer MEMBER';

let t: TestApp;
let base: URL;
let member: TestUser;
let token: string;
let operations: Operation[];
let resolve: Resolve;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_SCALE: '100000',
    MT_DAILY_CAP_USER: '1000000',
    MT_DAILY_CAP_GUEST: '1000000',
    PASSWORD_HASH_COST: 'test',
    ACCOUNT_MAIL_INTERVAL: '0',
  });
  base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  member = await makeUser(t, { native: 'eng', languages: [{ lang: 'ger', level: 'BASE' }] });
  token = member.token;
  const doc = (await (await fetch(new URL('/api/openapi.json', base))).json()) as Parameters<typeof operationsOf>[0];
  operations = operationsOf(doc);
  resolve = resolver(doc.components?.schemas);
});
afterAll(async () => {
  closeAgent();
  await t?.close();
});

/** A fuzzed logout or password change ends the member's session: open a new one and go on. */
async function signInAgain(): Promise<void> {
  const session = await t.services.accounts.sessions.open(t.ctx.db, { id: member.id, uuid: member.uuid, role: member.role, premium: member.premium } as never, 'password', {
    userAgent: 'fuzz',
    ip: null,
  });
  token = session.access_token;
}

async function sendAs(request: FuzzRequest): Promise<FuzzResponse> {
  const asMember = request.headers.authorization === MEMBER;
  const headers = asMember ? { ...request.headers, authorization: `Bearer ${token}` } : request.headers;
  const response = await send(base, { ...request, headers });
  if (asMember && response.status === 401) await signInAgain();
  return response;
}

/** Runs `jobs` with a few requests in flight at once. */
async function pool<T>(jobs: T[], run: (job: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) await run(jobs[next++]!);
    }),
  );
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('reads the document', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('refuses a NUL byte in every string parameter and body field with 400', async () => {
    const failures: string[] = [];
    const isString = (s: JsonSchema | undefined): boolean => {
      const r = s ? resolve(s) : {};
      const types = Array.isArray(r.type) ? r.type : [r.type];
      return (types.includes('string') && !r.enum && r.const === undefined) || !!(r.anyOf ?? r.oneOf)?.some(isString);
    };
    const jobs: { op: Operation; where: string; name: string }[] = [];
    for (const op of operations) {
      for (const p of op.parameters) if (p.in !== 'header' && isString(p.schema)) jobs.push({ op, where: p.in, name: p.name });
      for (const [name, schema] of Object.entries(resolve(op.body ?? {}).properties ?? {})) if (isString(schema)) jobs.push({ op, where: 'body', name });
    }
    // Documented: every such field states the rule (or a stricter shape) in the document.
    const field = (op: Operation, where: string, name: string) =>
      resolve((where === 'body' ? resolve(op.body ?? {}).properties?.[name] : op.parameters.find((p) => p.in === where && p.name === name)?.schema) ?? {});
    const stated = (s: JsonSchema): boolean => !!(s.pattern || s.format) || !!(s.anyOf ?? s.oneOf)?.every((x) => stated(resolve(x)) || !isString(x));
    for (const { op, where, name } of jobs) {
      if (!stated(field(op, where, name))) failures.push(`${op.method} ${op.path} ${where} ${name}: no pattern in the document`);
    }
    await pool(jobs, async ({ op, where, name }) => {
      const [values] = fc.sample(validValues(op, resolve), { seed: SEED, numRuns: 1 });
      const nul = 'a\u0000b';
      if (where === 'path') values!.path[name] = nul;
      if (where === 'query') values!.query[name] = nul;
      if (where === 'body') values!.body = { ...(values!.body as object), [name]: nul };
      const request = assemble(op, values!, { authorization: MEMBER, variant: `NUL in ${where} ${name}` });
      const response = await sendAs(request).catch((err: Error) => err);
      // Path, body, query: the rule answers before the schema, so the message is the rule's.
      const refused = !(response instanceof Error) && response.status === 400 && response.body.includes('control characters');
      if (!refused) failures.push(describeFailure(op, 'member', request, response));
    });
    expect(jobs.length).toBeGreaterThan(100);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 120_000);

  it(`answers ${TOTAL} hostile requests without a 5xx or a dropped connection`, async () => {
    const perRun = Math.max(1, Math.ceil(TOTAL / (operations.length * 2)));
    const jobs: { op: Operation; who: string; request: FuzzRequest }[] = [];
    operations.forEach((op, i) => {
      for (const [j, who] of ['guest', 'member'].entries()) {
        const requests = fc.sample(requestsFor(op, resolve, who === 'member' ? MEMBER : undefined), { seed: SEED + i * 2 + j, numRuns: perRun });
        for (const request of requests) jobs.push({ op, who, request });
      }
    });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const started = Date.now();
    await pool(jobs, async ({ op, who, request }) => {
      const response = await sendAs(request).catch((err: Error) => err);
      if (response instanceof Error || response.status >= 500) failures.push(describeFailure(op, who, request, response));
      else statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    });
    const seconds = (Date.now() - started) / 1000;
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
    console.info(`fuzz: ${jobs.length} requests over ${operations.length} operations in ${seconds.toFixed(1)} s (seed ${SEED}); ${histogram}; failures ${failures.length}`);
    expect(jobs.length).toBeGreaterThanOrEqual(Math.min(TOTAL, 10_000));
    expect(failures, `${failures.length} failures, the first ones:\n\n${failures.slice(0, 15).join('\n\n')}`).toEqual([]);
    // The server is still well after all that.
    expect((await fetch(new URL('/api/health', base))).status).toBe(200);
  }, Math.max(300_000, TOTAL * 60));
});

