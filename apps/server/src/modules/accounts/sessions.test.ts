import type { AddressInfo } from 'node:net';
import { io as ioClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens, userSessions } from '../../db/schema/index';
import type { TestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { bearer, createAccountsTestApp, login, refresh, register } from '../../../test/accounts-helpers';
import { hashSecret } from './secrets';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const profile = (token: string) => t.app.inject({ url: '/api/user/profile', headers: bearer(token) });
const logout = (headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/logout', headers, ...(payload ? { payload } : {}) });

describe('access tokens', () => {
  it('expire after expires_in seconds (test clock) and then answer 401', async () => {
    const r = await register(t);
    expect((await profile(r.access)).statusCode).toBe(200);
    t.clock.advance(899_000);
    expect((await profile(r.access)).statusCode).toBe(200);
    t.clock.advance(2_000);
    const res = await profile(r.access);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('UNAUTHENTICATED');
  });

  it('of makeUser work, and stop working when its session is revoked', async () => {
    const u = await makeUser(t, { native: 'eng' });
    expect((await t.app.inject({ url: '/api/user/languages', headers: u.headers })).statusCode).toBe(200);
    expect((await logout(u.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/languages', headers: u.headers })).statusCode).toBe(401);
  });

  it('a guest gets 401 on the signed-in routes', async () => {
    for (const url of ['/api/user/profile', '/api/user/languages', '/api/user/search?keyword=ab']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(401);
    }
    for (const url of ['/api/user/email/is-verified', '/api/user/email-verification/resend', '/api/user/delete']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('POST /api/user/refresh-token', () => {
  it('rotates: a new pair each time, the old access token keeps its own lifetime', async () => {
    const r = await register(t);
    t.clock.advance(60_000);
    const res = await refresh(t, r.refresh);
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next.refresh_token).not.toBe(r.refresh);
    expect(next.access_token).not.toBe(r.access);
    expect(next).toMatchObject({ token_type: 'Bearer', expires_in: 900, google_auth: false });
    expect((await profile(next.access_token)).statusCode).toBe(200);

    const again = await refresh(t, next.refresh_token);
    expect(again.statusCode).toBe(200);
  });

  it('works with an expired access token (that is what it is for)', async () => {
    const r = await register(t);
    t.clock.advance(3_600_000);
    expect((await profile(r.access)).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/refresh-token', headers: bearer(r.access), payload: { refresh_token: r.refresh } });
    expect(res.statusCode).toBe(200);
    expect((await profile(res.json().data.access_token)).statusCode).toBe(200);
  });

  it('revokes the whole session when a used refresh token is presented again', async () => {
    const r = await register(t);
    const first = (await refresh(t, r.refresh)).json().data;
    const second = (await refresh(t, first.refresh_token)).json().data;
    expect((await profile(second.access_token)).statusCode).toBe(200);

    // An attacker replays the first refresh token.
    const replay = await refresh(t, r.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0].code).toBe('UNAUTHENTICATED');

    // Every token of the family is dead now, at once.
    expect((await profile(second.access_token)).statusCode).toBe(401);
    expect((await refresh(t, second.refresh_token)).statusCode).toBe(401);
    const [session] = await t.ctx.db
      .select()
      .from(userSessions)
      .innerJoin(refreshTokens, eq(refreshTokens.sessionId, userSessions.id))
      .where(eq(refreshTokens.tokenHash, hashSecret(r.refresh)));
    expect(session!.user_sessions.revokeReason).toBe('reuse');

    // Other sessions of the same user are untouched.
    const other = await login(t, r.email, r.password);
    expect((await profile(other.json().data.access_token)).statusCode).toBe(200);
  });

  it('gives a token presented twice at once (a lost answer) a second pair, and keeps the session', async () => {
    const r = await register(t);
    const [a, b] = await Promise.all([refresh(t, r.refresh), refresh(t, r.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Both branches work; using one of them ends the grace of the original token.
    expect((await profile(a.json().data.access_token)).statusCode).toBe(200);
    expect((await profile(b.json().data.access_token)).statusCode).toBe(200);
    expect((await refresh(t, a.json().data.refresh_token)).statusCode).toBe(200);
    expect((await refresh(t, r.refresh)).statusCode).toBe(401);
    expect((await profile(b.json().data.access_token)).statusCode).toBe(401);
  });

  it('lets a holder that lost the answer retry within the grace, and revokes after it', async () => {
    const r = await register(t);
    const lost = await refresh(t, r.refresh);
    expect(lost.statusCode).toBe(200);
    // The page reloaded before it stored the new pair: it presents the old token again.
    t.clock.advance(t.config.REFRESH_REUSE_GRACE_SECONDS * 1000 - 1000);
    const retry = await refresh(t, r.refresh);
    expect(retry.statusCode).toBe(200);
    expect((await profile(retry.json().data.access_token)).statusCode).toBe(200);

    // Past the grace, the same token is a copy: the session ends.
    t.clock.advance(2000);
    expect((await refresh(t, r.refresh)).statusCode).toBe(401);
    expect((await profile(retry.json().data.access_token)).statusCode).toBe(401);
  });

  it('refuses an unknown, malformed or expired refresh token', async () => {
    expect((await refresh(t, 'x'.repeat(43))).statusCode).toBe(401);
    const empty = await refresh(t, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('refresh_token');

    const r = await register(t);
    t.clock.advance(30 * 86_400_000 + 1000);
    expect((await refresh(t, r.refresh)).statusCode).toBe(401);
  });

  it('keeps an active session alive: each refresh moves its idle expiry', async () => {
    const r = await register(t);
    let token = r.refresh;
    for (let i = 0; i < 3; i++) {
      t.clock.advance(20 * 86_400_000);
      const res = await refresh(t, token);
      expect(res.statusCode).toBe(200);
      token = res.json().data.refresh_token;
    }
  });

  it('answers with the current role: a promotion shows after a refresh', async () => {
    const r = await register(t);
    await t.services.accounts.admin.setRole({ email: r.email, role: 'moderator' });
    const next = (await refresh(t, r.refresh)).json().data;
    const viewer = await t.ctx.tokens.verify(next.access_token);
    expect(viewer).toMatchObject({ role: 'moderator' });
  });
});

describe('POST /api/user/logout', () => {
  it('ends the session at once: access and refresh tokens stop working', async () => {
    const r = await register(t);
    const res = await logout(r.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect((await profile(r.access)).statusCode).toBe(401);
    expect((await refresh(t, r.refresh)).statusCode).toBe(401);
  });

  it('ends only this session; the same user elsewhere stays signed in', async () => {
    const r = await register(t);
    const phone = (await login(t, r.email, r.password)).json().data;
    await logout(r.headers);
    expect((await profile(phone.access_token)).statusCode).toBe(200);
  });

  it('with an expired access token, ends the session named by the refresh token', async () => {
    const r = await register(t);
    t.clock.advance(3_600_000);
    const res = await logout(bearer(r.access), { refresh_token: r.refresh });
    expect(res.statusCode).toBe(200);
    expect((await refresh(t, r.refresh)).statusCode).toBe(401);
  });

  it('is a no-op for a guest', async () => {
    expect((await logout({})).statusCode).toBe(200);
  });
});

describe('session check cache', () => {
  it('sees a revocation made elsewhere within SESSION_CHECK_CACHE_MS', async () => {
    const other = await createAccountsTestApp({ SESSION_CHECK_CACHE_MS: '5000' });
    try {
      const r = await register(other);
      const me = () => other.app.inject({ url: '/api/user/profile', headers: r.headers });
      expect((await me()).statusCode).toBe(200);
      // Revoked behind this process's back (another server instance, the admin CLI).
      await other.ctx.db.update(userSessions).set({ revokedAt: new Date() });
      expect((await me()).statusCode).toBe(200);
      other.clock.advance(5_001);
      expect((await me()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('realtime connections', () => {
  it('are refused for an ended session and closed when their session ends', async () => {
    const live = await createAccountsTestApp();
    try {
      await live.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(live.app.server.address() as AddressInfo).port}`;
      const r = await register(live);
      const other = await login(live, r.email, r.password);
      const connect = (token: string) =>
        ioClient(base, { path: '/broadcast', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });

      const mine = connect(r.access);
      const theirs = connect(other.json().data.access_token);
      await Promise.all([mine, theirs].map((s) => new Promise<void>((resolve, reject) => s.once('connect', () => resolve()).once('connect_error', reject))));
      const closed = new Promise<string>((resolve) => mine.once('disconnect', resolve));
      await live.app.inject({ method: 'POST', url: '/api/user/logout', headers: r.headers });
      expect(await closed).toBe('io server disconnect');
      expect(theirs.connected).toBe(true);

      const again = connect(r.access);
      const refusal = await new Promise<Error>((resolve) => again.once('connect_error', resolve));
      expect(refusal.message).toBe('Session has ended');
      theirs.close();
      again.close();
    } finally {
      await live.close();
    }
  });
});
