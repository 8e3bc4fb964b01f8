// Helpers shared by the progress SQL.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';

export { one, rows } from '../../../platform/db/rows';

/**
 * Turns PostgreSQL's JIT off for the caller's transaction: the statistics statements carry a
 * correlated subplan whose estimated cost starts a JIT compilation (~230 ms measured in
 * bench/progress) for a query that runs in about a millisecond.
 */
export async function withoutJit(exec: Executor) {
  await exec.execute(sql`set local jit = off`);
}
