// 429 TOO_MANY_REQUESTS on sign-in, sign-up, password reset and verification resend (limits from
// the environment, low here so the test can reach them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { createAccountsTestApp, nickname, PASSWORD } from '../../../test/accounts-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({
    RATE_LIMIT_LOGIN: '3/1m',
    RATE_LIMIT_REGISTRATION: '2/1h',
    RATE_LIMIT_PASSWORD_RESET: '2/15m',
    RATE_LIMIT_EMAIL_VERIFICATION: '2/15m',
  });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

function expect429(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json().errors[0].code).toBe('TOO_MANY_REQUESTS');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits', () => {
  it('sign-up: RATE_LIMIT_REGISTRATION per address', async () => {
    const signUp = () => {
      const nick = nickname();
      return post('/api/user/registration', { email: `${nick}@mail.test`, nickname: nick, password: PASSWORD });
    };
    expect((await signUp()).statusCode).toBe(200);
    expect((await signUp()).statusCode).toBe(200);
    expect429(await signUp());
    // Another client address has its own budget.
    const nick = nickname();
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user/registration',
      remoteAddress: '10.1.2.3',
      payload: { email: `${nick}@mail.test`, nickname: nick, password: PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });

  it('sign-in: RATE_LIMIT_LOGIN per route and address', async () => {
    const ip = { remoteAddress: '10.9.9.9' };
    const attempt = () => t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'x@mail.test', password: 'Wrong#1' }, ...ip });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    expect429(await attempt());
    // Each social sign-in route has the same limit (its own count).
    const google = () => t.app.inject({ method: 'POST', url: '/api/user/login/google', payload: { id_token: 'x' }, ...ip });
    for (let i = 0; i < 3; i++) expect((await google()).statusCode).toBe(400);
    expect429(await google());
  });

  it('password reset: RATE_LIMIT_PASSWORD_RESET, also for unknown e-mails', async () => {
    const ip = { remoteAddress: '10.7.7.7' };
    const reset = () => t.app.inject({ method: 'POST', url: '/api/user/password-reset/reset', payload: { email: `${nickname()}@mail.test` }, ...ip });
    expect((await reset()).statusCode).toBe(400);
    expect((await reset()).statusCode).toBe(400);
    expect429(await reset());
  });

  it('verification resend: RATE_LIMIT_EMAIL_VERIFICATION per user, whatever the address', async () => {
    // Signed up from its own address (the first test spent the sign-up budget of the default one).
    const nick = nickname();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/user/registration',
      remoteAddress: '10.5.5.5',
      payload: { email: `${nick}@mail.test`, nickname: nick, password: PASSWORD },
    });
    const r = { headers: { authorization: `Bearer ${signUp.json().data.access_token}` } };
    const resend = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/email-verification/resend', headers: r.headers, remoteAddress });
    expect((await resend('10.0.0.1')).statusCode).toBe(200);
    expect((await resend('10.0.0.2')).statusCode).toBe(200);
    expect429(await resend('10.0.0.3'));
  });
});
