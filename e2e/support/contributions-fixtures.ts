// Fixtures of the contributions spec: per worker, an app instance of its own whose database already
// holds a moderator. The moderator is made with the admin CLI before the server starts (PGlite admits
// one process): `npm run admin -- create-admin`, then `npm run admin -- promote --role moderator`.
// Accounts are registered through the API (registration is not under test here) and signed in by
// storing the session the way the web app stores it.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { freshDataDir, startAppInstance, type AppInstance } from './app-instance';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const PASSWORD = 'Secret#2024';

export interface Account {
  email: string;
  nickname: string;
  token: string;
  refreshToken: string;
  expiresIn: number;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Latin letters only, as nicknames must be. */
export const nicknameFor = (prefix: string) => `${prefix}${unique().replace(/[^a-z]/gi, '')}`.slice(0, 18).padEnd(5, 'q');

/** `npm run admin -- ...` on a data directory (before its server starts: PGlite admits one process). */
export async function admin(dataDir: string, args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production', DEMO_DATA: 'false' },
    timeout: 120_000,
  });
  return stdout;
}

interface WorkerFixtures {
  app: AppInstance;
  moderatorEmail: string;
}

export const test = base.extend<object, WorkerFixtures>({
  moderatorEmail: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use(`moderator.${unique()}@glossa.test`),
    { scope: 'worker' },
  ],
  app: [
    async ({ moderatorEmail }, use) => {
      const dataDir = await freshDataDir('glossa-e2e-contrib-');
      await admin(dataDir, ['create-admin', '--email', moderatorEmail, '--nickname', nicknameFor('Moder'), '--password', PASSWORD]);
      const promoted = await admin(dataDir, ['promote', '--email', moderatorEmail, '--role', 'moderator']);
      expect(promoted).toContain('-> moderator');
      const app = await startAppInstance(() => ({
        DATA_DIR: dataDir,
        PASSWORD_HASH_COST: 'test',
        RATE_LIMIT_LOGIN: '1000/1m',
        RATE_LIMIT_REGISTRATION: '1000/1m',
        // A build of one's own (others may be rebuilding apps/web/dist in the same tree meanwhile).
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      }));
      await use(app);
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});

export { expect };

/** Registers an account with a native language (and others) through the API. */
export async function register(
  request: APIRequestContext,
  prefix: string,
  languages: { lang_code: string; level: string }[],
): Promise<Account> {
  const email = `${prefix.toLowerCase()}.${unique()}@glossa.test`;
  const nickname = nicknameFor(prefix);
  const res = await request.post('/api/user/registration', { data: { email, nickname, password: PASSWORD, platform: 'WEB' } });
  expect(res.status(), await res.text()).toBe(200);
  const tokens = (await res.json()).data as { access_token: string; refresh_token: string; expires_in: number };
  await setLanguages(request, tokens.access_token, languages);
  return { email, nickname, token: tokens.access_token, refreshToken: tokens.refresh_token, expiresIn: tokens.expires_in };
}

export async function login(request: APIRequestContext, email: string): Promise<Account> {
  const res = await request.post('/api/user/login', { data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const tokens = (await res.json()).data as { access_token: string; refresh_token: string; expires_in: number };
  return { email, nickname: '', token: tokens.access_token, refreshToken: tokens.refresh_token, expiresIn: tokens.expires_in };
}

export async function setLanguages(request: APIRequestContext, token: string, languages: { lang_code: string; level: string }[]) {
  const res = await request.post('/api/user/languages', { headers: { Authorization: `Bearer ${token}` }, data: { languages } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Signs in afresh (a session of its own: refresh tokens rotate, and the original ones replayed in
 * another browser context would count as stolen and end the session) and stores the session as the
 * web app does after signing in, then opens `pathname`.
 */
export async function openAs(page: Page, account: Account, pathname: string): Promise<void> {
  const fresh = await login(page.request, account.email);
  await page.addInitScript((session) => {
    window.localStorage.setItem('glossa-cookie-notice', 'dismissed');
    // Only the first time: a refreshed session must not be replaced by the original tokens.
    if (!window.localStorage.getItem('glossa-session')) window.localStorage.setItem('glossa-session', JSON.stringify(session));
  }, {
    token: fresh.token,
    token_type: 'Bearer',
    expires_in: fresh.expiresIn * 1000,
    refresh_token: fresh.refreshToken,
    authorization_date: Date.now(),
    google_auth: false,
    facebook_auth: false,
    apple_auth: false,
  });
  await page.goto(pathname);
}

/** A short WAV recording (mono, 16 kHz, a 440 Hz tone), as a file a user would pick. */
export function wavFixture(seconds = 0.8): Buffer {
  const rate = 16_000;
  const samples = Math.round(rate * seconds);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12_000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
