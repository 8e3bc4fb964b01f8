// New level and new achievement events over a real Socket.IO connection: pushed to the member's
// private channel once the write committed, once per rise (a second check announces nothing), and
// never to another member. Exactly once also when a read of the list stores the rise first (a
// measure no event checks, or a read racing the after-commit check): the read pushes it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PROGRESS_EVENTS } from '@glossa/contract/progress';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { moderationClient } from '../../../test/moderation-helpers';
import { makeVocabulary, trainingClient } from '../../../test/training-helpers';

let t: TestApp;
let base: string;
let member: TestUser;
let bystander: TestUser;
let moderator: TestUser;
const api = moderationClient(() => t);
const training = trainingClient(() => t);

/** Every progress:* event the socket receives, in order. */
function collect(socket: Socket) {
  const got: [string, unknown][] = [];
  socket.onAny((name: string, e: unknown) => {
    if (String(name).startsWith('progress:')) got.push([name, e]);
  });
  return got;
}
const settle = () => new Promise((r) => setTimeout(r, 500));

const open = (token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(base, {
      path: '/broadcast',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [member, bystander, moderator] = await Promise.all([
    makeUser(t),
    makeUser(t),
    makeUser(t, { role: 'moderator' }),
  ]);
  // 48 points already in the ledger (and its running total): the next translation (5) makes level 2.
  await t.ctx.db.execute(
    sql`insert into rating_events (user_id, action, points, entity_status) values (${member.id}::int, 'ADD_TRANSLATION_ATTRIBUTE', 48, 'under_review')`,
  );
  await t.ctx.db.execute(sql`insert into user_ratings (user_id, points) values (${member.id}::int, 48)`);
});
afterAll(() => t.close());

describe('progress events', () => {
  it('a contribution crossing a level pushes progress:level; the accepted material pushes progress:achievement', async () => {
    const mine = await open(member.token);
    const theirs = await open(bystander.token);
    const levels: unknown[] = [];
    const achievements: unknown[] = [];
    const leaked: [string, unknown][] = [];
    mine.on(PROGRESS_EVENTS.level, (e) => levels.push(e));
    mine.on(PROGRESS_EVENTS.achievement, (e) => achievements.push(e));
    theirs.onAny((name: string, e: unknown) => leaked.push([name, e]));
    try {
      const tr = await api.translation(member, ['eng', 'wren'], ['ger', 'Zaunkoenig']);
      await expect.poll(() => levels.length, { timeout: 5000 }).toBe(1);
      expect(levels[0]).toEqual({ level: 2, previous_level: 1, points: 53 });

      const task = (await api.tasks(moderator)).find((x) => x.detail_data.entity_id === String(tr.id))!;
      await api.ok('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, moderator, { action: 'accept' });
      await expect.poll(() => achievements.length, { timeout: 5000 }).toBe(1);
      expect(achievements).toEqual([{ type: 'translations_added', level: 1, value: 1 }]);

      // Checked again (another write, a read of the list): nothing new is announced twice.
      const before = { levels: levels.length, achievements: achievements.length };
      await t.services.progress.check([member.id]);
      await api.ok('GET', '/api/user/achievements', member);
      await new Promise((r) => setTimeout(r, 300));
      expect({ levels: levels.length, achievements: achievements.length }).toEqual(before);
      expect(leaked.filter(([name]) => String(name).startsWith('progress:'))).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('an achievement first stored by a read of the list (no event checks compilations) is pushed once, by that read', async () => {
    const words = await makeVocabulary(t, undefined, 'read-');
    const author = await makeUser(t);
    const socket = await open(author.token);
    const got = collect(socket);
    try {
      await training.selection(author, words.slice(0, 3));
      await settle();
      expect(got).toEqual([]);
      // Her profile reads the list: the first compilation's level is stored and announced now.
      const list = await api.ok('GET', '/api/user/achievements', author);
      expect(list.find((a: { type: string }) => a.type === 'selections_created')).toMatchObject({ level: 1, value: 1 });
      await expect.poll(() => got.length, { timeout: 5000 }).toBe(1);
      expect(got).toEqual([[PROGRESS_EVENTS.achievement, { type: 'selections_created', level: 1, value: 1 }]]);
      // Read again, checked again: nothing more.
      await api.ok('GET', '/api/user/achievements', author);
      await t.services.progress.check([author.id]);
      await settle();
      expect(got).toHaveLength(1);
    } finally {
      socket.close();
    }
  });

  it('a first lesson read and checked from all sides at once: each achievement pushed exactly once', async () => {
    const words = await makeVocabulary(t, undefined, 'race-');
    const sel = await training.selection(await makeUser(t), words.slice(0, 6), { is_public: true });
    const learner = await makeUser(t);
    await training.ok('PUT', '/api/education/daily-activity/goal', learner, { daily_goal: 1 });
    const socket = await open(learner.token);
    const got = collect(socket);
    try {
      const id = randomUUID();
      await training.ok('POST', '/api/education/lesson/answer', learner, { lesson_uuid: id, selection_uuid: sel.uuid, union_id: words[0], exercise: 'choose_translation', answer: 'race-Hund' });
      // The completion (its two after-commit checks) while the page reads the list and more checks run.
      const others = () =>
        Array.from({ length: 4 }, (_, i) =>
          i % 2 ? t.services.progress.check([learner.id]) : api.ok('GET', '/api/user/achievements', learner),
        );
      await Promise.all([
        training.ok('POST', '/api/education/lesson/complete', learner, { lesson_uuid: id, points_earned: 1, unions: [words[0]] }),
        ...others(),
      ]);
      await Promise.all(others());
      await expect.poll(() => got.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      await settle();
      const sorted = got.map(([, e]) => e).sort((a, b) => String((a as { type: string }).type).localeCompare((b as { type: string }).type));
      expect(got.every(([name]) => name === PROGRESS_EVENTS.achievement)).toBe(true);
      expect(sorted).toEqual([
        { type: 'daily_activity', level: 1, value: 1 },
        { type: 'lessons_completed', level: 1, value: 1 },
      ]);
    } finally {
      socket.close();
    }
  });
});
