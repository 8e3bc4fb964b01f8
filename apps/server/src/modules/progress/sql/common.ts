// Helpers shared by the progress SQL.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';

export async function rows<T>(exec: Executor, query: SQL): Promise<T[]> {
  const result = await exec.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function one<T>(exec: Executor, query: SQL): Promise<T | null> {
  return (await rows<T>(exec, query))[0] ?? null;
}

/**
 * Turns PostgreSQL's JIT off for the caller's transaction: the statistics statements carry a
 * correlated subplan whose estimated cost starts a JIT compilation (~230 ms measured in
 * bench/progress) for a query that runs in about a millisecond.
 */
export async function withoutJit(exec: Executor) {
  await exec.execute(sql`set local jit = off`);
}
