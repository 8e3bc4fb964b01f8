// The server as a process, started the way `npm start` starts it: what it says and does when the
// environment is wrong, when a second process wants the same embedded database, and on SIGTERM.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killServers, startServer } from './server-process';

const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'glossa-proc-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  killServers();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the server process', () => {
  it('stops on a bad setting, naming the variable', async () => {
    const run = startServer({ DATA_DIR: tempDir(), PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/PORT="eighty"/);
  });

  it('stops when S3 storage is asked for without a bucket, or with half the credentials', async () => {
    const run = startServer({ DATA_DIR: tempDir(), STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'key' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/S3_BUCKET="": is required when STORAGE_DRIVER=s3/);
    expect(run.output()).toMatch(/S3_SECRET_ACCESS_KEY="": S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
  });

  it('stops when the data directory is not writable', async () => {
    const file = path.join(tempDir(), 'not-a-dir');
    writeFileSync(file, 'x');
    const run = startServer({ DATA_DIR: path.join(file, 'data') });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/DATA_DIR=.*not a writable directory/);
  });

  it('stops when the database server cannot be reached', async () => {
    const run = startServer({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/DATABASE_URL: cannot connect/);
  });

  it('starts again at once after kill -9 (the dead process no longer holds the lock)', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const crashed = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await crashed.waitFor('Glossa is ready');
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    // What systemd does 100 ms later: the lock was refreshed under 2 s ago, yet the start goes on.
    const restarted = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await restarted.waitFor('Glossa is ready');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 300_000);

  it('serves, refuses a second process on the same data directory and a busy port, and shuts down cleanly', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await first.waitFor('Glossa is ready');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Glossa process is already using the embedded database/);

    const busy = startServer({ DATA_DIR: tempDir(), PORT: String(port) });
    expect(await busy.exited).toBe(1);
    expect(busy.output()).toMatch(new RegExp(`PORT=${port} is already in use`));

    // A request in flight when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/languages/get/all-data?platform=WEB`, { headers: { local: 'ukr' } });
    await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { languages: unknown[] } }).data.languages.length).toBeGreaterThan(100);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped cleanly');
    // A clean log: request lines carry the request id under its label, and no deprecation warning.
    expect(first.output()).toMatch(/"req_id":"[\w-]+"/);
    expect(first.output()).not.toMatch(/FSTDEP|DeprecationWarning/);

    // The lock was released and the data is intact: the next start reuses the directory.
    const again = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await again.waitFor('Glossa is ready');
    const langs = (await (await fetch(`http://127.0.0.1:${port}/api/languages/ger/data`)).json()) as { data: { language: { name: string } } };
    expect(langs.data.language.name).toBe('Deutsch');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 300_000);
});
