// npm run import -- freedict <pair|path> [...]   e.g. eng-deu, /usr/share/dictd/freedict-deu-eng(.index)
// npm run import -- freedict --all                every installed pair, one overall progress bar
// npm run import -- wordnet [dir]                 default /usr/share/wordnet
// npm run import -- demo                          the built-in demo dictionary
// npm run import -- dump <dir>                    an extracted open data dump (its CSV files)
// npm run import -- stats                         only recompute the ranking statistics
// npm run import -- read-model                    only rebuild the read model of guests' searches
// npm run import -- starter                       only rebuild the starter compilations
// Options: --force (re-read a completed source; still adds nothing twice), --batch <entries>.
// Uses the same database as the server: DATABASE_URL, else PGlite in DATA_DIR/db (stop the
// server first: PGlite is single-process).
import path from 'node:path';
import { readFileSync } from 'node:fs';
import pLimit from 'p-limit';
import { loadConfigOr, type Config } from '../config';
import { linkLemmas } from '../modules/dictionary/lemmas/link';
import { openPglite, openPostgres, type Database } from '../platform/db/index';
import { DataDirLockedError, lockDataDir } from '../platform/db/lock';
import { createReferenceService } from '../modules/reference/service';
import type { AppContext } from '../platform/context';
import { runImport, type ImportSource, type ImportSummary } from '../modules/dictionary/import/runner';
import { refreshRanking } from '../modules/dictionary/import/ranking';
import { rebuildReadModel, type ReadModelSummary } from '../modules/dictionary/import/read-model';
import { demoSource } from '../modules/dictionary/import/demo-source';
import { dumpSource } from '../modules/dictionary/export/dump-source';
import { rebuildStarterCompilations, type StarterSummary } from '../modules/training/use-cases/selections/starter';
import { ImportFileError } from './import/dictd';
import { freedictSource, installedFreedictPairs, resolveFreedictIndex } from './import/freedict/source';
import { lemmaLine, overallProgress, printProfile, printSummary, printTotals, sourceProgress, type ProgressReporter } from './import/progress';
import { wordnetSource } from './import/wordnet';
import { refreshAfterImport } from '../modules/dictionary/import/pipeline';

const USAGE = `Usage:
  npm run import -- freedict <pair|path>...   e.g. eng-deu deu-eng, or /usr/share/dictd/freedict-eng-deu(.index)
  npm run import -- freedict --all            every installed pair (apt-get install 'dict-freedict-*')
  npm run import -- wordnet [dir]             default /usr/share/wordnet
  npm run import -- demo                      the built-in demo dictionary
  npm run import -- dump <dir>                an extracted open data dump (npm run export -- dump), CC BY-SA 4.0
  npm run import -- lemmas [lang...]          link inflected forms to their lemmas from the installed Hunspell
                                              dictionaries (Debian hunspell-*), e.g. lemmas ger spa; all languages by default
  npm run import -- stats                     recompute the ranking statistics only (popularity,
                                              autocomplete lists)
  npm run import -- read-model                rebuild the read model of guests' searches only (with close spellings)
  npm run import -- starter                   rebuild the starter compilations only (first 100 / 500 words, themes)
Imports end by linking inflected forms (Hunspell), recomputing the ranking statistics and rebuilding
the read model of guests' searches, and the starter compilations.
Options: --all    (freedict) every pair in FREEDICT_DIR (/usr/share/dictd), with one progress bar and a summary table
         --force  re-read sources already imported (adds nothing twice)
         --batch <n>  entries per transaction (default: a whole source in one)
         --profile  time spent per write step (COPY, each set-based statement)`;

/** Sources imported at once by --all on PostgreSQL (see main). */
const IMPORTS_AT_ONCE = 2;

/** Index lines of a pair: its entry count before the file is opened (aliases make it a little more). */
function indexLines(pair: string, dir: string): number {
  try {
    const buf = readFileSync(resolveFreedictIndex(pair, dir));
    let n = 0;
    for (let i = buf.indexOf(10); i >= 0; i = buf.indexOf(10, i + 1)) n++;
    return n;
  } catch {
    return 0;
  }
}

