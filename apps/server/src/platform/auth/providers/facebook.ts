// Facebook user access tokens: inspected with the Graph API debug_token endpoint (is it valid, for
// our app, not expired?), then /me gives the user id and e-mail. Facebook only exposes confirmed
// e-mail addresses, so a returned e-mail counts as verified.
import { createHmac } from 'node:crypto';
import { IdentityTokenError, type IdentityProvider } from './types';

export interface FacebookProviderOptions {
  appId: string;
  appSecret: string;
  graphUrl: string;
  now: () => Date;
  timeoutMs?: number;
}

interface DebugTokenAnswer {
  data?: { app_id?: string; is_valid?: boolean; user_id?: string; expires_at?: number };
}

export function createFacebookProvider({ appId, appSecret, graphUrl, now, timeoutMs = 5000 }: FacebookProviderOptions): IdentityProvider {
  const base = graphUrl.replace(/\/$/, '');

  async function getJson(url: URL): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new IdentityTokenError('unavailable', `facebook unreachable: ${(err as Error).message}`);
    }
    if (res.status >= 500) throw new IdentityTokenError('unavailable', `facebook answered ${res.status}`);
    const body = await res.json().catch(() => null);
    return { status: res.status, body };
  }

  return {
    name: 'facebook',
    async verify(token) {
      const debug = new URL(`${base}/debug_token`);
      debug.searchParams.set('input_token', token);
      debug.searchParams.set('access_token', `${appId}|${appSecret}`);
      const inspected = await getJson(debug);
      const data = (inspected.body as DebugTokenAnswer | null)?.data;
      if (inspected.status !== 200 || !data?.is_valid) throw new IdentityTokenError('invalid', 'facebook token is not valid');
      if (data.app_id !== appId) throw new IdentityTokenError('invalid', 'facebook token belongs to another app');
      if (!data.user_id) throw new IdentityTokenError('invalid', 'facebook token has no user');
      if (data.expires_at && data.expires_at * 1000 <= now().getTime()) throw new IdentityTokenError('invalid', 'facebook token expired');

      const me = new URL(`${base}/me`);
      me.searchParams.set('fields', 'id,email');
      me.searchParams.set('access_token', token);
      // Proves the call comes from our server (Graph API "appsecret_proof").
      me.searchParams.set('appsecret_proof', createHmac('sha256', appSecret).update(token).digest('hex'));
      const profile = await getJson(me);
      const body = profile.body as { id?: string; email?: string } | null;
      if (profile.status !== 200 || !body?.id) throw new IdentityTokenError('invalid', 'facebook /me refused the token');
      if (body.id !== data.user_id) throw new IdentityTokenError('invalid', 'facebook /me answered for another user');
      const email = typeof body.email === 'string' && body.email.length <= 254 ? body.email.toLowerCase() : null;
      return { provider: 'facebook', subject: body.id, email, emailVerified: email !== null };
    },
  };
}
