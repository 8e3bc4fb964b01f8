// The steps after an import (forms, ranking statistics, read model) in units: each unit is a short
// transaction of its own (a range of word ids, of search keys, of unions, of prefixes), and the
// event loop turns between two units. On PGlite, whose one connection a transaction holds, the
// server answers requests between units; on PostgreSQL, edits are not kept waiting by a lock held
// for the whole read model. Without units each step is one transaction, as the CLI runs it.
import type { BulkConnection } from './bulk';

export interface Units {
  /** Rows per unit: words, keys, unions, prefixes or forms, depending on the step. */
  size: number;
  /** Awaited between two units, outside any transaction (tests send a request there). */
  between?(step: string, unit: number): Promise<void> | void;
}

/** Lets timers, sockets and queued queries run before the next unit. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Counts the units of a step and gives way between them. */
export function unitCounter(units: Units, step: string) {
  let n = 0;
  return async () => {
    await nextTurn();
    await units.between?.(step, ++n);
  };
}

/** Inclusive id ranges of `size` ids covering every id of `table` (ids may be sparse). */
export async function idRanges(conn: BulkConnection, table: string, size: number, where = 'true'): Promise<[number, number][]> {
  const [row] = await conn.query<{ lo: number | null; hi: number | null }>(
    `select min(id)::int as lo, max(id)::int as hi from ${table} where ${where}`,
  );
  const out: [number, number][] = [];
  if (row?.lo == null || row.hi == null) return out;
  for (let lo = row.lo; lo <= row.hi; lo += size) out.push([lo, Math.min(lo + size - 1, row.hi)]);
  return out;
}
