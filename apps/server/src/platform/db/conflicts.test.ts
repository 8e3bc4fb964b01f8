// The one answer to races: deadlocked transactions run again, a conflict that stays is 503 with
// Retry-After, a vanished parent is the handler's own 404.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import Fastify from 'fastify';
import { AppError, registerErrorHandling } from '../errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.execute(sql`create table race_probe (id int primary key, n int not null default 0)`);
  await t.ctx.db.execute(sql`insert into race_probe (id) values (1), (2)`);
});
afterAll(() => t.close());

describe('transactions under conflicts', () => {
  it.skipIf(!process.env.DATABASE_URL)('runs a deadlocked transaction again, so both writers succeed', async () => {
    // Two transactions lock the same two rows in opposite orders; both wait at a barrier so the
    // deadlock is certain. PostgreSQL kills one; the runner retries it once the other committed.
    let arrived = 0;
    let release!: () => void;
    const barrier = new Promise<void>((r) => (release = r));
    const attempts = { a: 0, b: 0 };
    const writer = (name: 'a' | 'b', first: number, second: number) =>
      t.ctx.db.transaction(async (tx) => {
        attempts[name] += 1;
        await tx.execute(sql`update race_probe set n = n + 1 where id = ${first}`);
        if (attempts[name] === 1) {
          if (++arrived === 2) release();
          await barrier;
        }
        await tx.execute(sql`update race_probe set n = n + 1 where id = ${second}`);
      });
    await Promise.all([writer('a', 1, 2), writer('b', 2, 1)]);
    expect(attempts.a + attempts.b).toBe(3);
    const rows = (await t.ctx.db.execute(sql`select n from race_probe order by id`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows.map((r) => r.n)).toEqual([2, 2]);
  });

  it('answers 503 with Retry-After when the conflict stays, and the parent 404 when a parent vanished', async () => {
    // A bare Fastify with the app's error handling, and routes that fail as the database does.
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const fk = () => Object.assign(new Error('insert or update on table "publication_likes" violates foreign key constraint'), { code: '23503', detail: 'Key (publication_id)=(7) is not present in table "publications".' });
    let runs = 0;
    const probe = Fastify();
    registerErrorHandling(probe);
    probe.get('/deadlock', async () => {
      throw new Error('wrapped', { cause: deadlock });
    });
    probe.get('/vanished', async () => {
      runs += 1;
      if (runs === 1) throw new Error('Failed query', { cause: fk() });
      throw new AppError('POST_NOT_FOUND', 404, 'Post not found');
    });
    probe.get('/always-fk', async () => {
      throw fk();
    });
    const busy = await probe.inject('/deadlock');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json().errors[0].code).toBe('SERVICE_UNAVAILABLE');
    const gone = await probe.inject('/vanished');
    expect([gone.statusCode, gone.json().errors[0].code, runs]).toEqual([404, 'POST_NOT_FOUND', 2]);
    const stillGone = await probe.inject('/always-fk');
    expect([stillGone.statusCode, stillGone.json().errors[0].code]).toEqual([404, 'NOT_FOUND']);
    await probe.close();
  });
});
