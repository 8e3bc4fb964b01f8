// Helpers shared by the contributions SQL.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';

export async function rows<T>(exec: Executor, query: SQL): Promise<T[]> {
  const result = await exec.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function one<T>(exec: Executor, query: SQL): Promise<T | null> {
  return (await rows<T>(exec, query))[0] ?? null;
}

/** `(1, 2, 3)` for `in`; callers never pass an empty list. */
export function idList(ids: readonly number[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
}
