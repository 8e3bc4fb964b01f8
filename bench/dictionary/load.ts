// The load generators of the dictionary benchmark: pgbench with the server's own statements, wrk
// against the HTTP server, dict-load.c against dictd.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { DICTIONARY_LIMITS } from '../../packages/contract/src/index';
import type { Executor } from '../../apps/server/src/platform/db/index';
import { searchSql } from '../../apps/server/src/modules/dictionary/sql/search';
import { readModelSql } from '../../apps/server/src/modules/dictionary/sql/read-model';
import {
  children,
  DB_URL,
  DICTD_DIR,
  DICTD_PORT,
  HERE,
  PAIRS,
  pct,
  SECONDS,
  sleep,
  tmp,
  WARMUP,
  type Word,
} from './env';

// ---- pgbench: the server's two statements, captured from the same builders --------------------

/** The SQL text and parameters the repository would send. */
async function capture(
  run: (exec: Executor) => Promise<unknown>,
): Promise<{ text: string; params: unknown[] }> {
  let captured: { text: string; params: unknown[] } | null = null;
  const dialect = new PgDialect();
  const fake = {
    execute: async (query: Parameters<PgDialect['sqlToQuery']>[0]) => {
      const q = dialect.sqlToQuery(query);
      captured = { text: q.sql, params: q.params };
      return { rows: [] };
    },
  } as unknown as Executor;
  await run(fake);
  if (!captured) throw new Error('no query captured');
  return captured;
}

/** `$n` -> pgbench variables: the sentinels name the word's fields, numbers get a \set. */
function toPgbench(
  q: { text: string; params: unknown[] },
  names: Record<string, string>,
  sets: string[],
): string {
  const line = q.text.replace(/\s+/g, ' ');
  return line.replace(/\$(\d+)/g, (_, n: string) => {
    const value = q.params[Number(n) - 1];
    if (typeof value === 'string' && names[value]) return `:${names[value]}`;
    if (typeof value === 'number' && names[String(value)]) return `:${names[String(value)]}`;
    if (typeof value === 'number') {
      sets.push(`\\set p${n} ${value}`);
      return `:p${n}`;
    }
    throw new Error(`unexpected parameter ${String(value)}`);
  });
}

export async function pgbenchScript(client: pg.Client, words: Word[]): Promise<{ live: string; model: string }> {
  await client.query('create schema if not exists bench');
  await client.query('drop table if exists bench.words');
  await client.query(
    'create table bench.words (i int primary key, lang text, lang_t text, key text, text text)',
  );
  await client.query(
    `insert into bench.words select i::int, l, t, k, x from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality u(l, t, k, x, i)`,
    [
      words.map((w) => w.lang),
      words.map((w) => w.langT),
      words.map((w) => w.key),
      words.map((w) => w.headword),
    ],
  );
  const names = { __LANG__: 'lang', __LANGT__: 'lang_t', __KEY__: 'key', __TEXT__: 'text', '-424242': 'id' };
  const sets: string[] = [];
  const resolve = await capture((exec) =>
    searchSql.resolveWords(exec, {
      lang: '__LANG__',
      langT: '__LANGT__',
      key: '__KEY__',
      text: '__TEXT__',
      viewerId: null,
    }),
  );
  const page = await capture((exec) =>
    searchSql.translationsPage(exec, {
      wordIds: [-424242],
      langT: '__LANGT__',
      viewerId: null,
      limit: DICTIONARY_LIMITS.translationsPage,
      offset: 0,
      meaningsPreview: DICTIONARY_LIMITS.meaningsPreview,
    }),
  );
  const resolveSql = toPgbench(resolve, names, sets);
  const pageSql = toPgbench(page, names, sets);
  const live = [
    `\\set i random(1, ${words.length})`,
    ...new Set(sets),
    'select lang, lang_t, key, text from bench.words where i = :i \\gset',
    `select coalesce((array_agg(r.id) filter (where r.has_translations))[1], 0) as id from (${resolveSql}) r \\gset`,
    `${pageSql};`,
    '',
  ].join('\n');
  const modelSets: string[] = [];
  const document = await capture((exec) =>
    readModelSql.page(exec, { lang: '__LANG__', key: '__KEY__', langT: '__LANGT__', offset: 0, limit: DICTIONARY_LIMITS.translationsPage }),
  );
  const model = [
    `\\set i random(1, ${words.length})`,
    ...new Set((toPgbench(document, names, modelSets), modelSets)),
    'select lang, lang_t, key from bench.words where i = :i \\gset',
    `${toPgbench(document, names, [])};`,
    '',
  ].join('\n');
  return { live, model };
}

