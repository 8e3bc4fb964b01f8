// A server whose stdout nobody reads (the parent that started it went away and left the pipe
// open): logging must never block the event loop. Requests are still answered and SIGTERM still
// stops the process within SHUTDOWN_TIMEOUT_MS.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './server-process';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'glossa-logging-'));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

describe('logging to a stdout nobody reads', () => {
  it('keeps answering, and stops on SIGTERM within SHUTDOWN_TIMEOUT_MS', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', DEMO_DATA: 'false', JOBS_ENABLED: 'false', LOG_LEVEL: 'trace', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '3000' },
      // stdout is a pipe this test never reads: once its 64 KiB are full, every write would wait.
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    await until(async () => (await fetch(`${base}/api/health`)).ok, 120_000);
    // Far more log than the pipe holds (each request logs a few lines at trace level).
    let answered = 0;
    for (let round = 0; round < 20; round++) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => fetch(`${base}/api/health?x=${'y'.repeat(500)}`, { signal: AbortSignal.timeout(5000) })));
      answered += batch.filter((r) => r.ok).length;
    }
    expect(answered).toBe(1000);
    const started = Date.now();
    child.kill('SIGTERM');
    const stop = await Promise.race([exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 8000))]);
    expect(stop).not.toBe('hung');
    expect(Date.now() - started).toBeLessThan(3000 + 2000);
  }, 180_000);
});
