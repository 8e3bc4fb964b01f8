import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { createAccountsTestApp, nickname } from '../../../test/accounts-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const get = (url: string, u?: TestUser | null) => t.app.inject({ url, headers: u?.headers ?? {} });
const send = (method: 'POST' | 'PATCH', url: string, u: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: u?.headers ?? {}, payload });

describe('GET /api/user/profile', () => {
  it('answers the user info of the viewer with native language and languages', async () => {
    const u = await makeUser(t, { native: 'ukr', languages: [{ lang: 'eng', level: 'BASE' }], role: 'moderator', premium: true });
    const res = await get('/api/user/profile', u);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      uuid: u.uuid,
      nickname: u.nickname,
      email: u.email,
      role: 'moderator',
      premium: true,
      native_lang: 'ukr',
      is_trust_publisher: false,
      likes_count: 0,
      avatar: null,
      accessibility: 'public',
    });
    expect(data.languages.map((l: { level: string }) => l.level)).toEqual(['NATIVE', 'BASE']);
    expect(data).not.toHaveProperty('password_hash');
    expect(data).not.toHaveProperty('passwordHash');
  });
});

describe('POST /api/user/profile', () => {
  it('updates the given fields, keeps the others and clears with null', async () => {
    const u = await makeUser(t);
    const res = await send('POST', '/api/user/profile', u, {
      birthday: '1990-05-17',
      gender: 'female',
      country: 'DE',
      city: '  Berlin ',
      about: 'I collect idioms.',
      accessibility: 'private',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ birthday: '1990-05-17', gender: 'female', country: 'DE', city: 'Berlin', about: 'I collect idioms.', accessibility: 'private' });
    const partial = await send('POST', '/api/user/profile', u, { city: null, accessibility: 'public' });
    expect(partial.json().data).toMatchObject({ birthday: '1990-05-17', country: 'DE', city: null, accessibility: 'public' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['birthday', { birthday: '2999-01-01' }],
    ['birthday', { birthday: '17.05.1990' }],
    ['birthday', { birthday: '1990-02-30' }],
    ['gender', { gender: 'robot' }],
    ['country', { country: 'Germany' }],
    ['country', { country: 'XX' }],
    ['city', { city: 'x'.repeat(121) }],
    ['about', { about: 'x'.repeat(1001) }],
    ['accessibility', { accessibility: 'friends' }],
  ])('rejects a bad %s', async (field, payload) => {
    const u = await makeUser(t);
    const res = await send('POST', '/api/user/profile', u, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });
});

describe('PATCH /api/user/profile/nickname', () => {
  it('changes the nickname; taken ones (any case) and invalid ones are refused', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const nick = nickname('Nova');
    const ok = await send('PATCH', '/api/user/profile/nickname', a, { nickname: nick });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.nickname).toBe(nick);
    // Changing only the letter case of one's own nickname is allowed.
    expect((await send('PATCH', '/api/user/profile/nickname', a, { nickname: nick.toUpperCase() })).statusCode).toBe(200);

    const taken = await send('PATCH', '/api/user/profile/nickname', b, { nickname: nick.toLowerCase() });
    expect(taken.json().errors[0]).toEqual({ code: 'NICKNAME_ALREADY_IN_USE', message: 'This nickname is already in use', field: 'nickname' });
    const bad = await send('PATCH', '/api/user/profile/nickname', b, { nickname: 'no way' });
    expect(bad.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'nickname' });
  });
});

describe('PATCH /api/user/timezone', () => {
  it('accepts IANA names and refuses others', async () => {
    const u = await makeUser(t);
    const ok = await send('PATCH', '/api/user/timezone', u, { timezone: 'Europe/Kyiv' });
    expect(ok.json()).toEqual({ data: { timezone: 'Europe/Kyiv' } });
    expect((await get('/api/user/profile', u)).json().data.timezone).toBe('Europe/Kyiv');
    for (const timezone of ['Mars/Olympus', 'GMT+25', '', 'x'.repeat(80), 'Europe/../etc']) {
      const res = await send('PATCH', '/api/user/timezone', u, { timezone });
      expect(res.statusCode, timezone).toBe(400);
      expect(res.json().errors[0].field).toBe('timezone');
    }
  });
});

