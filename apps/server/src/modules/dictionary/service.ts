// The dictionary's use cases, composed from use-cases/*.ts. Each method checks access first
// (reading rules in policy.ts), owns its transaction and returns contract shapes.
import { readInventory } from './import/inventory';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/index';
import type { ReferenceService } from '../reference/service';
import type { DictionaryDeps, FavoriteLookup } from './use-cases/deps';
import { createReadCache } from './read-cache';
import { batchUseCases } from './use-cases/batch';
import { lexiconUseCases } from './use-cases/lexicon';
import { detailsUseCases } from './use-cases/details';
import { historyUseCases } from './use-cases/history';
import { rightsUseCases } from './use-cases/rights';
import { searchUseCases } from './use-cases/search';
import { sentencesUseCases } from './use-cases/sentences';
import { seedUseCases } from './use-cases/seed';
import { linkWordLemmas } from './lemmas/link';
import { READ_MODEL_JOB, readModelUseCases } from './use-cases/read-model';
import { rebuildReadModelIfMissing } from './import/ranking';

export type { FavoriteLookup } from './use-cases/deps';

export function createDictionaryService(
  ctx: AppContext,
  collaborators: {
    reference: ReferenceService;
    favorites?: FavoriteLookup;
    avatarUrl?: (file: string) => string;
  },
) {
  const cache = createReadCache(
    ctx.config.DICTIONARY_CACHE_ENTRIES,
    ctx.config.DICTIONARY_CACHE_TTL_SECONDS * 1000,
    () => ctx.now().getTime(),
  );
  const readModel = readModelUseCases({ ctx });
  ctx.jobs.schedule(READ_MODEL_JOB, '* * * * *', async () => {
    const keys = await readModel.drain();
    if (keys) ctx.log.info({ keys }, 'dictionary read model: queued keys rebuilt');
  });
  const contentChanged = () => {
    cache.clear();
    readModel.refresh();
  };
  const deps: DictionaryDeps = { ctx, cache, contentChanged, ...collaborators };
  const contentListeners: (() => void)[] = [];
  const details = detailsUseCases(deps);
  return {
    search: searchUseCases(deps),
    details,
    sentences: sentencesUseCases(deps),
    rights: rightsUseCases(deps, details.translation),
    history: historyUseCases(deps),
    seed: seedUseCases(deps),
    /** The dictionaries found on the machine and what is imported (administrators' page). */
    inventory: () =>
      readInventory(ctx.db, { freedict: ctx.config.FREEDICT_DIR, wordnet: ctx.config.WORDNET_DIR, hunspell: ctx.config.HUNSPELL_DIR }),
    /** Entities by id for other modules (favorites). */
    batch: batchUseCases(deps),
    /** Accepted translations of words, phrases and sentences (offline machine translation). */
    lexicon: lexiconUseCases(deps),
    /**
     * Links a word a member just added to its lemmas and forms (Hunspell), inside the caller's
     * transaction; returns the links added.
     */
    linkWordForms: (exec: Executor, word: { id: number; name: string; lang_code: string }) =>
      linkWordLemmas(exec, ctx.config.HUNSPELL_DIR, word),
    /** The read model of guests' searches: `idle()` waits for the refresh after an edit. */
    readModel: {
      idle: readModel.idle,
      drain: readModel.drain,
      /** At start: builds it when the dictionary has content and no read model yet (an upgrade). */
      buildIfMissing: () => rebuildReadModelIfMissing(ctx.database),
    },
    /** Production answers of the hot routes skip the response schema check (tests keep it). */
    production: ctx.config.NODE_ENV === 'production',
    /** Other modules that write dictionary content (contributions, moderation) call this after committing. */
    invalidateReadCache: () => {
      contentChanged();
      for (const listener of contentListeners) listener();
    },
    /** Called whenever invalidateReadCache is (what else keeps figures of the content: the pair counts). */
    onContentChanged: (listener: () => void) => void contentListeners.push(listener),
  };
}

export type DictionaryService = ReturnType<typeof createDictionaryService>;

// Imports started from the administrators' page (modules/dictionary-admin): a job over the CLI's code.
export { createDictionaryImports, type DictionaryImports } from './import/admin-imports';

// Open data dumps (modules/open-data): the community's accepted contributions as CSV + dictd.
export { DUMP_FILE, listDumps, parseCsv, writeDump, type DumpInfo } from './export/dump';
export { dumpSource } from './export/dump-source';
