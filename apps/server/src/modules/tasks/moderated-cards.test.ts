// A moderator's decision ends the community's check at once (issue 39): after a rejection the
// author no longer finds the card under "Need action" (nor edit/delete among its actions), nobody
// writes to its comment log (404 TASK_NOT_FOUND: the card client marks it overdue), the author
// still reads it; a moderator's edit through the entity's PUT naming the task is announced to the
// other moderators like any decision, and closes the card as well.
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { ACCOUNTS_TEST_ENV } from '../../../test/accounts-helpers';
import { moderationClient, nextEvent, openSocket } from '../../../test/moderation-helpers';

let t: TestApp;
let base: string;
const sockets: Socket[] = [];
const api = moderationClient(() => t);

beforeAll(async () => {
  t = await createTestApp(ACCOUNTS_TEST_ENV);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

type Card = { task_id: number; type: string; material: { entity_id: number } };

async function checkCard(who: Parameters<typeof api.ok>[2], unionId: number) {
  const list = (await api.ok('GET', '/api/v2/tasks?filter[]=chk_translation_union', who)) as Card[];
  return list.find((c) => c.material.entity_id === unionId);
}

async function disputed(langs: [string, string], words: [string, string]) {
  const author = await makeUser(t, { native: langs[0], languages: [{ lang: langs[1], level: 'ADVANCED' }] });
  const checker = await makeUser(t, { native: langs[0], languages: [{ lang: langs[1], level: 'BASE' }] });
  const moderator = await makeUser(t, { role: 'moderator' });
  const union = await api.translation(author, [langs[0], words[0]], [langs[1], words[1]]);
  const card = (await checkCard(checker, union.id))!;
  expect(card).toBeDefined();
  const log = `/api/tasks/chk_translation_union/${card.task_id}/comment-logs`;
  await api.ok('POST', log, checker, { comment: 'Is this the right word?' });
  await api.ok('POST', `/api/tasks/${card.task_id}/no`, checker);
  const need = (await api.ok('GET', '/api/tasks/need-action-list', author)) as { task_id: number; actions: string[] }[];
  expect(need.find((i) => i.task_id === card.task_id)?.actions).toEqual(expect.arrayContaining(['edit', 'delete']));
  const task = (await api.tasks(moderator)).find((m) => m.detail_data.entity_type_slug === 'translation-union' && m.detail_data.entity_id === String(union.id))!;
  return { author, checker, moderator, union, card, log, task };
}

describe('a moderator decides material the community is checking', () => {
  it('a rejection closes the card and its log at once: gone from need-action, no actions, nobody writes, the author still reads', async () => {
    const s = await disputed(['ita', 'spa'], ['scala-r39', 'stopnice-r39']);
    const other = await makeUser(t, { native: 'ita', languages: [{ lang: 'spa', level: 'BASE' }] });
    await api.ok('POST', `/api/v2/moderation/tasks/${s.task.id}/dictionary`, s.moderator, { action: 'reject', comment: 'Wrong word' });

    // No wait for an event: the very next calls see it closed.
    const need = (await api.ok('GET', '/api/tasks/need-action-list', s.author)) as { task_id: number }[];
    expect(need.find((i) => i.task_id === s.card.task_id)).toBeUndefined();
    expect((await api.ok('GET', '/api/tasks/need-action-list/count', s.author)).count).toBe(0);
    expect((await api.ok('GET', `/api/tasks/chk_translation_union/${s.card.task_id}/available-actions`, s.author)).actions).toEqual([]);

    for (const who of [s.checker, other, s.author]) {
      const e = await api.fails(404, 'POST', s.log, who, { comment: 'Still here?' });
      expect(e).toMatchObject({ code: 'TASK_NOT_FOUND' });
    }
    expect((await api.fails(404, 'GET', s.log, other)).code).toBe('TASK_NOT_FOUND');
    const read = await api.call('GET', s.log, s.author);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.map((c: { comment: string }) => c.comment)).toEqual(['Is this the right word?']);
    // Nobody is handed the card any more.
    expect(await checkCard(other, s.union.id)).toBeUndefined();
  });

  it('the closing also holds once the decision event ran: the task row itself is closed', async () => {
    const s = await disputed(['ita', 'por'], ['porta-r39', 'porta-x-r39']);
    await api.ok('POST', `/api/v2/moderation/tasks/${s.task.id}/dictionary`, s.moderator, { action: 'delete', comment: 'Spam' });
    // The listener runs after the answer: wait for it, then look at the row without any read having closed it.
    await expect
      .poll(async () => {
        const r = (await t.ctx.db.execute(sql.raw(`select status from tasks where id = ${s.card.task_id}`))) as unknown as { rows: { status: string }[] };
        return r.rows[0]?.status;
      })
      .toBe('closed');
  });

  it("a moderator's edit through the entity's PUT naming the task is announced like any decision and closes the card", async () => {
    const s = await disputed(['ita', 'pol'], ['ponte-r39', 'most-x-r39']);
    const watcher = await makeUser(t, { role: 'moderator' });
    const socket = await openSocket(base, watcher.token);
    sockets.push(socket);
    const heard = nextEvent<{ id: number }>(socket, 'moderation:task-closed');
    const word = (await api.ok('POST', '/api/words/add-or-get', s.moderator, { word: 'most', lang_code: 'pol' })).id as number;
    await api.ok('PUT', `/api/translations/${s.union.id}`, s.moderator, {
      primary_word_id: s.union.primary_word.id,
      translation_word_id: word,
      moderation_task_id: s.task.id,
    });
    expect(await heard).toEqual({ id: s.task.id });
    expect((await api.tasks(watcher)).find((m) => m.id === s.task.id)).toBeUndefined();
    expect((await api.fails(404, 'POST', s.log, s.checker, { comment: 'And now?' })).code).toBe('TASK_NOT_FOUND');
    const need = (await api.ok('GET', '/api/tasks/need-action-list', s.author)) as { task_id: number }[];
    expect(need.find((i) => i.task_id === s.card.task_id)).toBeUndefined();
  });
});
