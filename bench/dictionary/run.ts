// Dictionary benchmark: GET /api/translations (and /api/words/tooltips) on PostgreSQL with the
// FreeDict eng-deu and deu-eng pairs and WordNet imported, for 2,000 random real headwords at 4,
// 16 and 64 connections, beside (a) the same SQL through pgbench and (b) Debian's dictd serving
// the same FreeDict files (DEFINE over persistent connections, dict-load.c). All in one run,
// interleaved per concurrency; the load average is recorded with every figure.
//
//   npx tsx bench/dictionary/run.ts
//   DATABASE_URL (postgres://postgres@127.0.0.1:5432/glossa_bench), BENCH_SECONDS (10),
//   BENCH_WARMUP (3), BENCH_CONNECTIONS (4,16,64), BENCH_WORDS (2000), BENCH_PORT (3140)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { searchKeyOf } from '../../apps/server/src/platform/text/search-key';
import {
  children,
  CONNECTIONS,
  DB_URL,
  DICTD_DIR,
  HERE,
  loadavg,
  PAIRS,
  PORT,
  ROOT,
  SECONDS,
  sleep,
  tmp,
  WARMUP,
  WORDS,
  type Word,
} from './env';
import { dictLoad, pgbench, pgbenchScript, prewarm, startDictd, wrk } from './load';

/** A seeded PRNG (mulberry32), so every run draws the same headwords. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** WORDS/2 random headwords of each pair's dictd index that the database translates. */
async function sampleWords(client: pg.Client): Promise<Word[]> {
  const out: Word[] = [];
  const random = rng(20261121);
  for (const p of PAIRS) {
    const heads = [
      ...new Set(
        readFileSync(path.join(DICTD_DIR, `freedict-${p.pair}.index`), 'utf8')
          .split('\n')
          .map((l) => l.split('\t')[0]!)
          .filter(
            (h) => h && !h.startsWith('00-database') && !h.startsWith('00database') && !h.includes('"'),
          ),
      ),
    ];
    const want = Math.ceil(WORDS / PAIRS.length);
    const picked: Word[] = [];
    while (picked.length < want) {
      const batch = Array.from({ length: want * 2 }, () => heads[Math.floor(random() * heads.length)]!);
      const keys = batch.map(searchKeyOf);
      const { rows } = await client.query<{ i: number }>(
        `select k.i::int from unnest($1::text[]) with ordinality k(key, i)
         where exists (select 1 from words w where w.lang_code = $2 and w.search_key = k.key and (
           exists (select 1 from translation_unions u where u.primary_word_id = w.id and u.translation_lang = $3 and u.review_status = 'accepted' and not u.is_removed)
           or exists (select 1 from translation_unions u where u.translation_word_id = w.id and u.primary_lang = $3 and u.review_status = 'accepted' and not u.is_removed)))`,
        [keys, p.lang, p.langT],
      );
      for (const { i } of rows) {
        if (picked.length < want && !picked.some((w) => w.key === keys[i - 1]))
          picked.push({ ...p, headword: batch[i - 1]!, key: keys[i - 1]! });
      }
    }
    out.push(...picked);
  }
  return out;
}

// ---- the server ------------------------------------------------------------------------------------

async function startServer(port: number, cacheEntries: number): Promise<void> {
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'apps/server/src/main.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: DB_URL,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        DATA_DIR: mkdtempSync(path.join(tmp, 'data-')),
        WEB_DIST_DIR: path.join(tmp, 'no-web'),
        DICTIONARY_CACHE_ENTRIES: String(cacheEntries),
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  children.push(child);
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  throw new Error(`server on ${port} did not start`);
}

