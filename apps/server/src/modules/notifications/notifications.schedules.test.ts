// The scheduled side of notifications: the pg-boss schedules are registered (the digest's daily
// trigger among them) and each job's handler does its round; the reminders reach the right members
// at a sensible hour of their own clock, once per period, never those who turned them off.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { openChat, sendText } from '../../../test/chat-helpers';
import { makeUser, type MakeUserOptions, type TestUser } from '../../../test/factories';
import { makeVocabulary, trainingClient } from '../../../test/training-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL: '31536000' });
}, 60_000);
afterAll(() => t.close());

const api = trainingClient(() => t);

async function settle() {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setImmediate(r));
    await t.services.notifications.flush();
  }
}
type Item = { notification_type: string; data: { params: Record<string, unknown> } };
const list = async (user: TestUser): Promise<Item[]> => {
  await settle();
  return api.ok('GET', '/api/user/notifications/all?limit=50', user);
};
const types = async (user: TestUser) => (await list(user)).map((n) => n.notification_type).sort();
const turnOff = (who: TestUser, type: string) => api.ok('PUT', '/api/user/notifications/settings', who, { settings: [{ notification_type: type, in_app: false }] });

async function member(timezone: string | null, options: MakeUserOptions = {}) {
  const u = await makeUser(t, options);
  if (timezone) await api.ok('PATCH', '/api/user/timezone', u, { timezone });
  return u;
}
const at = (iso: string) => t.clock.set(new Date(iso));
const run = async (job: string) => {
  await t.ctx.jobs.run(job);
  await settle();
};

describe('schedules', () => {
  it('are registered in pg-boss; the digest job sends the daily digest', async () => {
    await t.ctx.jobs.start();
    try {
      const r = await t.ctx.db.execute(sql`select name, cron from pgboss.schedule where name like 'notifications.%' order by name`);
      expect((r as unknown as { rows: unknown[] }).rows).toEqual([
        { name: 'notifications.chat-quiet', cron: '50 * * * *' },
        { name: 'notifications.digest', cron: '0 7 * * *' },
        { name: 'notifications.new-tasks', cron: '10 * * * *' },
        { name: 'notifications.plus-expiring', cron: '20 * * * *' },
        { name: 'notifications.streak-warnings', cron: '0 * * * *' },
        { name: 'notifications.tempo-warnings', cron: '40 * * * *' },
        { name: 'notifications.we-miss-you', cron: '30 * * * *' },
      ]);
    } finally {
      await t.ctx.jobs.stop();
    }

    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    await api.ok('PUT', '/api/user/notifications/settings', b, { settings: [{ notification_type: 'friend_request', email: true }] });
    await api.ok('POST', `/api/friends/${b.uuid}/request`, a);
    await settle();
    const sent: { to: string }[] = [];
    const send = t.ctx.mailer.send;
    t.ctx.mailer.send = async (m) => void sent.push(m);
    try {
      await t.ctx.jobs.run('notifications.digest');
      expect(sent.filter((m) => m.to === b.email)).toHaveLength(1);
      expect(sent.some((m) => m.to === a.email)).toBe(false);
    } finally {
      t.ctx.mailer.send = send;
    }
  }, 120_000);
});

