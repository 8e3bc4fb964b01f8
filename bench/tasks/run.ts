// Tasks benchmark: GET /api/v2/tasks on PostgreSQL with BENCH_TASKS (1,000,000) pending voice cards
// (accepted words without audio in one language) and BENCH_MEMBERS (100) native speakers taking
// cards at once. Paced phase: each member takes a batch and answers (skips) each card after a
// think time, GET /api/health probed meanwhile as the baseline: the GET's service time. Closed
// loop: each takes, answers at once, takes again, GET /api/health from as many connections as the
// baseline: the answers per second the server sustains, and the CPU one GET with its answers costs.
//
//   npx tsx bench/tasks/run.ts      (DATABASE_URL, BENCH_TASKS, BENCH_MEMBERS, BENCH_SECONDS, BENCH_WARMUP, BENCH_PACE_MS,
//                                   BENCH_KEEP=1 keeps the database, BENCH_DB=<name> reuses a kept one)
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
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
const TASKS = Number(process.env.BENCH_TASKS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
/** Paced phase: each member's think time before an answer (0.5x to 1.5x this), as people work through cards. */
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 1000);
/** Reuse this seeded database (kept by an earlier run with BENCH_KEEP=1): before/after on the same data. */
const REUSE_DB = process.env.BENCH_DB;
const KEEP_DB = process.env.BENCH_KEEP === '1' || !!REUSE_DB;

/** CPU time (user + system, ms) a process has used so far (0 once it is gone). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ = 100 on Linux
  } catch {
    return 0;
  }
}

/**
 * CPU used by the server process and by the database's backends during the measured part of a
 * phase (from `WARMUP` seconds after its start): far steadier than latency on a shared machine.
 * A backend that exits meanwhile is lost (the pool keeps its connections while busy).
 */
async function withCpu<T>(admin: pg.Client, dbName: string, serverPid: number, phase: () => Promise<T>) {
  const backends = async () => (await admin.query('select pid from pg_stat_activity where datname = $1', [dbName])).rows.map((r: { pid: number }) => r.pid as number);
  const snapshot = async () => ({ server: cpuMs(serverPid), db: new Map((await backends()).map((pid) => [pid, cpuMs(pid)])) });
  const started = new Promise<Awaited<ReturnType<typeof snapshot>>>((resolve) => setTimeout(() => void snapshot().then(resolve), WARMUP * 1000));
  const result = await phase();
  const end = await snapshot();
  const start = await started;
  let db = 0;
  for (const [pid, ms] of end.db) db += ms - (start.db.get(pid) ?? 0);
  return { result, serverCpuMs: end.server - start.server, dbCpuMs: db };
}

