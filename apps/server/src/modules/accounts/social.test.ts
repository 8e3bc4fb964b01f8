// Social sign-in against real local peers: two OpenID providers (oauth2-mock-server) standing in
// for Google and Apple, and a small HTTP server that speaks Facebook's debug_token and /me.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { TestApp } from '../../../test/app';
import { bearer, createAccountsTestApp, lastMailTo, linkIn, login, nickname, outbox, register } from '../../../test/accounts-helpers';

const GOOGLE_CLIENT = 'glossa-google.apps.example';
const APPLE_CLIENT = 'org.glossa.web';
const FB_APP = '4242';
const FB_SECRET = 'fb-secret';

let google: OAuth2Server;
let apple: OAuth2Server;
let facebook: Server;
let facebookUrl: string;
/** Facebook access tokens the fake Graph API knows. */
const fbTokens = new Map<string, { userId: string; email?: string; appId?: string; valid?: boolean; expiresAt?: number; meId?: string }>();
let t: TestApp;

async function startProvider(): Promise<OAuth2Server> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  return server;
}

function startFacebook(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/v19.0/debug_token') {
      if (url.searchParams.get('access_token') !== `${FB_APP}|${FB_SECRET}`) return send(400, { error: { message: 'bad app token' } });
      const known = fbTokens.get(url.searchParams.get('input_token') ?? '');
      if (!known) return send(200, { data: { is_valid: false } });
      return send(200, {
        data: { app_id: known.appId ?? FB_APP, is_valid: known.valid ?? true, user_id: known.userId, expires_at: known.expiresAt ?? 0 },
      });
    }
    if (url.pathname === '/v19.0/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const known = fbTokens.get(token);
      if (!known || !url.searchParams.get('appsecret_proof')) return send(400, { error: { message: 'invalid token' } });
      return send(200, { id: known.meId ?? known.userId, ...(known.email ? { email: known.email } : {}) });
    }
    send(404, {});
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Claims {
  sub?: string;
  email?: string;
  email_verified?: boolean | string;
  aud?: string;
  nonce?: string;
  iss?: string;
}

function idToken(server: OAuth2Server, claims: Claims, expiresIn = 600): Promise<string> {
  return server.issuer.buildToken({
    expiresIn,
    scopesOrTransform: (_header, payload) => {
      Object.assign(payload, { aud: server === google ? GOOGLE_CLIENT : APPLE_CLIENT, ...claims });
    },
  });
}

