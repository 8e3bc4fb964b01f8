// `npm run import -- freedict --all` as a process, on the installed pairs of a directory
// (FREEDICT_DIR): every pair lands, a broken one is reported and the others still land, and the
// database ends as it would after importing the same pairs one after the other (on PostgreSQL
// --all runs two sources at a time; nothing may be lost or doubled by that).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, HUNSPELL_FIXTURES_DIR } from '../../test/app';
import { writeFixtureDictd } from '../../test/dictd-fixtures';
import { openPglite, openPostgres, type Database } from '../platform/db';
import { linkLemmas } from '../modules/dictionary/lemmas/link';
import { openBulkConnection } from '../modules/dictionary/import/bulk';
import { rebuildReadModel } from '../modules/dictionary/import/read-model';
import { runImport } from '../modules/dictionary/import/runner';
import { IMPORTED_TABLES } from '../modules/dictionary/sql/import-bookkeeping';
import { freedictSource } from './import/freedict/source';

const SERVER_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'glossa-import-all-'));
const dictd = path.join(dir, 'dictd');
mkdirSync(dictd);
const PAIRS = ['deu-eng', 'eng-deu', 'eng-fra', 'pol-eng'];
writeFixtureDictd(dictd, 'ding-eng-deu.txt', 'eng-deu', { chunkLength: 128 });
writeFixtureDictd(dictd, 'ding-deu-eng.txt', 'deu-eng');
writeFixtureDictd(dictd, 'wikdict-pol-eng.txt', 'pol-eng');
writeFixtureDictd(dictd, 'plain-eng-fra.txt', 'eng-fra');
// A download cut short: the archive ends in the middle.
const broken = writeFixtureDictd(dictd, 'plain-eng-fra.txt', 'eng-nld').replace(/\.index$/, '.dict.dz');
truncateSync(broken, Math.floor(statSync(broken).size / 2));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TABLES = [...IMPORTED_TABLES, 'search_documents'];

async function counts(database: Database): Promise<Record<string, number>> {
  const conn = await openBulkConnection(database);
  try {
    const out: Record<string, number> = {};
    for (const table of TABLES) out[table] = Number((await conn.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);
    return out;
  } finally {
    await conn.release();
  }
}

function importAll(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/import.ts', 'freedict', '--all'],
      {
        cwd: SERVER_DIR,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, FREEDICT_DIR: dictd, HUNSPELL_DIR: HUNSPELL_FIXTURES_DIR, ...env },
        timeout: 170_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('import freedict --all', () => {
  it('imports every pair of FREEDICT_DIR, reports the broken one, and ends as one pair after the other would', async () => {
    const target = await createTestDatabase();
    const sequential = await createTestDatabase();
    let cliDatabase: Database | null = null;
    try {
      const dataDir = path.join(dir, 'data');
      const run = await importAll(target.url ? { DATABASE_URL: target.url } : { DATABASE_URL: '', DATA_DIR: dataDir });
      expect(run.stderr).not.toMatch(/Import failed/);
      // One pair could not be imported: the exit code says so, the others are in.
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/^eng-nld\s+failed: .*truncated/m);
      for (const pair of PAIRS) expect(run.stdout).toMatch(new RegExp(`freedict-${pair} \\(\\w+\\)\\s+\\d+\\s`));
      expect(run.stdout).toMatch(/all: 5 sources \(4 imported, 1 failed\)/);
      expect(run.stdout).toMatch(/search read model: \d+ documents/);

      // The same pairs, one after the other, in-process; then the forms the CLI links.
      for (const pair of PAIRS) await runImport(sequential.database, freedictSource(pair, dictd));
      await linkLemmas(sequential.database, HUNSPELL_FIXTURES_DIR, ['eng', 'ger', 'fra', 'pol']);
      await rebuildReadModel(sequential.database);

      cliDatabase = target.url ? openPostgres(target.url, 2) : await openPglite(path.join(dataDir, 'db'));
      const got = await counts(cliDatabase);
      expect(got.words).toBeGreaterThan(50);
      expect(got.translation_unions).toBeGreaterThan(30);
      expect(got).toEqual(await counts(sequential.database));
    } finally {
      await cliDatabase?.close();
      await sequential.drop();
      await target.drop();
    }
  }, 180_000);
});
