// Upload storage benchmark: a 10 MB recording uploaded and downloaded through the real server
// process, with uploads in the local directory (the baseline) and in an S3-speaking server
// (s3rver, its own process); then 50 clients downloading it at once while the server's resident
// memory is sampled. Phases alternate local/S3 BENCH_REPEAT times; the report gives medians.
//
//   npx tsx bench/storage/run.ts      (DATABASE_URL, BENCH_REPEAT=3, BENCH_CLIENTS=50, BENCH_MB=10)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { userLanguages, users, words } from '../../apps/server/src/db/schema/index';
import { seedReferenceData } from '../../apps/server/src/modules/index';
import { searchKeyOf } from '../../apps/server/src/platform/text/search-key';
import { benchApp, dbUrl, freePort, type BenchApp } from '../support/app';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const MB = Number(process.env.BENCH_MB ?? 10);
const UPLOADS = 3;
const DOWNLOADS = 5;
const JWT_SECRET = randomBytes(32).toString('hex');
const children: ChildProcess[] = [];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A WAV file of `bytes` bytes (8 kHz mono 16-bit noise): the audio route takes it as it is. */
function wavOf(bytes: number): Buffer {
  const data = bytes - 44;
  const b = Buffer.alloc(44);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(16000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(data, 40);
  return Buffer.concat([b, randomBytes(data)]);
}

function multipart(bytes: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="take.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function waitHttp(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`exited:\n${output()}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`not ready:\n${output()}`);
}

function start(cmd: string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(cmd[0]!, cmd.slice(1), { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], cwd: ROOT });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out = (out + d).slice(-20_000)));
  child.stderr!.on('data', (d) => (out = (out + d).slice(-20_000)));
  return { child, output: () => out };
}

interface Setup {
  tokens: string[];
  wordId: number;
}

async function setup({ services, ctx }: BenchApp, people: number): Promise<Setup> {
  await seedReferenceData(services);
  const tag = randomBytes(3).toString('hex').replace(/\d/g, 'q');
  const rows = await ctx.db
    .insert(users)
    .values(Array.from({ length: people }, (_, i) => ({ email: `s${i}${tag}@bench.test`, nickname: `store${tag}${i}`, isEmailVerified: true })))
    .returning();
  await ctx.db.insert(userLanguages).values(rows.map((r) => ({ userId: r.id, langCode: 'eng', level: 'NATIVE' as const, levelRank: 0 })));
  const tokens = [];
  for (const row of rows) tokens.push((await services.accounts.sessions.open(ctx.db, row, 'password', { userAgent: 'bench', ip: null })).access_token);
  const [word] = await ctx.db.insert(words).values({ name: 'harbour', langCode: 'eng', searchKey: searchKeyOf('harbour'), transcriptions: [], reviewStatus: 'accepted' }).returning();
  return { tokens, wordId: word!.id };
}

interface PhaseResult {
  uploadMBs: number;
  downloadMBs: number;
  concurrentMBs: number;
  idleRssMiB: number;
  peakRssMiB: number;
}

