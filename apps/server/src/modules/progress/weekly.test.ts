// The weekly ranking on a real database: this week's chart from the ledger (weeks in UTC, Monday
// to Monday), the 10-minute job that refreshes it, and the King of Dictionary award given once at
// the week's end: by two concurrent calls on two app instances sharing the database, and by two
// pg-boss workers each running the job. The winners are told (notification weekly_award, once per
// winner and week), and weeks that ended while no job ran are awarded by the next run, once.
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { moderationClient } from '../../../test/moderation-helpers';
import { WEEKLY_JOB } from './service';
import { AWARD_CATCH_UP_WEEKS } from './use-cases/weekly';
import { finishedWeeks, previousWeekOf, weekOf } from './week';

let t: TestApp;
let second: BuiltApp;
let ann: TestUser;
let bob: TestUser;
let carl: TestUser;
const api = moderationClient(() => t);
const WEDNESDAY = new Date('2026-11-18T12:00:00Z');
const NEXT_MONDAY = new Date('2026-11-23T00:03:00Z');

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.ctx.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/** The member signed in again (a token valid at the moved clock). */
async function signIn(who: TestUser): Promise<TestUser> {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, who.id));
  const session = await t.services.accounts.sessions.open(t.ctx.db, row!, 'password', { userAgent: 'test', ip: null });
  return { ...who, token: session.access_token, headers: { authorization: `Bearer ${session.access_token}` } };
}

/** Waits for both instances' notification queues. */
async function settle() {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setImmediate(r));
    await Promise.all([t.services.notifications.flush(), second.services.notifications.flush()]);
  }
}
type Note = { notification_type: string; data: { entity_id: string | null; entity_business_type_slug: string | null; params: Record<string, unknown> } };
/** A member's weekly_award notifications, as their notifications panel lists them. */
async function awardNotes(who: TestUser): Promise<Note[]> {
  await settle();
  const all = (await api.ok('GET', '/api/user/notifications/all?limit=50', who)) as Note[];
  return all.filter((n) => n.notification_type === 'weekly_award');
}
const winnersOf = async (week: string) =>
  ((await t.ctx.db.execute(
    sql`select user_id, place from weekly_awards where week_start = ${week}::date order by place`,
  )) as unknown as { rows: { user_id: number; place: number }[] }).rows.map((r): [number, number] => [r.user_id, r.place]);

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({ config: t.config, database: t.database, now: () => t.clock.now });
  t.clock.set(WEDNESDAY);
  [ann, bob, carl] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)]);
  // Ann 15 points this week, Bob 10, Carl 5 (translations are 5 each).
  for (const [who, words] of [
    [ann, ['alder', 'birch', 'cedar']],
    [bob, ['daisy', 'elm']],
    [carl, ['fir']],
  ] as const) {
    for (const w of words)
      await api.translation(
        who,
        ['eng', `${w}${who.nickname.slice(-4)}`],
        ['ger', `${w}de${who.nickname.slice(-4)}`],
      );
  }
  // Points of last week never count in this week's chart.
  t.clock.set(new Date('2026-11-15T23:59:00Z'));
  await api.translation(carl, ['eng', 'gorse'], ['ger', 'Stechginster']);
  t.clock.set(WEDNESDAY);
});
afterAll(async () => {
  await second.app.close();
  await t.close();
});