function printReadModel(model: ReadModelSummary): void {
  process.stdout.write(
    `search read model: ${model.documents} documents of ${model.keys} keys, ${model.cards} cards, ${model.tooltips} autocomplete answers, ${model.seconds.toFixed(1)} s\n`,
  );
}

function starterLine(s: StarterSummary): string {
  if (s.nicknameTaken) return 'starter compilations: none (a member holds the nickname "glossa" of the system account)';
  return `starter compilations: ${s.compilations} (${s.removed} removed), ${s.seconds.toFixed(1)} s`;
}

function fail(message: string, code = 1): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(code);
}

async function openDatabase(config: Config): Promise<{ database: Database; release: () => Promise<void> }> {
  if (config.DATABASE_URL)
    return { database: openPostgres(config.DATABASE_URL, IMPORTS_AT_ONCE + 1), release: async () => undefined };
  const dir = path.join(config.DATA_DIR, 'db');
  const release = await lockDataDir(dir);
  return { database: await openPglite(dir), release };
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const all = args.includes('--all');
  const profile = args.includes('--profile');
  const batchIndex = args.indexOf('--batch');
  const batchSize = batchIndex >= 0 ? Number(args[batchIndex + 1]) : undefined;
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0))
    fail(`--batch needs a positive number\n\n${USAGE}`);
  const positional = args.filter((a, i) => !a.startsWith('--') && !(batchIndex >= 0 && i === batchIndex + 1));
  const [kind, ...rest] = positional;

  const config = loadConfigOr(fail);
  let sources: (() => ImportSource)[];
  let labels: string[] = [];
  if (kind === 'freedict') {
    if (all && rest.length) fail(`freedict --all takes no pairs\n\n${USAGE}`);
    const pairs = all ? installedFreedictPairs(config.FREEDICT_DIR) : rest;
    if (all && !pairs.length)
      fail(`No FreeDict pair is installed in ${config.FREEDICT_DIR} (apt-get install 'dict-freedict-*')`);
    if (!pairs.length) fail(`freedict needs a pair or a path (or --all)\n\n${USAGE}`);
    sources = pairs.map((arg) => () => freedictSource(arg, config.FREEDICT_DIR));
    labels = pairs;
  } else if (kind === 'wordnet') sources = [() => wordnetSource(rest[0] ?? config.WORDNET_DIR)];
  else if (kind === 'demo') sources = [() => demoSource()];
  else if (kind === 'dump') {
    if (!rest[0]) fail(`dump needs the directory of an extracted dump\n\n${USAGE}`);
    sources = [() => dumpSource(rest[0]!)];
  }
  else if (kind === 'stats' || kind === 'lemmas' || kind === 'read-model' || kind === 'starter') sources = [];
  else fail(USAGE, kind ? 1 : 0);
  if (all && kind !== 'freedict') fail(`--all is for freedict\n\n${USAGE}`);
  const overall = all ? overallProgress(labels.map((pair) => indexLines(pair, config.FREEDICT_DIR))) : null;
  // By source number: with two sources at a time they finish in any order.
  const results: { label: string; summary: ImportSummary | null; failure?: string }[] = [];
  const startedAll = performance.now();

  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    throw err;
  }
  const { database, release } = opened;
  const controller = new AbortController();
  process.once('SIGINT', () => {
    process.stderr.write(
      '\nStopping: the source being read is rolled back (sources already done are kept; run again to go on)...\n',
    );
    controller.abort();
  });
  let exitCode = 0;
  try {
    await database.migrate();
    await createReferenceService({ db: database.db } as AppContext).seed();
    let changed = false;
    const importedLangs = new Set<string>();
    let interrupted = false;
    const importOne = async (i: number, make: () => ImportSource): Promise<void> => {
      if (interrupted || controller.signal.aborted) return;
      let source: ImportSource;
      try {
        source = make();
      } catch (err) {
        if (err instanceof ImportFileError) {
          if (overall) {
            overall.source(i, labels[i]!).finish(null, `cannot import: ${err.message}`);
            results[i] = { label: labels[i]!, summary: null, failure: err.message };
          } else process.stderr.write(`\nCannot import: ${err.message}\nNothing was written.\n`);
          exitCode = 1;
          return;
        }
        throw err;
      }
      const progress: ProgressReporter = overall ? overall.source(i, source.label) : sourceProgress(source.label);
      let summary: ImportSummary;
      try {
        summary = await runImport(database, source, {
          force,
          ...(batchSize ? { batchSize } : {}),
          signal: controller.signal,
          onStart: (info) => progress.start(info),
          onProgress: (info) => progress.update(info),
        });
      } finally {
        progress.stop();
      }
      progress.finish(summary);
      if (overall) results[i] = { label: source.label, summary };
      else printSummary(summary);
      if (profile) printProfile(summary);
      if (summary.interrupted) {
        interrupted = true;
        return;
      }
      if (summary.entries > 0) {
        changed = true;
        for (const lang of source.languages ?? []) importedLangs.add(lang);
      }
    };
    // --all on PostgreSQL: two sources at a time, so one is parsed and staged (this process's
    // work) while the other's set-based merge runs (the database's); merges still take turns
    // (import-writer.ts). PGlite has one connection, and one bar per source would interleave.
    const inTurn = pLimit(overall && database.kind === 'postgres' ? IMPORTS_AT_ONCE : 1);
    const runs = sources.map((make, i) =>
      inTurn(() =>
        importOne(i, make).catch((err: unknown) => {
          controller.abort(); // the other source in flight rolls back its unit; none starts
          throw err;
        }),
      ),
    );
    const failed = (await Promise.allSettled(runs)).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    if (overall) {
      overall.stop();
      printTotals(results.filter(Boolean), (performance.now() - startedAll) / 1000);
    }
    const printStats = (stats: Awaited<ReturnType<typeof refreshRanking>>) => {
      process.stdout.write(
        `ranking statistics: ${stats.words} word popularities changed, ${stats.completionLists} autocomplete lists of ${stats.longPrefixes} long prefixes, ${stats.seconds.toFixed(1)} s\n`,
      );
      printReadModel(stats.readModel);
    };
    if (changed && !interrupted) {
      // The same steps as an import from the administrators' page (modules/dictionary-admin/pipeline.ts):
      // inflected forms of the languages just imported, ranking statistics, read model, starter compilations.
      const after = await refreshAfterImport(database, {
        hunspellDir: config.HUNSPELL_DIR,
        langs: [...importedLangs],
        onLemmas: (r) => process.stdout.write(`${lemmaLine(r)}\n`),
        onStep: (step) => {
          if (step === 'forms') process.stderr.write('Inflected forms from the Hunspell dictionaries...\n');
          if (step === 'ranking')
            process.stderr.write('Ranking statistics (popularity, autocomplete, close spellings), then the search read model...\n');
        },
      });
      printStats(after.stats);
      process.stdout.write(`${starterLine(after.starter)}\n`);
    } else {
      if (kind === 'lemmas') {
        // Inflected forms of the languages named (all by default), from Hunspell.
        process.stderr.write('Inflected forms from the Hunspell dictionaries...\n');
        await linkLemmas(database, config.HUNSPELL_DIR, rest.length ? rest : undefined, (r) =>
          process.stdout.write(`${lemmaLine(r)}\n`),
        );
      }
      if (kind === 'stats' || kind === 'lemmas') {
        process.stderr.write('Ranking statistics (popularity, autocomplete, close spellings), then the search read model...\n');
        printStats(await refreshRanking(database));
      }
      if (kind === 'stats' || kind === 'starter') {
        // Made from the popularity just computed: the first words and themes of every pair.
        const starter = await rebuildStarterCompilations(database);
        process.stdout.write(`${starterLine(starter)}\n`);
      }
    }
    if (kind === 'read-model') {
      process.stderr.write('Search read model (documents and cards)...\n');
      printReadModel(await rebuildReadModel(database));
    }
  } finally {
    await database.close();
    await release();
  }
  process.exit(exitCode);
}

main().catch((err) => {
  process.stderr.write(`Import failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
