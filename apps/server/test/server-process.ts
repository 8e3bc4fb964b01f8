// The server as a child process, started the way `npm start` starts it (node --import tsx
// src/main.ts), with its output captured: for tests of the process itself and of several instances.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
const children: ChildProcess[] = [];

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerRun {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  waitFor: (text: string | RegExp, ms?: number) => Promise<void>;
}

/** Starts a server; the environment is this one's without a database or Redis, plus `env`. */
export function startServer(env: Record<string, string>): ServerRun {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', DEMO_DATA: 'false', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (text: string | RegExp, ms = 90_000) => {
    const start = Date.now();
    while (Date.now() - start < ms) {
      if (typeof text === 'string' ? out.includes(text) : text.test(out)) return;
      if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}) before "${text}":\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for "${text}":\n${out}`);
  };
  return { child, output: () => out, exited, waitFor };
}

/** Kills whatever a test file started and left running. */
export function killServers(): void {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}