describe('streak about to break', () => {
  const goalDays = async (u: TestUser, ...days: string[]) => {
    for (const day of days) {
      await t.ctx.db.execute(sql`insert into training_activity_days (user_id, day, points, words, goal_reached) values (${u.id}, ${day}::date, 10, 3, true)`);
    }
  };

  it('reaches members whose streak ends tonight, in the evening of their own clock, once a day', async () => {
    // 11:00 UTC: 20:00 in Tokyo, 12:00 in Berlin.
    at('2026-03-10T11:00:00Z');
    const [tokyo, berlin, broken, done, quiet] = await Promise.all([
      member('Asia/Tokyo'),
      member('Europe/Berlin'),
      member('Asia/Tokyo'),
      member('Asia/Tokyo'),
      member('Asia/Tokyo'),
    ]);
    await goalDays(tokyo, '2026-03-08', '2026-03-09');
    await goalDays(berlin, '2026-03-09');
    await goalDays(broken, '2026-03-08');
    await goalDays(done, '2026-03-09', '2026-03-10');
    await goalDays(quiet, '2026-03-09');
    await turnOff(quiet, 'end_daily_activity_warning');

    await run('notifications.streak-warnings');
    expect(await types(tokyo)).toEqual(['end_daily_activity_warning']);
    // Not on the bell (community.md §9's exceptions).
    expect((await api.ok('GET', '/api/user/notifications/unread/count', tokyo)).count).toBe(0);
    for (const u of [berlin, broken, done, quiet]) expect(await types(u)).toEqual([]);
    await run('notifications.streak-warnings');
    expect(await types(tokyo)).toEqual(['end_daily_activity_warning']);

    // 19:00 UTC: 20:00 in Berlin (its turn); already the next day in Tokyo, where the streak is gone.
    at('2026-03-10T19:00:00Z');
    await run('notifications.streak-warnings');
    expect(await types(berlin)).toEqual(['end_daily_activity_warning']);
    expect(await types(tokyo)).toEqual(['end_daily_activity_warning']);
  });

  it('is taken back when the member reaches the goal, which is news of its own', async () => {
    at('2026-03-20T11:00:00Z');
    const words = await makeVocabulary(t, undefined, 'streak');
    const sel = await api.selection(await makeUser(t), words.slice(0, 6), { is_public: true });
    const learner = await member('Asia/Tokyo');
    await api.ok('PUT', '/api/education/daily-activity/goal', learner, { daily_goal: 1 });
    await goalDays(learner, '2026-03-19');
    await run('notifications.streak-warnings');
    expect(await types(learner)).toEqual(['end_daily_activity_warning']);

    const lesson = randomUUID();
    await api.ok('POST', '/api/education/lesson/answer', learner, { lesson_uuid: lesson, selection_uuid: sel.uuid, union_id: words[0], exercise: 'choose_translation', answer: 'streakHund' });
    await api.ok('POST', '/api/education/lesson/complete', learner, { lesson_uuid: lesson, points_earned: 1, unions: [words[0]] });
    expect(await types(learner)).toEqual(['daily_goal_reached']);
    // A second lesson the same day is no new news.
    const again = randomUUID();
    await api.ok('POST', '/api/education/lesson/answer', learner, { lesson_uuid: again, selection_uuid: sel.uuid, union_id: words[0], exercise: 'choose_translation', answer: 'streakHund' });
    await api.ok('POST', '/api/education/lesson/complete', learner, { lesson_uuid: again, points_earned: 1, unions: [words[0]] });
    expect(await types(learner)).toEqual(['daily_goal_reached']);
  });
});

describe('new tasks in my languages', () => {
  const reviewer = async (timezone: string | null) => {
    const u = await member(timezone, { native: 'slo', languages: [{ lang: 'cze', level: 'ADVANCED' }] });
    await api.ok('POST', '/api/tasks/lang-filter', u, { languages: ['cze', 'slo'] });
    return u;
  };
  const addUnion = async (author: TestUser, cz: string, sk: string) => {
    const a = await api.ok('POST', '/api/words/add-or-get', author, { word: cz, lang_code: 'cze' });
    const b = await api.ok('POST', '/api/words/add-or-get', author, { word: sk, lang_code: 'slo' });
    await api.ok('POST', '/api/translations', author, { primary_word_id: a.id, translation_word_id: b.id, translation_lang_code: 'slo' });
  };

  it('once a day at most, with the count of cards new since the last one, never for one\u2019s own material', async () => {
    // 10:30 UTC: inside the window in UTC, 03:30 in Los Angeles.
    at('2026-04-01T10:30:00Z');
    const [r, author, quiet, sleeper] = await Promise.all([reviewer(null), reviewer(null), reviewer(null), reviewer('America/Los_Angeles')]);
    const elsewhere = await member(null, { native: 'fre' });
    await api.ok('POST', '/api/tasks/lang-filter', elsewhere, { languages: ['fre', 'ita'] });
    await turnOff(quiet, 'new_tasks');
    await addUnion(author, 'stůl-nt', 'stôl-nt');

    await run('notifications.new-tasks');
    const got = await list(r);
    expect(got.map((n) => n.notification_type)).toEqual(['new_tasks']);
    expect(got[0]!.data.params).toEqual({ tasks: 1 });
    for (const u of [author, quiet, sleeper, elsewhere]) expect(await types(u)).toEqual([]);

    // More material the same day: told tomorrow, counting only what is new since.
    t.clock.advance(60_000);
    await addUnion(author, 'židle-nt', 'stolička-nt');
    await run('notifications.new-tasks');
    expect(await types(r)).toEqual(['new_tasks']);
    at('2026-04-02T10:30:00Z');
    await run('notifications.new-tasks');
    const next = await list(r);
    expect(next.map((n) => n.data.params.tasks)).toEqual([1, 1]);
  });
});

