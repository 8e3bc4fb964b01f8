// The demo dictionary is loaded at start when DEMO_DATA is on and the dictionary is empty.
import { openBulkConnection } from '../import/bulk';
import { demoSource } from '../import/demo-source';
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
      deps.cache.clear();
      deps.ctx.log.info(
        { unions: summary.stats.unionsAdded, seconds: summary.seconds },
        'demo dictionary loaded',
      );
      return summary;
    },
  };
}
