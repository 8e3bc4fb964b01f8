// Races between requests, as PostgreSQL reports them, answered in one place instead of per route:
// - a deadlock (40P01) or serialization failure (40001) retries the whole transaction a few times
//   with jitter (`retryingTransactions`, installed on the database object that opens every
//   top-level transaction); one that still fails answers 503 with Retry-After (errors.ts);
// - a foreign-key violation (23503) means the parent row vanished meanwhile: the request's handler
//   runs once more (errors.ts), and its own existence check now answers the parent's 404 code.
import type { Db } from './index';

const RETRYABLE = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 4;

/** The SQLSTATE of a database error, wrapped by Drizzle or not. */
export function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** A deadlock or serialization failure: running the same work again may well succeed. */
export const isTransientConflict = (err: unknown) => RETRYABLE.has(sqlState(err) ?? '');
export const isForeignKeyViolation = (err: unknown) => sqlState(err) === '23503';

/** 5-20 ms, then 10-40 ms, 20-80 ms: the other transaction usually finishes within the first wait. */
const jitter = (attempt: number) => 5 * 2 ** (attempt - 1) * (1 + Math.random() * 3);

/**
 * Transient conflicts met by this process, by SQLSTATE (40P01 deadlocks, 40001 serialization
 * failures), retried or not: the race fuzzer reads them to show that lock order holds.
 */
export const conflictsSeen: Record<string, number> = {};

/** Runs `work` again on a transient conflict, up to TRANSACTION_ATTEMPTS times in all. */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isTransientConflict(err)) throw err;
      const state = sqlState(err)!;
      conflictsSeen[state] = (conflictsSeen[state] ?? 0) + 1;
      if (attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, jitter(attempt)));
    }
  }
}

/**
 * Makes `db.transaction` retry its whole callback on a transient conflict. Nested transactions
 * (savepoints, `tx.transaction`) are not retried on their own: the outermost one is.
 */
export function retryingTransactions(db: Db): Db {
  const open = db.transaction.bind(db);
  db.transaction = ((work, config) => retryOnConflict(() => open(work, config))) as Db['transaction'];
  return db;
}
