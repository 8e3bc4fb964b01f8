// Daily activity: the streak counts days with the daily goal reached in the member's own time
// zone (two members completing at the same instant live on different days), survives a DST change
// and a server restart (it is computed from stored days), ends after a day without the goal;
// statistics per period.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeVocabulary, trainingClient } from '../../../test/training-helpers';
import { addDays, localDay, startOfDay, streakOf } from './local-day';

let t: TestApp;
let words: number[];
let sel: { uuid: string };
const api = trainingClient(() => t);

/** A member signed in at `at` (sessions end after 30 idle days of the test clock). */
async function member(timezone: string | null, at: string, goal = 1) {
  t.clock.set(new Date(at));
  const u = await makeUser(t);
  if (timezone) await api.ok('PATCH', '/api/user/timezone', u, { timezone });
  await api.ok('PUT', '/api/education/daily-activity/goal', u, { daily_goal: goal });
  return u;
}

/** One lesson with one right answer (1 point). */
async function lesson(u: TestUser, at: string) {
  t.clock.set(new Date(at));
  const id = randomUUID();
  await api.ok('POST', '/api/education/lesson/answer', u, { lesson_uuid: id, selection_uuid: sel.uuid, union_id: words[0], exercise: 'choose_translation', answer: 'Hund' });
  return api.ok('POST', '/api/education/lesson/complete', u, { lesson_uuid: id, points_earned: 1, unions: [words[0]] });
}

const activity = (u: TestUser, at: string) => {
  t.clock.set(new Date(at));
  return api.ok('GET', '/api/education/daily-activity', u);
};

beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL: '31536000' });
  words = await makeVocabulary(t);
  sel = await api.selection(await makeUser(t), words.slice(0, 6), { is_public: true });
});
afterAll(() => t.close());

