// The demo dictionary is loaded at start when DEMO_DATA is on and the dictionary is empty, then
// ranked (the ranking statistics, as after any import).
import { openBulkConnection } from '../import/bulk';
import { demoSource } from '../import/demo-source';
import { refreshRanking } from '../import/ranking';
import { runImport, type ImportSummary } from '../import/runner';
import { isDictionaryEmpty } from '../repository';
import type { DictionaryDeps } from './deps';

export function seedUseCases(deps: DictionaryDeps) {
  return {
    /** Loads the demo dictionary into an empty dictionary; null when there was something already. */
    async demoIfEmpty(): Promise<ImportSummary | null> {
      const conn = await openBulkConnection(deps.ctx.database);
      let empty: boolean;
      try {
        empty = await isDictionaryEmpty(conn);
      } finally {
        await conn.release();
      }
      if (!empty) return null;
      const summary = await runImport(deps.ctx.database, demoSource());
      // Ranks autocomplete, close spellings and translations from the first request on.
      const ranking = await refreshRanking(deps.ctx.database);
      deps.cache.clear();
      deps.ctx.log.info(
        { unions: summary.stats.unionsAdded, seconds: summary.seconds, rankedWords: ranking.words },
        'demo dictionary loaded',
      );
      return summary;
    },
  };
}
