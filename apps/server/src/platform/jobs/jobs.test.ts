// platform/jobs on the test's database (PGlite or PostgreSQL): pg-boss's schema installs, a sent
// job reaches its handler once, a failing handler is retried, schedules register, stop is clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createTestDatabase } from '../../../test/app';
import type { Database } from '../db/index';
import { createJobs, type Jobs } from './index';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('platform/jobs', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let jobs: Jobs;
  const seen: unknown[] = [];
  let failures = 0;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    jobs = createJobs({ database, log, pollingIntervalSeconds: 0.5 });
    jobs.work<{ n: number }>('test.echo', async (data) => {
      seen.push(data.n);
    });
    jobs.work('test.flaky', async () => {
      failures += 1;
      if (failures === 1) throw new Error('first try fails');
    });
    jobs.schedule('test.every-minute', '* * * * *', async () => undefined);
  }, 60_000);
  afterAll(async () => {
    await jobs.stop();
    await drop();
  });

  it('does nothing before start: send answers null, run calls the handler in process', async () => {
    expect(await jobs.send('test.echo', { n: 0 })).toBeNull();
    await jobs.run('test.echo', { n: -1 });
    expect(seen).toEqual([-1]);
    seen.length = 0;
  });

  it('refuses unknown names and bad names', async () => {
    await expect(jobs.send('nope', {})).rejects.toThrow(/No job handler/);
    expect(() => jobs.work('Bad Name', async () => undefined)).toThrow(/Job name/);
  });

  it('installs pg-boss on this database and runs each sent job once', async () => {
    await jobs.start();
    expect(jobs.started).toBe(true);
    const ids = await Promise.all([1, 2, 3].map((n) => jobs.send('test.echo', { n })));
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    await until(() => seen.length >= 3);
    await new Promise((r) => setTimeout(r, 1500));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  }, 60_000);

  it('retries a failing handler', async () => {
    await jobs.send('test.flaky', {});
    await until(() => failures >= 2, 30_000);
    expect(failures).toBe(2);
  }, 40_000);

  it('registers the cron schedule in the database', async () => {
    const r = await database.db.execute<{ name: string; cron: string }>(
      "select name, cron from pgboss.schedule where name = 'test.every-minute'" as never,
    );
    const rows = (r as unknown as { rows: { name: string; cron: string }[] }).rows;
    expect(rows).toEqual([{ name: 'test.every-minute', cron: '* * * * *' }]);
  });

  it('evaluates cron slots at least every 10 s across instances (a slot older than 60 s is never sent)', async () => {
    // As if another instance had evaluated 11 s ago: with a 10 s monitor, this one evaluates
    // within its next tick; with the former 30 s it would wait until 30 s had passed.
    await database.db.execute("update pgboss.version set cron_on = now() - interval '11 seconds'" as never);
    const age = async () => {
      const r = await database.db.execute("select extract(epoch from now() - cron_on)::float as s from pgboss.version" as never);
      return (r as unknown as { rows: { s: number }[] }).rows[0]!.s;
    };
    const end = Date.now() + 12_000;
    let seconds = await age();
    while (seconds >= 11 && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 250));
      seconds = await age();
    }
    expect(seconds).toBeLessThan(11);
  }, 20_000);

  it('refuses registrations after start and stops cleanly', async () => {
    expect(() => jobs.work('test.late', async () => undefined)).toThrow(/after jobs.start/);
    const delayed = await jobs.send('test.echo', { n: 10 }, { startAfterSeconds: 60 });
    expect(delayed).toBeTypeOf('string');
    await jobs.stop();
    expect(jobs.started).toBe(false);
    expect(await jobs.send('test.echo', { n: 99 })).toBeNull();
  });
});
