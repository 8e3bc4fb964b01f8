// Raw-SQL helpers for repositories: the rows of a statement on either engine (pg and PGlite both
// answer `{ rows }`).
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './index';
import { prepareOnPglite } from './pglite-prepared';

export async function rows<T>(exec: Executor, query: SQL): Promise<T[]> {
  const result = await exec.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function one<T>(exec: Executor, query: SQL): Promise<T | null> {
  return (await rows<T>(exec, query))[0] ?? null;
}

interface PreparingSession {
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> };
}

/**
 * `rows` as a named prepared statement, for hot reads: PostgreSQL parses and plans it once per
 * connection and then reuses the plan (planning a feed page cost more than running it). The name
 * carries a hash of the text, so each shape of a statement built from conditions gets its own.
 * On PGlite it is prepared as well (pglite-prepared.ts), outside transactions.
 */
export async function preparedRows<T>(exec: Executor, name: string, query: SQL): Promise<T[]> {
  const { session, dialect } = exec as unknown as { session: PreparingSession; dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } };
  const built = dialect.sqlToQuery(query);
  prepareOnPglite(built.sql);
  const hash = createHash('sha1').update(built.sql).digest('base64url').slice(0, 16);
  const result = await session.prepareQuery(built, undefined, `${name}_${hash}`, false).execute();
  return (result as { rows: T[] }).rows;
}

/** `(1, 2, 3)` for `in`; callers never pass an empty list (`in ()` is not SQL). */
export function idList(ids: readonly number[]): SQL {
  if (ids.length === 0) throw new Error('idList needs at least one id');
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
}

/** An int[] as one text parameter (`= any(...)`): the statement's text is the same for any length. */
export const intArray = (values: readonly number[]): SQL => sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;

/** A text[] as one parameter, each element quoted. */
export const textArray = (values: readonly string[]): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