describe('weekly ranking', () => {
  it('weeks run Monday 00:00 UTC to Monday 00:00 UTC', () => {
    expect(weekOf(new Date('2026-11-23T00:00:00Z')).key).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-22T23:59:59Z')).key).toBe('2026-11-16');
    expect(weekOf(WEDNESDAY)).toMatchObject({ key: '2026-11-16', end: new Date('2026-11-23T00:00:00Z') });
    expect(previousWeekOf(WEDNESDAY).key).toBe('2026-11-09');
  });

  it("shows this week's chart from the ledger, refreshed by the job", async () => {
    const chart = await api.ok('GET', '/api/user/weekly-chart', ann);
    expect(chart.week_start).toBe('2026-11-16');
    expect(
      chart.this_week_chart.map((e: { user: { uuid: string }; points: number; place: number }) => [
        e.place,
        e.user.uuid,
        e.points,
      ]),
    ).toEqual([
      [1, ann.uuid, 15],
      [2, bob.uuid, 10],
      [3, carl.uuid, 5],
    ]);
    expect(chart.refresh_date).toBe(WEDNESDAY.toISOString());
    expect(JSON.stringify(chart)).not.toContain('@');

    // New points show after the next refresh (the snapshot is what the screen reads).
    t.clock.advance(60_000);
    await api.translation(carl, ['eng', 'hazel'], ['ger', 'Hasel']);
    await api.translation(carl, ['eng', 'ivy'], ['ger', 'Efeu']);
    expect((await api.ok('GET', '/api/user/weekly-chart', ann)).this_week_chart[2].points).toBe(5);
    t.clock.advance(10 * 60_000);
    await t.ctx.jobs.run(WEEKLY_JOB);
    const refreshed = await api.ok('GET', '/api/user/weekly-chart', ann);
    expect(refreshed.this_week_chart.map((e: { points: number }) => e.points)).toEqual([15, 15, 10]);
    expect(refreshed.refresh_date).toBe(t.clock.now.toISOString());
  });

  it("gives last week's winners the King of Dictionary award once, with two instances calling at once", async () => {
    t.clock.set(NEXT_MONDAY);
    const [a, b] = await Promise.all([
      t.services.progress.weekly.awardFinishedWeeks(),
      second.services.progress.weekly.awardFinishedWeeks(),
    ]);
    const viewer = await makeUser(t); // a fresh token at the moved clock
    // One call awarded the three winners, the other nothing.
    expect([a.length, b.length].sort()).toEqual([0, 3]);
    expect(
      await count(sql`select count(*)::int as n from weekly_awards where week_start = '2026-11-16'`),
    ).toBe(3);
    await t.ctx.jobs.run(WEEKLY_JOB);
    expect(
      await count(sql`select count(*)::int as n from weekly_awards where week_start = '2026-11-16'`),
    ).toBe(3);
    // Carl's points of the week before (Sunday 23:59 UTC) won that week, awarded by the job's first run.
    expect(
      await count(
        sql`select count(*)::int as n from weekly_awards where week_start = '2026-11-09' and user_id = ${carl.id}::int`,
      ),
    ).toBe(1);

    const chart = await api.ok('GET', '/api/user/weekly-chart', viewer);
    expect(chart.week_start).toBe('2026-11-23');
    expect(chart.this_week_chart).toEqual([]);
    expect(chart.last_week_winners.map((e: { place: number; user: { uuid: string } }) => e.place)).toEqual([
      1, 2, 3,
    ]);
    // Guests see the ranking and its winners too (issue 39), the same answer, nicknames and points only.
    const asGuest = await api.ok('GET', '/api/user/weekly-chart', null);
    expect(asGuest).toEqual(chart);
    expect(asGuest.last_week_winners.map((e: { user: { nickname: string } }) => e.user.nickname)).toContain(ann.nickname);
    expect(JSON.stringify(asGuest)).not.toMatch(/email|@/);
    const ach = (await api.ok('GET', `/api/user/${ann.nickname}/achievements`, viewer)) as {
      type: string;
      level: number;
      value: number;
    }[];
    expect(ach.find((x) => x.type === 'king_of_dictionary')).toMatchObject({ level: 1, value: 1 });

    // Each winner is told once (two instances, then the job again), with the place; it opens the ranking.
    const places = new Map(await winnersOf('2026-11-16'));
    for (const who of [ann, bob, carl]) {
      const notes = (await awardNotes(await signIn(who))).filter((n) => n.data.entity_id === '2026-11-16');
      expect(notes, who.nickname).toHaveLength(1);
      expect(notes[0]!.data).toMatchObject({
        entity_business_type_slug: 'ranking',
        params: { place: places.get(who.id), week: '2026-11-16' },
      });
    }
  });

  it('awards once with two pg-boss workers running the job', async () => {
    t.clock.set(new Date('2026-11-25T10:00:00Z'));
    const dora = await makeUser(t);
    await api.translation(dora, ['eng', 'juniper'], ['ger', 'Wacholder']);
    t.clock.set(new Date('2026-11-30T00:01:00Z'));
    await t.ctx.jobs.start();
    await second.ctx.jobs.start();
    try {
      await Promise.all([t.ctx.jobs.send(WEEKLY_JOB), second.ctx.jobs.send(WEEKLY_JOB)]);
      const done = sql`select count(*)::int as n from pgboss.job where name = ${WEEKLY_JOB} and state = 'completed'`;
      await expect.poll(() => count(done), { timeout: 30_000, interval: 250 }).toBeGreaterThanOrEqual(2);
      expect(
        await count(sql`select count(*)::int as n from weekly_award_weeks where week_start = '2026-11-23'`),
      ).toBe(1);
      expect(
        await count(sql`select count(*)::int as n from weekly_awards where week_start = '2026-11-23'`),
      ).toBe(1);
      expect(
        await count(
          sql`select count(*)::int as n from weekly_awards where week_start = '2026-11-23' and user_id = ${dora.id}::int and place = 1`,
        ),
      ).toBe(1);
    } finally {
      await second.ctx.jobs.stop();
      await t.ctx.jobs.stop();
    }
  }, 60_000);

  it('awards the weeks that ended while no job ran, each once, and tells their winners once', async () => {
    // Erin wins the week of 2026-11-30; Fay and Gus the week of 2026-12-07; no job runs meanwhile.
    t.clock.set(new Date('2026-12-02T09:00:00Z'));
    const erin = await makeUser(t);
    await api.translation(erin, ['eng', 'larch'], ['ger', 'Lärche']);
    t.clock.set(new Date('2026-12-09T09:00:00Z'));
    const [fay, gus] = await Promise.all([makeUser(t), makeUser(t)]);
    await api.translation(fay, ['eng', 'maple'], ['ger', 'Ahorn']);
    await api.translation(fay, ['eng', 'oak'], ['ger', 'Eiche']);
    await api.translation(gus, ['eng', 'poplar'], ['ger', 'Pappel']);

    // The first run after the servers come back (week of 2026-12-14), on two instances at once.
    t.clock.set(new Date('2026-12-16T08:00:00Z'));
    const [a, b] = await Promise.all([
      t.services.progress.weekly.awardFinishedWeeks(),
      second.services.progress.weekly.awardFinishedWeeks(),
    ]);
    expect([...a, ...b].sort()).toEqual([erin.id, fay.id, gus.id].sort());
    expect(await winnersOf('2026-11-30')).toEqual([[erin.id, 1]]);
    expect(await winnersOf('2026-12-07')).toEqual([
      [fay.id, 1],
      [gus.id, 2],
    ]);
    // Again (the job, on both instances): nothing more.
    expect(await t.services.progress.weekly.awardFinishedWeeks()).toEqual([]);
    await Promise.all([t.ctx.jobs.run(WEEKLY_JOB), second.ctx.jobs.run(WEEKLY_JOB)]);
    expect(await winnersOf('2026-11-30')).toEqual([[erin.id, 1]]);
    expect(await count(sql`select count(*)::int as n from weekly_award_weeks where week_start = '2026-12-07'`)).toBe(1);

    const erinNotes = await awardNotes(await signIn(erin));
    expect(erinNotes.map((n) => [n.data.entity_id, n.data.params.place])).toEqual([['2026-11-30', 1]]);
    const fayNotes = await awardNotes(await signIn(fay));
    expect(fayNotes.map((n) => [n.data.entity_id, n.data.params.place, n.data.params.points])).toEqual([['2026-12-07', 1, 10]]);
    expect((await awardNotes(await signIn(gus))).map((n) => n.data.params.place)).toEqual([2]);

    // Bounded: no week further back than the catch-up window was ever looked at (the first run,
    // on 2026-11-18, went back AWARD_CATCH_UP_WEEKS from the week of 2026-11-09).
    const oldest = (await t.ctx.db.execute(sql`select min(week_start)::text as w from weekly_award_weeks`)) as unknown as { rows: { w: string }[] };
    expect(oldest.rows[0]!.w).toBe(finishedWeeks(new Date('2026-11-18T12:00:00Z'), AWARD_CATCH_UP_WEEKS)[0]!.key);
  });
});
