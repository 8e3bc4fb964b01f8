// Keeps the read model of guests' searches current after edits: the triggers delete what an
// edit made stale in the edit's own transaction (readers fall back to the live queries) and
// queue it; `refresh()` is asked for right after every dictionary write of this process and
// rebuilds the queue set-wise. A scheduled job drains what other writers (other instances,
// modules that do not ask) queued, and what an interrupted refresh left.
import { openBulkConnection } from '../import/bulk';
import { readModelSql } from '../sql/read-model';
import type { DictionaryDeps } from './deps';

/** Every minute, across instances once (pg-boss): what no refresh has rebuilt yet. */
export const READ_MODEL_JOB = 'dictionary.read-model';
/** A burst of writes (a batch of additions, a moderator's decisions) is rebuilt once. */
const SETTLE_MS = 50;
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MS).unref());

export function readModelUseCases(deps: Pick<DictionaryDeps, 'ctx'>) {
  let running: Promise<void> | null = null;
  let again = false;

  /** Rebuilds what is queued until the queue is empty; answers how many keys were rebuilt. */
  async function drain(): Promise<number> {
    const conn = await openBulkConnection(deps.ctx.database);
    let keys = 0;
    try {
      for (;;) {
        const counts = await conn.transaction(() => readModelSql.rebuildQueued(conn));
        if (!counts) return keys;
        keys += counts.keys;
      }
    } finally {
      await conn.release();
    }
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      try {
        await drain();
      } catch (err) {
        // The queue stays: the next refresh or the scheduled job rebuilds it; readers go live meanwhile.
        deps.ctx.log.warn({ err }, 'dictionary read model: refresh failed');
      }
    } while (again);
  }

  return {
    /** After a commit that wrote dictionary content: rebuild what it queued (in the background). */
    refresh(): void {
      if (running) {
        again = true;
        return;
      }
      running = settle()
        .then(loop)
        .finally(() => {
          running = null;
        });
    },
    /** Resolves once no refresh is running (tests, shutdown). */
    async idle(): Promise<void> {
      while (running) await running;
    },
    drain,
  };
}

export type ReadModelUseCases = ReturnType<typeof readModelUseCases>;