beforeAll(async () => {
  google = await startProvider();
  apple = await startProvider();
  facebook = await startFacebook();
  facebookUrl = `http://127.0.0.1:${(facebook.address() as AddressInfo).port}/v19.0`;
  t = await createAccountsTestApp({
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
    GOOGLE_ISSUER: google.issuer.url!,
    GOOGLE_JWKS_URL: `${google.issuer.url}/jwks`,
    GOOGLE_TOKEN_URL: `${google.issuer.url}/token`,
    GOOGLE_AUTHORIZATION_URL: `${google.issuer.url}/authorize`,
    APPLE_CLIENT_ID: APPLE_CLIENT,
    APPLE_ISSUER: apple.issuer.url!,
    APPLE_JWKS_URL: `${apple.issuer.url}/jwks`,
    FACEBOOK_APP_ID: FB_APP,
    FACEBOOK_APP_SECRET: FB_SECRET,
    FACEBOOK_GRAPH_URL: facebookUrl,
    PUBLIC_URL: 'https://glossa.example',
  });
});
afterAll(async () => {
  await t.close();
  await google.stop();
  await apple.stop();
  await new Promise((r) => facebook.close(r));
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const profileOf = async (accessToken: string) => (await t.app.inject({ url: '/api/user/profile', headers: bearer(accessToken) })).json().data;
const uniq = () => `${Date.now()}${Math.random().toString(36).slice(2)}`;

describe('GET /api/user/login/providers', () => {
  it('lists the configured providers with what the web SDKs need', async () => {
    const res = await t.app.inject({ url: '/api/user/login/providers' });
    expect(res.json().data).toEqual({
      google: { client_id: GOOGLE_CLIENT, authorization_endpoint: `${google.issuer.url}/authorize` },
      facebook: { app_id: FB_APP },
      apple: { client_id: APPLE_CLIENT, redirect_uri: 'https://glossa.example' },
    });
  });
});

describe('Google sign-in', () => {
  it('creates an account that needs a nickname on first sign-in, then signs in to it', async () => {
    const sub = uniq();
    const email = `g${sub}@gmail.test`;
    const res = await post('/api/user/login/google', { id_token: await idToken(google, { sub, email, email_verified: true }) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ token_type: 'Bearer', google_auth: true, facebook_auth: false, apple_auth: false });
    const me = await profileOf(data.access_token);
    expect(me).toMatchObject({ email, nickname: null, need_to_set_nickname: true, is_email_verified: true, has_password: false, linked_providers: ['google'] });

    // Completing the profile: nickname.
    const nick = nickname('Gina');
    const set = await t.app.inject({ method: 'PATCH', url: '/api/user/profile/nickname', headers: bearer(data.access_token), payload: { nickname: nick } });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ nickname: nick, need_to_set_nickname: false });

    const again = await post('/api/user/login/google', { id_token: await idToken(google, { sub, email, email_verified: true }) });
    expect((await profileOf(again.json().data.access_token)).uuid).toBe(me.uuid);
  });

  it('links to the existing (verified) account with the same verified e-mail', async () => {
    const r = await register(t);
    const link = linkIn((await lastMailTo(t, r.email)).text);
    await post('/api/user/email-verification/verify', { id: link.searchParams.get('id'), hash: link.searchParams.get('hash') });
    const res = await post('/api/user/login/google', { id_token: await idToken(google, { sub: uniq(), email: r.email.toUpperCase(), email_verified: true }) });
    expect(res.statusCode).toBe(200);
    const me = await profileOf(res.json().data.access_token);
    expect(me).toMatchObject({ nickname: r.nickname, need_to_set_nickname: false, has_password: true, linked_providers: ['google'] });
    expect((await login(t, r.email, r.password)).statusCode).toBe(200);
  });

  it('takes over an address someone registered without verifying it (password and sessions dropped)', async () => {
    const squatter = await register(t);
    const res = await post('/api/user/login/google', { id_token: await idToken(google, { sub: uniq(), email: squatter.email, email_verified: true }) });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/profile', headers: squatter.headers })).statusCode).toBe(401);
    expect((await login(t, squatter.email, squatter.password)).json().errors[0].code).toBe('INVALID_LOGIN_OR_PASSWORD');
    expect(await profileOf(res.json().data.access_token)).toMatchObject({ is_email_verified: true, has_password: false });
  });

  it('does not link an e-mail the provider has not verified', async () => {
    const r = await register(t);
    const res = await post('/api/user/login/google', { id_token: await idToken(google, { sub: uniq(), email: r.email, email_verified: false }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED', field: 'email' });
  });

  it('creates an unverified account for an unverified new e-mail and sends it a verification link', async () => {
    const email = `u${uniq()}@mail.test`;
    const res = await post('/api/user/login/google', { id_token: await idToken(google, { sub: uniq(), email, email_verified: false }) });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(res.json().data.access_token)).is_email_verified).toBe(false);
    expect((await outbox(t)).some((m) => m.to.includes(email) && m.text.includes('/email-verification?id='))).toBe(true);
  });

  it.each<[string, () => Promise<string>]>([
    ['another audience', () => idToken(google, { sub: 'x1', email: 'x1@mail.test', aud: 'someone-else' })],
    ['another issuer', () => idToken(google, { sub: 'x2', email: 'x2@mail.test', iss: 'https://evil.example' })],
    ['a token signed by Apple keys', () => idToken(apple, { sub: 'x3', email: 'x3@mail.test', aud: GOOGLE_CLIENT, iss: google.issuer.url! })],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s with the spec message', async (_why, make) => {
    const res = await post('/api/user/login/google', { id_token: await make() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      code: 'SOCIAL_LOGIN_FAILED',
      message: 'Login with Google failed. Try a different login method',
      field: 'id_token',
      payload: { provider: 'google' },
    });
  });

  it('refuses an expired token (test clock past exp)', async () => {
    const token = await idToken(google, { sub: uniq(), email: `e${uniq()}@mail.test`, email_verified: true }, 60);
    t.clock.advance(120_000);
    try {
      expect((await post('/api/user/login/google', { id_token: token })).json().errors[0].code).toBe('SOCIAL_LOGIN_FAILED');
    } finally {
      t.clock.set(new Date());
    }
  });

  it('checks the nonce when the client sends one', async () => {
    const sub = uniq();
    const token = await idToken(google, { sub, email: `n${sub}@mail.test`, email_verified: true, nonce: 'n-123' });
    expect((await post('/api/user/login/google', { id_token: token, nonce: 'other' })).statusCode).toBe(400);
    expect((await post('/api/user/login/google', { id_token: token, nonce: 'n-123' })).statusCode).toBe(200);
  });

  it('needs an e-mail to create an account', async () => {
    const res = await post('/api/user/login/google', { id_token: await idToken(google, { sub: uniq() }) });
    expect(res.json().errors[0]).toMatchObject({ code: 'SOCIAL_LOGIN_FAILED', field: 'email' });
  });
});

describe('Google sign-in, redirect (authorization code) flow', () => {
  const redirectUri = 'https://glossa.example/auth/google/callback';

  /** What the browser does: opens the authorization endpoint and comes back with ?code. */
  async function authorize(nonce: string, verifier: string): Promise<string> {
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const url = new URL(`${google.issuer.url}/authorize`);
    for (const [k, v] of Object.entries({
      response_type: 'code',
      client_id: GOOGLE_CLIENT,
      redirect_uri: redirectUri,
      scope: 'openid email',
      state: 'st',
      nonce,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })) {
      url.searchParams.set(k, v);
    }
    const res = await fetch(url, { redirect: 'manual' });
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('st');
    return back.searchParams.get('code')!;
  }

  /** The provider puts this person's claims into the tokens it issues until the returned function is called. */
  function asPerson(claims: Claims): () => void {
    const stamp = (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, claims);
    google.service.on('beforeTokenSigning', stamp);
    return () => google.service.off('beforeTokenSigning', stamp);
  }

  it('exchanges the code on the server and signs in', async () => {
    const sub = uniq();
    const email = `code${sub}@gmail.test`;
    const verifier = randomBytes(32).toString('base64url');
    const code = await authorize('nonce-1', verifier);
    const done = asPerson({ sub, email, email_verified: true });
    const res = await post('/api/user/login/google', { code, redirect_uri: redirectUri, code_verifier: verifier, nonce: 'nonce-1' }).finally(done);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.google_auth).toBe(true);
    expect(await profileOf(res.json().data.access_token)).toMatchObject({ email, need_to_set_nickname: true, linked_providers: ['google'] });
  });

  it('refuses a code Google refuses, a foreign redirect_uri and a code without redirect_uri', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = await authorize('nonce-2', verifier);
    google.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const refused = await post('/api/user/login/google', { code, redirect_uri: redirectUri, code_verifier: verifier });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ code: 'SOCIAL_LOGIN_FAILED', field: 'code' });

    const foreign = await post('/api/user/login/google', { code: 'abc', redirect_uri: 'https://evil.example/cb' });
    expect(foreign.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'redirect_uri' });
    const missing = await post('/api/user/login/google', { code: 'abc' });
    expect(missing.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'redirect_uri' });
    const nothing = await post('/api/user/login/google', {});
    expect(nothing.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id_token' });
  });
});