describe('Plus ends soon', () => {
  it('tells a member whose Plus will not renew, three days ahead, once per end date; renewing takes it back', async () => {
    at('2026-05-01T12:00:00Z');
    const [soon, later, quiet] = await Promise.all([member(null), member(null), member(null)]);
    await turnOff(quiet, 'plus_expiring');
    const day = 86_400_000;
    const until = new Date(t.clock.now.getTime() + 2 * day);
    await t.services.plus.subscriptions.grantManual({ email: soon.email }, until);
    await t.services.plus.subscriptions.grantManual({ email: quiet.email }, until);
    await t.services.plus.subscriptions.grantManual({ email: later.email }, new Date(t.clock.now.getTime() + 10 * day));
    await run('notifications.plus-expiring');
    const got = await list(soon);
    expect(got.map((n) => n.notification_type)).toEqual(['plus_expiring', 'plus_activated']);
    expect(got[0]!.data.params).toEqual({ until: until.toISOString() });
    expect(await types(later)).toEqual(['plus_activated']);
    expect(await types(quiet)).toEqual(['plus_activated']);
    t.clock.advance(day);
    await run('notifications.plus-expiring');
    expect(await types(soon)).toEqual(['plus_activated', 'plus_expiring']);

    await t.services.plus.subscriptions.grantManual({ email: soon.email }, new Date(t.clock.now.getTime() + 30 * day));
    expect(await types(soon)).toEqual(['plus_activated', 'plus_renewed']);
  });
});

describe('behind the tempo (issue 39)', () => {
  const day = async (u: TestUser, date: string, goal = false) =>
    t.ctx.db.execute(sql`insert into training_activity_days (user_id, day, points, words, goal_reached) values (${u.id}, ${date}::date, 4, 2, ${goal})`);

  it('tells learners who studied on 3 of the last 7 days and not yet today, in the afternoon of their clock, once a day; the goal takes it back', async () => {
    // 15:00 UTC: 17:00 in Berlin (summer time), 08:00 in Los Angeles.
    at('2026-06-10T15:00:00Z');
    const [paced, sparse, streak, doneToday, quiet, early] = await Promise.all([
      member('Europe/Berlin'),
      member('Europe/Berlin'),
      member('Europe/Berlin'),
      member('Europe/Berlin'),
      member('Europe/Berlin'),
      member('America/Los_Angeles'),
    ]);
    for (const u of [paced, streak, doneToday, quiet, early]) for (const d of ['2026-06-04', '2026-06-06']) await day(u, d);
    for (const u of [paced, doneToday, quiet, early]) await day(u, '2026-06-08');
    await day(sparse, '2026-06-05');
    await day(sparse, '2026-06-07');
    // Yesterday's goal: the streak warning tonight is the one for this member.
    await day(streak, '2026-06-09', true);
    await day(doneToday, '2026-06-10', true);
    await turnOff(quiet, 'end_beat_tempo_warning_notification');

    await run('notifications.tempo-warnings');
    expect(await types(paced)).toEqual(['end_beat_tempo_warning_notification']);
    // Not on the bell (community.md §9's exceptions).
    expect((await api.ok('GET', '/api/user/notifications/unread/count', paced)).count).toBe(0);
    for (const u of [sparse, streak, doneToday, quiet, early]) expect(await types(u)).toEqual([]);
    await run('notifications.tempo-warnings');
    expect(await types(paced)).toEqual(['end_beat_tempo_warning_notification']);
    // 00:00 UTC: 17:00 in Los Angeles, its turn (the 8th was yesterday there).
    at('2026-06-11T00:00:00Z');
    await run('notifications.tempo-warnings');
    expect(await types(early)).toEqual(['end_beat_tempo_warning_notification']);
    expect(await types(paced)).toEqual(['end_beat_tempo_warning_notification']);

    // The learner makes today's goal: the warning goes, the goal is news of its own.
    at('2026-06-11T15:00:00Z');
    await run('notifications.tempo-warnings');
    expect(await types(paced)).toEqual(['end_beat_tempo_warning_notification', 'end_beat_tempo_warning_notification']);
    const words = await makeVocabulary(t, undefined, 'tempo');
    const sel = await api.selection(await makeUser(t), words.slice(0, 6), { is_public: true });
    await api.ok('PUT', '/api/education/daily-activity/goal', paced, { daily_goal: 1 });
    const lesson = randomUUID();
    await api.ok('POST', '/api/education/lesson/answer', paced, { lesson_uuid: lesson, selection_uuid: sel.uuid, union_id: words[0], exercise: 'choose_translation', answer: 'tempoHund' });
    await api.ok('POST', '/api/education/lesson/complete', paced, { lesson_uuid: lesson, points_earned: 1, unions: [words[0]] });
    expect(await types(paced)).toEqual(['daily_goal_reached']);
  });
});

