// A spec's own app instance: the server started the way `npm start` starts it, on a free port with a
// fresh DATA_DIR (embedded PGlite) and the environment the spec needs (an SMTP server, an OpenID
// provider, short token lifetimes ...). The shared webServer of playwright.config.ts stays for the
// specs that need nothing special.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
 * The data directory of a first start without the demo, made once per run (playwright.config.ts
 * names the directory it lives in; workers inherit it) and copied for each instance: a fresh start
 * migrates the embedded database from nothing, several CPU-seconds, which every app instance and
 * every first admin command paid again. A copy is what a restart of that first start finds:
 * migrated, its own JWT secret (made at start), no jobs scheduled (the template starts without
 * them). An instance with the demo loads it at its own start: a stopped copy of a demo start lacked
 * part of its read model, built in the background after the health check answers (a favorites test
 * found no "not found" page in time). The first start itself is still the shared server's.
 */
const TEMPLATES = process.env.GLOSSA_E2E_TEMPLATE_DIR;

async function templateDataDir(): Promise<string> {
  const dir = path.join(TEMPLATES!, 'migrated');
  const ready = path.join(TEMPLATES!, 'migrated.ready');
  const lock = path.join(TEMPLATES!, 'migrated.lock');
  const until = Date.now() + 300_000;
  while (!existsSync(ready)) {
    let mine = false;
    try {
      mkdirSync(lock);
      mine = true;
    } catch {
      // Another worker is making it.
    }
    if (mine) {
      try {
        rmSync(dir, { recursive: true, force: true });
        const first = await launch(`http://127.0.0.1:${await freePort()}`, dir, { DEMO_DATA: 'false', JOBS_ENABLED: 'false' });
        await first.stop();
        writeFileSync(ready, '');
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    } else {
      if (Date.now() > until) throw new Error(`the data directory template ${dir} was not ready within 300 s`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return dir;
}

/**
 * A new data directory for an app instance (or for admin commands before its start): a copy of the
 * migrated first start's (above) when the run has templates, else empty.
 */
export async function freshDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  if (TEMPLATES) {
    const template = await templateDataDir();
    cpSync(template, dataDir, {
      recursive: true,
      // The secret is made anew at start; the lock belongs to no one here.
      filter: (from) => path.basename(from) !== 'jwt-secret' && !path.basename(from).startsWith('.glossa.lock'),
    });
  }
  return dataDir;
}

/**
 * Starts the app; `env(url)` gets the instance's own address first, so settings such as
 * PUBLIC_URL (links in e-mails, the Google redirect_uri check) can point at it. Without a DATA_DIR
 * there, the instance gets a fresh one (freshDataDir), removed when it stops.
 */
export async function startAppInstance(env: (url: string) => Record<string, string>): Promise<AppInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const settings = env(url);
  const own = !settings.DATA_DIR;
  const dataDir = settings.DATA_DIR ?? (await freshDataDir('glossa-e2e-app-'));
  let app: AppInstance;
  try {
    app = await launch(url, dataDir, settings);
  } catch (err) {
    if (own) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    ...app,
    async stop() {
      await app.stop();
      if (own) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts main.ts on `dataDir` and waits for its health check; stop() leaves the directory. */
async function launch(url: string, dataDir: string, settings: Record<string, string>): Promise<AppInstance> {
  const port = Number(new URL(url).port);
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Empty means embedded PGlite: CI's PostgreSQL must not leak in.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO_DATA: 'false',
      ...settings,
      DATA_DIR: dataDir,
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
    },
  };
}
