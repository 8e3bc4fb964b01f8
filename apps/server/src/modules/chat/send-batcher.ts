// Group commit for message sends. A send that arrives while the statements in flight are running
// waits for one of them to finish and then goes out with every other send that arrived meanwhile, as
// ONE statement (one transaction, one WAL flush). At low load a batch is a single message and nothing waits; under load
// batches grow, so commits per second stay low while every acknowledged message is committed.
// This file only schedules; the statement is the repository's (sql/send-batch.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/index';
import { chatRepository as repo, type BatchedResult, type NewMessage } from './repository';

export type SendResult = BatchedResult;

interface Entry {
  message: NewMessage;
  companionId: number;
  resolve: (result: SendResult | null) => void;
  reject: (err: unknown) => void;
}

const MAX_BATCH = 256;
const MAX_IN_FLIGHT = 4;

export function createSendBatcher(database: Database, log: FastifyBaseLogger) {
  let queue: Entry[] = [];
  let running = 0;
  // A few statements may run at once on PostgreSQL, so one slow commit does not hold up every send
  // (batches lock member rows in one order, so they queue rather than deadlock). PGlite has one connection.
  const maxInFlight = database.pool ? MAX_IN_FLIGHT : 1;

  async function run(batch: Entry[]): Promise<void> {
    let rows: BatchedResult[];
    try {
      rows = await repo.insertBatch(database, batch);
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      // One bad row must not fail the others: send each on its own.
      log.warn({ err, size: batch.length }, 'chat send batch failed; retrying one by one');
      await Promise.all(batch.map((entry) => run([entry])));
      return;
    }
    const byKey = new Map(rows.map((r) => [`${r.row.authorId}:${r.row.clientMessageId}`, r]));
    for (const entry of batch) {
      const key = `${entry.message.authorId}:${entry.message.clientMessageId}`;
      const stored = byKey.get(key);
      // A second copy of the same client id in one batch gets nothing back: the caller finds the stored one.
      if (stored) byKey.delete(key);
      entry.resolve(stored ?? null);
    }
  }

  function pump(): void {
    while (running < maxInFlight && queue.length) {
      running += 1;
      const batch = queue.length > MAX_BATCH ? queue.splice(0, MAX_BATCH) : queue;
      if (batch === queue) queue = [];
      void run(batch).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

  return {
    /** The stored message, or null when it was not stored (client id already used, a block, a deleted companion). */
    submit(message: NewMessage, companionId: number): Promise<SendResult | null> {
      return new Promise((resolve, reject) => {
        queue.push({ message, companionId, resolve, reject });
        pump();
      });
    },
  };
}
