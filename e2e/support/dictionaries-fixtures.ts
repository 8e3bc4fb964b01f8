// Fixtures of the Dictionaries page spec: per worker, an app instance of its own whose FREEDICT_DIR
// holds a tiny eng-deu pair (the server tests' fixture, written as .index + .dict.dz) and an eng-nld
// pair whose .dict.dz is cut short, no WordNet, the project's small Hunspell fixtures, imports of
// one entry per transaction (the progress is seen), and an administrator made with the admin CLI
// before the server starts (PGlite admits one process).
import { mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFixtureDictd } from '../../apps/server/test/dictd-fixtures';
import { test as base } from './fixtures';
import { freshDataDir, startAppInstance, type AppInstance } from './app-instance';
import { PASSWORD, admin as adminCli, nicknameFor, type Account } from './contributions-fixtures';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

interface WorkerFixtures {
  app: AppInstance;
  adminAccount: Account;
}

export const test = base.extend<object, WorkerFixtures>({
  adminAccount: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use({ email: `admin.${Date.now().toString(36)}@glossa.test`, nickname: nicknameFor('Dicta'), token: '', refreshToken: '', expiresIn: 0 }),
    { scope: 'worker' },
  ],
  app: [
    async ({ adminAccount }, use) => {
      const dataDir = await freshDataDir('glossa-e2e-dictionaries-');
      const freedict = mkdtempSync(path.join(tmpdir(), 'glossa-e2e-freedict-'));
      writeFixtureDictd(freedict, 'ding-eng-deu.txt', 'eng-deu', { chunkLength: 128 });
      const broken = writeFixtureDictd(freedict, 'plain-eng-fra.txt', 'eng-nld').replace(/\.index$/, '.dict.dz');
      truncateSync(broken, Math.floor(statSync(broken).size / 2));
      await adminCli(dataDir, ['create-admin', '--email', adminAccount.email, '--nickname', adminAccount.nickname, '--password', PASSWORD]);
      const app = await startAppInstance(() => ({
        DATA_DIR: dataDir,
        PASSWORD_HASH_COST: 'test',
        RATE_LIMIT_LOGIN: '1000/1m',
        FREEDICT_DIR: freedict,
        WORDNET_DIR: path.join(freedict, 'no-wordnet'),
        HUNSPELL_DIR: path.join(REPO_ROOT, 'apps/server/test/fixtures/hunspell'),
        IMPORT_UNIT_ENTRIES: '1',
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      }));
      await use(app);
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(freedict, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});
