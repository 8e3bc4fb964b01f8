// One import of a source and what follows it, shared by the import CLI (cli/import.ts) and the
// administrators' page (admin-imports.ts, a pg-boss job): the source from its inventory id, then after
// the entries are merged (import/runner.ts) the inflected forms (Hunspell), the ranking statistics,
// the read model of guests' searches and the starter compilations.
import type { ImportStep } from '@glossa/contract';
import { ImportFileError } from '../../../cli/import/dictd';
import { freedictSource } from '../../../cli/import/freedict/source';
import { wordnetSource } from '../../../cli/import/wordnet';
import type { Database } from '../../../platform/db/index';
import { linkLemmas, type LemmaReport } from '../lemmas/link';
import { refreshRanking } from './ranking';
import type { ImportSource } from './runner';
import type { Units } from './units';
import { rebuildStarterCompilations } from '../../training/service';

export { ImportFileError };

/** The source behind an inventory id (`freedict:eng-deu`, `wordnet`); throws ImportFileError for bad files. */
export function sourceFor(id: string, dirs: { freedict: string; wordnet: string }): ImportSource {
  if (id === 'wordnet') return wordnetSource(dirs.wordnet);
  const pair = /^freedict:([a-z]{3}-[a-z]{3})$/.exec(id)?.[1];
  if (!pair) throw new ImportFileError(id, 0, 'unknown source');
  return freedictSource(pair, dirs.freedict);
}

export type AfterImportStep = Extract<ImportStep, 'forms' | 'ranking' | 'read_model' | 'starter'>;

/** Forms, ranking statistics, read model, starter compilations: after every import that added entries. */
export async function refreshAfterImport(
  database: Database,
  options: {
    hunspellDir: string;
    /** Languages whose forms to link (default: every language with words). */
    langs?: readonly string[];
    now?: () => Date;
    onStep?(step: AfterImportStep): void;
    onLemmas?(report: LemmaReport): void;
    /** Each step in short transactions (the server: import/units.ts); by default each in one (the CLI). */
    units?: Units;
  },
) {
  const { units } = options;
  options.onStep?.('forms');
  const lemmas = await linkLemmas(database, options.hunspellDir, options.langs, options.onLemmas, units);
  options.onStep?.('ranking');
  const stats = await refreshRanking(database, { onReadModel: () => options.onStep?.('read_model'), ...(units ? { units } : {}) });
  options.onStep?.('starter');
  const starter = await rebuildStarterCompilations(database, options.now);
  return { lemmas, stats, starter };
}