async function phase(driver: 'local' | 's3', env: Record<string, string>, s: Setup, people: string[], file: Buffer): Promise<PhaseResult> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `glossa-bench-${driver}-`));
  const server = start([process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'], {
    ...env,
    STORAGE_DRIVER: driver,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    AUDIO_MAX_BYTES: String(MB * 1024 * 1024 + 1024 * 1024),
    RATE_LIMIT_LOGIN: '1000/1m',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitHttp(`${base}/api/health`, server.child, server.output);
    const bytes = file.length;

    // Uploads: each by another native speaker (one recording per person and word).
    const upTimes: number[] = [];
    let url = '';
    let owner = '';
    for (const token of people) {
      const form = multipart(file);
      const t0 = performance.now();
      const res = await fetch(`${base}/api/words/${s.wordId}/audios`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': form.type }, body: form.body });
      if (res.status !== 200) throw new Error(`upload ${res.status}: ${await res.text()}`);
      const data = ((await res.json()) as { data: { url: string } }).data;
      upTimes.push(performance.now() - t0);
      url = data.url;
      owner = token;
    }
    const get = async () => {
      const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${owner}` } });
      let n = 0;
      const reader = res.body!.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) n += part.value.length;
      if (res.status !== 200 || n !== bytes) throw new Error(`download ${res.status}, ${n} bytes`);
    };
    await get(); // warm-up (connections, JIT)
    const downTimes: number[] = [];
    for (let i = 0; i < DOWNLOADS; i++) {
      const t0 = performance.now();
      await get();
      downTimes.push(performance.now() - t0);
    }

    // 50 clients at once, with the server's resident memory sampled every 20 ms.
    await sleep(500);
    const idle = rssMiB(server.child.pid!);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.child.pid!))), 20);
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, get));
    const all = performance.now() - t0;
    clearInterval(sampler);
    peak = Math.max(peak, rssMiB(server.child.pid!));

    const mbs = (ms: number, n = 1) => (n * bytes) / 1e6 / (ms / 1000);
    return { uploadMBs: mbs(median(upTimes)), downloadMBs: mbs(median(downTimes)), concurrentMBs: mbs(all, CLIENTS), idleRssMiB: idle, peakRssMiB: peak };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const dbName = `glossa_bench_storage_${stamp}`;
  const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'glossa-bench-s3-'));
  const s3Port = await freePort();
  const s3 = start([process.execPath, 'node_modules/s3rver/bin/s3rver.js', '-d', s3Dir, '-a', '127.0.0.1', '-p', String(s3Port), '-s', '--configure-bucket', 'glossa-bench'], {});
  const bench = await benchApp(dbName, { pool: 4, jwtSecret: JWT_SECRET });
  const s = await setup(bench, UPLOADS * REPEAT * 2);
  await bench.stopApp();
  const env = {
    DATABASE_URL: dbUrl(dbName),
    JWT_SECRET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'glossa-bench',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const file = wavOf(MB * 1_000_000);
  const results: Record<'local' | 's3', PhaseResult[]> = { local: [], s3: [] };
  let next = 0;
  const load = () => os.loadavg()[0]!.toFixed(1);
  const loads = [load()];
  try {
    await waitHttp(`http://127.0.0.1:${s3Port}/glossa-bench`, s3.child, s3.output).catch(() => sleep(1000));
    for (let r = 0; r < REPEAT; r++) {
      for (const driver of ['local', 's3'] as const) {
        const people = s.tokens.slice(next, next + UPLOADS);
        next += UPLOADS;
        const res = await phase(driver, env, s, people, file);
        results[driver].push(res);
        process.stderr.write(`${driver} #${r + 1}: ${JSON.stringify(res)}\n`);
        loads.push(load());
      }
    }
  } finally {
    s3.child.kill('SIGTERM');
    await bench.close();
    rmSync(s3Dir, { recursive: true, force: true });
  }

  const m = (driver: 'local' | 's3', k: keyof PhaseResult) => median(results[driver].map((x) => x[k]));
  const row = (label: string, k: keyof PhaseResult, unit: string, ratio = true) =>
    `| ${label} | ${m('local', k).toFixed(1)} ${unit} | ${m('s3', k).toFixed(1)} ${unit} | ${ratio ? (m('s3', k) / m('local', k)).toFixed(2) : ''} |`;
  const report = [
    `# Upload storage benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${MB} MB WAV through the server process (PostgreSQL), ${REPEAT} alternating runs per store, medians; S3 = s3rver in its own process on this machine.`,
    `Load average (1 min) during the run: ${loads.join(', ')} on ${os.cpus().length} cores.`,
    '',
    '| measure | local directory (baseline) | S3 (s3rver) | S3 / local |',
    '|---|---|---|---|',
    row(`upload, one at a time (median of ${UPLOADS})`, 'uploadMBs', 'MB/s'),
    row(`download, one at a time (median of ${DOWNLOADS})`, 'downloadMBs', 'MB/s'),
    row(`download, ${CLIENTS} clients at once (total)`, 'concurrentMBs', 'MB/s'),
    row('server RSS before the concurrent downloads', 'idleRssMiB', 'MiB'),
    row(`server RSS peak during ${CLIENTS} downloads`, 'peakRssMiB', 'MiB'),
    `| server RSS growth during ${CLIENTS} downloads (peak median − before median) | ${(m('local', 'peakRssMiB') - m('local', 'idleRssMiB')).toFixed(1)} MiB | ${(m('s3', 'peakRssMiB') - m('s3', 'idleRssMiB')).toFixed(1)} MiB | |`,
    '',
    `${CLIENTS} downloads of ${MB} MB are ${((CLIENTS * MB * 1e6) / 1024 / 1024).toFixed(0)} MiB: growth far below that shows bodies stream, never buffered whole.`,
    '',
    '<details><summary>every run</summary>',
    '',
    '```json',
    JSON.stringify(results, null, 1),
    '```',
    '</details>',
    '',
  ].join('\n');
  writeFileSync(path.join(HERE, 'results.md'), report);
  process.stdout.write(report);
}

main()
  .catch((err) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  });
