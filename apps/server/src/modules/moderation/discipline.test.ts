// User discipline: the role matrix (guest, member, moderator, admin acting on a member, a
// moderator, an admin and themselves), bad periods and reasons, one warning at a time, a block
// that ends the sessions at once and refuses sign-in with its end date until it is lifted or
// over, the notifications with the reason, trusted publishers' material skipping review, and the
// profile data administrators delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { ACCOUNTS_TEST_ENV, login, refresh, register } from '../../../test/accounts-helpers';
import { moderationClient, renewTokens, type Caller } from '../../../test/moderation-helpers';

let t: TestApp;
let moderator: TestUser;
let admin: TestUser;
let member: TestUser;
const api = moderationClient(() => t);
const reason = { reason: 'spam', period: 3 };

beforeAll(async () => {
  t = await createTestApp(ACCOUNTS_TEST_ENV);
  moderator = await makeUser(t, { role: 'moderator' });
  admin = await makeUser(t, { role: 'admin' });
  member = await makeUser(t);
});
afterAll(() => t.close());

describe('who may do what to whom', () => {
  it('the whole matrix on every discipline call', async () => {
    // Fresh targets (a block ends their sessions); the actors are never blocked here.
    const targets = { user: await makeUser(t), moderator: await makeUser(t, { role: 'moderator' }), admin: await makeUser(t, { role: 'admin' }) };
    const calls: [string, (uuid: string) => string, unknown?][] = [
      ['POST', (u) => `/api/user/${u}/set-block`, reason],
      ['DELETE', (u) => `/api/user/${u}/erase-block`],
      ['POST', (u) => `/api/user/${u}/reprimand`, reason],
      ['DELETE', (u) => `/api/user/${u}/reprimand`],
      ['POST', (u) => `/api/user/${u}/trust-publisher`],
      ['DELETE', (u) => `/api/user/${u}/trust-publisher`],
      ['DELETE', (u) => `/api/user/${u}/description`],
    ];
    const adminOnly = (url: string) => url.endsWith('/description');
    // Allowed: 200 or the call's business answer (400 with its code), never 401/403.
    const expectations: [Caller | null, string, keyof typeof targets | 'self', 'allowed' | 401 | 403][] = [
      [null, 'guest', 'user', 401],
      [member, 'member', 'user', 403],
      [moderator, 'moderator', 'user', 'allowed'],
      [moderator, 'moderator', 'moderator', 403],
      [moderator, 'moderator', 'admin', 403],
      [moderator, 'moderator', 'self', 403],
      [admin, 'admin', 'user', 'allowed'],
      [admin, 'admin', 'moderator', 'allowed'],
      [admin, 'admin', 'admin', 403],
      [admin, 'admin', 'self', 403],
    ];
    for (const [who, name, target, expected] of expectations) {
      const uuid = target === 'self' ? (who as TestUser).uuid : targets[target].uuid;
      for (const [method, url, body] of calls) {
        const res = await api.call(method, url(uuid), who, body);
        const want = expected === 'allowed' && adminOnly(url(uuid)) && name !== 'admin' ? 403 : expected;
        const label = `${name} ${method} ${url(target)}: ${res.body}`;
        if (want === 'allowed') expect([200, 400], label).toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(want);
        if (res.statusCode === 400) expect(res.json().errors[0].code, label).toMatch(/^(USER_NOT_BLOCKED|USER_HAS_NO_REPRIMAND|USER_ALREADY_HAS_REPRIMAND|NOTHING_TO_DELETE)$/);
      }
    }
    // Reading a violation history: moderators and admins, about anyone.
    await api.fails(401, 'GET', `/api/user/${targets.user.uuid}/violation-history`);
    await api.fails(403, 'GET', `/api/user/${targets.user.uuid}/violation-history`, member);
    expect(await api.ok('GET', `/api/user/${targets.admin.uuid}/violation-history`, moderator)).toEqual([]);
    const blocks = await api.ok('GET', `/api/user/${targets.moderator.uuid}/violation-history`, admin);
    expect(blocks.length).toBeGreaterThan(0);
  });

  it('bad input: periods, reasons, uuids, field types', async () => {
    const url = `/api/user/${member.uuid}/set-block`;
    for (const period of [-1, 0, 366, 1e9, 1.5, 'week', null, '7']) {
      expect((await api.fails(400, 'POST', url, moderator, { reason: 'spam', period })).field, String(period)).toBe('period');
    }
    expect((await api.fails(400, 'POST', url, moderator, { reason: 'nope', period: 3 })).field).toBe('reason');
    await api.fails(400, 'POST', url, moderator, {});
    await api.fails(400, 'POST', '/api/user/not-a-uuid/set-block', moderator, reason);
    await api.fails(404, 'POST', '/api/user/00000000-0000-4000-8000-000000000000/set-block', moderator, reason);
    await api.fails(400, 'DELETE', `/api/user/${member.uuid}/password`, admin);
    expect(await api.ok('GET', `/api/user/${member.uuid}/violation-history`, moderator)).toEqual([]);
  });
});

