// Starts Glossa: settings, database (PGlite under DATA_DIR or PostgreSQL), migrations,
// reference data, HTTP. SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the db.
import path from 'node:path';
import { loadConfigOr, type Config } from './config';
import { buildApp } from './app';
import { openPglite, openPostgres, type Database } from './platform/db/index';
import { DataDirLockedError, lockDataDir } from './platform/db/lock';
import { seedAtStart } from './modules/index';

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

  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    throw err;
  }
  const { database, release } = opened;
  await database.migrate();

  const { app, services, ctx } = await buildApp({ config, database });
  try {
    await ctx.storage.check();
  } catch (err) {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await release().catch(() => undefined);
    fail((err as Error).message);
  }
  await seedAtStart(database, services, config.DEMO_DATA);
  // Data imported before the search read model existed: built once in the background (guests'
  // searches run the live queries meanwhile).
  services.dictionary.readModel
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
    try {
      await app.close();
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
}

main().catch((err) => {
  process.stderr.write(`Glossa failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
