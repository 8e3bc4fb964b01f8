// What the read model's builds share (sql/read-model.ts, sql/read-model-cards.ts): the filter of
// the unions a guest sees, and the steps through analyzed temporary tables.
import type { BulkConnection } from '../import/bulk';

export const ACCEPTED = `u.review_status = 'accepted' and not u.is_removed`;

/** Fills each step's temporary table from its select, and analyzes it for the next step's plan. */
export async function runSteps(conn: BulkConnection, steps: [table: string, select: string][]): Promise<void> {
  for (const [table, select] of steps) {
    const name = table.split(' ')[0]!;
    if (table.includes('(')) {
      await conn.query(`drop table if exists ${name}`);
      await conn.query(`create temp table ${table} on commit drop`);
    }
    await conn.query(`insert into ${name} ${select}`);
    await conn.query(`analyze ${name}`);
  }
}
