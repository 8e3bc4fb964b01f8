// npm run import -- freedict <pair|path> [...]   e.g. eng-deu, /usr/share/dictd/freedict-deu-eng.index
// npm run import -- wordnet [dir]                 default /usr/share/wordnet
// npm run import -- demo                          the built-in demo dictionary
// npm run import -- stats                         only recompute the ranking statistics
// Options: --force (re-read a completed source; still adds nothing twice), --batch <entries>.
// Uses the same database as the server: DATABASE_URL, else PGlite in DATA_DIR/db (stop the
// server first: PGlite is single-process).
import path from 'node:path';
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../config';
import { openPglite, openPostgres, type Database } from '../platform/db/index';
import { DataDirLockedError, lockDataDir } from '../platform/db/lock';
import { createReferenceService } from '../modules/reference/service';
import type { AppContext } from '../platform/context';
import { runImport, type ImportSource, type ImportSummary } from '../modules/dictionary/import/runner';
import { refreshRanking } from '../modules/dictionary/import/ranking';
import { demoSource } from '../modules/dictionary/import/demo-source';
import { ImportFileError } from './import/dictd';
import { freedictSource } from './import/freedict/source';
import { wordnetSource } from './import/wordnet';

const USAGE = `Usage:
  npm run import -- freedict <pair|path>...   e.g. eng-deu deu-eng, or /usr/share/dictd/freedict-eng-deu.index
  npm run import -- wordnet [dir]             default /usr/share/wordnet
  npm run import -- demo                      the built-in demo dictionary
  npm run import -- stats                     recompute the ranking statistics only (popularity,
                                              autocomplete lists, close-spelling vocabulary)
Imports end by recomputing the ranking statistics.
Options: --force  re-read sources already imported (adds nothing twice)
         --batch <n>  entries per transaction`;

function fail(message: string, code = 1): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(code);
}

async function openDatabase(): Promise<{ database: Database; release: () => Promise<void> }> {
  const config = loadConfig();
  if (config.DATABASE_URL)
    return { database: openPostgres(config.DATABASE_URL, 2), release: async () => undefined };
  const dir = path.join(config.DATA_DIR, 'db');
  const release = await lockDataDir(dir);
  return { database: await openPglite(dir), release };
}

function progressReporter(label: string) {
  const tty = process.stderr.isTTY;
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} {bar} {percentage}% | {value}/{total} entries | {rate} entries/s | ETA {eta_formatted} | +{unions} translations`,
      stream: process.stderr,
      noTTYOutput: !tty,
      notTTYSchedule: 5000,
      etaBuffer: 50,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  const started = performance.now();
  let from = 0;
  return {
    start({ total, from: f }: { total: number; from: number }) {
      from = f;
      if (f > 0) process.stderr.write(`Resuming ${label} at entry ${f} of ${total}\n`);
      bar.start(total, f, { rate: 0, unions: 0 });
    },
    update({ done, stats }: { done: number; stats: { unionsAdded: number } }) {
      const seconds = (performance.now() - started) / 1000;
      bar.update(done, {
        rate: Math.round((done - from) / Math.max(seconds, 0.001)),
        unions: stats.unionsAdded,
      });
    },
    stop: () => bar.stop(),
  };
}

function printSummary(s: ImportSummary) {
  const lines = [
    `${s.source}: ${s.alreadyComplete ? 'already imported, nothing to do (use --force to re-read)' : s.interrupted ? 'interrupted, run again to resume' : 'done'}`,
    `  entries      ${s.entries} read${s.resumedFrom ? ` (resumed at ${s.resumedFrom})` : ''}, ${s.entriesSkipped} skipped as unreadable, ${s.total} in the source`,
    `  words        ${s.stats.wordsAdded} added, ${s.stats.formsAdded} inflected forms linked`,
    `  translations ${s.stats.unionsAdded} added, ${s.stats.unionsSkipped} already present`,
    `  meanings     ${s.stats.meaningsAdded} added; synonym/antonym groups ${s.stats.groupsAdded} added`,
    `  sentences    ${s.stats.sentencesAdded} added, ${s.stats.sentencesSkipped} already present`,
    `  time         ${s.seconds.toFixed(1)} s, ${s.entriesPerSecond} entries/s`,
  ];
  for (const f of s.failures) lines.push(`  skipped: ${f}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const batchIndex = args.indexOf('--batch');
  const batchSize = batchIndex >= 0 ? Number(args[batchIndex + 1]) : undefined;
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0))
    fail(`--batch needs a positive number\n\n${USAGE}`);
  const positional = args.filter((a, i) => !a.startsWith('--') && !(batchIndex >= 0 && i === batchIndex + 1));
  const [kind, ...rest] = positional;

  let sources: (() => ImportSource)[];
  if (kind === 'freedict') {
    if (!rest.length) fail(`freedict needs a pair or a path\n\n${USAGE}`);
    sources = rest.map((arg) => () => freedictSource(arg));
  } else if (kind === 'wordnet') sources = [() => wordnetSource(rest[0])];
  else if (kind === 'demo') sources = [() => demoSource()];
  else if (kind === 'stats') sources = [];
  else fail(USAGE, kind ? 1 : 0);

  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase();
  } catch (err) {
    if (err instanceof ConfigError || err instanceof DataDirLockedError) fail(err.message);
    throw err;
  }
  const { database, release } = opened;
  const controller = new AbortController();
  process.once('SIGINT', () => {
    process.stderr.write('\nStopping after the current batch (its checkpoint is kept)...\n');
    controller.abort();
  });
  let exitCode = 0;
  try {
    await database.migrate();
    await createReferenceService({ db: database.db } as AppContext).seed();
    let changed = false;
    let interrupted = false;
    for (const make of sources) {
      let source: ImportSource;
      try {
        source = make();
      } catch (err) {
        if (err instanceof ImportFileError) {
          process.stderr.write(`\nCannot import: ${err.message}\nNothing was written.\n`);
          exitCode = 1;
          continue;
        }
        throw err;
      }
      const progress = progressReporter(source.label);
      let summary: ImportSummary;
      try {
        summary = await runImport(database, source, {
          force,
          ...(batchSize ? { batchSize } : {}),
          signal: controller.signal,
          onStart: (i) => progress.start(i),
          onProgress: (i) => progress.update(i),
        });
      } finally {
        progress.stop();
      }
      printSummary(summary);
      if (summary.interrupted) {
        interrupted = true;
        break;
      }
      if (summary.entries > 0) changed = true;
    }
    if ((changed && !interrupted) || kind === 'stats') {
      process.stderr.write('Ranking statistics (popularity, autocomplete, close spellings)...\n');
      const stats = await refreshRanking(database);
      process.stdout.write(
        `ranking statistics: ${stats.words} word popularities changed, ${stats.completionLists} autocomplete lists of ${stats.longPrefixes} long prefixes, ${stats.spellingKeys} close-spelling keys, ${stats.seconds.toFixed(1)} s\n`,
      );
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
