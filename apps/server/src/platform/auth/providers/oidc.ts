// Google and Apple ID tokens: JWTs checked against the provider's published keys (JWKS, fetched
// and cached by jose) with issuer, audience, expiry and, when the client sent one, nonce.
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { IdentityTokenError, type IdentityProvider, type IdentityProviderName } from './types';

export interface OidcProviderOptions {
  name: Extract<IdentityProviderName, 'google' | 'apple'>;
  issuers: string[];
  audiences: string[];
  jwksUrl: string;
  now: () => Date;
  /** Token endpoint for the authorization-code flow (optional). */
  token?: { url: string; clientId: string; clientSecret?: string };
}

/** Apple sends booleans as the strings "true"/"false". */
const truthy = (v: unknown) => v === true || v === 'true';

// Codes that mean the key set could not be fetched or used (a non-200 JWKS answer is a generic error).
const UNAVAILABLE = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

export function createOidcProvider({ name, issuers, audiences, jwksUrl, now, token }: OidcProviderOptions): IdentityProvider {
  const jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 600_000 });

  /** Exchanges an authorization code at the token endpoint (client secret stays on the server). */
  async function exchangeCode(code: string, redirectUri: string, codeVerifier?: string): Promise<string> {
    if (!token) throw new IdentityTokenError('invalid', `${name} has no token endpoint configured`);
    const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: token.clientId });
    if (token.clientSecret) form.set('client_secret', token.clientSecret);
    if (codeVerifier) form.set('code_verifier', codeVerifier);
    let res: Response;
    try {
      res = await fetch(token.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(5000),
      });
    } catch (err) {
      throw new IdentityTokenError('unavailable', `${name} token endpoint unreachable: ${(err as Error).message}`);
    }
    if (res.status >= 500) throw new IdentityTokenError('unavailable', `${name} token endpoint answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as { id_token?: unknown } | null;
    if (!res.ok || typeof body?.id_token !== 'string') throw new IdentityTokenError('invalid', `${name} refused the code (${res.status})`);
    return body.id_token;
  }

  return {
    name,
    ...(token ? { exchangeCode } : {}),
    async verify(token, options = {}) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          issuer: issuers,
          audience: audiences,
          algorithms: ['RS256', 'ES256'],
          currentDate: now(),
          clockTolerance: 5,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (err) {
        if (err instanceof joseErrors.JOSEError && !UNAVAILABLE.has(err.code)) {
          throw new IdentityTokenError('invalid', `${name} token rejected: ${err.code}`);
        }
        // Key set unreachable or unusable: not the user's fault.
        throw new IdentityTokenError('unavailable', `${name} keys unavailable: ${(err as Error).message}`);
      }
      if (options.nonce !== undefined && payload.nonce !== options.nonce) {
        throw new IdentityTokenError('invalid', `${name} token nonce mismatch`);
      }
      const email = typeof payload.email === 'string' && payload.email.length <= 254 ? payload.email.toLowerCase() : null;
      return { provider: name, subject: String(payload.sub), email, emailVerified: email !== null && truthy(payload.email_verified) };
    },
  };
}
