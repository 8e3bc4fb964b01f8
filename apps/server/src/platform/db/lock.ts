// PGlite is single-process: two writers on one data directory silently lose data. The server
// takes a lock on the directory and refuses a second start with a clear message.
//
// The lock (proper-lockfile: a directory whose mtime is refreshed every 2 s, stale after 10 s) is
// paired with an owner file naming the process id and host. A start that finds the lock held by a
// process that no longer runs on this host takes it over at once: a supervisor restarting right
// after a crash (systemd: 100 ms) must not be refused for 10 s.
import lockfile from 'proper-lockfile';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

export class DataDirLockedError extends Error {}

const STALE_MS = 10_000;
/** Locks this process holds: its own pid in an owner file means a former process only otherwise. */
const held = new Set<string>();

interface Owner {
  pid: number;
  host: string;
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : null;
  } catch {
    return null;
  }
}

/** True only when the owner certainly does not run: same host, and no such process (or it is us). */
function ownerIsDead(owner: Owner | null, lockPath: string): boolean {
  if (!owner || owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return !held.has(lockPath); // e.g. pid 1 again in a restarted container
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function lockedMessage(dir: string, lockPath: string, owner: Owner | null): string {
  let updated = '';
  try {
    updated = ` The lock was last refreshed ${Math.round((Date.now() - statSync(lockPath).mtimeMs) / 1000)} s ago.`;
  } catch {
    // The lock vanished meanwhile: the other process just stopped.
  }
  const who = owner ? ` (process ${owner.pid} on ${owner.host})` : '';
  const sameHost = owner?.host === hostname();
  return (
    `Another Glossa process is already using the embedded database in ${dir}${who}.${updated} ` +
    'The embedded database (PGlite) allows one process only: stop the other process, ' +
    'use another DATA_DIR, or set DATABASE_URL to run several processes on PostgreSQL. ' +
    (sameHost
      ? ''
      : `If no other process uses this directory, the lock may be stale: it expires ${STALE_MS / 1000} s after its last refresh, or remove ${lockPath}.`)
  ).trim();
}

/**
 * Runs `fn` while holding a short mutex (an atomic mkdir), so taking the lock, reading and writing
 * the owner file and taking over a dead owner's lock never interleave between two starts.
 */
async function serialized<T>(mutex: string, fn: () => Promise<T>): Promise<T> {
  for (let waited = 0; ; waited += 50) {
    try {
      mkdirSync(mutex);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // Left behind by a process killed in these few milliseconds.
      const started = statSync(mutex, { throwIfNoEntry: false });
      if (started && Date.now() - started.mtimeMs > STALE_MS) rmSync(mutex, { recursive: true, force: true });
      if (waited > 5_000) throw new DataDirLockedError(`Another Glossa process is starting on this data directory (${mutex})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(mutex, { recursive: true, force: true });
  }
}

/** Locks `dir`; resolves to the release function. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const lockPath = `${dir}/.glossa.lock`;
  const ownerFile = `${lockPath}.owner`;
  const take = () => lockfile.lock(dir, { stale: STALE_MS, update: 2_000, lockfilePath: lockPath });
  const release = await serialized(`${lockPath}.starting`, async () => {
    let taken: () => Promise<void>;
    try {
      taken = await take();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
      const owner = readOwner(ownerFile);
      if (!ownerIsDead(owner, lockPath)) throw new DataDirLockedError(lockedMessage(dir, lockPath, owner));
      rmSync(lockPath, { recursive: true, force: true });
      taken = await take();
    }
    writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: hostname() }));
    held.add(lockPath);
    return taken;
  });
  return async () => {
    held.delete(lockPath);
    rmSync(ownerFile, { force: true });
    await release();
  };
}
