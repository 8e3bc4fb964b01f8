// Short-lived access tokens: HS256 JWTs signed with JWT_SECRET (jose).
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { UserRole } from '../../db/schema/users';
import type { Viewer } from './viewer';

const ISSUER = 'glossa';
const AUDIENCE = 'glossa-api';

export interface AccessTokens {
  ttlSeconds: number;
  sign(viewer: Viewer): Promise<string>;
  /** The viewer, or 'expired' / 'invalid'. */
  verify(token: string): Promise<Viewer | 'expired' | 'invalid'>;
}

export function createAccessTokens(secret: string, ttlSeconds: number, now: () => Date = () => new Date()): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(viewer) {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ uid: viewer.id, role: viewer.role, premium: viewer.premium, sid: viewer.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(viewer.uuid)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          // A token without an expiry would be good forever: refused even when correctly signed.
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.uid !== 'number' || typeof payload.sid !== 'string') {
          return 'invalid';
        }
        return {
          id: payload.uid,
          uuid: payload.sub,
          role: payload.role as UserRole,
          premium: payload.premium === true,
          sessionId: payload.sid,
        };
      } catch (err) {
        return err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}
