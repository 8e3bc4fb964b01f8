// npm run export -- dump [dir]   writes an open data dump (the community's accepted contributions,
//                                CC BY-SA 4.0: CSV files + a dictd database per pair) into DUMPS_DIR
//                                (default DATA_DIR/dumps), as the weekly job does, and updates SHA256SUMS.
// Uses the same database as the server: DATABASE_URL, else PGlite in DATA_DIR/db (stop the server
// first: PGlite is single-process).
import path from 'node:path';
import { loadConfigOr } from '../config';
import { openPglite, openPostgres } from '../platform/db/index';
import { DataDirLockedError, lockDataDir } from '../platform/db/lock';
import { writeDump } from '../modules/dictionary/service';
import { dumpsDir } from '../modules/open-data/service';

const USAGE = 'Usage: npm run export -- dump [dir]   (default DUMPS_DIR, else DATA_DIR/dumps)';

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function main() {
  const [kind, dirArg] = process.argv.slice(2);
  if (kind !== 'dump') fail(USAGE);
  const config = loadConfigOr(fail);
  let release = async () => undefined as void;
  let database;
  if (config.DATABASE_URL) database = openPostgres(config.DATABASE_URL, 2);
  else {
    const dir = path.join(config.DATA_DIR, 'db');
    try {
      release = await lockDataDir(dir);
    } catch (err) {
      if (err instanceof DataDirLockedError) fail(err.message);
      throw err;
    }
    database = await openPglite(dir);
  }
  try {
    await database.migrate();
    const out = dirArg ? path.resolve(dirArg) : dumpsDir(config);
    const dump = await writeDump(database, out);
    process.stdout.write(
      `${path.join(out, dump.file)}: ${dump.bytes} bytes, sha256 ${dump.sha256}\n` +
        Object.entries(dump.counts)
          .map(([f, n]) => `  ${f}: ${n} rows`)
          .join('\n') +
        '\n',
    );
  } finally {
    await database.close();
    await release();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`Export failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
