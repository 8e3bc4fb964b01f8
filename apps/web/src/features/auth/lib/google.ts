// Google sign-in with the redirect (authorization code + PKCE) flow the server supports: the browser
// goes to the configured authorization endpoint and comes back to /login/google with ?code&state;
// the server exchanges the code (with its client secret) and verifies the ID token. Any OpenID
// provider works the same way, which is how the browser tests sign in offline.
import { base64url, randomToken } from './random';

const ATTEMPT_KEY = 'glossa-google-sign-in';

interface Attempt {
  state: string;
  nonce: string;
  verifier?: string;
}

/** Fixed (no locale prefix), so it can be registered once with the provider. */
export function googleRedirectUri(): string {
  return `${window.location.origin}/login/google`;
}

async function challengeOf(verifier: string): Promise<string | null> {
  // crypto.subtle exists only in secure contexts (https, localhost); without it, no PKCE.
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** Builds the authorization URL and remembers state, nonce and verifier for the way back. */
export async function googleAuthorizationUrl(config: {
  client_id: string;
  authorization_endpoint: string;
}): Promise<string> {
  const attempt: Attempt = { state: randomToken(16), nonce: randomToken(16), verifier: randomToken(48) };
  const challenge = await challengeOf(attempt.verifier!);
  if (!challenge) delete attempt.verifier;
  window.sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
  const url = new URL(config.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.client_id);
  url.searchParams.set('redirect_uri', googleRedirectUri());
  url.searchParams.set('scope', 'openid email');
  url.searchParams.set('state', attempt.state);
  url.searchParams.set('nonce', attempt.nonce);
  url.searchParams.set('prompt', 'select_account');
  if (challenge) {
    url.searchParams.set('code_challenge', challenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

export type GoogleCallback =
  | { ok: true; code: string; nonce: string; verifier?: string }
  | { ok: false; reason: 'cancelled' | 'state' | 'missing' };

/** Reads the provider's answer from the query; the stored attempt is used once. */
export function readGoogleCallback(search: URLSearchParams): GoogleCallback {
  let attempt: Attempt | null = null;
  try {
    attempt = JSON.parse(window.sessionStorage.getItem(ATTEMPT_KEY) ?? 'null') as Attempt | null;
  } catch {
    attempt = null;
  }
  const code = search.get('code');
  if (search.get('error')) return { ok: false, reason: 'cancelled' };
  if (!code) return { ok: false, reason: 'missing' };
  // The state ties the answer to an attempt this tab started (no login CSRF).
  if (!attempt || search.get('state') !== attempt.state) return { ok: false, reason: 'state' };
  return { ok: true, code, nonce: attempt.nonce, verifier: attempt.verifier };
}

export function forgetGoogleAttempt(): void {
  window.sessionStorage.removeItem(ATTEMPT_KEY);
}
