// PGlite is single-process: two writers on one data directory silently lose data. The server
// takes a lock on the directory and refuses a second start with a clear message.
import lockfile from 'proper-lockfile';
import { mkdirSync } from 'node:fs';

export class DataDirLockedError extends Error {}

/** Locks `dir`; resolves to the release function. Stale locks (crashed process) expire after 10 s. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, { stale: 10_000, update: 2_000, lockfilePath: `${dir}/.glossa.lock` });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another Glossa process is already using the embedded database in ${dir}. ` +
          'The embedded database (PGlite) allows one process only: stop the other process, ' +
          'use another DATA_DIR, or set DATABASE_URL to run several processes on PostgreSQL.',
      );
    }
    throw err;
  }
}
