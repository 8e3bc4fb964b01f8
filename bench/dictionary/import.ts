// Import speed: FreeDict pairs imported into a new database each run, the import alone (no forms,
// ranking statistics or read model, which `npm run import` adds): seconds, entries a second and the
// merge's seconds per step. The machine's speed changes by the hour: compare runs taken back to
// back (BENCH_RUNS, or a run of the old code in a worktree between two of the new).
//   npx tsx bench/dictionary/import.ts eng-deu [pair...]          PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/dictionary/import.ts eng-deu
//   BENCH_RUNS (1), FREEDICT_DIR (/usr/share/dictd)
// The import script gives Node a 64 MB young generation; for the same parse speed run
// `node --max-semi-space-size=64 --import tsx bench/dictionary/import.ts ...`.
import { openBenchDatabase } from '../support/app';
import { createReferenceService } from '../../apps/server/src/modules/reference/service';
import type { AppContext } from '../../apps/server/src/platform/context';
import { runImport } from '../../apps/server/src/modules/dictionary/import/runner';
import { freedictSource } from '../../apps/server/src/cli/import/freedict/source';
import { printProfile } from '../../apps/server/src/cli/import/progress';

const pairs = process.argv.slice(2);
if (!pairs.length) {
  process.stderr.write('usage: npx tsx bench/dictionary/import.ts <pair> [pair...]   e.g. eng-deu\n');
  process.exit(1);
}
const runs = Number(process.env.BENCH_RUNS ?? 1);
const dir = process.env.FREEDICT_DIR ?? '/usr/share/dictd';

for (let run = 1; run <= runs; run++) {
  const { database, drop, engine } = await openBenchDatabase(3);
  try {
    await database.migrate();
    await createReferenceService({ db: database.db } as AppContext).seed();
    for (const pair of pairs) {
      const s = await runImport(database, freedictSource(pair, dir));
      process.stdout.write(
        `run ${run}, ${engine}, ${pair}: ${s.entries} entries in ${s.seconds.toFixed(1)} s (${s.entriesPerSecond}/s), ` +
          `+${s.stats.wordsAdded} words, +${s.stats.unionsAdded} translations\n`,
      );
      printProfile(s);
    }
  } finally {
    await drop();
  }
}
