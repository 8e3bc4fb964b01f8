// Starts Glossa: settings, database (PGlite under DATA_DIR or PostgreSQL), migrations,
// reference data, HTTP. SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the db.
import path from 'node:path';
import { loadConfigOr, type Config } from './config';
import { buildApp } from './app';
import { openPglite, openPostgres, type Database } from './platform/db/index';
import { DataDirLockedError, lockDataDir } from './platform/db/lock';
import { seedAtStart } from './modules/index';
import { readInventory, summaryLines } from './modules/dictionary/import/inventory';
import { startLogger, timed } from './platform/logging/start-progress';

function fail(message: string): never {
  process.stderr.write(`\nGlossa cannot start: ${message}\n\n`);
  process.exit(1);
}

async function openDatabase(config: Config): Promise<{ database: Database; release: () => Promise<void> }> {
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
    try {
      await database.ping();
    } catch (err) {
      await database.close().catch(() => undefined);
      fail(`DATABASE_URL: cannot connect (${(err as Error).message})`);
    }
    return { database, release: async () => undefined };
  }
  const dir = path.join(config.DATA_DIR, 'db');
  const release = await lockDataDir(dir);
  const database = await openPglite(dir);
  return { database, release };
}

async function main() {
  const config = loadConfigOr(fail);
  // What a first start is doing (it can take a while): one line per step, with how long it took.
  const log = startLogger(config);

  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    throw err;
  }
  const { database, release } = opened;
  await timed(log, `database (${database.kind === 'pglite' ? `PGlite in ${path.join(config.DATA_DIR, 'db')}` : 'PostgreSQL'}): migrations`, () => database.migrate());

  const { app, services, ctx } = await timed(log, 'server: modules', () => buildApp({ config, database }));
  try {
    await ctx.storage.check();
  } catch (err) {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await release().catch(() => undefined);
    fail((err as Error).message);
  }
  // Under an advisory lock on PostgreSQL: instances starting at once seed one after the other.
  await timed(log, config.DEMO_DATA ? 'reference and demo data' : 'reference data', () => seedAtStart(database, services, config.DEMO_DATA));
  // Data imported before the search read model existed: built once in the background (guests'
  // searches run the live queries meanwhile).
  const readModelBuilt = services.dictionary.readModel
    .buildIfMissing()
    .then((built) => built && app.log.info(built, 'dictionary read model built'))
    .catch((err: unknown) => app.log.warn({ err }, 'dictionary read model: build failed'));
  if (config.JOBS_ENABLED) await ctx.jobs.start();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // A keep-alive connection whose answer was still being written when close began (a compressed
    // stream ends later) only becomes idle afterwards: close such connections as soon as they are.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    try {
      await app.close();
      clearInterval(closeIdle);
      await database.close();
      await release();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    await database.close().catch(() => undefined);
    await release().catch(() => undefined);
    if (code === 'EADDRINUSE') fail(`PORT=${config.PORT} is already in use by another process`);
    if (code === 'EACCES') fail(`PORT=${config.PORT} needs privileges this process does not have`);
    throw err;
  }
  app.log.info(`Glossa is ready on ${config.PUBLIC_URL} (database: ${database.kind}, uploads: ${ctx.storage.kind})`);
  // Once the server answers (on PGlite a statement holds the event loop while it runs, so requests
  // are served between statements): the starter compilations, once (the first start, or a
  // dictionary that predates them), after the read model (one background build at a time on the
  // single PGlite connection).
  readModelBuilt
    .then(() => services.training.starter.rebuildIfMissing())
    .then((made) => made && made.compilations > 0 && app.log.info(made, 'starter compilations made'))
    .catch((err: unknown) => app.log.warn({ err }, 'starter compilations: build failed'));
  // What this instance holds and lacks, with the commands that add it.
  void readInventory(database.db, { freedict: config.FREEDICT_DIR, wordnet: config.WORDNET_DIR, hunspell: config.HUNSPELL_DIR })
    .then((inventory) => {
      for (const line of summaryLines(inventory)) log.info(line);
    })
    .catch((err: unknown) => app.log.warn({ err }, 'dictionary summary: read failed'));
}

main().catch((err) => {
  process.stderr.write(`Glossa failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