describe('warnings and blocks', () => {
  it('one warning at a time; removed, or over, it makes room for the next', async () => {
    const m = await makeUser(t);
    const url = `/api/user/${m.uuid}/reprimand`;
    const first = await api.ok('POST', url, moderator, { reason: 'insults', comment: 'Be kind' });
    expect(first).toMatchObject({ type: 'reprimand', reason: 'insults', comment: 'Be kind', ends_at: null, period: 'forever', active: true });
    expect(await api.fails(400, 'POST', url, admin, { reason: 'spam' })).toMatchObject({ code: 'USER_ALREADY_HAS_REPRIMAND', message: 'This user already has a warning' });
    await api.ok('DELETE', url, moderator);
    expect((await api.fails(400, 'DELETE', url, moderator)).code).toBe('USER_HAS_NO_REPRIMAND');
    await api.ok('POST', url, moderator, { reason: 'spam', period: 1 });
    t.clock.advance(86_400_000 + 1000);
    await renewTokens(t, moderator, admin, member);
    await api.ok('POST', url, moderator, { reason: 'spam' });
    const history = await api.ok('GET', `/api/user/${m.uuid}/violation-history`, moderator);
    expect(history.map((s: { active: boolean }) => s.active)).toEqual([true, false, false]);
  });

  it('the member sees the warning in force on their own profile, and only theirs', async () => {
    const acc = await register(t);
    const other = await register(t);
    const uuid = (await api.ok('GET', '/api/user/profile', acc)).uuid;
    expect((await api.ok('GET', '/api/user/profile', acc)).reprimand).toBeNull();
    const given = await api.ok('POST', `/api/user/${uuid}/reprimand`, moderator, { reason: 'insults', comment: 'Be kind', period: 7 });
    const own = (await api.ok('GET', '/api/user/profile', acc)).reprimand;
    // Who gave the warning is not part of the member's view.
    expect(own).toEqual({ reason: 'insults', comment: 'Be kind', starts_at: given.starts_at, ends_at: given.ends_at });
    expect((await api.ok('GET', '/api/user/profile', other)).reprimand).toBeNull();
    await api.ok('DELETE', `/api/user/${uuid}/reprimand`, moderator);
    expect((await api.ok('GET', '/api/user/profile', acc)).reprimand).toBeNull();
  });

  it('a block ends the sessions at once and refuses sign-in with its end date; unblocked, or over, the member signs in', async () => {
    const acc = await register(t);
    const uuid = (await api.ok('GET', '/api/user/profile', acc)).uuid;
    const block = await api.ok('POST', `/api/user/${uuid}/set-block`, moderator, { reason: 'spam', period: 3, comment: 'Adverts everywhere' });
    expect(block).toMatchObject({ type: 'block', period: 3, active: true, created_by: { uuid: moderator.uuid, role: 'moderator' } });
    await api.fails(401, 'GET', '/api/user/profile', acc);
    expect((await refresh(t, acc.refresh)).statusCode).toBe(401);
    const refused = await login(t, acc.email, acc.password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ code: 'USER_LOGIN_BLOCKED_EXCEPTION', payload: { blocked: true, locked_until: block.ends_at, reason: 'spam' } });
    // A wrong password says nothing about the block.
    expect((await login(t, acc.email, 'Wrong#2024x')).json().errors[0].code).toBe('INVALID_LOGIN_OR_PASSWORD');

    await api.ok('DELETE', `/api/user/${uuid}/erase-block`, moderator);
    expect((await api.fails(400, 'DELETE', `/api/user/${uuid}/erase-block`, moderator)).code).toBe('USER_NOT_BLOCKED');
    expect((await login(t, acc.email, acc.password)).statusCode).toBe(200);

    const forever = await api.ok('POST', `/api/user/${uuid}/set-block`, admin, { reason: 'vandalism', period: 'forever' });
    expect(forever).toMatchObject({ period: 'forever', ends_at: null });
    expect((await login(t, acc.email, acc.password)).json().errors[0].payload).toMatchObject({ locked_until: null, reason: 'vandalism' });
    // A new block replaces the one in force.
    await api.ok('POST', `/api/user/${uuid}/set-block`, admin, { reason: 'spam', period: 1 });
    t.clock.advance(86_400_000 + 1000);
    await renewTokens(t, moderator, admin, member);
    const again = await login(t, acc.email, acc.password);
    expect(again.statusCode).toBe(200);

    await t.services.notifications.flush();
    const notes = (await api.ok('GET', '/api/user/notifications/all', { headers: { authorization: `Bearer ${again.json().data.access_token}` } })) as { notification_type: string; data: { params?: Record<string, string> } }[];
    const types = notes.map((n) => n.notification_type);
    expect(types).toEqual(expect.arrayContaining(['moderation_ban', 'moderation_unban']));
    const bans = notes.filter((n) => n.notification_type === 'moderation_ban').map((n) => n.data.params);
    expect(bans).toContainEqual({ reason: 'spam', comment: 'Adverts everywhere', until: block.ends_at });
    expect(bans).toContainEqual({ reason: 'vandalism' });
  });
});

