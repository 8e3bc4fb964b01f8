// Refreshes the ranking statistics (sql/stats.ts) in one transaction, then analyzes the tables,
// then rebuilds the read model of guests' searches (popularity orders every search, and the
// refresh writes past the read model's triggers). Run after imports (the import CLI, the demo
// seed) and by `npm run import -- stats`.
import type { Database } from '../../../platform/db/index';
import { analyzeRankingTables, refreshRankingStats, type StatsSummary } from '../repository';
import { openBulkConnection } from './bulk';
import { rebuildReadModel, type ReadModelSummary } from './read-model';

export async function refreshRanking(database: Database): Promise<StatsSummary & { readModel: ReadModelSummary }> {
  const started = performance.now();
  const conn = await openBulkConnection(database);
  let counts: Omit<StatsSummary, 'seconds'>;
  try {
    counts = await conn.transaction(() => refreshRankingStats(conn));
    await analyzeRankingTables(conn);
  } finally {
    await conn.release();
  }
  const seconds = (performance.now() - started) / 1000;
  return { ...counts, seconds, readModel: await rebuildReadModel(database) };
}
