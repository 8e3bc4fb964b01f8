// The demo dictionary is loaded at start when DEMO_DATA is on and the dictionary is empty, then
// its inflected forms linked from the Hunspell dictionaries installed, then ranked (the ranking
// statistics and the search read model, as after any import).
import { openBulkConnection } from '../import/bulk';
import { demoSource } from '../import/demo-source';
import { refreshRanking } from '../import/ranking';
import { DEMO_LANGS } from '../../../db/seed/demo/index';
import { linkLemmas } from '../lemmas/link';
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
      // Inflected forms from the installed Hunspell dictionaries (houses -> house).
      const lemmas = await linkLemmas(deps.ctx.database, deps.ctx.config.HUNSPELL_DIR, DEMO_LANGS);
      // Ranks autocomplete, close spellings and translations, and builds the read model of guests'
      // searches, from the first request on.
      const ranking = await refreshRanking(deps.ctx.database);
      deps.cache.clear();
      deps.ctx.log.info(
        {
          unions: summary.stats.unionsAdded,
          seconds: summary.seconds,
          rankedWords: ranking.words,
          formsLinked: Object.fromEntries(lemmas.map((l) => [l.lang, l.formsLinked])),
        },
        'demo dictionary loaded',
      );
      return summary;
    },
  };
}
