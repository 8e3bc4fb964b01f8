// The setup the benchmarks share: a scratch PostgreSQL database (or PGlite in memory), migrated,
// with the real app built on it in this process, and the HTTP server started as a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/platform/db/index';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** PG_URL with another database name. */
export const dbUrl = (name: string) => {
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return u.toString();
};

export interface BenchAppOptions {
  /** The database's connection pool size (openPostgres' default when absent). */
  pool?: number;
  /** Use the database if it exists (a seeded one kept by an earlier run); otherwise it is dropped and created anew. */
  reuse?: boolean;
  /** Leave the database in place at close(). */
  keep?: boolean;
  /** Settings under the bench's own (process.env, NODE_ENV...): none of the environment by default. */
  env?: Record<string, string | undefined>;
  /** The secret that signs tokens (a random one by default). */
  jwtSecret?: string;
}

export interface BenchApp extends BuiltApp {
  database: Database;
  /** A plain connection to the database, for seeding and EXPLAIN. */
  client: pg.Client;
  dbName: string;
  dataDir: string;
  /** Signs the app's tokens: a server started on the same database must use it too. */
  jwtSecret: string;
  /** A connection to the `postgres` database (creates and drops the scratch one). */
  admin: pg.Client;
  /** Closes the connection, the app and its pool (the database stays, e.g. for a server process). */
  stopApp(): Promise<void>;
  /** stopApp(), then drops the database (unless kept) and removes the data directory. */
  close(): Promise<void>;
}

/**
 * Creates the database `dbName` on PG_URL's server (dropping an older one of that name unless
 * `reuse`), migrates it and builds the app on it, with a data directory of its own.
 */
export async function benchApp(dbName: string, options: BenchAppOptions = {}): Promise<BenchApp> {
  const admin = new pg.Client({ connectionString: dbUrl('postgres') });
  await admin.connect();
  const exists = options.reuse && (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
  if (!exists) {
    await admin.query(`drop database if exists "${dbName}"`);
    await admin.query(`create database "${dbName}"`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glossa-bench-'));
  const database = openPostgres(dbUrl(dbName), options.pool);
  const client = new pg.Client({ connectionString: dbUrl(dbName) });
  client.on('error', () => undefined);
  let built: BuiltApp | undefined;
  let stopped = false;
  const stopApp = async () => {
    if (stopped) return;
    stopped = true;
    await client.end().catch(() => undefined);
    await built?.app.close();
    await database.close().catch(() => undefined);
  };
  const close = async () => {
    try {
      await stopApp();
    } finally {
      if (!options.keep) await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('hex');
  try {
    await database.migrate();
    const config = loadConfig({
      ...options.env,
      DATABASE_URL: dbUrl(dbName),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      JWT_SECRET: jwtSecret,
      ACCESS_TOKEN_TTL: '7200',
      LOG_LEVEL: 'warn',
    });
    built = await buildApp({ config, database });
    await client.connect();
  } catch (err) {
    await close();
    throw err;
  }
  return { ...built, database, client, dbName, dataDir, jwtSecret, admin, stopApp, close };
}

/** The database of the HTTP benchmarks: PGlite in memory, or a scratch one on DATABASE_URL's server (dropped by drop()). */
export async function openBenchDatabase(pool = 20): Promise<{ database: Database; drop: () => Promise<void>; engine: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    return { database, drop: () => database.close(), engine: 'PGlite (in memory)' };
  }
  const name = `glossa_bench_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), pool);
  return {
    database,
    engine: 'PostgreSQL',
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export interface ServerOptions {
  bench: Pick<BenchApp, 'dbName' | 'dataDir' | 'jwtSecret'>;
  port: number;
  /** More settings for the server (over the bench's). */
  env?: Record<string, string>;
  /** Node flags before the script (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
}

/** The real server (apps/server/src/main.ts) as a child process on the bench's database and data directory. */
export function startServer({ bench, port, env = {}, nodeArgs = [] }: ServerOptions): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl(bench.dbName),
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: bench.jwtSecret,
      ACCESS_TOKEN_TTL: '7200',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      DATA_DIR: bench.dataDir,
      WEB_DIST_DIR: path.join(bench.dataDir, 'none'),
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Waits (up to 30 s) until GET {url}/api/health answers. */
export async function waitForHealth(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** A TCP port free on 127.0.0.1 just now. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Stops a server started by startServer and gives it 1.5 s to let go of the database. */
export async function stopServer(server: ChildProcess | null) {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
}
