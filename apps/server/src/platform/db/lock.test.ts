import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A lock left as a crashed process leaves it: fresh, refreshed until now, owned by `pid` on `host`. */
async function heldLock(pid: number, host: string): Promise<{ dir: string; drop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'glossa-lock-'));
  dirs.push(dir);
  const lockPath = `${dir}/.glossa.lock`;
  const release = await lockfile.lock(dir, { stale: 10_000, update: 2_000, lockfilePath: lockPath, onCompromised: () => undefined });
  writeFileSync(`${lockPath}.owner`, JSON.stringify({ pid, host }));
  return { dir, drop: () => release().catch(() => undefined) };
}

async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((r) => child.on('exit', r));
  return child.pid!;
}

describe('the data directory lock', () => {
  it('takes over at once a lock whose process no longer runs on this host', async () => {
    const { dir, drop } = await heldLock(await exitedPid(), (await import('node:os')).hostname());
    const started = Date.now();
    const release = await lockDataDir(dir);
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`process ${process.pid} on`));
    await release();
    await drop();
  });

  it('refuses while the owner runs, naming it', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const { dir, drop } = await heldLock(sleeper.pid!, (await import('node:os')).hostname());
      const refused = await lockDataDir(dir).catch((err: Error) => err);
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect((refused as Error).message).toMatch(new RegExp(`Another Glossa process is already using the embedded database in .* \\(process ${sleeper.pid} on .*last refreshed \\d+ s ago`));
      await drop();
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('says the lock may be stale when its owner is on another host', async () => {
    const { dir, drop } = await heldLock(1, 'another-host.example');
    await expect(lockDataDir(dir)).rejects.toThrow(/the lock may be stale: it expires 10 s after its last refresh, or remove .*\.glossa\.lock/);
    await drop();
  });
});
