// Two instances started at once on an empty PostgreSQL database: both seed, one after the other
// (an advisory lock), so neither fails and the demo video exists once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from './app';
import { seedAtStart } from '../src/modules/index';

const onPostgres = Boolean(process.env.DATABASE_URL);
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDatabase();
  // Two apps on one database (their seeds take separate connections of the pool, as two processes would).
  a = await createTestApp({}, { database: db.database });
  b = await createTestApp({}, { database: db.database });
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await db?.drop();
});

describe.skipIf(!onPostgres)('seeding at start', () => {
  it('is safe when two instances start at the same moment', async () => {
    const results = await Promise.allSettled([seedAtStart(a.database, a.services, true), seedAtStart(b.database, b.services, true)]);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
    const videos = (await a.ctx.db.execute(sql`select count(*)::int as n from videos`)) as unknown as { rows: { n: number }[] };
    expect(videos.rows[0]!.n).toBe(1);
  }, 120_000);
});
