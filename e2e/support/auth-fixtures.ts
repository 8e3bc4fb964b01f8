// Fixtures for the accounts specs: per worker, a real SMTP server, a local OpenID provider standing in
// for Google (oauth2-mock-server) and an app instance wired to both, with short-lived access tokens.
import { OAuth2Server } from 'oauth2-mock-server';
import { test as base } from './fixtures';
import { startAppInstance, type AppInstance } from './app-instance';
import { startMailbox, type Mailbox } from './mailbox';

export const GOOGLE_CLIENT_ID = 'glossa-e2e.apps.example';
/** Access tokens live this long in the app the accounts specs drive (seconds). */
export const ACCESS_TOKEN_TTL_S = 6;
/**
 * A replay later than this after a token's use revokes the session (a quicker one is a lost answer).
 * Short, so the replay test waits little, but not 1 s: on a loaded machine a refresh cut off by a
 * page load was presented again by the next page 1-2 s later and ended the session (CI, auth spec).
 */
export const REFRESH_REUSE_GRACE_S = 4;

export interface OpenIdProvider {
  server: OAuth2Server;
  /** The person the provider signs in next (claims of the ID tokens it issues). */
  signInAs(claims: { sub: string; email: string; email_verified?: boolean }): void;
}

interface WorkerFixtures {
  mailbox: Mailbox;
  openId: OpenIdProvider;
  app: AppInstance;
}

export const test = base.extend<object, WorkerFixtures>({
  mailbox: [
    // Playwright reads the fixtures a function needs from its first parameter's pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const mailbox = await startMailbox();
      await use(mailbox);
      await mailbox.close();
    },
    { scope: 'worker' },
  ],
  openId: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = new OAuth2Server();
      await server.issuer.keys.generate('RS256');
      await server.start(0, '127.0.0.1');
      let claims: Record<string, unknown> = {};
      server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
        Object.assign(token.payload, claims);
      });
      await use({
        server,
        signInAs: (next) => {
          claims = { email_verified: true, ...next };
        },
      });
      await server.stop();
    },
    { scope: 'worker' },
  ],
  app: [
    async ({ mailbox, openId }, use) => {
      const issuer = openId.server.issuer.url!;
      const app = await startAppInstance((url) => ({
        PUBLIC_URL: url,
        SMTP_URL: mailbox.url,
        ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_S),
        REFRESH_REUSE_GRACE_SECONDS: String(REFRESH_REUSE_GRACE_S),
        // Cheap hashing and generous limits: the specs sign in many times in a few seconds.
        PASSWORD_HASH_COST: 'test',
        RATE_LIMIT_LOGIN: '1000/1m',
        RATE_LIMIT_REGISTRATION: '1000/1m',
        RATE_LIMIT_EMAIL_VERIFICATION: '1000/1m',
        RATE_LIMIT_PASSWORD_RESET: '1000/1m',
        ACCOUNT_MAIL_INTERVAL: '0',
        GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_ISSUER: issuer,
        GOOGLE_JWKS_URL: `${issuer}/jwks`,
        GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
        GOOGLE_TOKEN_URL: `${issuer}/token`,
      }));
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});

export { expect } from './fixtures';
