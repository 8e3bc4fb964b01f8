import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { TestApp } from '../../../test/app';
import { PASSWORD, bearer, createAccountsTestApp, login, nickname, register } from '../../../test/accounts-helpers';
import { createPasswordHasher } from '../../platform/auth/passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCKOUT_SECONDS: '600' });
});
afterAll(() => t.close());

describe('POST /api/user/login', () => {
  it('signs in with e-mail (any case) and password, and the token works', async () => {
    const r = await register(t);
    const res = await login(t, r.email.toUpperCase(), r.password);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ token_type: 'Bearer', expires_in: 900, google_auth: false });
    const me = await t.app.inject({ url: '/api/user/profile', headers: bearer(data.access_token) });
    expect(me.json().data.nickname).toBe(r.nickname);
  });

  it('answers INVALID_LOGIN_OR_PASSWORD alike for a wrong password and an unknown e-mail', async () => {
    const r = await register(t);
    const wrong = await login(t, r.email, 'Wrong#2024');
    const unknown = await login(t, `${nickname()}@mail.test`, PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ code: 'INVALID_LOGIN_OR_PASSWORD', message: 'Incorrect login or password' }]);
    }
  });

  it('locks the account after repeated failures, until the lockout ends', async () => {
    const r = await register(t);
    expect((await login(t, r.email, 'Wrong#1')).json().errors[0].code).toBe('INVALID_LOGIN_OR_PASSWORD');
    expect((await login(t, r.email, 'Wrong#2')).json().errors[0].code).toBe('INVALID_LOGIN_OR_PASSWORD');
    const third = await login(t, r.email, 'Wrong#3');
    expect(third.statusCode).toBe(400);
    expect(third.json().errors[0]).toMatchObject({ code: 'USER_LOGIN_BLOCKED_EXCEPTION', payload: { retry_after_seconds: 600 } });

    // Even the right password is refused while locked.
    const locked = await login(t, r.email, r.password);
    expect(locked.json().errors[0].code).toBe('USER_LOGIN_BLOCKED_EXCEPTION');
    expect(new Date(locked.json().errors[0].payload.locked_until).getTime()).toBeGreaterThan(t.clock.now.getTime());

    t.clock.advance(601_000);
    expect((await login(t, r.email, r.password)).statusCode).toBe(200);
  });

  it('counts only consecutive failures: a success resets the count', async () => {
    const r = await register(t);
    await login(t, r.email, 'Wrong#1');
    await login(t, r.email, 'Wrong#2');
    expect((await login(t, r.email, r.password)).statusCode).toBe(200);
    await login(t, r.email, 'Wrong#3');
    expect((await login(t, r.email, 'Wrong#4')).json().errors[0].code).toBe('INVALID_LOGIN_OR_PASSWORD');
  });

  it('locks one account without touching another', async () => {
    const a = await register(t);
    const b = await register(t);
    for (let i = 0; i < 3; i++) await login(t, a.email, `Wrong#${i}`);
    expect((await login(t, a.email, a.password)).json().errors[0].code).toBe('USER_LOGIN_BLOCKED_EXCEPTION');
    expect((await login(t, b.email, b.password)).statusCode).toBe(200);
  });

  it('locks only the address the failures came from: a stranger cannot lock the owner out', async () => {
    const r = await register(t);
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { email: r.email, password } });
    for (let i = 0; i < 3; i++) await from('203.0.113.7', `Wrong#${i}`);
    expect((await from('203.0.113.7', r.password)).json().errors[0].code).toBe('USER_LOGIN_BLOCKED_EXCEPTION');
    // Another address of the same IPv6 /64 is the same client; another network is not.
    for (let i = 0; i < 3; i++) await from('2001:db8:1:2::10', `Wrong#${i}`);
    expect((await from('2001:db8:1:2::99', r.password)).json().errors[0].code).toBe('USER_LOGIN_BLOCKED_EXCEPTION');
    expect((await from('198.51.100.4', r.password)).statusCode).toBe(200);
    expect((await from('2001:db8:1:3::10', r.password)).statusCode).toBe(200);
  });

  it('upgrades a hash made with other parameters at the next sign-in', async () => {
    const r = await register(t);
    const old = await createPasswordHasher({ memoryCost: 2048, timeCost: 1, parallelism: 1 }).hash(r.password);
    await t.ctx.db.update(users).set({ passwordHash: old }).where(eq(users.email, r.email));
    expect((await login(t, r.email, r.password)).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, r.email));
    expect(row!.passwordHash).not.toBe(old);
    expect(row!.passwordHash).toMatch(/m=1024,t=1,p=1/);
    expect((await login(t, r.email, r.password)).statusCode).toBe(200);
  });

  it('rejects bad input with VALIDATION_ERROR naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'x', password: 'a' }, 'email'],
      [{ email: 'a@mail.test', password: '' }, 'password'],
      [{ email: 'a@mail.test', password: 'x'.repeat(129) }, 'password'],
      [{ email: 'a@mail.test' }, 'password'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });
});
