// Refreshes the ranking statistics (sql/stats.ts) in one transaction, then analyzes the tables.
// Run after imports (the import CLI, the demo seed) and by `npm run import -- stats`.
import type { Database } from '../../../platform/db/index';
import { analyzeRankingTables, refreshRankingStats, type StatsSummary } from '../repository';
import { openBulkConnection } from './bulk';

export async function refreshRanking(database: Database): Promise<StatsSummary> {
  const started = performance.now();
  const conn = await openBulkConnection(database);
  try {
    const counts = await conn.transaction(() => refreshRankingStats(conn));
    await analyzeRankingTables(conn);
    return { ...counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await conn.release();
  }
}