describe('we miss you (issue 39)', () => {
  const lastSeen = (u: TestUser, iso: string) => t.ctx.db.execute(sql`update users set last_active_at = ${iso}::timestamptz where id = ${u.id}`);

  it('tells members away 7 to 60 days, once per absence, at a daytime hour of their clock; signing in and leaving again is a new absence', async () => {
    at('2026-07-20T12:00:00Z');
    const [away, recent, gone, quiet, sleeper] = await Promise.all([member(null), member(null), member(null), member(null), member('America/Los_Angeles')]);
    await lastSeen(away, '2026-07-10T09:00:00Z');
    await lastSeen(recent, '2026-07-18T09:00:00Z');
    await lastSeen(gone, '2026-04-01T09:00:00Z');
    await lastSeen(quiet, '2026-07-10T09:00:00Z');
    await lastSeen(sleeper, '2026-07-10T09:00:00Z');
    await turnOff(quiet, 'we_miss_you');

    await run('notifications.we-miss-you');
    expect(await types(away)).toEqual(['we_miss_you']);
    expect((await api.ok('GET', '/api/user/notifications/unread/count', away)).count).toBe(0);
    // 05:00 in Los Angeles: not now.
    for (const u of [recent, gone, quiet, sleeper]) expect(await types(u)).toEqual([]);
    await run('notifications.we-miss-you');
    at('2026-07-21T12:00:00Z');
    await run('notifications.we-miss-you');
    expect(await types(away)).toEqual(['we_miss_you']);
    // 17:00 UTC: 10:00 in Los Angeles.
    at('2026-07-21T17:00:00Z');
    await run('notifications.we-miss-you');
    expect(await types(sleeper)).toEqual(['we_miss_you']);

    // Back (a sign-in moves last_active_at), then away for a week again: a new absence.
    at('2026-07-22T12:00:00Z');
    await t.services.accounts.sessions.open(t.ctx.db, (await t.ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, away.id) }))!, 'password', { userAgent: 'test', ip: null });
    const seen = (await t.ctx.db.execute(sql`select last_active_at from users where id = ${away.id}`)) as unknown as { rows: { last_active_at: Date | string }[] };
    expect(new Date(seen.rows[0]!.last_active_at).toISOString()).toBe('2026-07-22T12:00:00.000Z');
    at('2026-07-26T12:00:00Z');
    await run('notifications.we-miss-you');
    expect(await types(away)).toEqual(['we_miss_you']);
    at('2026-07-30T12:00:00Z');
    await run('notifications.we-miss-you');
    expect(await types(away)).toEqual(['we_miss_you', 'we_miss_you']);
  });
});

