// A miss's own cost, server-side: guests' uncached searches answered in this process (app.inject,
// no HTTP socket), each query asked BENCH_MISS_RUNS times after a warm-up, with the database
// round trips it made. For comparing two versions of the search on the same data, one after
// the other (the machine's load is printed beside each figure):
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/glossa_bench npx tsx bench/dictionary/misses.ts
//   BENCH_PGLITE_DIR=/tmp/glossa-bench-pglite npx tsx bench/dictionary/misses.ts
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/platform/db/index';

const RUNS = Number(process.env.BENCH_MISS_RUNS ?? 300);
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR;
const DB_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/glossa_bench';

/** Typos, a wrong direction, a non-word, and a hit for scale: [text, lang, lang_t]. */
const QUERIES: [string, string, string][] = [
  ['hosue', 'eng', 'ger'],
  ['autonomus', 'eng', 'ger'],
  ['marketleadnig', 'eng', 'ger'],
  ['Haus', 'eng', 'ger'],
  ['Strase', 'ger', 'eng'],
  ['qzxwvjk', 'eng', 'ger'],
  ['house', 'eng', 'ger'],
];

/** Counts the statements sent to PostgreSQL (each one round trip); PGlite's run in this process. */
function countStatements(database: Database): { n: number } | null {
  if (!database.pool) return null;
  const counter = { n: 0 };
  const pool = database.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query.bind(pool);
  pool.query = (...args: unknown[]) => {
    counter.n++;
    return query(...args);
  };
  return counter;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function main() {
  const database = PGLITE_DIR ? await openPglite(path.join(PGLITE_DIR, 'db')) : openPostgres(DB_URL, 4);
  const config = loadConfig({
    ...(PGLITE_DIR ? { DATA_DIR: PGLITE_DIR } : { DATABASE_URL: DB_URL, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'glossa-misses-')) }),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JOBS_ENABLED: 'false',
    DICTIONARY_CACHE_ENTRIES: '0',
  });
  const { app } = await buildApp({ config, database });
  await app.ready();
  const statements = countStatements(database);
  console.log(`${database.kind}, ${RUNS} runs each, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  for (const [text, lang, langT] of QUERIES) {
    const url = `/api/translations?lang=${lang}&lang_t=${langT}&search=${encodeURIComponent(text)}`;
    const first = (await app.inject({ url })).json() as { total_count: number; close_spellings: string[]; other_directions: unknown[] };
    for (let i = 0; i < 20; i++) await app.inject({ url });
    const times: number[] = [];
    const before = statements?.n ?? 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await app.inject({ url });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${`${text} (${lang}->${langT})`.padEnd(28)} p50 ${quantile(times, 0.5).toFixed(2)} ms  p99 ${quantile(times, 0.99).toFixed(2)} ms  ` +
        `${statements ? `${((statements.n - before) / RUNS).toFixed(1)} statements` : 'in process'}  found ${first.total_count}, close ${JSON.stringify(first.close_spellings)}, others ${JSON.stringify(first.other_directions)}  load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }
  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
