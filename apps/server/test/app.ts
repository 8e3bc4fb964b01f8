// createTestApp(): a real app on its own fresh database (copied from the run's template), for
// route tests through app.inject(). Every test file gets its own database; nothing is shared.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/platform/db/index';
import { adminUrl, testDatabasePrefix } from './template';

export const HUNSPELL_FIXTURES_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'fixtures/hunspell');

export interface TestApp extends BuiltApp {
  database: Database;
  config: Config;
  /** Moves the injected clock (token expiry, daily limits). */
  clock: { now: Date; advance(ms: number): void; set(date: Date): void };
  close(): Promise<void>;
}

/** The PGlite dump, read once per worker (a Blob is immutable: every database loads the same one). */
const dumps = new Map<string, Blob>();

/** A fresh database copied from the template; `url` is set on PostgreSQL (for other processes). */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    let blob = dumps.get(template.dump);
    if (!blob) dumps.set(template.dump, (blob = new Blob([readFileSync(template.dump)])));
    const database = await openPglite(undefined, blob);
    return { database, drop: () => database.close() };
  }
  const name = `${testDatabasePrefix(template.url)}_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(template.url) });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template.template}"`);
  await admin.end();
  const url = adminUrl(template.url, name);
  const database = openPostgres(url, 5);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl(template.url) });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}

/** `database`: an open one to share (it stays open on close); by default a fresh copy of the template. */
export async function createTestApp(env: Record<string, string> = {}, shared?: { database: Database }): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // The project's own small Hunspell fixtures, so tests never depend on the machine's packages.
    HUNSPELL_DIR: HUNSPELL_FIXTURES_DIR,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  const { database, drop } = shared ? { database: shared.database, drop: async () => undefined } : await createTestDatabase();
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
    set(date: Date) {
      this.now = date;
    },
  };
  const built = await buildApp({ config, database, now: () => clock.now });
  await built.app.ready();
  return {
    ...built,
    database,
    config,
    clock,
    async close() {
      await built.app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
