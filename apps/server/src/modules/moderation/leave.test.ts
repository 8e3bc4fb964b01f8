// The moderator action "leave" (community.md §4: confirm, edit, delete, skip, leave): the task goes
// back to the queue at once, undecided. Unlike skip it may come back to the same moderator; unlike
// a decision it earns nothing, records nothing and tells nobody it closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { ACCOUNTS_TEST_ENV } from '../../../test/accounts-helpers';
import { moderationClient } from '../../../test/moderation-helpers';

let t: TestApp;
let author: TestUser;
let first: TestUser;
let second: TestUser;
let admin: TestUser;
const api = moderationClient(() => t);

beforeAll(async () => {
  t = await createTestApp(ACCOUNTS_TEST_ENV);
  author = await makeUser(t, { native: 'ita' });
  first = await makeUser(t, { role: 'moderator' });
  second = await makeUser(t, { role: 'moderator' });
  admin = await makeUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const has = async (who: TestUser, id: number) => (await api.tasks(who)).some((task) => task.id === id);

describe('leave', () => {
  it('hands a dictionary task back to the queue at once; it stays open, undecided, and may come back to the same moderator', async () => {
    const union = await api.translation(author, ['ita', 'lasciare-r39'], ['spa', 'dejar-r39']);
    const task = (await api.tasks(first)).find((m) => m.detail_data.entity_id === String(union.id))!;
    expect(task).toBeDefined();
    // Leased to the first moderator: the second does not get it.
    expect(await has(second, task.id)).toBe(false);
    const pointsBefore = await api.ratingOf(first);

    const left = await api.call('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, first, { action: 'leave' });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ data: { id: task.id, done: false, resolution: null, date_of_receiving: null }, rating: { points: 0 } });
    expect(await api.ratingOf(first)).toBe(pointsBefore);

    // The next moderator who asks gets it now, not after the lease.
    expect(await has(second, task.id)).toBe(true);
    await api.ok('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, second, { action: 'leave' });
    // Unlike skip, the one who left it may get it again.
    expect(await has(first, task.id)).toBe(true);
    // Nothing was decided: the material is still under review, nothing in the history or the audit.
    const history = await api.ok('GET', `/api/v2/moderation/actions/translation-union/${union.id}`, admin);
    expect(history.map((h: { action: string }) => h.action)).toEqual(['ADD_TRANSLATION_UNION']);
    const audit = (await api.ok('GET', '/api/moderation/audit', admin)) as { moderation_task_id: number | null }[];
    expect(audit.some((a) => a.moderation_task_id === task.id)).toBe(false);
    // It can still be decided.
    const accepted = await api.ok('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, first, { action: 'accept' });
    expect(accepted).toMatchObject({ done: true, resolution: 'accept' });
    // A decided task cannot be left: 409, as any decision on it.
    expect((await api.fails(409, 'POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, second, { action: 'leave' })).code).toBe('TASK_NOT_RELEVANT');
  });

  it('skip, for contrast, keeps the task from that moderator for good', async () => {
    const union = await api.translation(author, ['ita', 'saltare-r39'], ['spa', 'saltar-r39']);
    const task = (await api.tasks(first)).find((m) => m.detail_data.entity_id === String(union.id))!;
    await api.ok('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, first, { action: 'skip' });
    expect(await has(first, task.id)).toBe(false);
    expect(await has(second, task.id)).toBe(true);
  });

  it('works on feed complaints too; members cannot leave tasks, bad actions are 400', async () => {
    const complainer = await makeUser(t);
    const post = await api.ok('POST', '/api/posts', author, { text: 'Compra orologi a poco prezzo!', lang_code: 'ita' });
    await api.ok('POST', '/api/feed/complain', complainer, { target: post.uuid, target_type: 'post', comment: 'Spam' });
    const task = (await api.tasks(first)).find((m) => m.type === 'feed' && m.detail_data.entity_id === post.uuid)!;
    expect(await has(second, task.id)).toBe(false);
    expect((await api.ok('POST', `/api/v2/moderation/tasks/${task.id}/feed`, first, { action: 'leave' })).done).toBe(false);
    expect(await has(second, task.id)).toBe(true);
    await api.fails(403, 'POST', `/api/v2/moderation/tasks/${task.id}/feed`, complainer, { action: 'leave' });
    expect((await api.fails(400, 'POST', `/api/v2/moderation/tasks/${task.id}/feed`, first, { action: 'abandon' })).code).toBe('VALIDATION_ERROR');
    // The post is untouched.
    await api.ok('GET', `/api/posts/${post.uuid}`, complainer);
  });
});
