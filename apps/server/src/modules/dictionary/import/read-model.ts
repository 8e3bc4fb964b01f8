// Rebuilds the read model of guests' searches (sql/read-model.ts) in one transaction, then
// analyzes its tables. Run at the end of every ranking refresh (import/ranking.ts: imports, the
// demo seed, `npm run import -- stats`) and by `npm run import -- read-model`: bulk writers skip
// the read model's triggers and leave it to this.
import type { Database } from '../../../platform/db/index';
import { readModelSql, type RebuildCounts } from '../sql/read-model';
import type { CardsBuild } from '../sql/read-model-cards';
import { openBulkConnection } from './bulk';

export type ReadModelSummary = RebuildCounts & { seconds: number };

export async function rebuildReadModel(database: Database, opts: { cards?: CardsBuild } = {}): Promise<ReadModelSummary> {
  const started = performance.now();
  const conn = await openBulkConnection(database);
  try {
    const counts = await conn.transaction(() => readModelSql.rebuildAll(conn, opts));
    await conn.query('analyze search_documents, union_cards, tooltip_answers');
    // Close spellings read a few hundred index entries a miss: on PostgreSQL, vacuumed, they are
    // read from the index alone (unvacuumed, each one fetched its heap row: 1-19 ms for the
    // candidates of a miss on eng-deu + deu-eng).
    await conn.query(conn.kind === 'postgres' ? 'vacuum (analyze) spelling_variants' : 'analyze spelling_variants');
    return { ...counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await conn.release();
  }
}
