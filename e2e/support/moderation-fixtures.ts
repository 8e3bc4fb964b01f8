// Fixtures of the moderation spec: per worker, an app instance of its own whose database already
// holds an administrator and a moderator (made with the admin CLI before the server starts: PGlite
// admits one process), with the moderator-candidate thresholds of a small community (level 1, one
// confirmed item) so a member becomes a candidate within the story.
import { rmSync } from 'node:fs';
import { test as base, expect } from './fixtures';
import { freshDataDir, startAppInstance, type AppInstance } from './app-instance';
import { PASSWORD, admin as adminCli, nicknameFor } from './contributions-fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface WorkerFixtures {
  app: AppInstance;
  staff: { adminEmail: string; moderatorEmail: string };
}

export const test = base.extend<object, WorkerFixtures>({
  staff: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use({ adminEmail: `admin.${unique()}@glossa.test`, moderatorEmail: `moderator.${unique()}@glossa.test` }),
    { scope: 'worker' },
  ],
  app: [
    async ({ staff }, use) => {
      const dataDir = await freshDataDir('glossa-e2e-moderation-');
      await adminCli(dataDir, ['create-admin', '--email', staff.adminEmail, '--nickname', nicknameFor('Admina'), '--password', PASSWORD]);
      await adminCli(dataDir, ['create-admin', '--email', staff.moderatorEmail, '--nickname', nicknameFor('Modest'), '--password', PASSWORD]);
      expect(await adminCli(dataDir, ['promote', '--email', staff.moderatorEmail, '--role', 'moderator'])).toContain('-> moderator');
      const app = await startAppInstance(() => ({
        DATA_DIR: dataDir,
        PASSWORD_HASH_COST: 'test',
        RATE_LIMIT_LOGIN: '1000/1m',
        RATE_LIMIT_REGISTRATION: '1000/1m',
        MODERATOR_CANDIDATE_MIN_LEVEL: '1',
        MODERATOR_CANDIDATE_MIN_CONFIRMED: '1',
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
