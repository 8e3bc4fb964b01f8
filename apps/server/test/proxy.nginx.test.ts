// Behind the real nginx of docs/operations.md (Debian's /usr/sbin/nginx), with TRUST_PROXY=1 as the
// page says: a client writing its own X-Forwarded-For must not dodge the per-address sign-in limit.
// The configuration is the page's own nginx block, read from the file, with only its upstream
// addresses and its `listen` line replaced. As documented nginx replaces the client's header
// ($remote_addr); the page also allows an appending proxy ($proxy_add_x_forwarded_for) with the hop
// count, where the server itself must ignore what the client wrote: both are run. nginx runs as this test's child with its own prefix in a temporary folder,
// on a free port. Skipped, with a message, only where nginx is not installed (CI installs it:
// .ci/run's APT_PACKAGES).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

const NGINX = '/usr/sbin/nginx';
const hasNginx = existsSync(NGINX);
if (!hasNginx) console.warn(`proxy.nginx.test.ts skipped: ${NGINX} is not installed (apt-get install nginx)`);

const OPERATIONS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../docs/operations.md');

/** The nginx block of docs/operations.md's reverse proxy section. */
export function documentedNginx(): string {
  const page = readFileSync(OPERATIONS, 'utf8');
  const block = /nginx, for example:\s*```\n([\s\S]*?)```/.exec(page);
  if (!block) throw new Error('docs/operations.md has no "nginx, for example:" block');
  return block[1]!;
}

/** The page's block, pointed at `upstream` and listening on 127.0.0.1:`port` without TLS. */
function localNginx(dir: string, port: number, upstream: string): string {
  const server = documentedNginx()
    .replace(/server 10\.0\.0\.\d+:3000;/g, '')
    .replace(/\{\s*(ip_hash;)?\s*(keepalive \d+;)?\s*\}/g, (_m, hash?: string, keep?: string) => `{ ${hash ?? ''} server ${upstream}; ${keep ?? ''} }`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`);
  if (!server.includes(`listen 127.0.0.1:${port};`) || !server.includes(`server ${upstream};`)) {
    throw new Error(`docs/operations.md's nginx block no longer has the shape this test adapts:\n${server}`);
  }
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((p) => `${p}_temp_path ${dir}/${p};`).join(' ');
  return `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  ${temp}
  ${server}
}
`;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Edge {
  t: TestApp;
  nginx: ChildProcess;
  dir: string;
  url: string;
}

/** The app with TRUST_PROXY=1 behind its own nginx built from the page's block by `adapt`. */
async function startEdge(adapt: (conf: string) => string): Promise<Edge> {
  const t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN: '4/1m', PASSWORD_HASH_COST: 'test' });
  const app = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  const dir = mkdtempSync(path.join(tmpdir(), 'glossa-nginx-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), adapt(localNginx(dir, port, app.host)));
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${stderr}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.status === 200, () => false);
    if (ok) break;
    if (i > 100) throw new Error(`nginx did not answer on ${url}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { t, nginx, dir, url };
}

async function stopEdge(edge: Edge | undefined): Promise<void> {
  if (!edge) return;
  if (edge.nginx.exitCode === null) {
    const exited = new Promise((resolve) => edge.nginx.once('exit', resolve));
    edge.nginx.kill('SIGQUIT'); // graceful stop of this test's own nginx
    await exited;
  }
  rmSync(edge.dir, { recursive: true, force: true });
  await edge.t.close();
}

/** 8 failed sign-ins through `edge`, each claiming another address: the statuses. */
async function signIns(edge: Edge): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const res = await fetch(`${edge.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: JSON.stringify({ email: 'nobody@example.org', password: 'wrong password' }),
    });
    statuses.push(res.status);
    if (res.status === 429) expect(((await res.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('TOO_MANY_REQUESTS');
    else await res.body?.cancel();
  }
  return statuses;
}

const variants: [string, (conf: string) => string][] = [
  ['as documented: nginx replaces the header ($remote_addr)', (conf) => conf],
  ['an appending proxy ($proxy_add_x_forwarded_for): the server takes the right-most entry', (conf) => conf.replace(/X-Forwarded-For \$remote_addr;/g, 'X-Forwarded-For $proxy_add_x_forwarded_for;')],
];

describe.skipIf(!hasNginx)("behind docs/operations.md's nginx with TRUST_PROXY=1", () => {
  for (const [name, adapt] of variants) {
    describe(name, () => {
      let edge: Edge | undefined;
      beforeAll(async () => {
        edge = await startEdge(adapt);
      }, 60_000);
      afterAll(() => stopEdge(edge));

      it('counts sign-ins per real client address, whatever X-Forwarded-For the client sends', async () => {
        const statuses = await signIns(edge!);
        expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true);
        expect(statuses.slice(4)).toEqual([429, 429, 429, 429]);
      });
    });
  }
});
