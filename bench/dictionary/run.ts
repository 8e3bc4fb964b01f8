// Dictionary benchmark: GET /api/translations (and /api/words/tooltips) on PostgreSQL with the
// FreeDict eng-deu and deu-eng pairs and WordNet imported, for 2,000 random real headwords at 4,
// 16 and 64 connections, beside (a) the same SQL through pgbench and (b) Debian's dictd serving
// the same FreeDict files (DEFINE over persistent connections, dict-load.c). All in one run,
// interleaved per concurrency; the load average is recorded with every figure.
//
//   npx tsx bench/dictionary/run.ts
//   DATABASE_URL (postgres://postgres@127.0.0.1:5432/glossa_bench), BENCH_SECONDS (10),
//   BENCH_WARMUP (3), BENCH_CONNECTIONS (4,16,64), BENCH_WORDS (2000), BENCH_PORT (3140),
//   BENCH_ZIPF_WORDS (200000), BENCH_PGLITE_DIR (a DATA_DIR with the data imported: the
//   embedded database instead, one server at a time, no pgbench)
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
import { headwordsOf, mixWords, rng } from './mix';
import { openPglite } from '../../apps/server/src/platform/db/index';
import type { ChildProcess } from 'node:child_process';

const PGLITE_DIR = process.env.BENCH_PGLITE_DIR;
const ZIPF_WORDS = Number(process.env.BENCH_ZIPF_WORDS ?? 200_000);
const CACHE_ENTRIES = 20_000;
/** BENCH_PHASES=mix: only the mix and its misses (PostgreSQL), e.g. to compare one change quickly. */
const MIX_ONLY = process.env.BENCH_PHASES === 'mix';
/** Queries of the realistic mix (half per pair). */
const MIX_WORDS = Number(process.env.BENCH_MIX_WORDS ?? 4000);

function mixCounts(mix: { kind: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const w of mix) counts[w.kind] = (counts[w.kind] ?? 0) + 1;
  return counts;
}

/** The words of the mix whose search finds nothing but offers close spellings (asked once each). */
async function findMisses(port: number, mix: Word[]): Promise<Word[]> {
  const out: Word[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < mix.length) {
        const w = mix[next++]!;
        const url = `http://127.0.0.1:${port}/api/translations?lang=${w.lang}&lang_t=${w.langT}&search=${encodeURIComponent(w.headword)}`;
        // Once more on a kept-alive socket the server closed while it was idle (undici reuses it).
        const res = await fetch(url).catch(() => fetch(url));
        const body = (await res.json()) as { data?: unknown[]; close_spellings?: string[] };
        if (body.data?.length === 0 && body.close_spellings?.length) out.push(w);
      }
    }),
  );
  return out;
}
type Query = <T>(text: string, params: unknown[]) => Promise<T[]>;

/** `total` random headwords (half from each pair's dictd index) that the database translates. */
async function sampleWords(query: Query, total: number, seed: number): Promise<Word[]> {
  const out: Word[] = [];
  const random = rng(seed);
  for (const p of PAIRS) {
    const heads = headwordsOf(p.pair);
    // Shuffled once, then taken in order: no headword twice, and a large draw ends.
    for (let i = heads.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [heads[i], heads[j]] = [heads[j]!, heads[i]!];
    }
    const want = Math.ceil(total / PAIRS.length);
    const picked: Word[] = [];
    const seen = new Set<string>();
    for (let from = 0; picked.length < want && from < heads.length; from += 5000) {
      const batch = heads.slice(from, from + 5000);
      const keys = batch.map(searchKeyOf);
      const rows = await query<{ i: number }>(
        `select k.i::int from unnest($1::text[]) with ordinality k(key, i)
         where exists (select 1 from words w where w.lang_code = $2 and w.search_key = k.key and (
           exists (select 1 from translation_unions u where u.primary_word_id = w.id and u.translation_lang = $3 and u.review_status = 'accepted' and not u.is_removed)
           or exists (select 1 from translation_unions u where u.translation_word_id = w.id and u.primary_lang = $3 and u.review_status = 'accepted' and not u.is_removed)))`,
        [keys, p.lang, p.langT],
      );
      for (const { i } of rows) {
        if (picked.length < want && !seen.has(keys[i - 1]!)) {
          seen.add(keys[i - 1]!);
          picked.push({ ...p, headword: batch[i - 1]!, key: keys[i - 1]! });
        }
      }
    }
    out.push(...picked);
  }
  return out;
}

// ---- the server ------------------------------------------------------------------------------------

