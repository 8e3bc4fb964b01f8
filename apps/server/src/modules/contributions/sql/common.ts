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

/** PostgreSQL unique violation, optionally of one constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint || !e.constraint;
    e = e.cause as typeof e;
  }
  return false;
}
