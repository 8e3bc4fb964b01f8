// E-mail verification through a real SMTP server started by the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { bearer, createAccountsTestApp, linkIn, register, startSmtpServer } from '../../../test/accounts-helpers';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createAccountsTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:4173', MAIL_FROM: 'Glossa <hello@glossa.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function mailTo(email: string) {
  await t.ctx.mailer.idle();
  const found = smtp.mails.filter((m) => m.to.includes(email));
  expect(found.length, `mails to ${email}`).toBeGreaterThan(0);
  return found[found.length - 1]!;
}

const verify = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/user/email-verification/verify', payload });
const isVerified = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/user/email/is-verified', headers });

describe('e-mail verification', () => {
  it('delivers the link over SMTP at sign-up; opening it verifies the address', async () => {
    const r = await register(t, { local: 'ukr' });
    const mail = await mailTo(r.email);
    expect(mail.subject).toBe('Підтвердьте адресу електронної пошти');
    expect(mail.raw).toMatch(/^From: Glossa <hello@glossa\.test>/m);
    const link = linkIn(mail.text);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4173/uk/email-verification');
    expect(mail.html).toContain(link.searchParams.get('hash'));

    expect((await isVerified(r.headers)).json()).toEqual({ data: { is_verified: false } });
    const res = await verify({ id: link.searchParams.get('id'), hash: link.searchParams.get('hash') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { is_verified: true } });
    expect((await isVerified(r.headers)).json()).toEqual({ data: { is_verified: true } });
    const profile = await t.app.inject({ url: '/api/user/profile', headers: r.headers });
    expect(profile.json().data.is_email_verified).toBe(true);

    // Opening the link again is harmless.
    const again = await verify({ id: link.searchParams.get('id'), hash: link.searchParams.get('hash') });
    expect(again.json()).toEqual({ data: { is_verified: true } });
    // Any other hash is refused as for an unverified account: no oracle of who is verified.
    const guess = await verify({ id: link.searchParams.get('id'), hash: 'a'.repeat(43) });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().errors[0]).toMatchObject({ code: 'EMAIL_VERIFICATION_INVALID', field: 'hash' });
  });

  it('refuses a tampered hash, another user id, and malformed values', async () => {
    const r = await register(t);
    const other = await register(t);
    const link = linkIn((await mailTo(r.email)).text);
    const otherLink = linkIn((await mailTo(other.email)).text);
    const id = link.searchParams.get('id')!;
    const hash = link.searchParams.get('hash')!;

    const tampered = await verify({ id, hash: `${hash.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().errors[0]).toMatchObject({ code: 'EMAIL_VERIFICATION_INVALID', field: 'hash' });
    // A valid hash of someone else does not verify this id, nor the other user.
    expect((await verify({ id, hash: otherLink.searchParams.get('hash') })).statusCode).toBe(400);
    expect((await isVerified(other.headers)).json().data.is_verified).toBe(false);

    for (const payload of [{ id: 'not-a-uuid', hash }, { id }, { id, hash: '' }, { id, hash: 'x'.repeat(300) }]) {
      const res = await verify(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('VALIDATION_ERROR');
    }
    expect((await isVerified(r.headers)).json().data.is_verified).toBe(false);
  });

  it('expires the link after EMAIL_VERIFICATION_TTL', async () => {
    const r = await register(t);
    const link = linkIn((await mailTo(r.email)).text);
    t.clock.advance(3 * 86_400_000 + 1000);
    const res = await verify({ id: link.searchParams.get('id'), hash: link.searchParams.get('hash') });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('EMAIL_VERIFICATION_INVALID');
  });

  it('resends a fresh link in the current interface language; the old one keeps working until one is used', async () => {
    const r = await register(t);
    const first = linkIn((await mailTo(r.email)).text);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/email-verification/resend', headers: { ...r.headers, local: 'fre' } });
    expect(res.statusCode).toBe(200);
    const mail = await mailTo(r.email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    const second = linkIn(mail.text);
    expect(second.pathname).toBe('/fr/email-verification');
    expect(second.searchParams.get('hash')).not.toBe(first.searchParams.get('hash'));

    expect((await verify({ id: second.searchParams.get('id'), hash: second.searchParams.get('hash') })).statusCode).toBe(200);
    // The first link died with the verification (single use for the whole set).
    const stale = await verify({ id: first.searchParams.get('id'), hash: first.searchParams.get('hash') });
    expect(stale.json()).toEqual({ data: { is_verified: true } });

    const done = await t.app.inject({ method: 'POST', url: '/api/user/email-verification/resend', headers: r.headers });
    expect(done.statusCode).toBe(400);
    expect(done.json().errors[0].code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('sends at most one link per ACCOUNT_MAIL_INTERVAL', async () => {
    const throttled = await createAccountsTestApp({ SMTP_URL: smtp.url, ACCOUNT_MAIL_INTERVAL: '60' });
    try {
      const r = await register(throttled);
      await throttled.ctx.mailer.idle();
      const count = () => smtp.mails.filter((m) => m.to.includes(r.email)).length;
      expect(count()).toBe(1);
      const resend = () => throttled.app.inject({ method: 'POST', url: '/api/user/email-verification/resend', headers: r.headers });
      expect((await resend()).statusCode).toBe(200);
      await throttled.ctx.mailer.idle();
      expect(count()).toBe(1);
      throttled.clock.advance(61_000);
      expect((await resend()).statusCode).toBe(200);
      await throttled.ctx.mailer.idle();
      expect(count()).toBe(2);
    } finally {
      await throttled.close();
    }
  });

  it('answers is-verified for the viewer only', async () => {
    const u = await makeUser(t);
    expect((await isVerified(u.headers)).json()).toEqual({ data: { is_verified: true } });
    expect((await isVerified(bearer('nope'))).statusCode).toBe(401);
  });
});
