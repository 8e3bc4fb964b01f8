import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeTokens, userIdentities, userLanguages, users } from '../../db/schema/index';
import type { TestApp } from '../../../test/app';
import { createAccountsTestApp, lastMailTo, login, refresh, register } from '../../../test/accounts-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const del = (headers: Record<string, string>, email: unknown) => t.app.inject({ method: 'POST', url: '/api/user/delete', headers, payload: { email } });

describe('POST /api/user/delete', () => {
  it('needs the registration e-mail typed', async () => {
    const r = await register(t);
    const other = await register(t);
    const res = await del(r.headers, other.email);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'DELETE_EMAIL_MISMATCH', field: 'email' });
    expect((await del(r.headers, 'not an email')).json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
    expect((await t.app.inject({ url: '/api/user/profile', headers: r.headers })).statusCode).toBe(200);
  });

  it('ends every session and wipes personal data; e-mail and nickname become free', async () => {
    const r = await register(t, { local: 'dut' });
    const laptop = (await login(t, r.email, r.password)).json().data;
    const headers = { ...r.headers, local: 'dut' };
    await t.app.inject({ method: 'POST', url: '/api/user/profile', headers, payload: { birthday: '1980-01-01', city: 'Utrecht', about: 'Hallo', gender: 'male', country: 'NL' } });
    await t.app.inject({ method: 'PATCH', url: '/api/user/timezone', headers, payload: { timezone: 'Europe/Amsterdam' } });
    await t.app.inject({ method: 'POST', url: '/api/user/languages', headers, payload: { languages: [{ lang_code: 'dut', level: 'NATIVE' }] } });
    const [before] = await t.ctx.db.select().from(users).where(eq(users.email, r.email));

    const res = await del(headers, r.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });

    // Sessions: all gone at once.
    expect((await t.app.inject({ url: '/api/user/profile', headers: r.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${laptop.access_token}` } })).statusCode).toBe(401);
    expect((await refresh(t, laptop.refresh_token)).statusCode).toBe(401);
    expect((await login(t, r.email, r.password)).json().errors[0].code).toBe('INVALID_LOGIN_OR_PASSWORD');

    // Data: the row stays for content references, with nothing personal in it.
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, before!.id));
    expect(after).toMatchObject({
      email: null,
      nickname: null,
      passwordHash: null,
      birthday: null,
      gender: null,
      country: null,
      city: null,
      about: null,
      timezone: null,
      avatarFile: null,
    });
    expect(after!.deletedAt).toBeInstanceOf(Date);
    expect(await t.ctx.db.select().from(userLanguages).where(eq(userLanguages.userId, before!.id))).toEqual([]);
    expect(await t.ctx.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, before!.id))).toEqual([]);
    expect(await t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, before!.id))).toEqual([]);

    // Not findable any more; the goodbye e-mail went out in the interface language.
    expect((await t.app.inject({ url: `/api/user/${r.nickname}/profile` })).statusCode).toBe(404);
    expect((await lastMailTo(t, r.email)).subject).toBe('Je account is verwijderd');

    // The address and the nickname can be used again.
    const again = await register(t, { email: r.email, nickname: r.nickname });
    expect(again.access).toBeTruthy();
  });

  it('runs the cleanup hooks other modules register, in the same transaction', async () => {
    const seen: number[] = [];
    t.services.accounts.deletion.onDelete(async (_tx, userId) => {
      seen.push(userId);
    });
    const r = await register(t);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, r.email));
    await del(r.headers, r.email);
    expect(seen).toEqual([row!.id]);
  });

  it('needs a signed-in user', async () => {
    expect((await del({}, 'a@mail.test')).statusCode).toBe(401);
  });
});
