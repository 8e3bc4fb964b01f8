// Password hashing benchmark: how long one argon2id hash takes for candidate parameters, and
// how many sign-ins per second the real HTTP server handles with the chosen ones, as a ratio of
// a trivial endpoint (GET /api/health) measured in the same run.
//
//   npx tsx bench/password-hashing.ts            # embedded PGlite (in memory)
//   DATABASE_URL=postgres://... npx tsx bench/password-hashing.ts   # a scratch database on that server
//   BENCH_SECONDS=10 BENCH_CONCURRENCY=8 ...     # per-phase duration and parallel clients
//
// Prints a Markdown report and writes it to bench/results/password-hashing-<date>.md.
import { Agent, request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { passwordParams } from '../apps/server/src/platform/auth/passwords';
import { openBenchDatabase } from './support/app';
import { closedLoop, percentile } from './support/stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const HERE = path.dirname(fileURLToPath(import.meta.url));

interface Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

const CANDIDATES: Params[] = [
  { memoryCost: 19_456, timeCost: 2, parallelism: 1 }, // OWASP minimum
  { memoryCost: 47_104, timeCost: 1, parallelism: 1 }, // OWASP alternative
  { memoryCost: 65_536, timeCost: 2, parallelism: 1 },
  { memoryCost: 65_536, timeCost: 3, parallelism: 1 },
  { memoryCost: 65_536, timeCost: 4, parallelism: 1 },
  { memoryCost: 65_536, timeCost: 6, parallelism: 1 },
  { memoryCost: 131_072, timeCost: 2, parallelism: 1 },
  { memoryCost: 131_072, timeCost: 3, parallelism: 1 },
];

/**
 * Wall time and CPU time of one hash. On a shared machine the wall time grows with other load;
 * the CPU time (this process, all threads) is what one hash costs a core, whatever else runs.
 */
async function timeHashes(params: Params, runs = 12): Promise<{ median: number; p90: number; cpu: number }> {
  for (let i = 0; i < 2; i++) await hash('Warm#up2024', params);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await hash(`Secret#${i}2024`, params);
    const used = process.cpuUsage(startCpu);
    times.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { median: percentile(times, 50), p90: percentile(times, 90), cpu: percentile(cpu, 50) };
}

interface Load {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `concurrency` keep-alive clients sending the same request for `seconds`. */
async function load(port: number, method: string, urlPath: string, body: string | undefined, seconds: number, concurrency: number): Promise<Load> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const one = () =>
    new Promise<number>((resolve) => {
      const start = performance.now();
      const req = request(
        { host: '127.0.0.1', port, method, path: urlPath, agent, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
      void start;
    });
  const began = performance.now();
  await closedLoop(concurrency, seconds, async () => {
    const start = performance.now();
    const status = await one();
    if (status !== 200) errors += 1;
    latencies.push(performance.now() - start);
  });
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

async function main() {
  const lines: string[] = [];
  const out = (s = '') => {
    lines.push(s);
    process.stdout.write(`${s}\n`);
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN: '1000000/1m',
    RATE_LIMIT_REGISTRATION: '1000000/1m',
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  const chosen = passwordParams(config);

  out(`# Password hashing benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  out();
  out(`Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`);
  out();
  out('## One argon2id hash (sequential, 12 runs after 2 warm-ups)');
  out();
  out('| memory | passes | median ms | p90 ms | CPU ms (median) | in the 50-150 ms target |');
  out('|---|---|---|---|---|---|');
  for (const p of CANDIDATES) {
    const { median, p90, cpu } = await timeHashes(p);
    const mark = p.memoryCost === chosen.memoryCost && p.timeCost === chosen.timeCost && p.parallelism === chosen.parallelism ? ' **(default)**' : '';
    out(
      `| ${p.memoryCost / 1024} MiB | ${p.timeCost} | ${median.toFixed(1)} | ${p90.toFixed(1)} | ${cpu.toFixed(1)} | ${median >= 50 && median <= 150 ? 'yes' : 'no'}${mark} |`,
    );
  }

  const { database, drop, engine } = await openBenchDatabase();
  try {
    await database.migrate();
    const { app } = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const email = 'bench@bench.test';
    const password = 'Bench#2024pass';
    const signUp = await app.inject({ method: 'POST', url: '/api/user/registration', payload: { email, nickname: 'Bencher', password } });
    if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);

    out();
    out(`## Through the HTTP server (${engine}), ${CONCURRENCY} keep-alive clients, ${SECONDS} s per phase`);
    out();
    out(`Default parameters: ${chosen.memoryCost / 1024} MiB, ${chosen.timeCost} passes, parallelism ${chosen.parallelism}.`);
    out();
    const baseline = await load(port, 'GET', '/api/health', undefined, SECONDS, CONCURRENCY);
    const signIn = await load(port, 'POST', '/api/user/login', JSON.stringify({ email, password }), SECONDS, CONCURRENCY);
    const wrong = await load(port, 'POST', '/api/user/login', JSON.stringify({ email: 'nobody@bench.test', password }), SECONDS, CONCURRENCY);
    out('| phase | requests/s | ratio to baseline | p50 ms | p99 ms | non-200 |');
    out('|---|---|---|---|---|---|');
    const row = (name: string, l: Load, expectNon200 = false) =>
      out(
        `| ${name} | ${l.perSecond.toFixed(1)} | ${(l.perSecond / baseline.perSecond).toFixed(4)} | ${l.p50.toFixed(1)} | ${l.p99.toFixed(1)} | ${expectNon200 ? `${l.errors} (expected 400)` : l.errors} |`,
      );
    row('GET /api/health (baseline)', baseline);
    row('POST /api/user/login, right password', signIn);
    row('POST /api/user/login, unknown e-mail', wrong, true);
    out();
    out(`Load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    await app.close();
  } finally {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const resultsDir = path.join(HERE, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `password-hashing-${new Date().toISOString().slice(0, 10)}.md`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  process.stdout.write(`\nWritten to ${path.relative(process.cwd(), file)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
