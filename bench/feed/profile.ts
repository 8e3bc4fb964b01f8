// Where a feed page's time goes, one caller in process: the service (SQL + presenting) and the
// response encoding (zod) measured apart, on a database seeded by run.ts (BENCH_DB).
//
//   BENCH_DB=<seeded database> npx tsx bench/feed/profile.ts
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { safeEncode } from 'zod/v4/core';
import { feedResponse } from '@glossa/contract';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPostgres } from '../../apps/server/src/platform/db/index';

const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DB;
if (!dbName) throw new Error('BENCH_DB names a database seeded by bench/feed/run.ts');
const u = new URL(PG_URL);
u.pathname = `/${dbName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glossa-feed-profile-'));
const database = openPostgres(u.toString(), 4);
const config = loadConfig({ DATABASE_URL: u.toString(), DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'none') });
const built = await buildApp({ config, database });
const N = Number(process.env.BENCH_N ?? 500);

async function time(label: string, fn: () => Promise<unknown> | unknown) {
  for (let i = 0; i < 50; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    await fn();
    t.push(performance.now() - t0);
  }
  t.sort((a, b) => a - b);
  console.log(`${label}: mean ${(t.reduce((a, b) => a + b, 0) / N).toFixed(3)} ms, p50 ${t[N >> 1]!.toFixed(3)}, p99 ${t[Math.floor(N * 0.99)]!.toFixed(3)}`);
}

const page = { data: await built.services.feed.feed.public(null, { limit: 20 }) };
await time('select 1 (a round trip)', () => database.pool!.query('select 1'));
await time('service: feed.public page 1', () => built.services.feed.feed.public(null, { limit: 20 }));
await time('zod encode of a page', () => safeEncode(feedResponse, page));
await time('JSON.stringify of a page', () => JSON.stringify(page));
await time('inject GET /api/feed/public', () => built.app.inject({ method: 'GET', url: '/api/feed/public' }));
await time('inject GET /api/health', () => built.app.inject({ method: 'GET', url: '/api/health' }));
await built.app.close();
await database.close();
