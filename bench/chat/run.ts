// Chat benchmark: N authenticated sockets (default 1,000) on PostgreSQL. Measures delivery latency
// (send -> the recipient's message:new event) and acknowledgement latency (send -> ack, which
// Glossa gives only after the message committed), at a fixed rate and at saturation, on one server
// process and on two processes sharing rooms through Redis. A raw Socket.IO echo server (no
// database) run with the same harness in the same run is the baseline.
//
//   npx tsx bench/chat/run.ts            (DATABASE_URL, REDIS_URL, BENCH_USERS, BENCH_RATE, BENCH_SECONDS)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { users } from '../../apps/server/src/db/schema/index';
import type { Viewer } from '../../apps/server/src/platform/auth/viewer';
import { benchApp, dbUrl, PG_URL, type BenchApp } from '../support/app';
import { percentile } from '../support/stats';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const USERS = Number(process.env.BENCH_USERS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
/** Every phase runs this many times, interleaved; the report gives medians (the box is shared). */
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const JWT_SECRET = randomBytes(32).toString('hex');
/** Server processes of the current phase. */
const running: ChildProcess[] = [];

interface BenchUser {
  uuid: string;
  token: string;
  chatId: number;
  peer: number;
}

// ---- setup ---------------------------------------------------------------------------------------

async function setup({ services, ctx }: BenchApp): Promise<BenchUser[]> {
  const tag = randomBytes(3).toString('hex').replace(/\d/g, 'q');
  const rows = await ctx.db
    .insert(users)
    .values(Array.from({ length: USERS }, (_, i) => ({ email: `b${i}${tag}@bench.test`, nickname: `bench${tag}${i}`, isEmailVerified: true })))
    .returning();
  const viewers: { viewer: Viewer; token: string }[] = [];
  for (const row of rows) {
    const session = await services.accounts.sessions.open(ctx.db, row, 'password', { userAgent: 'bench', ip: null });
    const viewer = await ctx.tokens.verify(session.access_token);
    if (typeof viewer === 'string') throw new Error('bench token did not verify');
    viewers.push({ viewer, token: session.access_token });
  }
  // Pairs (0,1), (2,3), ...: each pair has a started chat (its first message sent), so the run
  // measures steady-state sends.
  const out: BenchUser[] = [];
  for (let i = 0; i + 1 < viewers.length; i += 2) {
    const a = viewers[i]!;
    const b = viewers[i + 1]!;
    const { chat } = await services.chat.withRecipient(a.viewer, b.viewer.uuid, { limit: 1, direction: 'up' });
    await services.chat.send(a.viewer, chat.id, { client_message_id: `setup-${i}`, text: 'hello' });
    out.push({ uuid: a.viewer.uuid, token: a.token, chatId: chat.id, peer: i + 1 }, { uuid: b.viewer.uuid, token: b.token, chatId: chat.id, peer: i });
  }
  return out;
}

// ---- servers -------------------------------------------------------------------------------------

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become healthy`);
}

async function startGlossa(dbName: string, port: number, dataDir: string, redis: boolean): Promise<{ url: string; child: ChildProcess }> {
  // BENCH_PROF=<dir>: write a V8 CPU profile of each server process there (on exit).
  const prof = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl(dbName),
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      ACCESS_TOKEN_TTL: '7200',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      REDIS_URL: redis ? REDIS_URL : '',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, child };
}

async function startEcho(port: number, redis: boolean): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'echo-server.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), REDIS_URL: redis ? REDIS_URL : '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
    child.once('exit', (code) => reject(new Error(`echo server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

// ---- load ----------------------------------------------------------------------------------------

interface PhaseOptions {
  name: string;
  urls: string[];
  /** Which server user i connects to. */
  serverOf: (i: number) => number;
  echo: boolean;
  mode: 'rate' | 'closed';
  rate?: number;
}

interface PhaseResult {
  name: string;
  /** 1-minute load average of the machine when the phase started (other work on the box shows here). */
  load: number;
  mode: string;
  offered: number | null;
  acked_per_s: number;
  delivered: number;
  acked: number;
  errors: number;
  lost: number;
  delivery_p50_ms: number;
  delivery_p99_ms: number;
  delivery_max_ms: number;
  /** p99 of the messages sent in each second of the window: shows whether a tail is one stall or steady. */
  delivery_p99_by_second_ms: number[];
  ack_p50_ms: number;
  ack_p99_ms: number;
  prefix: string;
  /** Client ids of the acknowledged messages (checked against the database, not written to the report). */
  ackedIds?: string[];
}

async function connectAll(list: BenchUser[], opts: PhaseOptions): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < list.length; i += 50) {
    const batch = list.slice(i, i + 50).map((u, j) => {
      const s = connect(opts.urls[opts.serverOf(i + j)]!, {
        path: '/broadcast',
        transports: ['websocket'],
        auth: { token: opts.echo ? u.uuid : u.token },
        reconnection: false,
        forceNew: true,
      });
      return new Promise<Socket>((resolve, reject) => {
        s.once('connect', () => resolve(s));
        s.once('connect_error', (err) => reject(new Error(`connect: ${err.message}`)));
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

async function runPhase(list: BenchUser[], opts: PhaseOptions): Promise<PhaseResult> {
  const load = Math.round(os.loadavg()[0]! * 10) / 10;
  const sockets = await connectAll(list, opts);
  // With the Redis adapter a room subscription is asynchronous: give it a moment.
  await new Promise((r) => setTimeout(r, 1000));
  const prefix = `${opts.name.replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}-`;
  const sentAt = new Map<string, { t0: number; inWindow: boolean }>();
  const delivery: number[] = [];
  /** Delivery latencies by the second (of the window) the message was sent in. */
  const perSecond: number[][] = [];
  let windowStart = 0;
  const ackLatency: number[] = [];
  let measuring = false;
  let acked = 0;
  const ackedIds: string[] = [];
  let errors = 0;
  let ackedInWindow = 0;
  let delivered = 0;
  const firstError: string[] = [];

  sockets.forEach((s, i) => {
    const me = list[i]!.uuid;
    s.on('message:new', (event: { message: { author_uuid: string; client_message_id: string } }) => {
      if (event.message.author_uuid === me) return;
      const sent = sentAt.get(event.message.client_message_id);
      if (sent === undefined) return;
      delivered += 1;
      // Every message sent inside the window counts, however late it arrives (no survivor bias).
      if (sent.inWindow) {
        const latency = performance.now() - sent.t0;
        delivery.push(latency);
        const second = Math.floor((sent.t0 - windowStart) / 1000);
        (perSecond[second] ??= []).push(latency);
      }
    });
  });

  let seq = 0;
  const send = async (i: number): Promise<void> => {
    const u = list[i]!;
    const id = `${prefix}${seq++}`;
    const t0 = performance.now();
    const inWindow = measuring;
    sentAt.set(id, { t0, inWindow });
    try {
      const answer = (await sockets[i]!.timeout(30_000).emitWithAck('message:send', {
        chat_id: u.chatId,
        client_message_id: id,
        text: `bench message ${seq} from ${i}`,
        ...(opts.echo ? { to: list[u.peer]!.uuid } : {}),
      })) as { data?: unknown; errors?: { code: string; message: string }[] };
      if (answer.data) {
        acked += 1;
        ackedIds.push(id);
        if (inWindow) {
          ackLatency.push(performance.now() - t0);
          // Throughput counts acks that came back inside the window.
          if (measuring) ackedInWindow += 1;
        }
      } else {
        errors += 1;
        if (firstError.length < 3) firstError.push(JSON.stringify(answer.errors));
      }
    } catch (err) {
      errors += 1;
      if (firstError.length < 3) firstError.push(String(err));
    }
  };

  let running = true;
  const pending = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };
  let loops: Promise<void>[] = [];
  let timer: NodeJS.Timeout | null = null;
  if (opts.mode === 'rate') {
    let budget = 0;
    let last = performance.now();
    let next = 0;
    timer = setInterval(() => {
      const now = performance.now();
      budget += ((now - last) / 1000) * opts.rate!;
      last = now;
      while (budget >= 1) {
        budget -= 1;
        track(send(next));
        next = (next + 1) % list.length;
      }
    }, 5);
  } else {
    loops = sockets.map(async (_, i) => {
      while (running) await send(i);
    });
  }

  await new Promise((r) => setTimeout(r, WARMUP * 1000));
  measuring = true;
  const started = performance.now();
  windowStart = started;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  running = false;
  if (timer) clearInterval(timer);
  await Promise.all([...loops, ...pending]);
  // Let the last deliveries arrive.
  const settle = Date.now() + 15_000;
  while (delivered < acked && Date.now() < settle) await new Promise((r) => setTimeout(r, 50));
  for (const s of sockets) s.close();
  if (firstError.length) console.warn(`  ${opts.name}: errors ${firstError.join(' | ')}`);

  delivery.sort((a, b) => a - b);
  const secondP99 = perSecond.map((xs) => Math.round(percentile(xs.sort((a, b) => a - b), 99) * 10) / 10);
  ackLatency.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    name: opts.name,
    load,
    mode: opts.mode === 'rate' ? `${opts.rate}/s offered` : `closed loop, ${list.length} in flight`,
    offered: opts.mode === 'rate' ? opts.rate! : null,
    acked_per_s: Math.round(ackedInWindow / elapsed),
    delivered,
    acked,
    errors,
    lost: Math.max(0, acked - delivered),
    delivery_p50_ms: round(percentile(delivery, 50)),
    delivery_p99_ms: round(percentile(delivery, 99)),
    delivery_max_ms: round(delivery.at(-1) ?? NaN),
    delivery_p99_by_second_ms: secondP99,
    ack_p50_ms: round(percentile(ackLatency, 50)),
    ack_p99_ms: round(percentile(ackLatency, 99)),
    prefix,
    ackedIds,
  };
}

/** How many acknowledged messages are stored, and how many messages of the phase are stored in all. */
async function storedCheck(dbName: string, prefix: string, ackedIds: string[]): Promise<{ ackedStored: number; total: number }> {
  const client = new pg.Client({ connectionString: dbUrl(dbName) });
  await client.connect();
  const total = (await client.query('select count(*)::int as n from messages where client_message_id like $1', [`${prefix}%`])).rows[0].n as number;
  const ackedStored = (await client.query('select count(*)::int as n from messages where client_message_id = any($1::text[])', [ackedIds])).rows[0].n as number;
  await client.end();
  return { ackedStored, total };
}

// ---- main ----------------------------------------------------------------------------------------

async function main() {
  const dbName = `glossa_bench_${Date.now()}`;
  console.log(`setup: ${USERS} users, ${USERS / 2} chats on ${dbName}`);
  const bench = await benchApp(dbName, { pool: 10, jwtSecret: JWT_SECRET });
  const { dataDir } = bench;
  const results: (PhaseResult & { stored?: number; stored_total?: number })[] = [];
  try {
    const list = await setup(bench);
    await bench.stopApp();
    const one = () => 0;
    const split = (i: number) => i % 2; // user 2k on server 0, its peer 2k+1 on server 1: every delivery crosses Redis

    const phases: { start: () => Promise<string[]>; opts: Omit<PhaseOptions, 'urls'> }[] = [
      { start: async () => [(await startEcho(4101, false)).url], opts: { name: 'baseline echo, 1 process', serverOf: one, echo: true, mode: 'rate', rate: RATE } },
      { start: async () => [(await startGlossa(dbName, 4111, dataDir, false)).url], opts: { name: 'glossa, 1 process', serverOf: one, echo: false, mode: 'rate', rate: RATE } },
      { start: async () => [(await startEcho(4102, false)).url], opts: { name: 'baseline echo, 1 process, saturated', serverOf: one, echo: true, mode: 'closed' } },
      { start: async () => [(await startGlossa(dbName, 4112, dataDir, false)).url], opts: { name: 'glossa, 1 process, saturated', serverOf: one, echo: false, mode: 'closed' } },
      {
        start: async () => [(await startEcho(4103, true)).url, (await startEcho(4104, true)).url],
        opts: { name: 'baseline echo, 2 processes + Redis', serverOf: split, echo: true, mode: 'rate', rate: RATE },
      },
      {
        start: async () => [(await startGlossa(dbName, 4113, dataDir, true)).url, (await startGlossa(dbName, 4114, dataDir, true)).url],
        opts: { name: 'glossa, 2 processes + Redis', serverOf: split, echo: false, mode: 'rate', rate: RATE },
      },
    ];
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
    for (let round = 1; round <= REPEAT; round += 1) {
      for (const phase of phases) {
        if (only && !only.test(phase.opts.name)) continue;
        const urls = await phase.start();
        console.log(`run ${round}/${REPEAT}: ${phase.opts.name}`);
        const result: PhaseResult & { stored?: number; stored_total?: number } = await runPhase(list, { ...phase.opts, urls });
        if (!phase.opts.echo) {
          const check = await storedCheck(dbName, result.prefix, result.ackedIds ?? []);
          result.stored = check.ackedStored;
          result.stored_total = check.total;
        }
        delete result.ackedIds;
        results.push(result);
        console.log(JSON.stringify(result));
        await stopAll();
      }
    }
  } finally {
    await stopAll();
    await bench.close();
  }
  report(results);

  async function stopAll() {
    await Promise.all(running.splice(0).map(stop));
  }
}


const median = (xs: number[]) => {
  const sorted = [...xs].sort((x, y) => x - y);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};

interface Summary {
  name: string;
  mode: string;
  offered: number | null;
  runs: number;
  acked_per_s: number;
  delivery_p50_ms: number;
  delivery_p99_ms: number;
  delivery_p99_range: [number, number];
  ack_p50_ms: number;
  ack_p99_ms: number;
  errors: number;
  lost: number;
  durable: string;
  load: string;
  /** Over all runs: seconds whose p99 exceeded 50 ms, of all measured seconds. */
  slow_seconds: string;
}

function summarize(results: (PhaseResult & { stored?: number; stored_total?: number })[]): Summary[] {
  const names = [...new Set(results.map((r) => r.name))];
  return names.map((name) => {
    const runs = results.filter((r) => r.name === name);
    const p99s = runs.map((r) => r.delivery_p99_ms);
    const stored = runs.filter((r) => r.stored !== undefined);
    return {
      name,
      mode: runs[0]!.mode,
      offered: runs[0]!.offered,
      runs: runs.length,
      acked_per_s: median(runs.map((r) => r.acked_per_s)),
      delivery_p50_ms: median(runs.map((r) => r.delivery_p50_ms)),
      delivery_p99_ms: median(p99s),
      delivery_p99_range: [Math.min(...p99s), Math.max(...p99s)],
      ack_p50_ms: median(runs.map((r) => r.ack_p50_ms)),
      ack_p99_ms: median(runs.map((r) => r.ack_p99_ms)),
      errors: runs.reduce((n, r) => n + r.errors, 0),
      lost: runs.reduce((n, r) => n + r.lost, 0),
      // Every acknowledged message must be stored; messages stored whose ack timed out on the client
      // (it would resend with the same client id and get the stored one) are counted apart.
      durable: !stored.length
        ? 'n/a (no database)'
        : `${stored.every((r) => r.stored === r.acked) ? 'yes' : 'NO'}: ${stored.reduce((n, r) => n + r.stored!, 0)} of ${stored.reduce((n, r) => n + r.acked, 0)} acked stored` +
          (stored.some((r) => (r.stored_total ?? 0) > r.acked) ? `, ${stored.reduce((n, r) => n + (r.stored_total ?? 0) - r.acked, 0)} more stored whose ack timed out` : ''),
      load: runs.map((r) => r.load).join(', '),
      slow_seconds: `${runs.flatMap((r) => r.delivery_p99_by_second_ms).filter((x) => x > 50).length}/${runs.flatMap((r) => r.delivery_p99_by_second_ms).length}`,
    };
  });
}

function report(results: (PhaseResult & { stored?: number; stored_total?: number })[]) {
  const cpu = os.cpus();
  const rows = summarize(results);
  const lines = [
    `# Chat benchmark results`,
    '',
    `Run ${new Date().toISOString()} on ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, Node ${process.version}, PostgreSQL at ${new URL(PG_URL).host}, ` +
      `${USERS} authenticated sockets (${USERS / 2} chats), ${SECONDS} s measured after ${WARMUP} s warm-up per phase, every phase run ${REPEAT} times ` +
      'interleaved with the others; figures are medians over the runs (p99 range in brackets). Server processes, PostgreSQL, Redis and the ' +
      'load generator share the machine with whatever else runs on it (load averages at the start of each run in the last column).',
    '',
    '| phase | offered load | acked (durable) msg/s | delivery p50 | delivery p99 [min–max] | seconds with p99 > 50 ms | ack p50 | ack p99 | errors | not delivered | acked messages stored | load avg |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.mode} | ${r.acked_per_s} | ${r.delivery_p50_ms} ms | ${r.delivery_p99_ms} ms [${r.delivery_p99_range[0]}–${r.delivery_p99_range[1]}] | ${r.slow_seconds} | ${r.ack_p50_ms} ms | ${r.ack_p99_ms} ms | ${r.errors} | ${r.lost} | ${r.durable} | ${r.load} |`,
    ),
    '',
  ];
  const find = (name: string) => rows.find((r) => r.name === name);
  for (const [glossaName, baseName] of [
    ['glossa, 1 process', 'baseline echo, 1 process'],
    ['glossa, 2 processes + Redis', 'baseline echo, 2 processes + Redis'],
  ] as const) {
    const g = find(glossaName);
    const b = find(baseName);
    if (g && b) {
      lines.push(
        `- ${glossaName} at ${RATE} msg/s: delivery p50 ${g.delivery_p50_ms} ms (×${(g.delivery_p50_ms / b.delivery_p50_ms).toFixed(1)} the baseline), ` +
          `p99 ${g.delivery_p99_ms} ms (×${(g.delivery_p99_ms / b.delivery_p99_ms).toFixed(1)}); target p99 < 50 ms: ${g.delivery_p99_ms < 50 ? 'met' : 'missed'}.`,
      );
    }
  }
  const sat = find('glossa, 1 process, saturated');
  const satBase = find('baseline echo, 1 process, saturated');
  if (sat && satBase) {
    lines.push(`- Saturated, one process: ${sat.acked_per_s} durable msg/s; the echo baseline ${satBase.acked_per_s} msg/s (×${(sat.acked_per_s / satBase.acked_per_s).toFixed(2)}).`);
  }
  const text = lines.join('\n') + '\n';
  writeFileSync(path.join(HERE, 'results.md'), text);
  writeFileSync(path.join(HERE, 'results.json'), JSON.stringify({ date: new Date().toISOString(), users: USERS, rate: RATE, seconds: SECONDS, repeat: REPEAT, summary: rows, runs: results }, null, 2) + '\n');
  console.log(`\n${text}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