describe('trusted publishers and profile data', () => {
  it("a trusted publisher's material is accepted as sent: no task, no community card", async () => {
    const publisher = await makeUser(t, { native: 'eng' });
    const on = await api.ok('POST', `/api/user/${publisher.uuid}/trust-publisher`, moderator);
    expect(on).toMatchObject({ is_trust_publisher: true });
    expect((await api.ok('GET', '/api/user/profile', publisher)).is_trust_publisher).toBe(true);
    const trusted = await api.translation(publisher, ['eng', 'lighthouse'], ['ger', 'Leuchtturm']);
    expect(trusted.review_status).toBe('accepted');
    expect((await api.tasks(admin)).find((x) => x.detail_data.entity_id === String(trusted.id) && x.detail_data.entity_type_slug === 'translation-union')).toBeUndefined();
    const history = await api.ok('GET', `/api/v2/moderation/actions/translation-union/${trusted.id}`, moderator);
    expect(history.map((h: { action: string }) => h.action)).toEqual(['TRUSTED_ACCEPT_TRANSLATION_UNION', 'ADD_TRANSLATION_UNION']);

    await api.ok('DELETE', `/api/user/${publisher.uuid}/trust-publisher`, moderator);
    const reviewed = await api.translation(publisher, ['eng', 'harbour'], ['ger', 'Hafen']);
    expect(reviewed.review_status).toBe('under_review');
    const audit = await api.ok('GET', `/api/moderation/audit?target_user=${publisher.uuid}`, admin);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['user.trust_publisher_off', 'user.trust_publisher_on']);
  });

  it('administrators delete a description or a nickname; empty fields are NOTHING_TO_DELETE', async () => {
    const m = await makeUser(t);
    await api.ok('POST', '/api/user/profile', m, { about: 'Buy my course at spam.example' });
    await api.fails(403, 'DELETE', `/api/user/${m.uuid}/description`, moderator);
    expect(await api.ok('DELETE', `/api/user/${m.uuid}/description`, admin)).toMatchObject({ about: null });
    expect((await api.fails(400, 'DELETE', `/api/user/${m.uuid}/description`, admin)).code).toBe('NOTHING_TO_DELETE');
    expect((await api.fails(400, 'DELETE', `/api/user/${m.uuid}/avatar`, admin)).code).toBe('NOTHING_TO_DELETE');
    await api.ok('DELETE', `/api/user/${m.uuid}/nickname`, admin);
    expect(await api.ok('GET', '/api/user/profile', m)).toMatchObject({ nickname: null, need_to_set_nickname: true });
    const standing = await api.ok('GET', `/api/moderation/members/${m.uuid}`, moderator);
    expect(standing).toMatchObject({ uuid: m.uuid, nickname: null, role: 'user', block: null, reprimand: null });
    await api.fails(403, 'GET', `/api/moderation/members/${m.uuid}`, member);
  });
});
