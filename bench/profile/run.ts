// Profile benchmark: GET /api/user/{nickname}/profile (a guest and a signed-in member) against
// GET /api/health in the same run, over a real socket, BENCH_CONNECTIONS keep-alive clients for
// BENCH_SECONDS each; then POST /api/user/avatar (a 1200x800 JPEG, re-encoded into three sizes) one
// at a time. PGlite in memory, or a scratch database on DATABASE_URL (dropped afterwards).
//
//   npx tsx bench/profile/run.ts      (DATABASE_URL, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_UPLOADS)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { Agent, request } from 'undici';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openBenchDatabase } from '../support/app';
import { closedLoop, percentile } from '../support/stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 30);
/** One `file` part of multipart/form-data. */
function multipart(file: { filename: string; type: string; bytes: Buffer }) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function load(base: string, path: string, headers: Record<string, string>) {
  const agent = new Agent({ connections: CONNECTIONS, pipelining: 1 });
  const times: number[] = [];
  await closedLoop(CONNECTIONS, SECONDS, async () => {
    const t0 = performance.now();
    const res = await request(`${base}${path}`, { dispatcher: agent, headers });
    await res.body.dump();
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
    times.push(performance.now() - t0);
  });
  await agent.close();
  times.sort((a, b) => a - b);
  return { n: times.length, rps: Math.round(times.length / SECONDS), p50: percentile(times, 50), p99: percentile(times, 99) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-bench-profile-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_SCALE: '1000000',
  PASSWORD_HASH_COST: 'test',
  JWT_SECRET: randomBytes(32).toString('hex'),
});
const { database, drop, engine } = await openBenchDatabase();
try {
  await database.migrate();
  const { app } = await buildApp({ config, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const member = async (nickname: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/user/registration', payload: { email: `${nickname}@bench.test`, nickname, password: 'Bench#2024pass', platform: 'WEB' } });
    if (res.statusCode !== 200) throw new Error(res.body);
    const headers = { authorization: `Bearer ${res.json().data.access_token as string}` };
    await app.inject({ method: 'POST', url: '/api/user/languages', headers, payload: { languages: [{ lang_code: 'ger', level: 'NATIVE' }, { lang_code: 'eng', level: 'ADVANCED' }, { lang_code: 'fre', level: 'BASE' }] } });
    return headers;
  };
  const owner = await member('Benchowner');
  const viewer = await member('Benchviewer');
  await app.inject({ method: 'POST', url: '/api/user/profile', headers: owner, payload: { about: 'Bench profile', city: 'Hamburg', country: 'DE' } });
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer();
  const upload = () => {
    const body = multipart({ filename: 'a.jpg', type: 'image/jpeg', bytes: jpeg });
    return app.inject({ method: 'POST', url: '/api/user/avatar', headers: { ...owner, ...body.headers }, payload: body.payload });
  };
  if ((await upload()).statusCode !== 200) throw new Error('upload failed');

  const rows: string[] = [];
  for (const [name, url, headers] of [
    ['GET /api/health (baseline)', '/api/health', {}],
    ['GET /api/user/{nickname}/profile, guest', '/api/user/Benchowner/profile', {}],
    ['GET /api/user/{nickname}/profile, member', '/api/user/Benchowner/profile', viewer],
  ] as const) {
    await load(address, url, headers); // warm-up round
    const r = await load(address, url, headers);
    rows.push(`| ${name} | ${r.n} | ${r.rps} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`);
  }
  const up: number[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    const t0 = performance.now();
    const res = await upload();
    if (res.statusCode !== 200) throw new Error(`upload ${res.statusCode}`);
    up.push(performance.now() - t0);
  }
  up.sort((a, b) => a - b);
  console.log(`${new Date().toISOString().slice(0, 16)} UTC, ${engine}, ${CONNECTIONS} connections, ${SECONDS} s per row, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  console.log('| call | requests | req/s | p50 ms | p99 ms |\n|---|---|---|---|---|');
  console.log(rows.join('\n'));
  console.log(`\nPOST /api/user/avatar (1200x800 JPEG -> 400/160/48 px WebP, old files removed), ${UPLOADS} in a row: p50 ${percentile(up, 50).toFixed(1)} ms, p99 ${percentile(up, 99).toFixed(1)} ms`);
  await app.close();
} finally {
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
