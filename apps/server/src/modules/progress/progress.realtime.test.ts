// New level and new achievement events over a real Socket.IO connection: pushed to the member's
// private channel once the write committed, once per rise (a second check announces nothing), and
// never to another member.
import { sql } from 'drizzle-orm';
import { PROGRESS_EVENTS } from '@glossa/contract/progress';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { moderationClient } from '../../../test/moderation-helpers';

let t: TestApp;
let base: string;
let member: TestUser;
let bystander: TestUser;
let moderator: TestUser;
const api = moderationClient(() => t);

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
});
