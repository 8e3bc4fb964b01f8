// A spec's own app instance: the server started the way `npm start` starts it, on a free port with a
// fresh DATA_DIR (embedded PGlite) and the environment the spec needs (an SMTP server, an OpenID
// provider, short token lifetimes ...). The shared webServer of playwright.config.ts stays for the
// specs that need nothing special.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface AppInstance {
  url: string;
  port: number;
  dataDir: string;
  /** What the server printed on stderr (for failure reports). */
  log(): string;
  stop(): Promise<void>;
}

/** Any free port, or the one E2E_INSTANCE_PORT names (machines where each runner has a range of ports). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(Number(process.env.E2E_INSTANCE_PORT ?? 0), '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  log: () => string,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer /api/health within ${timeoutMs} ms:\n${log()}`);
}

/**
 * Starts the app; `env(url)` gets the instance's own address first, so settings such as
 * PUBLIC_URL (links in e-mails, the Google redirect_uri check) can point at it.
 */
export async function startAppInstance(env: (url: string) => Record<string, string>): Promise<AppInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-e2e-app-'));
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Empty means embedded PGlite: CI's PostgreSQL must not leak in.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO_DATA: 'false',
      ...env(url),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const log = () => stderr;
  try {
    await waitForHealth(url, child, 150_000, log);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    port,
    dataDir,
    log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