/** A production server on `port`; on the embedded database only one runs at a time (its directory lock). */
async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'apps/server/src/main.ts')],
    {
      env: {
        ...process.env,
        ...(PGLITE_DIR
          ? { DATABASE_URL: '', DATA_DIR: PGLITE_DIR }
          : { DATABASE_URL: DB_URL, DATA_DIR: mkdtempSync(path.join(tmp, 'data-')) }),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        JOBS_ENABLED: 'false',
        WEB_DIST_DIR: path.join(tmp, 'no-web'),
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  children.push(child);
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  throw new Error(`server on ${port} did not start`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The three configurations, by what a guest's uncached search runs. */
const SERVERS = {
  live: {
    label: 'live queries, no cache',
    env: { DICTIONARY_CACHE_ENTRIES: '0', DICTIONARY_READ_MODEL: 'false' },
  },
  model: {
    label: 'read model, no cache',
    env: { DICTIONARY_CACHE_ENTRIES: '0', DICTIONARY_READ_MODEL: 'true' },
  },
  cached: {
    label: `read model, cache ${CACHE_ENTRIES.toLocaleString('en')}`,
    env: { DICTIONARY_CACHE_ENTRIES: String(CACHE_ENTRIES), DICTIONARY_READ_MODEL: 'true' },
  },
} as const;
type ServerName = keyof typeof SERVERS;
const portOf = (name: ServerName) => PORT + Object.keys(SERVERS).indexOf(name);

/** n draws of ranks 1..m with P(k) ∝ 1/k^s (inverse CDF over the precomputed cumulative weights). */
function zipfDraws(m: number, n: number, s: number, random: () => number): number[] {
  const cdf = new Float64Array(m);
  let sum = 0;
  for (let k = 1; k <= m; k++) cdf[k - 1] = sum += 1 / k ** s;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = random() * sum;
    let lo = 0;
    let hi = m - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    out.push(lo);
  }
  return out;
}

/** Hit rate of an LRU of `size` entries over a stream of keys (the server's read cache policy). */
function lruHitRate(stream: number[], size: number): number {
  const lru = new Map<number, true>();
  let hits = 0;
  for (const k of stream) {
    if (lru.delete(k)) hits++;
    lru.set(k, true);
    if (lru.size > size) lru.delete(lru.keys().next().value!);
  }
  return hits / stream.length;
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

interface Info {
  engine: string;
  counts: { name: string; unions: number }[];
  sizes: { words: number; unions: number; documents: number; db: string };
  words: number;
  zipf: { words: number; draws: number; hitRate: number } | null;
  bundle: string;
  scripts: { live: string; model: string } | null;
  /** The mix's queries by kind, and how many of them find nothing but close spellings. */
  mix: (Record<string, number> & { misses: number }) | null;
}

async function databaseFacts(query: Query) {
  const counts = await query<{ name: string; unions: number }>(
    `select d.name, count(distinct ts.translation_union_id)::int as unions from data_sources d
     left join translation_sources ts on ts.data_source_id = d.id group by 1 order by 1`,
    [],
  );
  const [sizes] = await query<Info['sizes']>(
    `select (select count(*) from words)::int as words, (select count(*) from translation_unions)::int as unions,
       (select count(*) from search_documents)::int as documents,
       pg_size_pretty(pg_database_size(current_database())) as db`,
    [],
  );
  return { counts, sizes: sizes! };
}

async function main() {
  let query: Query;
  let close: () => Promise<void>;
  if (PGLITE_DIR) {
    const database = await openPglite(path.join(PGLITE_DIR, 'db'));
    query = async (text, params) => (await database.pglite!.query(text, params)).rows as never;
    close = () => database.close();
  } else {
    const client = new pg.Client({ connectionString: DB_URL });
    await client.connect();
    query = async (text, params) => (await client.query(text, params)).rows as never;
    close = () => client.end();
  }
  const { counts, sizes } = await databaseFacts(query);
  const words = await sampleWords(query, WORDS, 20261121);
  const zipfWords = ZIPF_WORDS > 0 ? await sampleWords(query, ZIPF_WORDS, 20261125) : [];
  let scripts: Info['scripts'] = null;
  if (!PGLITE_DIR) {
    const client = new pg.Client({ connectionString: DB_URL });
    await client.connect();
    scripts = await pgbenchScript(client, words);
    await client.end();
  }
  await close();
  const url = (w: Word) =>
    `/api/translations?lang=${w.lang}&lang_t=${w.langT}&search=${encodeURIComponent(w.headword)}`;
  const search = words.map(url);
  const tooltipUrl = (w: Word, n: number) =>
    `/api/words/tooltips?lang=${w.lang}&lang_t=${w.langT}&search=${encodeURIComponent([...w.headword].slice(0, n).join(''))}`;
  const prefixes = words.flatMap((w) =>
    [2, 3, 4].filter((n) => n < [...w.headword].length).map((n) => tooltipUrl(w, n)),
  );
  // Zipf (s = 1) over the large sample: a list of draws that wrk and dict-load pick from uniformly.
  const draws = zipfWords.length ? zipfDraws(zipfWords.length, 400_000, 1, rng(7)) : [];
  // The realistic mix (headwords Glossa may lack, typos, wrong directions, non-words).
  const mix = mixWords(MIX_WORDS, 20261128);
  const mixUrls = mix.map(url);
  const typoPrefixes = mix
    .filter((w) => w.kind === 'typo')
    .flatMap((w) => [3, 4, 5].filter((n) => n < [...w.headword].length).map((n) => tooltipUrl(w, n)));
  const zipfList = draws.map((i) => zipfWords[i]!);
  const zipfUrls = zipfList.map(url);
  await startDictd();

  const results: Row[] = [];
  const record = (phase: string, conns: number, run: () => Omit<Row, 'phase' | 'conns' | 'load'>) => {
    const load = loadavg();
    const r = { phase, conns, ...run(), load };
    results.push(r);
    console.log(
      `${phase.padEnd(52)} c=${String(conns).padStart(2)} ${r.rps.toFixed(0).padStart(6)}/s p50 ${r.p50_ms.toFixed(2)} ms p99 ${r.p99_ms.toFixed(2)} ms errors ${r.errors} load ${load}`,
    );
  };
  const health = (name: ServerName, c: number) =>
    record(`GET /api/health (${SERVERS[name].label})`, c, () => wrk(portOf(name), ['/api/health'], c));
  /** The mix on the read-model server (no cache) beside dictd (DEFINE, then MATCH lev for a miss). */
  const mixPhases = (c: number) => {
    record('mix: dictd DEFINE + MATCH lev for misses', c, () => dictLoad(mix, c, { lev: true }));
    record(`mix: GET /api/translations, ${SERVERS.model.label}`, c, () => wrk(portOf('model'), mixUrls, c));
    record('mix: GET /api/words/tooltips of the typos, no cache', c, () =>
      wrk(portOf('model'), typoPrefixes, c),
    );
  };
  /** Searches of the mix that find nothing and get close spellings, one connection: a miss's own time. */
  const missPhases = async () => {
    const misses = await findMisses(portOf('model'), mix);
    mixInfo = { ...mixCounts(mix), misses: misses.length };
    record('misses with close spellings: dictd DEFINE + MATCH lev', 1, () =>
      dictLoad(misses, 1, { lev: true }),
    );
    record(`misses with close spellings: GET /api/translations, ${SERVERS.model.label}`, 1, () =>
      wrk(portOf('model'), misses.map(url), 1),
    );
  };
  let mixInfo: Info['mix'] = null;
  const translations = (name: ServerName, c: number) =>
    record(`GET /api/translations, ${SERVERS[name].label}`, c, () => wrk(portOf(name), search, c));
  const tooltips = (name: ServerName, c: number) =>
    record(`GET /api/words/tooltips, ${name === 'cached' ? SERVERS.cached.label : 'no cache'}`, c, () =>
      wrk(portOf(name), prefixes, c),
    );

  if (!PGLITE_DIR) {
    // PostgreSQL: the three servers side by side, every phase interleaved per concurrency.
    for (const name of Object.keys(SERVERS) as ServerName[])
      await startServer(portOf(name), SERVERS[name].env);
    // Every word once first on each server: the database's pages are in memory for all of them.
    for (const name of Object.keys(SERVERS) as ServerName[]) await prewarm(portOf(name), search);
    for (const c of CONNECTIONS) {
      if (MIX_ONLY) {
        mixPhases(c);
        continue;
      }
      record('dictd DEFINE (same FreeDict files)', c, () => dictLoad(words, c));
      health('model', c);
      record('pgbench: the live search (two statements)', c, () => pgbench(scripts!.live, c));
      record("pgbench: the read model's one statement", c, () => pgbench(scripts!.model, c));
      translations('live', c);
      translations('model', c);
      await prewarm(portOf('cached'), search);
      translations('cached', c);
      tooltips('model', c);
      await prewarm(portOf('cached'), prefixes);
      tooltips('cached', c);
      mixPhases(c);
    }
    await missPhases();
  } else {
    // The embedded database takes one process at a time: each server in turn, dictd beside each.
    // BENCH_PHASES=mix: the read-model server only, with its mix and misses.
    for (const name of (MIX_ONLY ? ['model'] : Object.keys(SERVERS)) as ServerName[]) {
      const child = await startServer(portOf(name), SERVERS[name].env);
      // Every word once first: the database files are read through the page cache, not from disk.
      await prewarm(portOf(name), search);
      for (const c of CONNECTIONS) {
        if (MIX_ONLY) {
          mixPhases(c);
          continue;
        }
        record('dictd DEFINE (same FreeDict files)', c, () => dictLoad(words, c));
        health(name, c);
        if (name === 'cached') await prewarm(portOf(name), search);
        translations(name, c);
        if (name !== 'live') {
          if (name === 'cached') await prewarm(portOf(name), prefixes);
          tooltips(name, c);
        }
        if (name === 'model') mixPhases(c);
      }
      if (name === 'model') await missPhases();
      if (name !== 'cached') await stopServer(child);
    }
  }
  let zipf: Info['zipf'] = null;
  if (zipfList.length) {
    // The realistic workload: the production configuration (read model and cache) against dictd, 16 connections.
    if (PGLITE_DIR && !children.some((ch) => ch.exitCode === null))
      await startServer(portOf('cached'), SERVERS.cached.env);
    record(`Zipf: dictd DEFINE, ${zipfWords.length.toLocaleString('en')} headwords`, 16, () =>
      dictLoad(zipfList, 16),
    );
    record(`Zipf: GET /api/translations, ${SERVERS.cached.label}`, 16, () =>
      wrk(portOf('cached'), zipfUrls, 16),
    );
    const requests = Math.round(results.at(-1)!.rps * (SECONDS + WARMUP));
    zipf = {
      words: zipfWords.length,
      draws: draws.length,
      hitRate: lruHitRate(zipfDraws(zipfWords.length, Math.max(requests, 100_000), 1, rng(8)), CACHE_ENTRIES),
    };
  }
  const bundle = dictionaryBundle();
  report(results, {
    engine: PGLITE_DIR ? 'pglite' : 'postgres',
    counts,
    sizes,
    words: words.length,
    zipf,
    bundle,
    scripts,
    mix: mixInfo,
  });
}

function report(results: Row[], info: Info) {
  const date = new Date().toISOString();
  const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}`;
  const find = (phase: string, c: number) => results.find((r) => r.phase.startsWith(phase) && r.conns === c);
  const where =
    info.engine === 'pglite'
      ? `the embedded database (PGlite, ${PGLITE_DIR}; one server at a time, dictd measured beside each)`
      : `PostgreSQL at ${new URL(DB_URL).host} (database ${new URL(DB_URL).pathname.slice(1)})`;
  const lines = [
    `# Dictionary benchmark results (${info.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'})`,
    '',
    `Run ${date} on ${cpu}, Node ${process.version}, ${where}: ${info.sizes.words.toLocaleString('en')} words, ${info.sizes.unions.toLocaleString('en')} translation unions, ${info.sizes.documents.toLocaleString('en')} search documents, ${info.sizes.db}. ${info.words} random headwords of the FreeDict eng-deu and deu-eng indexes that the database translates; ${SECONDS} s measured after ${WARMUP} s warm-up per phase; closed loop (every connection keeps one request in flight). Server, database, dictd and the load generators share the machine with whatever else runs on it (load average at the start of each phase in the last column).`,
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
  const ratio = (a: Row, b: Row) => `×${(a.rps / b.rps).toFixed(2)}`;
  const target = info.engine === 'pglite' ? 0.25 : 0.5;
  for (const c of CONNECTIONS) {
    const d = find('dictd', c);
    const live = find(`GET /api/translations, ${SERVERS.live.label}`, c);
    const model = find(`GET /api/translations, ${SERVERS.model.label}`, c);
    const cached = find(`GET /api/translations, ${SERVERS.cached.label}`, c);
    const h = find('GET /api/health', c);
    if (d && live && model && cached)
      lines.push(
        `- ${c} connections, uncached translations: read model ${model.rps.toFixed(0)}/s (${ratio(model, d)} dictd's ${d.rps.toFixed(0)}/s), live queries ${live.rps.toFixed(0)}/s (${ratio(live, d)}); cached ${cached.rps.toFixed(0)}/s (${ratio(cached, d)})${h ? `; the health route ${h.rps.toFixed(0)}/s (${ratio(h, d)})` : ''}. Target uncached ≥ ×${target}: ${model.rps >= d.rps * target ? 'met' : 'missed'}.`,
      );
  }
  const p99 = (phase: string, limit: number) => {
    const r = find(phase, 16);
    return r ? `${r.p99_ms.toFixed(2)} ms (${r.p99_ms < limit ? 'met' : 'missed'})` : 'not measured';
  };
  lines.push(
    `- p99 at 16 connections, target < 10 ms: translations uncached through the read model ${p99(`GET /api/translations, ${SERVERS.model.label}`, 10)}, live queries ${p99(`GET /api/translations, ${SERVERS.live.label}`, 10)}, cached ${p99(`GET /api/translations, ${SERVERS.cached.label}`, 10)}.`,
    `- tooltips p99 at 16 connections, target < 5 ms: uncached ${p99('GET /api/words/tooltips, no cache', 5)}, cached ${p99(`GET /api/words/tooltips, ${SERVERS.cached.label}`, 5)}.`,
  );
  for (const c of CONNECTIONS) {
    const d = find('mix: dictd', c);
    const g = find('mix: GET /api/translations', c);
    if (d && g)
      lines.push(
        `- ${c} connections, the uncached mix: ${g.rps.toFixed(0)}/s (${ratio(g, d)} dictd's ${d.rps.toFixed(0)}/s with MATCH lev for its misses), p99 ${g.p99_ms.toFixed(2)} ms (dictd ${d.p99_ms.toFixed(2)} ms). Target ≥ ×${info.engine === 'pglite' ? '0.5' : '1.0'}: ${g.rps >= d.rps * (info.engine === 'pglite' ? 0.5 : 1) ? 'met' : 'missed'}${c === 16 ? `; p99 ≤ ${info.engine === 'pglite' ? 25 : 10} ms: ${g.p99_ms <= (info.engine === 'pglite' ? 25 : 10) ? 'met' : 'missed'}` : ''}.`,
      );
  }
  const miss = find('misses with close spellings: GET', 1);
  const missDictd = find('misses with close spellings: dictd', 1);
  if (miss && missDictd && info.mix)
    lines.push(
      `- A miss with close spellings (${info.mix.misses} of the mix's ${MIX_WORDS} queries; the mix: ${Object.entries(
        info.mix,
      )
        .filter(([k]) => k !== 'misses')
        .map(([k, n]) => `${n} ${k}`)
        .join(
          ', ',
        )}), one connection, through HTTP: p50 ${miss.p50_ms.toFixed(2)} ms, p99 ${miss.p99_ms.toFixed(2)} ms (target p50 ≤ 1 ms, p99 ≤ 5 ms: ${miss.p50_ms <= 1 && miss.p99_ms <= 5 ? 'met' : 'missed'}); dictd DEFINE + MATCH lev p50 ${missDictd.p50_ms.toFixed(2)} ms, p99 ${missDictd.p99_ms.toFixed(2)} ms.`,
    );
  if (info.zipf) {
    const d = results.find((r) => r.phase.startsWith('Zipf: dictd'));
    const g = results.find((r) => r.phase.startsWith('Zipf: GET'));
    if (d && g)
      lines.push(
        `- Zipf (s = 1) over ${info.zipf.words.toLocaleString('en')} headwords, 16 connections: ${g.rps.toFixed(0)}/s (${ratio(g, d)} dictd's ${d.rps.toFixed(0)}/s), p99 ${g.p99_ms.toFixed(2)} ms; cache hit rate ${(info.zipf.hitRate * 100).toFixed(1)}% (an LRU of ${CACHE_ENTRIES.toLocaleString('en')} simulated over as many draws as the phase made; misses read the read model).`,
      );
  }
  lines.push(
    `- Dictionary route: ${info.bundle} (from apps/web/dist, as e2e/bundle-budget.spec.ts); target < 200 KB.`,
    '',
  );
  if (info.scripts)
    lines.push(
      "## The pgbench scripts (generated from the repository's statements)",
      '',
      'The live search:',
      '',
      '```',
      info.scripts.live.trim(),
      '```',
      '',
      "The read model's statement:",
      '',
      '```',
      info.scripts.model.trim(),
      '```',
      '',
    );
  const base = info.engine === 'pglite' ? 'results-pglite' : 'results-latest';
  writeFileSync(path.join(HERE, `${base}.md`), lines.join('\n'));
  writeFileSync(
    path.join(HERE, `${base}.json`),
    `${JSON.stringify({ date, cpu, node: process.version, engine: info.engine, seconds: SECONDS, warmup: WARMUP, words: info.words, database: info.sizes, sources: info.counts, zipf: info.zipf, bundle: info.bundle, results }, null, 2)}\n`,
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
