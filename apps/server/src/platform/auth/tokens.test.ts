// Access tokens: a token signed with the server's key but without an expiry is refused (it would
// be good forever). Refresh tokens are opaque secrets whose expiry lives in the database row.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './tokens';

const SECRET = 'x'.repeat(48);
const tokens = createAccessTokens(SECRET, 900);
const key = new TextEncoder().encode(SECRET);
const claims = { uid: 1, role: 'user', premium: false, sid: '00000000-0000-4000-8000-000000000001' };
const signed = (build: (jwt: SignJWT) => SignJWT) =>
  build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('00000000-0000-4000-8000-000000000002').setIssuer('glossa').setAudience('glossa-api')).sign(key);

describe('access tokens', () => {
  it('accept what the server signs', async () => {
    const token = await tokens.sign({ id: 1, uuid: '00000000-0000-4000-8000-000000000002', role: 'user', premium: false, sessionId: claims.sid });
    expect(await tokens.verify(token)).toMatchObject({ id: 1, sessionId: claims.sid });
  });

  it('refuse a correctly signed token without exp', async () => {
    expect(await tokens.verify(await signed((j) => j.setIssuedAt()))).toBe('invalid');
  });

  it('refuse a correctly signed token without iat', async () => {
    expect(await tokens.verify(await signed((j) => j.setExpirationTime('10m')))).toBe('invalid');
  });

  it('accept one with both', async () => {
    expect(await tokens.verify(await signed((j) => j.setIssuedAt().setExpirationTime('10m')))).toMatchObject({ id: 1 });
  });
});