describe('local days', () => {
  it('finds the start of a day across DST changes and counts a streak from today or yesterday', () => {
    expect(startOfDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDay('2026-10-26', 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(localDay(new Date('2026-03-10T20:00:00Z'), 'Pacific/Auckland')).toBe('2026-03-11');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(streakOf(['2026-05-03', '2026-05-02', '2026-04-30'], '2026-05-03', 'UTC').span).toBe(2);
    expect(streakOf(['2026-05-02', '2026-05-01'], '2026-05-03', 'UTC')).toMatchObject({ span: 2, hasToday: false });
    expect(streakOf(['2026-05-01'], '2026-05-03', 'UTC')).toEqual({ span: 0, hasToday: false, until: null });
  });
});

describe('the streak', () => {
  it('lives in each member\'s time zone', async () => {
    const kiwi = await member('Pacific/Auckland', '2026-03-10T00:00:00Z');
    const angeleno = await member('America/Los_Angeles', '2026-03-10T00:00:00Z');
    await lesson(kiwi, '2026-03-10T20:00:00Z'); // Auckland: 11 March, 09:00
    await lesson(angeleno, '2026-03-10T20:00:00Z'); // Los Angeles: 10 March, 13:00
    // 2026-03-11T12:00Z: Auckland 12 March 01:00 (a new day), Los Angeles 11 March 05:00 (a new day too).
    expect(await activity(kiwi, '2026-03-11T12:00:00Z')).toMatchObject({ days_activity_span: 1, has_activity_today: false, need_action_until: '2026-03-12T11:00:00.000Z', timezone: 'Pacific/Auckland' });
    expect(await activity(angeleno, '2026-03-11T12:00:00Z')).toMatchObject({ days_activity_span: 1, has_activity_today: false, need_action_until: '2026-03-12T07:00:00.000Z' });
    // 2026-03-10T23:00Z: still 10 March in Los Angeles (done today), already 11 March in Auckland (done today too).
    expect(await activity(angeleno, '2026-03-10T23:00:00Z')).toMatchObject({ days_activity_span: 1, has_activity_today: true, need_action_until: '2026-03-12T07:00:00.000Z' });
    // Two days later without a lesson the streak is gone.
    expect(await activity(kiwi, '2026-03-13T12:00:00Z')).toMatchObject({ days_activity_span: 0, has_activity_today: false, need_action_until: null });
  });

  it('goes on across the DST change (Berlin, 29 March 2026) and only counts days with the goal reached', async () => {
    const berliner = await member('Europe/Berlin', '2026-03-27T00:00:00Z', 2);
    await lesson(berliner, '2026-03-27T22:30:00Z'); // 27 March 23:30 CET: 1 of 2 points
    expect(await activity(berliner, '2026-03-27T22:40:00Z')).toMatchObject({ days_activity_span: 0, points_today: 1 });
    await lesson(berliner, '2026-03-27T22:45:00Z'); // goal reached on the 27th
    await lesson(berliner, '2026-03-28T22:30:00Z');
    await lesson(berliner, '2026-03-28T22:31:00Z');
    await lesson(berliner, '2026-03-29T21:30:00Z'); // 29 March 23:30 CEST
    await lesson(berliner, '2026-03-29T21:31:00Z');
    expect(await activity(berliner, '2026-03-29T22:30:00Z')).toMatchObject({ days_activity_span: 3, has_activity_today: false, need_action_until: '2026-03-30T22:00:00.000Z' });
    expect(await activity(berliner, '2026-03-29T21:45:00Z')).toMatchObject({ days_activity_span: 3, has_activity_today: true });
  });

  it('survives a server restart (computed from stored days)', async () => {
    const u = await member(null, '2026-06-01T00:00:00Z');
    await lesson(u, '2026-06-01T10:00:00Z');
    await lesson(u, '2026-06-02T10:00:00Z');
    const before = await activity(u, '2026-06-02T12:00:00Z');
    const second = await createTestApp({ JWT_SECRET: t.config.JWT_SECRET, ACCESS_TOKEN_TTL: '31536000' }, { database: t.database });
    try {
      second.clock.set(new Date('2026-06-02T12:00:00Z'));
      const res = await second.app.inject({ method: 'GET', url: '/api/education/daily-activity', headers: u.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual(before);
      expect(before).toMatchObject({ days_activity_span: 2, has_activity_today: true, timezone: 'UTC' });
    } finally {
      await second.close();
    }
  });
});

describe('statistics', () => {
  it('counts the lessons of the period, the minutes spent in them and the share of right first answers (issue 36 item 18)', async () => {
    const u = await member(null, '2026-08-01T00:00:00Z');
    expect(await api.ok('GET', '/api/education/statistics?period=week', u)).toMatchObject({ lessons_completed: 0, minutes: 0, retention: null });
    // A lesson of 6 minutes: one right answer, one wrong.
    t.clock.set(new Date('2026-08-01T10:00:00Z'));
    const id = randomUUID();
    await api.ok('POST', '/api/education/lesson/answer', u, { lesson_uuid: id, selection_uuid: sel.uuid, union_id: words[0], exercise: 'choose_translation', answer: 'Hund' });
    t.clock.set(new Date('2026-08-01T10:03:00Z'));
    await api.ok('POST', '/api/education/lesson/answer', u, { lesson_uuid: id, selection_uuid: sel.uuid, union_id: words[1], exercise: 'choose_translation', answer: 'falsch' });
    t.clock.set(new Date('2026-08-01T10:06:00Z'));
    await api.ok('POST', '/api/education/lesson/complete', u, { lesson_uuid: id, points_earned: 1, unions: [words[0], words[1]] });
    // A second lesson, answered and completed at once.
    await lesson(u, '2026-08-02T10:00:00Z');
    t.clock.set(new Date('2026-08-03T12:00:00Z'));
    const week = await api.ok('GET', '/api/education/statistics?period=week', u);
    expect(week).toMatchObject({ lessons_completed: 2, minutes: 6, retention: 67 });
    // Ten days later the week holds none of it; the year still does.
    t.clock.set(new Date('2026-08-13T12:00:00Z'));
    expect(await api.ok('GET', '/api/education/statistics?period=week', u)).toMatchObject({ lessons_completed: 0, minutes: 0, retention: null });
    expect(await api.ok('GET', '/api/education/statistics?period=year', u)).toMatchObject({ lessons_completed: 2, minutes: 6, retention: 67 });
  });

  it('lists every day of the period with its points and words; a year by month', async () => {
    const u = await member(null, '2026-07-01T00:00:00Z');
    await lesson(u, '2026-07-01T10:00:00Z');
    await lesson(u, '2026-07-03T10:00:00Z');
    t.clock.set(new Date('2026-07-03T12:00:00Z'));
    const week = await api.ok('GET', '/api/education/statistics?period=week', u);
    expect(week.detailed_by_period).toHaveLength(7);
    expect(week.detailed_by_period.at(-1)).toEqual({ date: '2026-07-03', points: 1, words: 1 });
    expect(week.detailed_by_period.at(-2)).toEqual({ date: '2026-07-02', points: 0, words: 0 });
    expect(week.points_total).toBe(2);
    const year = await api.ok('GET', '/api/education/statistics?period=year', u);
    expect(year.detailed_by_period.at(-1)).toEqual({ date: '2026-07', points: 2, words: 2 });
    expect((await api.fails(400, 'GET', '/api/education/statistics?period=decade', u)).field).toBe('period');
    expect((await api.fails(400, 'PUT', '/api/education/daily-activity/goal', u, { daily_goal: 0 })).field).toBe('daily_goal');
    expect((await api.fails(401, 'GET', '/api/education/daily-activity', null)).code).toBe('UNAUTHENTICATED');
  });
});
