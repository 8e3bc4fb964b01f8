// Helpers shared by the tasks SQL.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';

export async function rows<T>(exec: Executor, query: SQL): Promise<T[]> {
  const result = await exec.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function one<T>(exec: Executor, query: SQL): Promise<T | null> {
  return (await rows<T>(exec, query))[0] ?? null;
}

/** A text[] literal parameter. */
export const textArray = (values: readonly string[]): SQL => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
/** An int[] literal parameter. */
export const intArray = (values: readonly number[]): SQL => sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
