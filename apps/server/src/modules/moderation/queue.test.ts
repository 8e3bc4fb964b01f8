// Moderation tasks v2 over the whole queue: feed complaints decided by a moderator in the
// language concerned (upheld: the content goes, the complainer earns points; false: they lose
// them), complaints about members upheld with a block or a warning in the same transaction, a
// decided task leaving every moderator's list over Socket.IO, the audit record of each decision,
// a decided task decided again (409, nothing changes), forged ids and the role gates.
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { ACCOUNTS_TEST_ENV, login, register } from '../../../test/accounts-helpers';
import { moderationClient, nextEvent, openSocket } from '../../../test/moderation-helpers';

let t: TestApp;
let base: string;
let author: TestUser;
let complainer: TestUser;
let modGer: TestUser;
let modPol: TestUser;
let admin: TestUser;
const sockets: Socket[] = [];
const api = moderationClient(() => t);

beforeAll(async () => {
  t = await createTestApp(ACCOUNTS_TEST_ENV);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  author = await makeUser(t, { native: 'ger' });
  complainer = await makeUser(t);
  modGer = await makeUser(t, { role: 'moderator' });
  modPol = await makeUser(t, { role: 'moderator' });
  admin = await makeUser(t, { role: 'admin' });
  await api.ok('POST', '/api/moderation/filters', modGer, { lang_codes: ['ger'] });
  await api.ok('POST', '/api/moderation/filters', modPol, { lang_codes: ['pol'] });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

async function feedTask(uuid: string, moderator: TestUser) {
  return (await api.tasks(moderator)).find((task) => task.type === 'feed' && task.detail_data.entity_id === uuid);
}

describe('feed tasks', () => {
  it('the moderator of the language upholds a complaint: the post goes, the complainer earns points, every moderator hears it', async () => {
    const post = await api.ok('POST', '/api/posts', author, { text: 'Kauft billige Uhren bei mir!', lang_code: 'ger' });
    await api.ok('POST', '/api/feed/complain', complainer, { target: post.uuid, target_type: 'post', comment: 'Spam' });
    expect(await feedTask(post.uuid, modPol)).toBeUndefined();
    const task = (await feedTask(post.uuid, modGer))!;
    expect(task).toMatchObject({ detail_data: { kind: 'complaint', entity_type_slug: 'post', lang_codes: ['ger'] } });

    const watching = [await openSocket(base, admin.token), await openSocket(base, modPol.token)];
    const member = await openSocket(base, complainer.token);
    sockets.push(...watching, member);
    const heard = watching.map((s) => nextEvent<{ id: number }>(s, 'moderation:task-closed'));
    let memberHeard = false;
    member.on('moderation:task-closed', () => (memberHeard = true));
    const before = await api.ratingOf(complainer);

    const decided = await api.ok('POST', `/api/v2/moderation/tasks/${task.id}/feed`, modGer, { action: 'accept', comment: 'Advertising' });
    expect(decided).toMatchObject({ id: task.id, done: true, resolution: 'accept' });
    expect(await Promise.all(heard)).toEqual([{ id: task.id }, { id: task.id }]);
    expect(memberHeard).toBe(false);
    await api.fails(404, 'GET', `/api/posts/${post.uuid}`, complainer);
    expect(await api.ratingOf(complainer)).toBe(before + 2);

    // Decided again: 409, nothing changes.
    const again = await api.fails(409, 'POST', `/api/v2/moderation/tasks/${task.id}/feed`, modPol, { action: 'reject' });
    expect(again).toMatchObject({ code: 'TASK_NOT_RELEVANT', message: 'This task is no longer relevant' });
    expect(await api.ratingOf(complainer)).toBe(before + 2);

    const audit = (await api.ok('GET', '/api/moderation/audit', admin)) as { action: string; target_key: string; moderation_task_id: number; actor: { uuid: string }; before: { content: { text: string } } }[];
    expect(audit.find((a) => a.moderation_task_id === task.id)).toMatchObject({
      action: 'task.accept',
      target_key: post.uuid,
      actor: { uuid: modGer.uuid },
      before: { content: { text: 'Kauft billige Uhren bei mir!' } },
    });
    const history = await api.ok('GET', `/api/v2/moderation/actions/post/${post.uuid}`, modPol);
    expect(history[0]).toMatchObject({ action: 'task.accept', actor: { uuid: modGer.uuid }, moderation_task_id: task.id, comment: 'Advertising' });
  });

  it('a false complaint about a comment costs the complainer points and the comment stays', async () => {
    const post = await api.ok('POST', '/api/posts', author, { text: 'Wer lernt mit mir Deutsch?', lang_code: 'ger' });
    const comment = await api.ok('POST', `/api/posts/${post.uuid}/comments`, author, { comment: 'Ich, gerne!' });
    await api.ok('POST', '/api/feed/complain', complainer, { target: comment.uuid, target_type: 'comment', comment: 'Rude' });
    const task = (await feedTask(comment.uuid, modGer))!;
    const before = await api.ratingOf(complainer);
    await api.ok('POST', `/api/v2/moderation/tasks/${task.id}/feed`, modGer, { action: 'reject' });
    expect(await api.ratingOf(complainer)).toBe(before - 2);
    const comments = await api.ok('GET', `/api/posts/${post.uuid}/comments`, complainer);
    expect(comments.map((c: { uuid: string }) => c.uuid)).toContain(comment.uuid);
  });

  it('gates: guests 401, members 403, forged or mismatched ids 404, bad bodies 400', async () => {
    const post = await api.ok('POST', '/api/posts', author, { text: 'Noch ein Beitrag', lang_code: 'ger' });
    await api.ok('POST', '/api/feed/complain', complainer, { target: post.uuid, target_type: 'post', comment: 'Spam' });
    const task = (await feedTask(post.uuid, modGer))!;
    for (const route of ['dictionary', 'users', 'actions', 'feed']) {
      expect((await api.fails(401, 'POST', `/api/v2/moderation/tasks/${task.id}/${route}`, null, { action: 'skip' })).code).toBe('UNAUTHENTICATED');
      expect((await api.fails(403, 'POST', `/api/v2/moderation/tasks/${task.id}/${route}`, author, { action: 'skip' })).code).toBe('FORBIDDEN');
    }
    await api.fails(401, 'GET', '/api/v2/moderation/tasks');
    await api.fails(403, 'GET', '/api/v2/moderation/tasks', author);
    expect((await api.fails(404, 'POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, modGer, { action: 'accept' })).code).toBe('TASK_NOT_FOUND');
    await api.fails(404, 'POST', '/api/v2/moderation/tasks/2147483000/feed', modGer, { action: 'accept' });
    await api.fails(400, 'POST', '/api/v2/moderation/tasks/abc/feed', modGer, { action: 'accept' });
    expect((await api.fails(400, 'POST', `/api/v2/moderation/tasks/${task.id}/feed`, modGer, { action: 'edit' })).field).toBe('action');
    // The complainer, even as a moderator, does not judge their own complaint.
    const own = await api.ok('POST', '/api/posts', complainer, { text: 'Mein Beitrag', lang_code: 'ger' });
    await api.ok('POST', '/api/feed/complain', modPol, { target: own.uuid, target_type: 'post', comment: 'Spam' });
    const ownTask = (await feedTask(own.uuid, modGer))!;
    await api.fails(403, 'POST', `/api/v2/moderation/tasks/${ownTask.id}/feed`, modPol, { action: 'accept' });
    // Nothing of that changed the first task.
    expect(await feedTask(post.uuid, modGer)).toBeDefined();
  });
});

describe('complaints about members', () => {
  it('an admin upholds a complaint about a member with a block: the member is signed out and refused with the end date', async () => {
    const member = await register(t);
    const profile = await api.ok('GET', '/api/user/profile', member);
    await api.ok('POST', '/api/complain/user', complainer, { target: profile.uuid, comment: 'Insults in chat' });
    expect((await api.tasks(modGer)).find((x) => x.type === 'user')).toBeUndefined();
    const task = (await api.tasks(admin)).find((x) => x.type === 'user' && x.detail_data.entity_id === profile.uuid)!;
    await api.fails(403, 'POST', `/api/v2/moderation/tasks/${task.id}/users`, modGer, { action: 'ban', reason: 'insults', period: 7 });
    expect((await api.fails(400, 'POST', `/api/v2/moderation/tasks/${task.id}/users`, admin, { action: 'ban', reason: 'insults' })).field).toBe('period');
    expect((await api.fails(400, 'POST', `/api/v2/moderation/tasks/${task.id}/users`, admin, { action: 'ban', reason: 'insults', period: -3 })).field).toBe('period');
    expect((await api.fails(400, 'POST', `/api/v2/moderation/tasks/${task.id}/users`, admin, { action: 'ban', reason: 'insults', period: 100000 })).field).toBe('period');

    const decided = await api.ok('POST', `/api/v2/moderation/tasks/${task.id}/users`, admin, { action: 'ban', reason: 'insults', period: 7, comment: 'Repeated insults' });
    expect(decided).toMatchObject({ done: true, resolution: 'accept' });
    await api.fails(401, 'GET', '/api/user/profile', member);
    const refused = await login(t, member.email, member.password);
    expect(refused.statusCode).toBe(400);
    const error = refused.json().errors[0];
    expect(error.code).toBe('USER_LOGIN_BLOCKED_EXCEPTION');
    const history = await api.ok('GET', `/api/user/${profile.uuid}/violation-history`, modGer);
    expect(history).toMatchObject([{ type: 'block', reason: 'insults', period: 7, active: true, comment: 'Repeated insults', created_by: { uuid: admin.uuid } }]);
    expect(Date.parse(history[0].ends_at) - Date.parse(history[0].starts_at)).toBe(7 * 86_400_000);
  });

  it('a complaint about an action: a moderator warns the member; a second warning is refused and leaves its task open', async () => {
    const member = await makeUser(t);
    await api.ok('POST', '/api/complain/user-action', complainer, { target: 'msg-1', target_type: 'chat-message', user_uuid: member.uuid, comment: 'Rude message' });
    await api.ok('POST', '/api/complain/user-action', author, { target: 'msg-2', target_type: 'chat-message', user_uuid: member.uuid, comment: 'Rude again' });
    const [first, second] = (await api.tasks(modPol)).filter((x) => x.type === 'user_action' && ['msg-1', 'msg-2'].includes(x.detail_data.entity_id));
    await api.ok('POST', `/api/v2/moderation/tasks/${first!.id}/actions`, modPol, { action: 'reprimand', reason: 'insults' });
    const warned = await api.ok('GET', `/api/moderation/members/${member.uuid}`, modPol);
    expect(warned.reprimand).toMatchObject({ type: 'reprimand', reason: 'insults', ends_at: null, active: true });
    const twice = await api.fails(400, 'POST', `/api/v2/moderation/tasks/${second!.id}/actions`, modPol, { action: 'reprimand', reason: 'spam' });
    expect(twice).toMatchObject({ code: 'USER_ALREADY_HAS_REPRIMAND', message: 'This user already has a warning' });
    expect((await api.tasks(modPol)).map((x) => x.id)).toContain(second!.id);
  });

  it("complaints about a moderator's actions go to admins; a moderator forging the id is refused and the task stays open", async () => {
    await api.ok('POST', '/api/complain/user-action', complainer, { target: 'msg-3', target_type: 'chat-message', user_uuid: modPol.uuid, comment: 'Rude' });
    expect((await api.tasks(modGer)).find((x) => x.detail_data.entity_id === 'msg-3')).toBeUndefined();
    const task = (await api.tasks(admin)).find((x) => x.type === 'user_action' && x.detail_data.entity_id === 'msg-3')!;
    await api.fails(403, 'POST', `/api/v2/moderation/tasks/${task.id}/actions`, modGer, { action: 'ban', reason: 'insults', period: 1 });
    await api.fails(403, 'POST', `/api/v2/moderation/tasks/${task.id}/actions`, modPol, { action: 'accept' });
    expect((await api.tasks(admin)).map((x) => x.id)).toContain(task.id);
    await api.ok('POST', `/api/v2/moderation/tasks/${task.id}/actions`, admin, { action: 'reprimand', reason: 'insults' });
  });
});
