// Idempotency-Key on the create POSTs (idempotency.ts), through the routes: a retry with the same
// key gets the first answer and creates nothing; parallel requests with one key create one row; keys
// are per member; a key reused for another request, a malformed key; expiry after 24 h and the sweep.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { rows } from '../db/rows';
import { IDEMPOTENCY, IDEMPOTENT_CREATES } from './idempotency';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FEED_WRITE: '10000/1m' });
  alice = await makeUser(t);
  bob = await makeUser(t);
});
afterAll(() => t.close());

const createPost = (user: TestUser, text: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { ...user.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { text, lang_code: 'ger' },
  });

const postsWith = async (text: string) =>
  (await rows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from publications where text = ${text}`))[0]!.n;

/** Moves a key's first use back by a day and a minute (the tokens stay valid, unlike with the clock). */
const ageKeys = (key: string) =>
  t.ctx.db.execute(sql`update idempotency_keys set created_at = created_at - ${`${IDEMPOTENCY.ttlMs / 1000 + 60} seconds`}::interval where key = ${key}`);

describe('Idempotency-Key on create POSTs', () => {
  it('answers a retry with the first answer and creates one post', async () => {
    const text = `retry ${randomUUID()}`;
    const key = randomUUID();
    const first = await createPost(alice, text, key);
    expect(first.statusCode).toBe(200);
    const again = await createPost(alice, text, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await postsWith(text)).toBe(1);
    // Without a key, the same request creates another post, as before.
    expect((await createPost(alice, text)).statusCode).toBe(200);
    expect(await postsWith(text)).toBe(2);
  });

  it('creates one post for parallel requests with one key, and all get its answer', async () => {
    const text = `parallel ${randomUUID()}`;
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => createPost(alice, text, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.json().data.uuid)).size).toBe(1);
    expect(await postsWith(text)).toBe(1);
  });

  it('keeps keys per member: the same key from another member is independent', async () => {
    const text = `two members ${randomUUID()}`;
    const key = randomUUID();
    const a = await createPost(alice, text, key);
    const b = await createPost(bob, text, key);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json().data.uuid).not.toBe(a.json().data.uuid);
    expect(b.json().data.author.uuid).toBe(bob.uuid);
    expect(await postsWith(text)).toBe(2);
  });

  it('refuses a key reused for another body or another route (422 IDEMPOTENCY_KEY_REUSED)', async () => {
    const key = randomUUID();
    const text = `first ${randomUUID()}`;
    const first = await createPost(alice, text, key);
    expect(first.statusCode).toBe(200);
    const other = await createPost(alice, `second ${randomUUID()}`, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0]).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' });
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${first.json().data.uuid}/comments`,
      headers: { ...alice.headers, 'idempotency-key': key },
      payload: { comment: 'Schön!' },
    });
    expect(comment.statusCode).toBe(422);
    expect(comment.json().errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await postsWith(text)).toBe(1);
  });

  it('refuses malformed keys with 400 IDEMPOTENCY_KEY_INVALID and creates nothing', async () => {
    const text = `bad key ${randomUUID()}`;
    for (const key of ['', 'x'.repeat(IDEMPOTENCY.keyMax + 1), 'a b', 'tab\there', 'bell\u0007', 'ключ']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { ...alice.headers, 'idempotency-key': Buffer.from(key).toString('latin1') },
        payload: { text, lang_code: 'ger' },
      });
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', field: 'Idempotency-Key' });
    }
    expect((await createPost(alice, text, 'x'.repeat(IDEMPOTENCY.keyMax))).statusCode).toBe(200);
    expect(await postsWith(text)).toBe(1);
  });

  it('keeps no refusal: a key whose request was refused runs again', async () => {
    const key = randomUUID();
    const missing = `/api/posts/${randomUUID()}/comments`;
    const refused = await t.app.inject({ method: 'POST', url: missing, headers: { ...alice.headers, 'idempotency-key': key }, payload: { comment: 'Hallo' } });
    expect(refused.statusCode).toBe(404);
    const stored = await rows(t.ctx.db, sql`select 1 from idempotency_keys where key = ${key}`);
    expect(stored).toEqual([]);
  });

  it('forgets a key after 24 h (a new request creates again) and the hourly sweep deletes old keys', async () => {
    const text = `day ${randomUUID()}`;
    const key = randomUUID();
    expect((await createPost(alice, text, key)).statusCode).toBe(200);
    await ageKeys(key);
    const later = await createPost(alice, text, key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await postsWith(text)).toBe(2);

    const old = randomUUID();
    expect((await createPost(bob, `old ${old}`, old)).statusCode).toBe(200);
    await ageKeys(old);
    await t.ctx.jobs.run(IDEMPOTENCY.sweepJob);
    expect(await rows(t.ctx.db, sql`select 1 from idempotency_keys where key = ${old}`)).toEqual([]);
  });

  it('is documented as a header of the listed routes in the OpenAPI document, and only there', async () => {
    type Op = { parameters?: { in: string; name: string }[] };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Op>> };
    const keyed = (op: Op | undefined) => (op?.parameters ?? []).some((p) => p.in === 'header' && p.name === 'idempotency-key');
    expect(keyed(doc.paths['/api/posts']!.post)).toBe(true);
    expect(keyed(doc.paths['/api/questions/{uuid}/answers']!.post)).toBe(true);
    expect(keyed(doc.paths['/api/posts/{uuid}/like']!.post)).toBe(false);
    expect(keyed(doc.paths['/api/posts/{uuid}']!.put)).toBe(false);
  });

  it('lists only routes that exist', () => {
    const missing = IDEMPOTENT_CREATES.filter((url) => !t.app.hasRoute({ method: 'POST', url }));
    expect(missing).toEqual([]);
  });
});
