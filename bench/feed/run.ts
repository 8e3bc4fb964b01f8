// Feed benchmark: GET /api/feed/public on PostgreSQL with 100,000 published items and 1,000,000
// likes, 16 keep-alive connections, closed loop. Page 1 and page 500 (the cursor of the 10,000th
// newest item) side by side, a guest and a signed-in member (whose likes are looked up), and
// GET /api/health in the same run as the baseline.
//
//   npx tsx bench/feed/run.ts      (DATABASE_URL, BENCH_ITEMS, BENCH_LIKES, BENCH_SECONDS, BENCH_CONNECTIONS)
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { Agent, request } from 'undici';
import { users } from '../../apps/server/src/db/schema/index';
import { benchApp, startServer, stopServer, waitForHealth } from '../support/app';
import { closedLoop, percentile } from '../support/stats';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const LIKES = Number(process.env.BENCH_LIKES ?? 1_000_000);
const USERS = 2_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const LANGS = ['eng', 'ger', 'fre', 'spa', 'ita', 'pol', 'rus', 'ukr', 'dut', 'por'];

/** Users, items (feed rows with time-ordered cursors) and likes, all generated in SQL. */
async function seed(client: pg.Client) {
  const t0 = performance.now();
  await client.query(`insert into users (email, nickname, is_email_verified)
    select 'f' || g || '@bench.test', 'feedbench' || g, true from generate_series(1, ${USERS}) g`);
  await client.query(`insert into publications (type, author_id, status, lang_code, text, likes_count, created_at, updated_at, published_at)
    select 'post', (select min(id) from users) + (g % ${USERS}), 'published', (array['${LANGS.join("','")}'])[1 + g % ${LANGS.length}],
      'Post number ' || g || ': a few sentences of practice text in the language it is written in.', 0,
      now() - make_interval(secs => ${ITEMS} - g), now(), now() - make_interval(secs => ${ITEMS} - g)
    from generate_series(1, ${ITEMS}) g`);
  // UUIDv7-shaped cursors: 48 bits of milliseconds (increasing with the item), version 7, random rest.
  await client.query(`insert into feed_items (cursor, type, entity_uuid, publication_id, author_id, lang_code, created_at)
    select (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-7' || substr(r, 1, 3) || '-8' || substr(r, 4, 3) || '-' || substr(r, 7, 12))::uuid,
      'post', p.uuid, p.id, p.author_id, p.lang_code, p.created_at
    from publications p, lateral (select lpad(to_hex((extract(epoch from p.created_at) * 1000)::bigint), 12, '0') as h, md5(p.id::text) as r) x`);
  const per = Math.ceil(LIKES / ITEMS);
  // Distinct (item, user) pairs: item p gets users (k * step + p) mod USERS for k < per.
  await client.query(`insert into publication_likes (publication_id, user_id)
    select p.id, (select min(id) from users) + ((k * ${Math.floor(USERS / per)} + p.id) % ${USERS})
    from publications p, generate_series(0, ${per - 1}) k
    limit ${LIKES}`);
  await client.query(`update publications p set likes_count = l.n from (select publication_id, count(*)::int n from publication_likes group by 1) l where l.publication_id = p.id`);
  await client.query('vacuum analyze');
  const counts = await client.query(`select (select count(*) from feed_items)::int items, (select count(*) from publication_likes)::int likes`);
  console.log(`seeded ${JSON.stringify(counts.rows[0])} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return counts.rows[0] as { items: number; likes: number };
}

interface PhaseResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  items: number;
}

interface Phase {
  name: string;
  url: string;
  headers: Record<string, string>;
  expectItems: number | null;
  latencies: number[];
  items: number;
  seconds: number;
}

/** CONNECTIONS closed loops for `seconds`; every answer must be 200 with a full page. */
async function slot(p: Phase, seconds: number, measure: boolean) {
  const agent = new Agent({ connections: CONNECTIONS, pipelining: 1, keepAliveTimeout: 30_000 });
  const start = performance.now();
  await closedLoop(CONNECTIONS, seconds, async () => {
    const t0 = performance.now();
    const res = await request(p.url, { dispatcher: agent, headers: p.headers });
    const body = (await res.body.json()) as { data?: unknown[] };
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${p.name}: ${res.statusCode} ${JSON.stringify(body)}`);
    if (p.expectItems !== null && body.data?.length !== p.expectItems) throw new Error(`${p.name}: ${body.data?.length} items`);
    if (measure) {
      p.latencies.push(ms);
      p.items += body.data?.length ?? 0;
    }
  });
  if (measure) p.seconds += (performance.now() - start) / 1000;
  await agent.close();
}

/**
 * The shared machine's load changes from second to second, so the phases take turns: ROUNDS rounds,
 * each giving every phase SECONDS / ROUNDS seconds, and every phase (the baseline too) sees the
 * same mix of quiet and busy moments.
 */
async function measurePhases(phases: Phase[]): Promise<PhaseResult[]> {
  for (const p of phases) await slot(p, WARMUP / phases.length + 0.5, false);
  for (let r = 0; r < ROUNDS; r++) for (const p of phases) await slot(p, SECONDS / ROUNDS, true);
  return phases.map((p) => {
    const sorted = [...p.latencies].sort((a, b) => a - b);
    const result = { name: p.name, requests: sorted.length, rps: sorted.length / p.seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), items: p.items / sorted.length };
    console.log(`${p.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms`);
    return result;
  });
}