/** gzip size of the dictionary route's JavaScript (entry + the page's static imports), as e2e/bundle-budget.spec.ts. */
function dictionaryBundle(): string {
  try {
    const dist = path.join(ROOT, 'apps/web/dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const seen = new Set<string>();
    let bytes = 0;
    const visit = (k: string) => {
      if (seen.has(k)) return;
      seen.add(k);
      bytes += gzipSync(readFileSync(path.join(dist, manifest[k]!.file))).length;
      (manifest[k]!.imports ?? []).forEach(visit);
    };
    ['index.html', 'src/features/dictionary/pages/DictionaryPage.tsx'].forEach(visit);
    return `${(bytes / 1024).toFixed(1)} KB JS gzip (${seen.size} chunks)`;
  } catch (err) {
    return `not measured (${(err as Error).message}; run npm run build first)`;
  }
}

// ---- the run ---------------------------------------------------------------------------------------

interface Row {
  phase: string;
  conns: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  load: string;
}

async function main() {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  const { rows: counts } = await client.query<{ name: string; unions: number }>(
    `select d.name, count(distinct ts.translation_union_id)::int as unions from data_sources d
     left join translation_sources ts on ts.data_source_id = d.id group by 1 order by 1`,
  );
  const { rows: sizes } = await client.query<{ words: number; unions: number; db: string }>(
    `select (select count(*) from words)::int as words, (select count(*) from translation_unions)::int as unions,
       pg_size_pretty(pg_database_size(current_database())) as db`,
  );
  const words = await sampleWords(client);
  const script = await pgbenchScript(client, words);
  await client.end();
  const search = words.map(
    (w) => `/api/translations?lang=${w.lang}&lang_t=${w.langT}&search=${encodeURIComponent(w.headword)}`,
  );
  const prefixes = words.flatMap((w) =>
    [2, 3, 4]
      .filter((n) => n < [...w.headword].length)
      .map(
        (n) =>
          `/api/words/tooltips?lang=${w.lang}&lang_t=${w.langT}&search=${encodeURIComponent([...w.headword].slice(0, n).join(''))}`,
      ),
  );
  await startDictd();
  await startServer(PORT, 0);
  await startServer(PORT + 1, 20_000);

  const results: Row[] = [];
  const record = (phase: string, conns: number, run: () => Omit<Row, 'phase' | 'conns' | 'load'>) => {
    const load = loadavg();
    const r = { phase, conns, ...run(), load };
    results.push(r);
    console.log(
      `${phase.padEnd(44)} c=${String(conns).padStart(2)} ${r.rps.toFixed(0).padStart(6)}/s p50 ${r.p50_ms.toFixed(2)} ms p99 ${r.p99_ms.toFixed(2)} ms errors ${r.errors} load ${load}`,
    );
  };
  for (const c of CONNECTIONS) {
    record('dictd DEFINE (same FreeDict files)', c, () => dictLoad(words, c));
    record('pgbench: the same two statements', c, () => pgbench(script, c));
    record('GET /api/translations, no cache', c, () => wrk(PORT, search, c));
    await prewarm(PORT + 1, search);
    record('GET /api/translations, cache 20,000', c, () => wrk(PORT + 1, search, c));
    record('GET /api/words/tooltips, no cache', c, () => wrk(PORT, prefixes, c));
    await prewarm(PORT + 1, prefixes);
    record('GET /api/words/tooltips, cache 20,000', c, () => wrk(PORT + 1, prefixes, c));
  }
  const bundle = dictionaryBundle();
  report(results, { counts, sizes: sizes[0]!, words: words.length, bundle, script });
}

function report(
  results: Row[],
  info: {
    counts: { name: string; unions: number }[];
    sizes: { words: number; unions: number; db: string };
    words: number;
    bundle: string;
    script: string;
  },
) {
  const date = new Date().toISOString();
  const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}`;
  const find = (phase: string, c: number) => results.find((r) => r.phase.startsWith(phase) && r.conns === c);
  const lines = [
    '# Dictionary benchmark results',
    '',
    `Run ${date} on ${cpu}, Node ${process.version}, PostgreSQL at ${new URL(DB_URL).host} (database ${new URL(DB_URL).pathname.slice(1)}: ${info.sizes.words.toLocaleString('en')} words, ${info.sizes.unions.toLocaleString('en')} translation unions, ${info.sizes.db}). ${info.words} random headwords of the FreeDict eng-deu and deu-eng indexes that the database translates; ${SECONDS} s measured after ${WARMUP} s warm-up per phase; closed loop (every connection keeps one request in flight). Server, PostgreSQL, dictd and the load generators share the machine with whatever else runs on it (load average at the start of each phase in the last column).`,
    '',
    `Sources: ${info.counts.map((c) => `${c.name} (${c.unions.toLocaleString('en')} unions)`).join(', ')}.`,
    '',
    '| phase | connections | requests/s | p50 ms | p99 ms | errors | load avg |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.phase} | ${r.conns} | ${r.rps.toFixed(0)} | ${r.p50_ms.toFixed(2)} | ${r.p99_ms.toFixed(2)} | ${r.errors} | ${r.load} |`,
    ),
    '',
    '## Targets',
    '',
  ];
  for (const c of CONNECTIONS) {
    const d = find('dictd', c);
    const h = find('GET /api/translations, no cache', c);
    const hc = find('GET /api/translations, cache', c);
    if (d && h && hc)
      lines.push(
        `- ${c} connections: translations ${h.rps.toFixed(0)}/s uncached (×${(h.rps / d.rps).toFixed(2)} dictd's ${d.rps.toFixed(0)}/s), ${hc.rps.toFixed(0)}/s cached (×${(hc.rps / d.rps).toFixed(2)}); target ≥ ×0.5: ${h.rps >= d.rps / 2 ? 'met' : 'missed'} uncached, ${hc.rps >= d.rps / 2 ? 'met' : 'missed'} cached.`,
      );
  }
  for (const [name, phase, target] of [
    ['translations', 'GET /api/translations', 10],
    ['tooltips', 'GET /api/words/tooltips', 5],
  ] as const) {
    const [u, c] = [find(`${phase}, no cache`, 16), find(`${phase}, cache`, 16)];
    if (u && c)
      lines.push(
        `- ${name} p99 at 16 connections: ${u.p99_ms.toFixed(2)} ms uncached, ${c.p99_ms.toFixed(2)} ms cached; target < ${target} ms: ${u.p99_ms < target ? 'met' : 'missed'} uncached, ${c.p99_ms < target ? 'met' : 'missed'} cached.`,
      );
  }
  lines.push(
    `- Dictionary route: ${info.bundle} (from apps/web/dist, as e2e/bundle-budget.spec.ts); target < 200 KB.`,
    '',
  );
  lines.push(
    "## The pgbench script (generated from the repository's statements)",
    '',
    '```',
    info.script.trim(),
    '```',
    '',
  );
  writeFileSync(path.join(HERE, 'results.md'), lines.join('\n'));
  writeFileSync(
    path.join(HERE, 'results.json'),
    `${JSON.stringify({ date, cpu, node: process.version, seconds: SECONDS, warmup: WARMUP, words: info.words, database: info.sizes, sources: info.counts, bundle: info.bundle, results }, null, 2)}\n`,
  );
  console.log(lines.filter((l) => l.startsWith('- ')).join('\n'));
}

function cleanup() {
  for (const child of children) child.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
}

main()
  .then(() => {
    cleanup();
    process.exit(0);
  })
  .catch((err) => {
    console.error(err);
    cleanup();
    process.exit(1);
  });