describe('quiet in the chat (no_activity_in_chat)', () => {
  const lastSeen = (u: TestUser, iso: string) => t.ctx.db.execute(sql`update users set last_active_at = ${iso}::timestamptz where id = ${u.id}`);
  /** `from` writes to `to` (the message dated `iso`); returns the chat. */
  async function wrote(from: TestUser, to: TestUser, iso: string) {
    const chatId = await openChat(t, from, to);
    expect((await sendText(t, from, chatId, 'hallo')).statusCode).toBe(200);
    await t.ctx.db.execute(sql`update messages set created_at = ${iso}::timestamptz where author_id = ${from.id}`);
    return chatId;
  }
  // The partner also hears of the messages (push_for_chat): only the reminder counts here.
  const reminders = async (u: TestUser) => (await types(u)).filter((type) => type === 'no_activity_in_chat');

  it('reminds members who wrote and fell quiet 7 to 60 days ago, once per quiet spell, not the away, muted or unwilling', async () => {
    at('2026-08-20T12:00:00Z');
    const [quiet, recent, old, away, muted, off, partner] = await Promise.all([member(null), member(null), member(null), member(null), member(null), member(null), member(null)]);
    for (const u of [quiet, recent, old, away, muted, off, partner]) await lastSeen(u, '2026-08-19T09:00:00Z');
    await wrote(quiet, partner, '2026-08-10T09:00:00Z');
    await wrote(recent, partner, '2026-08-18T09:00:00Z');
    await wrote(old, partner, '2026-05-01T09:00:00Z');
    await wrote(away, partner, '2026-08-10T09:00:00Z');
    await lastSeen(away, '2026-08-05T09:00:00Z');
    const mutedChat = await wrote(muted, partner, '2026-08-10T09:00:00Z');
    await api.ok('POST', `/chat-api/chat/${mutedChat}/mute`, muted);
    await wrote(off, partner, '2026-08-10T09:00:00Z');
    await turnOff(off, 'no_activity_in_chat');
    // No sign-in on record (last_active_at null): not known to be away, so reminded like the seen.
    const unseen = await member(null);
    await wrote(unseen, partner, '2026-08-10T09:00:00Z');
    await t.ctx.db.execute(sql`update users set last_active_at = null where id = ${unseen.id}`);

    await run('notifications.chat-quiet');
    const [sent] = (await list(quiet)).filter((n) => n.notification_type === 'no_activity_in_chat');
    expect(sent?.notification_type).toBe('no_activity_in_chat');
    expect((sent as unknown as { data: { entity_business_type_slug: string } }).data.entity_business_type_slug).toBe('chat');
    expect(await reminders(unseen)).toEqual(['no_activity_in_chat']);
    // Not on the bell (community.md §9's exceptions).
    expect((await api.ok('GET', '/api/user/notifications/unread/count', quiet)).count).toBe(0);
    // The partner only read; the away member is we_miss_you's.
    for (const u of [recent, old, away, muted, off, partner]) expect(await reminders(u)).toEqual([]);

    // Once per quiet spell: again this hour, and the next day.
    await run('notifications.chat-quiet');
    at('2026-08-21T12:00:00Z');
    await run('notifications.chat-quiet');
    expect(await reminders(quiet)).toEqual(['no_activity_in_chat']);

    // Writing again, then a week of quiet: a new spell.
    await wrote(quiet, partner, '2026-08-21T12:00:00Z');
    at('2026-08-29T12:00:00Z');
    await lastSeen(quiet, '2026-08-28T09:00:00Z');
    await run('notifications.chat-quiet');
    expect(await reminders(quiet)).toEqual(['no_activity_in_chat', 'no_activity_in_chat']);
  });

  it('waits for a daytime hour of the member\'s clock', async () => {
    // 05:00 in Los Angeles, then 12:00.
    at('2026-09-20T12:00:00Z');
    const [sleeper, partner] = await Promise.all([member('America/Los_Angeles'), member(null)]);
    await lastSeen(sleeper, '2026-09-19T09:00:00Z');
    await wrote(sleeper, partner, '2026-09-10T09:00:00Z');
    await run('notifications.chat-quiet');
    expect(await reminders(sleeper)).toEqual([]);
    at('2026-09-20T19:00:00Z');
    await run('notifications.chat-quiet');
    expect(await reminders(sleeper)).toEqual(['no_activity_in_chat']);
  });
});
