// The social sign-in providers this server is configured for (a provider without a client id is off).
import type { Config } from '../../../config';
import { createFacebookProvider } from './facebook';
import { createOidcProvider } from './oidc';
import type { IdentityProvider, IdentityProviderName } from './types';

export * from './types';

export type IdentityProviders = Partial<Record<IdentityProviderName, IdentityProvider>>;

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function createIdentityProviders(config: Config, now: () => Date): IdentityProviders {
  const providers: IdentityProviders = {};
  if (config.GOOGLE_CLIENT_ID) {
    providers.google = createOidcProvider({
      name: 'google',
      issuers: list(config.GOOGLE_ISSUER),
      audiences: list(config.GOOGLE_CLIENT_ID),
      jwksUrl: config.GOOGLE_JWKS_URL,
      now,
      token: { url: config.GOOGLE_TOKEN_URL, clientId: list(config.GOOGLE_CLIENT_ID)[0]!, ...(config.GOOGLE_CLIENT_SECRET ? { clientSecret: config.GOOGLE_CLIENT_SECRET } : {}) },
    });
  }
  if (config.APPLE_CLIENT_ID) {
    providers.apple = createOidcProvider({
      name: 'apple',
      issuers: list(config.APPLE_ISSUER),
      audiences: list(config.APPLE_CLIENT_ID),
      jwksUrl: config.APPLE_JWKS_URL,
      now,
    });
  }
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET) {
    providers.facebook = createFacebookProvider({
      appId: config.FACEBOOK_APP_ID,
      appSecret: config.FACEBOOK_APP_SECRET,
      graphUrl: config.FACEBOOK_GRAPH_URL,
      now,
    });
  }
  return providers;
}
