// What on-the-fly compression costs (issue 38): for real answers of a running server (a typical
// dictionary search page, the public feed, /api/openapi.json), the size and the CPU time of one
// compression at every brotli quality and gzip level; then, when the server's pid is given, the
// server's own CPU time per request (from /proc, user + system) for the search answer sent plain,
// gzip and br at the levels the server uses, to see what compression adds to a request.
//
//   npx tsx bench/web/compression.ts <base-url> [server-pid]
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const [base, pidArg] = process.argv.slice(2);
if (!base) throw new Error('usage: npx tsx bench/web/compression.ts <base-url> [server-pid]');

const SEARCH = '/api/translations?lang=ger&lang_t=eng&search=haus&page=1&limit=10';
const SAMPLES: Record<string, string> = {
  'search page (10 results)': SEARCH,
  'public feed page': '/api/feed/public',
  'openapi.json': '/api/openapi.json',
};

async function body(url: string): Promise<Buffer> {
  const res = await fetch(base + url, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** CPU microseconds of one call (this process, user + system), the median of `rounds` batches. */
function cpuMicros(fn: () => unknown, bytes: number): number {
  const perBatch = Math.max(1, Math.min(200, Math.round(2_000_000 / bytes)));
  const batches: number[] = [];
  for (let r = 0; r < 7; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < perBatch; i++) fn();
    const used = process.cpuUsage(start);
    batches.push((used.user + used.system) / perBatch);
  }
  batches.sort((a, b) => a - b);
  return batches[3]!;
}

const brotli = (q: number) => (b: Buffer) =>
  brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } });
const gzip = (level: number) => (b: Buffer) => gzipSync(b, { level });

function serverCpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15)
  return (ticks * 1_000_000) / 100; // USER_HZ is 100 on Linux
}

/** A kept-alive socket the server closed while this process was busy compressing: asked again. */
async function fetchAgain(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function serverCost(pid: number, encoding: string, requests: number): Promise<number> {
  const headers = { 'accept-encoding': encoding };
  for (let i = 0; i < 50; i++) await (await fetchAgain(base + SEARCH, { headers })).arrayBuffer();
  const start = serverCpuMicros(pid);
  for (let i = 0; i < requests; i++) {
    const res = await fetchAgain(base + SEARCH, { headers });
    await res.arrayBuffer();
    const got = res.headers.get('content-encoding') ?? 'identity';
    if (got !== encoding) throw new Error(`asked ${encoding}, got ${got}`);
  }
  return (serverCpuMicros(pid) - start) / requests;
}

const lines: string[] = [`load average ${os.loadavg().map((x) => x.toFixed(1)).join(' / ')}`, ''];
lines.push('| answer | bytes | encoding | compressed bytes | ratio | CPU µs per compression |', '|---|---|---|---|---|---|');
for (const [name, url] of Object.entries(SAMPLES)) {
  const b = await body(url);
  const variants: [string, (b: Buffer) => Buffer][] = [
    ...[1, 4, 5, 6, 9].map((l) => [`gzip ${l}`, gzip(l)] as [string, (b: Buffer) => Buffer]),
    ...[1, 3, 4, 5, 6, 8, 11].map((q) => [`br ${q}`, brotli(q)] as [string, (b: Buffer) => Buffer]),
  ];
  for (const [label, fn] of variants) {
    const size = fn(b).length;
    const micros = cpuMicros(() => fn(b), b.length);
    lines.push(`| ${name} | ${b.length} | ${label} | ${size} | ${(b.length / size).toFixed(1)} | ${micros.toFixed(0)} |`);
  }
}
if (pidArg) {
  const pid = Number(pidArg);
  lines.push('', `Server CPU per request for the search answer (${SEARCH}), 2,000 requests in a row each:`, '');
  lines.push('| accept-encoding | server CPU µs per request |', '|---|---|');
  // Interleaved rounds so that every encoding sees the same mix of busy and quiet moments.
  const totals: Record<string, number[]> = { identity: [], gzip: [], br: [] };
  for (let round = 0; round < 4; round++) {
    for (const enc of Object.keys(totals)) totals[enc]!.push(await serverCost(pid, enc, 500));
  }
  for (const [enc, xs] of Object.entries(totals)) {
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    lines.push(`| ${enc} | ${mean.toFixed(0)} (rounds: ${xs.map((x) => x.toFixed(0)).join(', ')}) |`);
  }
}
console.log(lines.join('\n'));