describe('GET /api/user/search', () => {
  it('finds nicknames containing the keyword, exact match first, with public fields only', async () => {
    const base = nickname('zq');
    const exact = await makeUser(t, { nickname: base, native: 'pol' });
    await makeUser(t, { nickname: `${base}abc` });
    await makeUser(t, { nickname: `xy${base}` });
    const priv = await makeUser(t, { nickname: `${base}priv` });
    await send('POST', '/api/user/profile', priv, { country: 'FR', city: 'Lyon', accessibility: 'private' });

    const viewer = await makeUser(t);
    const res = await get(`/api/user/search?keyword=${base.toUpperCase()}`, viewer);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((u: { nickname: string }) => u.nickname)).toEqual([base, `${base}abc`, `${base}priv`, `xy${base}`]);
    expect(data[0]).toMatchObject({ uuid: exact.uuid, native_lang: 'pol', role: 'user' });
    expect(Object.keys(data[0]).sort()).toEqual(
      ['avatar', 'city', 'country', 'is_trust_publisher', 'medium_avatar', 'mini_avatar', 'native_lang', 'nickname', 'premium', 'role', 'uuid'].sort(),
    );
    expect(data[2]).toMatchObject({ country: null, city: null });
  });

  it('pages with a server maximum and treats LIKE wildcards literally', async () => {
    const viewer = await makeUser(t);
    const page = await get('/api/user/search?keyword=user&limit=500', viewer);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.length).toBeLessThanOrEqual(50);
    expect((await get('/api/user/search?keyword=%25', viewer)).json().data).toEqual([]);
    expect((await get('/api/user/search?keyword=_', viewer)).json().data).toEqual([]);
    expect((await get('/api/user/search?keyword=', viewer)).statusCode).toBe(400);
    expect((await get(`/api/user/search?keyword=${'a'.repeat(31)}`, viewer)).statusCode).toBe(400);
    expect((await get('/api/user/search?keyword=ab&offset=-1', viewer)).statusCode).toBe(400);
  });
});

describe('GET /api/user/{nickname}/profile', () => {
  it('shows a public profile to anyone, and hides a private one except to its owner and moderators', async () => {
    const owner = await makeUser(t, { native: 'spa', languages: [{ lang: 'eng', level: 'EXPERT' }] });
    await send('POST', '/api/user/profile', owner, { about: 'Hola', country: 'ES', city: 'Madrid' });
    const guest = await get(`/api/user/${owner.nickname.toUpperCase()}/profile`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toMatchObject({ nickname: owner.nickname, about: 'Hola', city: 'Madrid', native_lang: 'spa', is_this_user: false, accessibility: 'public' });
    expect(guest.json().data.languages).toHaveLength(2);
    expect(guest.json().data).not.toHaveProperty('email');

    await send('POST', '/api/user/profile', owner, { accessibility: 'private' });
    const hidden = (await get(`/api/user/${owner.nickname}/profile`, await makeUser(t))).json().data;
    expect(hidden).toMatchObject({ about: null, city: null, country: null, languages: [], accessibility: 'private' });
    const self = (await get(`/api/user/${owner.nickname}/profile`, owner)).json().data;
    expect(self).toMatchObject({ about: 'Hola', is_this_user: true });
    const mod = (await get(`/api/user/${owner.nickname}/profile`, await makeUser(t, { role: 'moderator' }))).json().data;
    expect(mod.about).toBe('Hola');
  });

  it('finds users whose nickname is also a path word (login, email, profile)', async () => {
    for (const nick of ['login', 'email', 'profile']) {
      const u = await makeUser(t, { nickname: nick });
      const res = await get(`/api/user/${nick}/profile`);
      expect(res.statusCode, nick).toBe(200);
      expect(res.json().data.uuid).toBe(u.uuid);
    }
  });

  it("answers 404 USER_NOT_FOUND ('User not found') for an unknown nickname", async () => {
    const res = await get('/api/user/nobodyhere/profile');
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
  });
});