describe('Apple sign-in', () => {
  it('creates the account with apple_auth and accepts Apple\'s string booleans', async () => {
    const sub = `001234.${uniq()}`;
    const email = `${uniq()}@privaterelay.appleid.test`;
    const res = await post('/api/user/login/apple', { id_token: await idToken(apple, { sub, email, email_verified: 'true' }) }, { local: 'spa' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ apple_auth: true, google_auth: false });
    const me = await profileOf(res.json().data.access_token);
    expect(me).toMatchObject({ email, need_to_set_nickname: true, is_email_verified: true, linked_providers: ['apple'] });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row!.interfaceLocale).toBe('es');
  });

  it('refuses a Google token', async () => {
    const res = await post('/api/user/login/apple', { id_token: await idToken(google, { sub: uniq(), email: 'a@mail.test' }) });
    expect(res.json().errors[0]).toMatchObject({ code: 'SOCIAL_LOGIN_FAILED', message: 'Login with Apple failed. Try a different login method' });
  });
});

describe('Facebook sign-in', () => {
  it('inspects the token, then signs in (creating the account once)', async () => {
    const token = `fb-${uniq()}`;
    const email = `f${uniq()}@mail.test`;
    fbTokens.set(token, { userId: `u${uniq()}`, email });
    const res = await post('/api/user/login/facebook', { access_token: token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ facebook_auth: true });
    const me = await profileOf(res.json().data.access_token);
    expect(me).toMatchObject({ email, need_to_set_nickname: true, is_email_verified: true, linked_providers: ['facebook'] });
    const again = await post('/api/user/login/facebook', { access_token: token });
    expect((await profileOf(again.json().data.access_token)).uuid).toBe(me.uuid);
  });

  it.each<[string, Parameters<typeof fbTokens.set>[1] | null]>([
    ['an unknown token', null],
    ['a token of another app', { userId: 'u-other', email: 'o@mail.test', appId: '999' }],
    ['an invalid token', { userId: 'u-inv', email: 'i@mail.test', valid: false }],
    ['an expired token', { userId: 'u-exp', email: 'e@mail.test', expiresAt: Math.floor(Date.now() / 1000) - 60 }],
    ['/me answering for someone else', { userId: 'u-a', email: 'm@mail.test', meId: 'u-b' }],
  ])('refuses %s', async (_why, entry) => {
    const token = `fb-${uniq()}`;
    if (entry) fbTokens.set(token, entry);
    const res = await post('/api/user/login/facebook', { access_token: token });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      code: 'SOCIAL_LOGIN_FAILED',
      message: 'Login with Facebook failed. Try a different login method',
      field: 'access_token',
    });
  });
});

describe('provider configuration', () => {
  it('hides and refuses providers without a client id', async () => {
    const bare = await createAccountsTestApp();
    try {
      expect((await bare.app.inject({ url: '/api/user/login/providers' })).json().data).toEqual({ google: null, facebook: null, apple: null });
      const res = await bare.app.inject({ method: 'POST', url: '/api/user/login/google', payload: { id_token: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('SOCIAL_LOGIN_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });

  it('answers 503 when the provider keys cannot be fetched', async () => {
    const down = await createAccountsTestApp({
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
      GOOGLE_ISSUER: google.issuer.url!,
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks',
      FACEBOOK_APP_ID: FB_APP,
      FACEBOOK_APP_SECRET: FB_SECRET,
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/v19.0',
    });
    try {
      const g = await down.app.inject({ method: 'POST', url: '/api/user/login/google', payload: { id_token: await idToken(google, { sub: 'd', email: 'd@mail.test' }) } });
      expect(g.statusCode).toBe(503);
      expect(g.json().errors[0].code).toBe('SERVICE_UNAVAILABLE');
      const f = await down.app.inject({ method: 'POST', url: '/api/user/login/facebook', payload: { access_token: 'fb-x' } });
      expect(f.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});
