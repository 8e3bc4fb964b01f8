// Refreshes the ranking statistics (sql/stats.ts) in one transaction (or in units,
// sql/stats-units.ts), then analyzes the tables,
// then rebuilds the read model of guests' searches (popularity orders every search, and the
// refresh writes past the read model's triggers). Run after imports (the import CLI, the demo
// seed) and by `npm run import -- stats`.
import type { Database } from '../../../platform/db/index';
import { analyzeRankingTables, refreshRankingStats, type StatsSummary } from '../repository';
import { openBulkConnection } from './bulk';
import { refreshRankingStatsInUnits } from '../sql/stats-units';
import { rebuildReadModel, type ReadModelSummary } from './read-model';
import type { Units } from './units';

export async function refreshRanking(
  database: Database,
  hooks: { onReadModel?: () => void; units?: Units } = {},
): Promise<StatsSummary & { readModel: ReadModelSummary }> {
  const started = performance.now();
  const conn = await openBulkConnection(database);
  let counts: Omit<StatsSummary, 'seconds'>;
  try {
    counts = hooks.units
      ? await refreshRankingStatsInUnits(conn, hooks.units)
      : await conn.transaction(() => refreshRankingStats(conn));
    await analyzeRankingTables(conn);
  } finally {
    await conn.release();
  }
  const seconds = (performance.now() - started) / 1000;
  hooks.onReadModel?.();
  return { ...counts, seconds, readModel: await rebuildReadModel(database, hooks.units ? { units: hooks.units } : {}) };
}

/**
 * At start: builds the read model when there are translations and no documents yet (data from
 * before it existed, or keys folded anew by migration 0026: the ranking statistics first, their
 * lists are keyed by the keys), documents from before autocomplete's tips (migration 0022)
 * existed, or autocomplete lists and no answers (migration 0025).
 */
export async function rebuildReadModelIfMissing(database: Database): Promise<ReadModelSummary | null> {
  const conn = await openBulkConnection(database);
  let state: { translated: boolean; documents: boolean; stale: boolean } | undefined;
  try {
    [state] = await conn.query<{ translated: boolean; documents: boolean; stale: boolean }>(
      `select exists (select 1 from translation_unions) as translated,
         exists (select 1 from search_documents) as documents,
         exists (select 1 from search_documents where tips is null)
           or (exists (select 1 from word_completions) and not exists (select 1 from tooltip_answers)) as stale`,
    );
  } finally {
    await conn.release();
  }
  if (!state?.translated) return null;
  if (!state.documents) return (await refreshRanking(database)).readModel;
  return state.stale ? rebuildReadModel(database) : null;
}
