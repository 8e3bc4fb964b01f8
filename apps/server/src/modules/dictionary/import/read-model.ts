// Rebuilds the read model of guests' searches (sql/read-model.ts) in one transaction (or in units,
// sql/read-model-units.ts), then
// analyzes its tables. Run at the end of every ranking refresh (import/ranking.ts: imports, the
// demo seed, `npm run import -- stats`) and by `npm run import -- read-model`: bulk writers skip
// the read model's triggers and leave it to this.
import type { Database } from '../../../platform/db/index';
import { readModelSql, type RebuildCounts } from '../sql/read-model';
import type { CardsBuild } from '../sql/read-model-cards';
import { rebuildAllInUnits } from '../sql/read-model-units';
import { openBulkConnection } from './bulk';
import { timedPhase, type Units } from './units';

export type ReadModelSummary = RebuildCounts & { seconds: number };

export async function rebuildReadModel(
  database: Database,
  opts: { cards?: CardsBuild; units?: Units } = {},
): Promise<ReadModelSummary> {
  const started = performance.now();
  const conn = await openBulkConnection(database);
  try {
    const inUnits = opts.units ? await rebuildAllInUnits(conn, opts.units, opts) : null;
    const counts = inUnits ?? (await conn.transaction(() => readModelSql.rebuildAll(conn, opts)));
    await timedPhase(opts.units, 'read_model', 'vacuum', async () => {
      // The units analyzed their new tables before the swap; one transaction's are analyzed here.
      if (!inUnits) await conn.query('analyze search_documents, union_cards, tooltip_answers');
      // Close spellings read a few hundred index entries a miss: on PostgreSQL, vacuumed, they are
      // read from the index alone (unvacuumed, each one fetched its heap row: 1-19 ms for the
      // candidates of a miss on eng-deu + deu-eng).
      if (conn.kind === 'postgres') await conn.query('vacuum (analyze) spelling_variants');
      else if (!inUnits) await conn.query('analyze spelling_variants');
    });
    return { ...counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await conn.release();
  }
}