const phase = (name: string, url: string, headers: Record<string, string>, expectItems: number | null): Phase => ({ name, url, headers, expectItems, latencies: [], items: 0, seconds: 0 });

async function main() {
  // BENCH_DB keeps a seeded database between runs (seeded when empty, not dropped at the end).
  const kept = process.env.BENCH_DB;
  const bench = await benchApp(kept ?? `glossa_bench_feed_${Date.now()}`, { pool: 4, reuse: !!kept, keep: !!kept });
  const { client } = bench;
  let server: ChildProcess | null = null;
  try {
    const seeded = (await client.query(`select (select count(*) from feed_items)::int items, (select count(*) from publication_likes)::int likes`)).rows[0] as { items: number; likes: number };
    const counts = seeded.items ? seeded : await seed(client);
    // A member with a session (likes are looked up for a signed-in viewer).
    const [member] = await bench.ctx.db.select().from(users).limit(1);
    const session = await bench.services.accounts.sessions.open(bench.ctx.db, member!, 'password', { userAgent: 'bench', ip: null });
    const cursor500 = (await client.query(`select cursor from feed_items order by cursor desc offset ${Math.min(499 * 20 - 1, ITEMS - 41)} limit 1`)).rows[0].cursor as string;
    // One caller, in process, no HTTP: what a page costs the service and the database (less sensitive to the shared machine's load).
    const serial: string[] = [];
    for (const [label, cursor] of [['page 1', undefined], ['page 500', cursor500]] as const) {
      const times: number[] = [];
      for (let i = 0; i < 300; i++) {
        const t0 = performance.now();
        const page = await bench.services.feed.feed.public(null, { limit: 20, pagination_uuid: cursor });
        times.push(performance.now() - t0);
        if (page.length !== 20) throw new Error(`${label}: ${page.length} items`);
      }
      times.sort((a, b) => a - b);
      serial.push(`| ${label} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 99).toFixed(2)} |`);
    }
    const plan = (await client.query(`explain (analyze, buffers, costs off) select f.cursor from feed_items f where f.cursor < $1::uuid order by f.cursor desc limit 20`, [cursor500])).rows.map((r) => r['QUERY PLAN']);
    await bench.stopApp();

    const port = 3400 + Math.floor(Math.random() * 500);
    server = startServer({ bench, port });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    const member_ = { authorization: `Bearer ${session.access_token}` };
    const loadBefore = os.loadavg()[0]!;
    const results = await measurePhases([
      phase('GET /api/health (baseline)', `${base}/api/health`, {}, null),
      phase('feed page 1, guest', `${base}/api/feed/public`, {}, 20),
      phase('feed page 500, guest', `${base}/api/feed/public?pagination_uuid=${cursor500}`, {}, 20),
      phase('feed page 1, member', `${base}/api/feed/public`, member_, 20),
      phase('feed page 500, member', `${base}/api/feed/public?pagination_uuid=${cursor500}`, member_, 20),
      phase('feed page 1, lang_codes=ger,fre', `${base}/api/feed/public?lang_codes=ger,fre`, {}, 20),
      phase('feed page 500, lang_codes=ger,fre', `${base}/api/feed/public?lang_codes=ger,fre&pagination_uuid=${cursor500}`, {}, 20),
    ]);
    const loadAfter = os.loadavg()[0]!;
    const baseline = results[0]!;
    const lines = [
      `# Feed benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `PostgreSQL, ${counts.items.toLocaleString('en')} items, ${counts.likes.toLocaleString('en')} likes, ${USERS} users; ${CONNECTIONS} keep-alive connections, closed loop, ${SECONDS} s measured per phase in ${ROUNDS} rounds of turns (after ${WARMUP} s of warm-up); load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after, on ${os.cpus().length} cores (the machine is shared).`,
      '',
      '| phase | req/s | ratio to baseline | p50 ms | p99 ms |',
      '|---|---|---|---|---|',
      ...results.map((r) => `| ${r.name} | ${r.rps.toFixed(0)} | ${(r.rps / baseline.rps).toFixed(3)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`),
      '',
      `Page 500 / page 1 p99 (guest): ${(results[2]!.p99 / results[1]!.p99).toFixed(2)}; (member): ${(results[4]!.p99 / results[3]!.p99).toFixed(2)}.`,
      '',
      'One caller in process (service + database, no HTTP), 300 pages each, guest:',
      '',
      '| page | p50 ms | p99 ms |',
      '|---|---|---|',
      ...serial,
      '',
      'Plan of the page-500 index read:',
      '',
      '```',
      ...plan,
      '```',
      '',
    ];
    writeFileSync(path.join(HERE, 'results.md'), lines.join('\n'));
    writeFileSync(path.join(HERE, 'results.json'), JSON.stringify({ counts, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, loadavg: [loadBefore, loadAfter], results }, null, 2));
    console.log(lines.join('\n'));
  } finally {
    await stopServer(server);
    await bench.close();
  }
}

await main();
