// Moderators and the admins' tools: the lists, candidates (thresholds lowered through the
// configuration), the invitation and its answer (role follows), revoking (sessions end), a
// moderator promoting themselves (403), Expert status; suggestions; the audit log and one-click
// reversals of blocks, warnings and decisions on dictionary material.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { ACCOUNTS_TEST_ENV, login, refresh, register } from '../../../test/accounts-helpers';
import { moderationClient } from '../../../test/moderation-helpers';

let t: TestApp;
let moderator: TestUser;
let admin: TestUser;
let member: TestUser;
const api = moderationClient(() => t);

beforeAll(async () => {
  // A small community: level 1 and one confirmed item make a candidate.
  t = await createTestApp({ ...ACCOUNTS_TEST_ENV, MODERATOR_CANDIDATE_MIN_LEVEL: '1', MODERATOR_CANDIDATE_MIN_CONFIRMED: '1' });
  moderator = await makeUser(t, { role: 'moderator', nickname: 'Mirabellemod' });
  admin = await makeUser(t, { role: 'admin' });
  member = await makeUser(t);
});
afterAll(() => t.close());

/** A translation of `who` accepted by the moderator: one confirmed item. */
async function confirmedItem(who: { headers: Record<string, string> }, word: string) {
  const tr = await api.translation(who, ['eng', word], ['ger', `${word}x`]);
  const task = (await api.tasks(moderator)).find((x) => x.detail_data.entity_type_slug === 'translation-union' && x.detail_data.entity_id === String(tr.id))!;
  await api.ok('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, moderator, { action: 'accept' });
  return { tr, task };
}

describe('moderators', () => {
  it('lists moderators and administrators to members; candidates to admins only', async () => {
    await api.fails(401, 'GET', '/api/users/moderation');
    const list = await api.call('GET', '/api/users/moderation?search=mirabelle', member);
    expect(list.json()).toMatchObject({ total: 1, data: [{ uuid: moderator.uuid, role: 'moderator', level: 1 }] });
    expect((await api.ok('GET', '/api/users/administration', member)).map((a: { uuid: string }) => a.uuid)).toContain(admin.uuid);
    await api.fails(403, 'GET', '/api/users/can-become-moderators-search', member);
    await api.fails(403, 'GET', '/api/users/can-become-moderators-search', moderator);
    await api.fails(400, 'GET', '/api/users/moderation?limit=0', member);
  });

  it('an admin invites a candidate who accepts and moderates with a refreshed token; revoking ends the sessions', async () => {
    const acc = await register(t);
    const uuid = (await api.ok('GET', '/api/user/profile', acc)).uuid;
    expect((await api.fails(400, 'POST', `/api/user/${uuid}/moderation`, admin)).code).toBe('NOT_A_MODERATOR_CANDIDATE');
    await confirmedItem(acc, 'kestrel');
    const candidates = await api.call('GET', '/api/users/can-become-moderators-search', admin);
    expect(candidates.json().data.map((c: { uuid: string }) => c.uuid)).toContain(uuid);

    await api.fails(403, 'POST', `/api/user/${uuid}/moderation`, moderator);
    await api.fails(403, 'POST', `/api/user/${moderator.uuid}/moderation`, moderator);
    await api.fails(403, 'POST', `/api/user/${admin.uuid}/moderation`, admin);
    expect((await api.fails(404, 'POST', '/api/user/moderation/answer-invite?accept=true', acc)).code).toBe('INVITATION_NOT_FOUND');
    expect(await api.ok('POST', `/api/user/${uuid}/moderation`, admin)).toMatchObject({ role: 'user', invited_to_moderation_status: 'invited' });
    expect((await api.ok('GET', '/api/user/profile', acc)).invited_to_moderation_status).toBe('invited');
    await api.fails(400, 'POST', '/api/user/moderation/answer-invite?accept=maybe', acc);

    expect(await api.ok('POST', '/api/user/moderation/answer-invite?accept=true', acc)).toMatchObject({ role: 'moderator', invited_to_moderation_status: 'accepted' });
    await api.fails(403, 'GET', '/api/v2/moderation/tasks', acc);
    const renewed = await refresh(t, acc.refresh);
    const asModerator = { headers: { authorization: `Bearer ${renewed.json().data.access_token}` } };
    await api.ok('GET', '/api/v2/moderation/tasks', asModerator);
    await api.fails(403, 'POST', `/api/user/${moderator.uuid}/moderation`, asModerator);

    expect(await api.ok('DELETE', `/api/user/${uuid}/moderation`, admin)).toMatchObject({ role: 'user', invited_to_moderation_status: null });
    await api.fails(401, 'GET', '/api/user/profile', asModerator);
    expect((await api.fails(400, 'DELETE', `/api/user/${uuid}/moderation`, admin)).code).toBe('NOT_A_MODERATOR');
    const back = await login(t, acc.email, acc.password);
    expect(back.json().data).toBeDefined();
    expect((await api.ok('GET', '/api/user/profile', { headers: { authorization: `Bearer ${back.json().data.access_token}` } })).role).toBe('user');
  });

  it('a declined invitation leaves the role; Expert status is for admins to give', async () => {
    const m = await makeUser(t);
    await confirmedItem(m, 'osprey');
    await api.ok('POST', `/api/user/${m.uuid}/moderation`, admin);
    expect(await api.ok('POST', '/api/user/moderation/answer-invite?accept=false', m)).toMatchObject({ role: 'user', invited_to_moderation_status: 'declined' });
    await api.fails(403, 'POST', `/api/user/${m.uuid}/expert`, moderator);
    expect(await api.ok('POST', `/api/user/${m.uuid}/expert`, admin)).toMatchObject({ is_expert: true });
    expect(await api.ok('DELETE', `/api/user/${m.uuid}/expert`, admin)).toMatchObject({ is_expert: false });
  });
});

describe('suggestions', () => {
  it('members send them, admins read them and mark them done', async () => {
    await api.fails(401, 'POST', '/api/reviews', null, { text: 'Hello' });
    await api.fails(400, 'POST', '/api/reviews', member, { text: '   ' });
    const sent = await api.ok('POST', '/api/reviews', member, { text: 'Please add a dark theme on phones', page: '/feed' });
    expect(sent).toMatchObject({ text: 'Please add a dark theme on phones', page: '/feed', done: false, author: { uuid: member.uuid } });
    await api.fails(403, 'GET', '/api/reviews', moderator);
    const page = await api.call('GET', '/api/reviews?done=false', admin);
    expect(page.json().data[0]).toMatchObject({ id: sent.id });
    expect(page.json().total).toBeGreaterThan(0);
    await api.fails(403, 'PATCH', `/api/reviews/${sent.id}`, member, { done: true });
    const done = await api.ok('PATCH', `/api/reviews/${sent.id}`, admin, { done: true });
    expect(done.done_at).toEqual(expect.any(String));
    expect((await api.call('GET', '/api/reviews?done=false', admin)).json().data.map((r: { id: number }) => r.id)).not.toContain(sent.id);
    await api.fails(404, 'PATCH', '/api/reviews/2147483000', admin, { done: true });
  });
});

describe('the audit log', () => {
  it('admins read every decision and reverse a block once', async () => {
    const acc = await register(t);
    const uuid = (await api.ok('GET', '/api/user/profile', acc)).uuid;
    await api.ok('POST', `/api/user/${uuid}/set-block`, moderator, { reason: 'spam', period: 30 });
    await api.fails(403, 'GET', '/api/moderation/audit', moderator);
    const [record] = await api.ok('GET', `/api/moderation/audit?target_user=${uuid}`, admin);
    expect(record).toMatchObject({ action: 'user.block', actor: { uuid: moderator.uuid }, target_user: { uuid }, reason: 'spam', reversible: true });
    await api.fails(403, 'POST', `/api/moderation/audit/${record.id}/reverse`, moderator);
    const reversal = await api.ok('POST', `/api/moderation/audit/${record.id}/reverse`, admin);
    expect(reversal).toMatchObject({ action: 'user.unblock', reverses_id: record.id, actor: { uuid: admin.uuid }, reversible: false });
    expect((await login(t, acc.email, acc.password)).statusCode).toBe(200);
    expect((await api.fails(400, 'POST', `/api/moderation/audit/${record.id}/reverse`, admin)).code).toBe('ALREADY_REVERSED');
    expect((await api.fails(400, 'POST', `/api/moderation/audit/${reversal.id}/reverse`, admin)).code).toBe('ACTION_NOT_REVERSIBLE');
    await api.fails(404, 'POST', '/api/moderation/audit/2147483000/reverse', admin);
    const listed = await api.ok('GET', `/api/moderation/audit?target_user=${uuid}`, admin);
    expect(listed[1]).toMatchObject({ id: record.id, reversed_by_id: reversal.id, reversible: false });
  });

  it("reverses a moderator's acceptance of dictionary material, and a rejection with its author's points", async () => {
    const author = await makeUser(t);
    const { tr, task } = await confirmedItem(author, 'plover');
    const accepted = (await api.ok('GET', `/api/moderation/audit?actor=${moderator.uuid}`, admin)).find((a: { moderation_task_id: number }) => a.moderation_task_id === task.id);
    expect(accepted).toMatchObject({ action: 'task.accept', reversible: true });
    const points = await api.ratingOf(author);
    await api.ok('POST', `/api/moderation/audit/${accepted.id}/reverse`, admin);
    const history = await api.ok('GET', `/api/v2/moderation/actions/translation-union/${tr.id}`, moderator);
    expect(history[0]).toMatchObject({ action: 'MODERATE_TRANSLATION_UNION', after: { review_status: 'rejected' }, actor: { uuid: admin.uuid } });
    expect(await api.ratingOf(author)).toBe(points - 5);

    const second = await api.translation(author, ['eng', 'curlew'], ['ger', 'Brachvogel']);
    const t2 = (await api.tasks(moderator)).find((x) => x.detail_data.entity_id === String(second.id) && x.detail_data.entity_type_slug === 'translation-union')!;
    await api.ok('POST', `/api/v2/moderation/tasks/${t2.id}/dictionary`, moderator, { action: 'reject', comment: 'Wrong' });
    const before = await api.ratingOf(author);
    const rejected = (await api.ok('GET', `/api/moderation/audit?actor=${moderator.uuid}`, admin)).find((a: { moderation_task_id: number }) => a.moderation_task_id === t2.id);
    expect((await api.ok('POST', `/api/moderation/audit/${rejected.id}/reverse`, admin)).action).toBe('task.accept');
    expect(await api.ratingOf(author)).toBe(before + 5);
    const found = await api.ok('GET', `/api/v2/moderation/actions/translation-union/${second.id}`, moderator);
    expect(found[0]).toMatchObject({ after: { review_status: 'accepted' } });
  });
});