export function pgbench(script: string, conns: number) {
  const file = path.join(tmp, 'search.sql');
  writeFileSync(file, script);
  const logDir = mkdtempSync(path.join(tmp, 'pgbench-'));
  const args = [
    '-n',
    '-M',
    'prepared',
    '-f',
    file,
    '-c',
    String(conns),
    '-j',
    '2',
    '-l',
    '--log-prefix',
    path.join(logDir, 'log'),
  ];
  execFileSync('pgbench', [...args, '-T', String(WARMUP), DB_URL], { stdio: 'ignore' });
  rmSync(logDir, { recursive: true, force: true });
  const measured = mkdtempSync(path.join(tmp, 'pgbench-'));
  const out = execFileSync(
    'pgbench',
    [...args.slice(0, -1), path.join(measured, 'log'), '-T', String(SECONDS), DB_URL],
    {
      encoding: 'utf8',
    },
  );
  const lat: number[] = [];
  for (const f of execFileSync('ls', [measured], { encoding: 'utf8' }).split('\n').filter(Boolean))
    for (const l of readFileSync(path.join(measured, f), 'utf8').split('\n'))
      if (l) lat.push(Number(l.split(' ')[2]) / 1000);
  lat.sort((a, b) => a - b);
  const failed = /number of failed transactions: (\d+)/.exec(out)?.[1] ?? '0';
  return { rps: lat.length / SECONDS, p50_ms: pct(lat, 50), p99_ms: pct(lat, 99), errors: Number(failed) };
}

// ---- HTTP through wrk -----------------------------------------------------------------------------

const WRK_LUA = `
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
local counter = 0
function setup(thread) counter = counter + 1; thread:set("id", counter) end
function init() math.randomseed(os.time() * 1000 + id) end
function request() return wrk.format("GET", paths[math.random(#paths)]) end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end`;

export function wrk(port: number, paths: string[], conns: number) {
  const lua = path.join(tmp, 'paths.lua');
  const list = path.join(tmp, `paths-${conns}-${port}.txt`);
  writeFileSync(lua, WRK_LUA);
  writeFileSync(list, paths.join('\n'));
  const args = ['-t', String(Math.min(2, conns)), '-c', String(conns), '-s', lua, `http://127.0.0.1:${port}`];
  const env = { ...process.env, WRK_PATHS: list };
  execFileSync('wrk', [...args, '-d', `${WARMUP}s`], { env, stdio: 'ignore' });
  const out = execFileSync('wrk', [...args, '-d', `${SECONDS}s`, '--latency'], { env, encoding: 'utf8' });
  const json = JSON.parse(out.split('\n').find((l) => l.startsWith('{'))!) as Record<string, number>;
  return {
    rps: json.requests! / (json.duration_us! / 1e6),
    p50_ms: json.p50_us! / 1000,
    p99_ms: json.p99_us! / 1000,
    errors: json.errors! + json.non2xx!,
  };
}

// ---- dictd -----------------------------------------------------------------------------------------

export async function startDictd(): Promise<void> {
  const conf = path.join(tmp, 'dictd.conf');
  const dbs = PAIRS.map(
    (p) =>
      `database freedict-${p.pair} {\n  data ${DICTD_DIR}/freedict-${p.pair}.dict.dz\n  index ${DICTD_DIR}/freedict-${p.pair}.index\n}`,
  ).join('\n');
  writeFileSync(
    conf,
    `global {\n  listen_to 127.0.0.1\n  port ${DICTD_PORT}\n  limit_childs 300\n  limit_queries 0\n  timestamp 0\n}\n${dbs}\n`,
  );
  execFileSync('chmod', ['755', tmp]);
  const child = spawn(
    'dictd',
    ['-c', conf, '--depth', '256', '-d', 'nodetach', '--pid-file', path.join(tmp, 'dictd.pid')],
    {
      stdio: 'ignore',
    },
  );
  children.push(child);
  await sleep(2000);
}

/** DEFINE for every word; with `lev`, MATCH lev after each DEFINE that finds nothing (a miss is not an error then). */
export function dictLoad(words: Word[], conns: number, opts: { lev?: boolean } = {}) {
  const bin = path.join(tmp, 'dict-load');
  execFileSync('cc', ['-O2', '-pthread', '-o', bin, path.join(HERE, 'dict-load.c')]);
  const list = path.join(tmp, 'dict-words.txt');
  writeFileSync(list, words.map((w) => `freedict-${w.pair}\t${w.headword}`).join('\n'));
  const out = execFileSync(
    bin,
    ['127.0.0.1', String(DICTD_PORT), String(conns), String(WARMUP), String(SECONDS), list, ...(opts.lev ? ['lev'] : [])],
    {
      encoding: 'utf8',
    },
  );
  const json = JSON.parse(out) as {
    rps: number;
    p50_ms: number;
    p99_ms: number;
    errors: number;
    nomatch: number;
  };
  return { rps: json.rps, p50_ms: json.p50_ms, p99_ms: json.p99_ms, errors: json.errors + (opts.lev ? 0 : json.nomatch) };
}

/** Every path once through the cached server, so the cached phases measure hits (entries live 60 s). */
export async function prewarm(port: number, paths: string[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < paths.length) {
        const url = `http://127.0.0.1:${port}${paths[next++]!}`;
        // A kept-alive socket the server just closed fails once: ask again.
        for (let attempt = 1; ; attempt++) {
          try {
            await (await fetch(url)).arrayBuffer();
            break;
          } catch (err) {
            if (attempt >= 3) throw err;
          }
        }
      }
    }),
  );
}
