import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { TestApp } from '../../../test/app';
import { PASSWORD, bearer, createAccountsTestApp, lastMailTo, linkIn, nickname, register } from '../../../test/accounts-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ PUBLIC_URL: 'https://glossa.example' });
});
afterAll(() => t.close());

const signUp = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/registration', payload, headers });

describe('POST /api/user/registration', () => {
  it('creates the account, signs in and answers tokens', async () => {
    const nick = nickname('Anna');
    const res = await signUp({ email: `${nick}@Mail.TEST`, nickname: nick, password: PASSWORD, platform: 'WEB' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ token_type: 'Bearer', expires_in: 900, google_auth: false, facebook_auth: false, apple_auth: false });
    expect(data.access_token.split('.')).toHaveLength(3);
    expect(data.refresh_token.length).toBeGreaterThanOrEqual(40);

    const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(data.access_token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      nickname: nick,
      email: `${nick.toLowerCase()}@mail.test`,
      is_email_verified: false,
      need_to_set_nickname: false,
      role: 'user',
      premium: false,
      native_lang: null,
      languages: [],
      has_password: true,
      linked_providers: [],
    });
  });

  it('stores an argon2id hash, never the password', async () => {
    const r = await register(t);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, r.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('e-mails a verification link in the interface language, with the locale prefix', async () => {
    const r = await register(t, { local: 'ger' });
    const mail = await lastMailTo(t, r.email);
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse');
    const link = linkIn(mail.text);
    expect(link.origin).toBe('https://glossa.example');
    expect(link.pathname).toBe('/de/email-verification');
    expect(link.searchParams.get('id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(link.searchParams.get('hash')!.length).toBeGreaterThanOrEqual(40);
    expect(mail.html).toContain('E-Mail bestätigen');

    const english = await register(t);
    expect(linkIn((await lastMailTo(t, english.email)).text).pathname).toBe('/email-verification');
  });

  it('refuses an e-mail already registered, in any letter case', async () => {
    const r = await register(t);
    const res = await signUp({ email: r.email.toUpperCase(), nickname: nickname(), password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ code: 'EMAIL_ALREADY_REGISTERED', message: 'This e-mail is already registered', field: 'email' });
  });

  it('refuses a nickname already in use, in any letter case', async () => {
    const r = await register(t);
    const res = await signUp({ email: `${nickname()}@mail.test`, nickname: r.nickname.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ code: 'NICKNAME_ALREADY_IN_USE', message: 'This nickname is already in use', field: 'nickname' });
  });

  it('lets the unique index decide between two simultaneous sign-ups', async () => {
    const nick = nickname();
    const payload = { email: `${nick}@mail.test`, nickname: nick, password: PASSWORD };
    const [a, b] = await Promise.all([signUp(payload), signUp(payload)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(['EMAIL_ALREADY_REGISTERED', 'NICKNAME_ALREADY_IN_USE']).toContain(loser.json().errors[0].code);
  });

  it.each([
    ['short', 'Ab1#'],
    ['too long', 'Abcdefgh1#abcdefghijk'],
    ['no upper case', 'secret#2024'],
    ['no lower case', 'SECRET#2024'],
    ['no digit', 'Secret#word'],
    ['no special character', 'Secret2024x'],
    ['a space', 'Secret #2024'],
    ['a non-Latin letter', 'Sécret#2024'],
  ])('rejects a password with %s', async (_why, password) => {
    const res = await signUp({ email: `${nickname()}@mail.test`, nickname: nickname(), password });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'password' });
    expect(res.json().errors[0].message).toMatch(/^Password: /);
  });

  it('accepts every listed special character', async () => {
    for (const c of ['!', '"', '~', '\\', '`', '[']) {
      const res = await signUp({ email: `${nickname()}@mail.test`, nickname: nickname(), password: `Secret${c}2024` });
      expect(res.statusCode, c).toBe(200);
    }
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(21)],
    ['a digit', 'anna1'],
    ['a space', 'an na'],
    ['a special symbol', 'an_na'],
    ['Cyrillic letters', 'анна'],
  ])('rejects a nickname with %s', async (_why, nick) => {
    const res = await signUp({ email: `${nickname()}@mail.test`, nickname: nick, password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'nickname' });
  });

  it('rejects a malformed or too long e-mail, another platform and missing fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email', nickname: nickname(), password: PASSWORD }, 'email'],
      [{ email: `${'a'.repeat(250)}@x.test`, nickname: nickname(), password: PASSWORD }, 'email'],
      [{ email: `${nickname()}@mail.test`, nickname: nickname(), password: PASSWORD, platform: 'IOS' }, 'platform'],
      [{ nickname: nickname(), password: PASSWORD }, 'email'],
      [{ email: 12, nickname: nickname(), password: PASSWORD }, 'email'],
    ];
    for (const [payload, field] of cases) {
      const res = await signUp(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });

  it('ignores a stale bearer token (sign-up works for a guest with an old token)', async () => {
    const nick = nickname();
    const res = await signUp({ email: `${nick}@mail.test`, nickname: nick, password: PASSWORD }, bearer('stale.jwt.value'));
    expect(res.statusCode).toBe(200);
  });

  it('documents the route in the OpenAPI document with the password rules', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/user/registration'].post;
    const schema = op.requestBody.content['application/json'].schema;
    expect(schema.properties.password.description).toContain('8-20 characters');
    expect(doc.paths['/api/user/refresh-token'].post).toBeDefined();
    const tokens = op.responses['200'].content['application/json'].schema.properties.data.properties;
    expect(tokens.expires_in.description).toMatch(/SECONDS/);
  });
});
