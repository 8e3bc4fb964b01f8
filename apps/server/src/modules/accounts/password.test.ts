// Password reset by e-mail (the .eml outbox: no SMTP_URL) and password change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { createAccountsTestApp, lastMailTo, linkIn, login, nickname, outbox, refresh, register } from '../../../test/accounts-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ PUBLIC_URL: 'https://dict.example' });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const requestReset = (email: string, headers: Record<string, string> = {}) => post('/api/user/password-reset/reset', { email }, headers);
const resetWith = (token: string, password: string) => post('/api/user/password-reset/update', { token, password });
const profile = (headers: Record<string, string>) => t.app.inject({ url: '/api/user/profile', headers });

async function resetToken(email: string): Promise<string> {
  return linkIn((await lastMailTo(t, email)).text).searchParams.get('token')!;
}

describe('password reset', () => {
  it('e-mails a link to the web route in the interface language; the token sets a new password once', async () => {
    const r = await register(t);
    const phone = (await login(t, r.email, r.password)).json().data;
    const res = await requestReset(r.email.toUpperCase(), { local: 'pol' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });

    const mail = await lastMailTo(t, r.email);
    expect(mail.subject).toBe('Zresetuj hasło');
    const link = linkIn(mail.text);
    expect(`${link.origin}${link.pathname}`).toBe('https://dict.example/pl/password-reset');
    const token = link.searchParams.get('token')!;

    const update = await resetWith(token, 'Brand#New1');
    expect(update.statusCode).toBe(200);
    expect((await login(t, r.email, r.password)).json().errors[0].code).toBe('INVALID_LOGIN_OR_PASSWORD');
    expect((await login(t, r.email, 'Brand#New1')).statusCode).toBe(200);

    // Every earlier session ended: whoever knew the old password is out.
    expect((await profile(r.headers)).statusCode).toBe(401);
    expect((await refresh(t, phone.refresh_token)).statusCode).toBe(401);

    // Single use.
    const again = await resetWith(token, 'Other#Pass2');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ code: 'PASSWORD_RESET_TOKEN_INVALID', field: 'token' });
  });

  it("answers 'This e-mail is not registered' for an unknown address, and sends nothing", async () => {
    const before = (await outbox(t)).length;
    const res = await requestReset(`${nickname()}@mail.test`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ code: 'EMAIL_NOT_REGISTERED', message: 'This e-mail is not registered', field: 'email' });
    expect((await outbox(t)).length).toBe(before);
  });

  it('expires the token after PASSWORD_RESET_TTL and refuses unknown tokens', async () => {
    const r = await register(t);
    await requestReset(r.email);
    const token = await resetToken(r.email);
    t.clock.advance(3_601_000);
    expect((await resetWith(token, 'Brand#New1')).json().errors[0].code).toBe('PASSWORD_RESET_TOKEN_INVALID');
    expect((await resetWith('x'.repeat(43), 'Brand#New1')).json().errors[0].code).toBe('PASSWORD_RESET_TOKEN_INVALID');
    expect((await login(t, r.email, r.password)).statusCode).toBe(200);
  });

  it('checks the new password against the rules before using the token', async () => {
    const r = await register(t);
    await requestReset(r.email);
    const token = await resetToken(r.email);
    const weak = await resetWith(token, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'password' });
    expect((await resetWith(token, 'Strong#Pass9')).statusCode).toBe(200);
  });

  it('ends a lockout and counts the address as verified (the link proved it)', async () => {
    const locked = await createAccountsTestApp({ LOGIN_MAX_FAILURES: '2' });
    try {
      const r = await register(locked);
      await login(locked, r.email, 'Wrong#1');
      expect((await login(locked, r.email, 'Wrong#2')).json().errors[0].code).toBe('USER_LOGIN_BLOCKED_EXCEPTION');
      await locked.app.inject({ method: 'POST', url: '/api/user/password-reset/reset', payload: { email: r.email } });
      const token = linkIn((await lastMailTo(locked, r.email)).text).searchParams.get('token')!;
      await locked.app.inject({ method: 'POST', url: '/api/user/password-reset/update', payload: { token, password: 'Brand#New1' } });
      const res = await login(locked, r.email, 'Brand#New1');
      expect(res.statusCode).toBe(200);
      const me = await locked.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${res.json().data.access_token}` } });
      expect(me.json().data.is_email_verified).toBe(true);
    } finally {
      await locked.close();
    }
  });

  it('a newer link does not kill an older one; using one kills all', async () => {
    const r = await register(t);
    await requestReset(r.email);
    const first = await resetToken(r.email);
    await requestReset(r.email);
    const second = await resetToken(r.email);
    expect(second).not.toBe(first);
    expect((await resetWith(first, 'Brand#New1')).statusCode).toBe(200);
    expect((await resetWith(second, 'Brand#New2')).statusCode).toBe(400);
  });
});

describe('POST /api/user/password/update', () => {
  const change = (headers: Record<string, string>, old_password: string, new_password: string) =>
    post('/api/user/password/update', { old_password, new_password }, headers);

  it('changes the password, keeps this session and ends the others', async () => {
    const r = await register(t);
    const laptop = (await login(t, r.email, r.password)).json().data;
    const res = await change(r.headers, r.password, 'Changed#Pass1');
    expect(res.statusCode).toBe(200);
    expect((await profile(r.headers)).statusCode).toBe(200);
    expect((await refresh(t, r.refresh)).statusCode).toBe(200);
    expect((await profile({ authorization: `Bearer ${laptop.access_token}` })).statusCode).toBe(401);
    expect((await refresh(t, laptop.refresh_token)).statusCode).toBe(401);
    expect((await login(t, r.email, 'Changed#Pass1')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a weak new one', async () => {
    const r = await register(t);
    const wrong = await change(r.headers, 'Wrong#2024', 'Changed#Pass1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'INVALID_PASSWORD', field: 'old_password' });
    const weak = await change(r.headers, r.password, 'changedpass');
    expect(weak.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'new_password' });
    expect((await login(t, r.email, r.password)).statusCode).toBe(200);
  });

  it('tells an account without a password to use the reset', async () => {
    const u = await makeUser(t);
    const res = await change(u.headers, 'Anything#1', 'Changed#Pass1');
    expect(res.json().errors[0]).toMatchObject({ code: 'PASSWORD_NOT_SET', field: 'old_password' });
  });

  it('needs a signed-in user', async () => {
    const res = await change({}, 'Secret#2024', 'Changed#Pass1');
    expect(res.statusCode).toBe(401);
  });
});