/** Members (native speakers of Maltese), words and their voice tasks, in SQL; the generation watermark set past them. */
async function seed(client: pg.Client) {
  const t0 = performance.now();
  await client.query(`insert into users (email, nickname, is_email_verified)
    select 't' || g || '@bench.test', 'taskbench' || g, true from generate_series(1, ${MEMBERS}) g`);
  await client.query(`insert into user_languages (user_id, lang_code, level, level_rank) select id, 'mlt', 'NATIVE', 0 from users`);
  await client.query(`insert into words (name, lang_code, search_key, review_status)
    select 'kelma' || g, 'mlt', 'kelma' || g, 'accepted' from generate_series(1, ${TASKS}) g`);
  await client.query(`insert into tasks (type, entity_type, entity_id, lang_codes, capacity)
    select 'add_word_audio', 'word', id, array['mlt'], 1 from words`);
  for (const source of ['chk_translation_union', 'chk_sentence_translation', 'add_word_audio', 'add_sentence_audio']) {
    await client.query(`insert into task_sources (source, last_id) values ($1, 2147483647) on conflict (source) do update set last_id = excluded.last_id`, [source]);
  }
  await client.query('vacuum analyze');
  const n = (await client.query(`select count(*)::int n from tasks where status = 'open'`)).rows[0].n as number;
  console.log(`seeded ${n} open tasks in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return n;
}

/** A kept database back to its seeded state: no card held or answered. */
async function reset(client: pg.Client) {
  await client.query('truncate task_assignments');
  await client.query('vacuum analyze tasks, task_assignments');
  return (await client.query(`select count(*)::int n from tasks where status = 'open'`)).rows[0].n as number;
}

async function healthPhase(base: string) {
  const agent = new Agent({ connections: MEMBERS, keepAliveTimeout: 30_000 });
  const latencies: number[] = [];
  const from = performance.now() + WARMUP * 1000;
  await closedLoop(MEMBERS, WARMUP + SECONDS, async () => {
    const t0 = performance.now();
    const res = await request(`${base}/api/health`, { dispatcher: agent });
    await res.body.text();
    if (t0 >= from) latencies.push(performance.now() - t0);
  });
  await agent.close();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / SECONDS, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Every member at a person's pace: GET a batch, then skip each card after a think time; meanwhile
 * one probe sends GET /api/health every 50 ms (the baseline at the same moment). Latency here is
 * the service time, not a queue: the closed loop below measures the ceiling.
 */
async function pacedPhase(base: string, tokens: string[]) {
  const agent = new Agent({ connections: MEMBERS * 2, keepAliveTimeout: 30_000 });
  const gets: number[] = [];
  const skips: number[] = [];
  const health: number[] = [];
  const end = performance.now() + (WARMUP + SECONDS) * 1000;
  const from = performance.now() + WARMUP * 1000;
  const timed = async (list: number[], send: () => Promise<unknown>) => {
    const t0 = performance.now();
    const result = await send();
    if (t0 >= from && performance.now() < end) list.push(performance.now() - t0);
    return result;
  };
  const members = tokens.map(async (token) => {
    const headers = { authorization: `Bearer ${token}` };
    await sleep(Math.random() * PACE_MS * 5);
    while (performance.now() < end) {
      const body = (await timed(gets, async () => {
        const res = await request(`${base}/api/v2/tasks`, { dispatcher: agent, headers });
        const json = (await res.body.json()) as { data: { task_id: number }[] };
        if (res.statusCode !== 200 || json.data.length === 0) throw new Error(`GET /v2/tasks: ${res.statusCode} ${JSON.stringify(json).slice(0, 200)}`);
        return json;
      })) as { data: { task_id: number }[] };
      for (const card of body.data) {
        await sleep(PACE_MS * (0.5 + Math.random()));
        await timed(skips, async () => {
          const a = await request(`${base}/api/tasks/${card.task_id}/skip`, { method: 'POST', dispatcher: agent, headers });
          await a.body.text();
          if (a.statusCode !== 200) throw new Error(`answer: ${a.statusCode}`);
        });
      }
    }
  });
  const probe = (async () => {
    while (performance.now() < end) {
      await timed(health, async () => (await request(`${base}/api/health`, { dispatcher: agent })).body.text());
      await sleep(50);
    }
  })();
  await Promise.all([...members, probe]);
  await agent.close();
  const stats = (list: number[]) => {
    list.sort((a, b) => a - b);
    return { perSecond: list.length / SECONDS, p50: percentile(list, 50), p99: percentile(list, 99) };
  };
  return { gets: stats(gets), skips: stats(skips), health: stats(health) };
}

/** Every member: GET a batch, skip each card, again. */
async function cardsPhase(base: string, tokens: string[]) {
  const agent = new Agent({ connections: MEMBERS * 2, keepAliveTimeout: 30_000 });
  const gets: number[] = [];
  let answers = 0;
  const end = performance.now() + (WARMUP + SECONDS) * 1000;
  const from = performance.now() + WARMUP * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      const headers = { authorization: `Bearer ${token}` };
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await request(`${base}/api/v2/tasks`, { dispatcher: agent, headers });
        const body = (await res.body.json()) as { data: { task_id: number }[] };
        if (res.statusCode !== 200 || body.data.length === 0) throw new Error(`GET /v2/tasks: ${res.statusCode} ${JSON.stringify(body).slice(0, 200)}`);
        if (t0 >= from) gets.push(performance.now() - t0);
        for (const card of body.data) {
          const a = await request(`${base}/api/tasks/${card.task_id}/skip`, { method: 'POST', dispatcher: agent, headers });
          await a.body.text();
          if (a.statusCode !== 200) throw new Error(`answer: ${a.statusCode}`);
          if (performance.now() >= from && performance.now() < end) answers += 1;
        }
      }
    }),
  );
  await agent.close();
  gets.sort((a, b) => a - b);
  return { gets: gets.length, getRps: gets.length / SECONDS, p50: percentile(gets, 50), p99: percentile(gets, 99), answersPerSecond: answers / SECONDS };
}

const perRequest = (run: { serverCpuMs: number; dbCpuMs: number }, n: number) => ({
  server: Number((run.serverCpuMs / n).toFixed(2)),
  db: Number((run.dbCpuMs / n).toFixed(2)),
  total: Number(((run.serverCpuMs + run.dbCpuMs) / n).toFixed(2)),
});

async function main() {
  const bench = await benchApp(REUSE_DB ?? `i15_bench_tasks_${Date.now()}`, { pool: 4, reuse: !!REUSE_DB, keep: KEEP_DB });
  const { client, dbName } = bench;
  let server: ChildProcess | null = null;
  try {
    await bench.services.reference.seed();
    const open = REUSE_DB ? await reset(client) : await seed(client);
    const members = await bench.ctx.db.select().from(users);
    const tokens: string[] = [];
    for (const m of members) tokens.push((await bench.services.accounts.sessions.open(bench.ctx.db, m, 'password', { userAgent: 'bench', ip: null })).access_token);
    await bench.stopApp();

    const loadAtStart = os.loadavg()[0]!;
    const port = 3600 + Math.floor(Math.random() * 300);
    // BENCH_NODE_ARGS: extra flags for the server process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
    const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    server = startServer({ bench, port, nodeArgs, env: { RATE_LIMIT_SCALE: '1000' } });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    const paced = await pacedPhase(base, tokens);
    const line = (l: string, x: { perSecond: number; p50: number; p99: number }) => `${l}: ${x.perSecond.toFixed(0)}/s, p50 ${x.p50.toFixed(2)} ms, p99 ${x.p99.toFixed(2)} ms`;
    console.log(`paced (${PACE_MS} ms think time): ${line('GET /v2/tasks', paced.gets)}; ${line('skip', paced.skips)}; ${line('health probe', paced.health)}`);
    const healthRun = await withCpu(bench.admin, dbName, server.pid!, () => healthPhase(base));
    const health = { ...healthRun.result, cpuPerRequest: perRequest(healthRun, healthRun.result.rps * SECONDS) };
    console.log(`health: ${health.rps.toFixed(0)} req/s, p50 ${health.p50.toFixed(2)} ms, p99 ${health.p99.toFixed(2)} ms; CPU ms/request ${JSON.stringify(health.cpuPerRequest)}`);
    const cardsRun = await withCpu(bench.admin, dbName, server.pid!, () => cardsPhase(base, tokens));
    const cards = { ...cardsRun.result, cpuPerGet: perRequest(cardsRun, cardsRun.result.gets) };
    console.log(`GET /v2/tasks: ${cards.getRps.toFixed(0)} req/s, p50 ${cards.p50.toFixed(2)} ms, p99 ${cards.p99.toFixed(2)} ms; answers ${cards.answersPerSecond.toFixed(0)}/s; CPU ms per GET with its answers ${JSON.stringify(cards.cpuPerGet)}`);
    const lines = [
      `# Tasks benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `PostgreSQL, ${open.toLocaleString('en')} open voice cards, ${MEMBERS} members; each phase ${SECONDS} s measured after ${WARMUP} s warm-up; load average at start ${loadAtStart.toFixed(1)}, at end ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores.`,
      '',
      `Paced: every member takes a batch and skips each card after a think time of ${PACE_MS / 2}-${(PACE_MS * 3) / 2} ms; one probe sends GET /api/health every 50 ms meanwhile.`,
      '',
      '| request | per second | p50 ms | p99 ms |',
      '|---|---|---|---|',
      `| GET /api/health (probe, baseline) | ${paced.health.perSecond.toFixed(0)} | ${paced.health.p50.toFixed(2)} | ${paced.health.p99.toFixed(2)} |`,
      `| GET /api/v2/tasks | ${paced.gets.perSecond.toFixed(0)} | ${paced.gets.p50.toFixed(2)} | ${paced.gets.p99.toFixed(2)} |`,
      `| POST /api/tasks/{id}/skip | ${paced.skips.perSecond.toFixed(0)} | ${paced.skips.p50.toFixed(2)} | ${paced.skips.p99.toFixed(2)} |`,
      '',
      `Closed loop (the ceiling): every member takes a batch, skips each card at once, again; the baseline is GET /api/health from ${MEMBERS} connections.`,
      '',
      '| phase | req/s | p50 ms | p99 ms |',
      '|---|---|---|---|',
      `| GET /api/health (baseline, ${MEMBERS} connections) | ${health.rps.toFixed(0)} | ${health.p50.toFixed(2)} | ${health.p99.toFixed(2)} |`,
      `| GET /api/v2/tasks | ${cards.getRps.toFixed(0)} | ${cards.p50.toFixed(2)} | ${cards.p99.toFixed(2)} |`,
      '',
      `Answers (POST /api/tasks/{id}/skip) sustained: ${cards.answersPerSecond.toFixed(0)} per second.`,
      '',
      'CPU time (server process + the database backends, measured from /proc; steadier than latency on a shared machine):',
      '',
      '| work | server ms | PostgreSQL ms | total ms |',
      '|---|---|---|---|',
      `| one GET /api/health | ${health.cpuPerRequest.server} | ${health.cpuPerRequest.db} | ${health.cpuPerRequest.total} |`,
      `| one GET /api/v2/tasks with its ${(cards.answersPerSecond / Math.max(cards.getRps, 1e-9)).toFixed(1)} answers | ${cards.cpuPerGet.server} | ${cards.cpuPerGet.db} | ${cards.cpuPerGet.total} |`,
      '',
      `p99 of GET /v2/tasks over the baseline's p99: ${(cards.p99 / health.p99).toFixed(1)}x.`,
      '',
    ];
    writeFileSync(path.join(HERE, 'results.md'), lines.join('\n'));
    writeFileSync(path.join(HERE, 'results.json'), JSON.stringify({ open, members: MEMBERS, paceMs: PACE_MS, paced, health, cards }, null, 2));
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await stopServer(server);
    if (KEEP_DB) console.log(`kept database ${dbName} (BENCH_DB=${dbName} reuses it)`);
    await bench.close();
  }
}

await main();
