// The database: PGlite embedded in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// One SQL dialect everywhere; repositories receive an Executor (the db or a transaction).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { withAdvisoryLock } from './advisory-lock';
import { retryingTransactions } from './conflicts';
import { withPreparedStatements } from './pglite-prepared';
import pg from 'pg';
import * as schema from '../../db/schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories run queries on: the database or the caller's transaction. */
export type Executor = Db | Tx;

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/migrations',
);

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present on PostgreSQL: used by importers for COPY. */
  pool?: pg.Pool;
  /** Present on PGlite. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;
/** pg_advisory_lock key held while migrations run (any constant that no other lock uses). */
const MIGRATION_LOCK_KEY = 7_122_022;

/** PostgreSQL through node-postgres. */
export function openPostgres(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Every top-level transaction retries on deadlocks and serialization failures (conflicts.ts).
  const db = retryingTransactions(drizzlePg(pool, drizzleOptions) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    pool,
    // Several instances may start at once: one applies pending migrations, the others wait for it
    // (a session-level advisory lock on this connection), then find nothing left to do.
    migrate: () =>
      withAdvisoryLock(pool, MIGRATION_LOCK_KEY, (client) =>
        migratePg(drizzlePg(client, drizzleOptions), { migrationsFolder: MIGRATIONS_DIR }),
      ),
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

/** PGlite in a directory (or in memory when dataDir is undefined). Single process only: see lock.ts. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    // fuzzystrmatch: close spellings (migration 0037).
    extensions: { pg_trgm, fuzzystrmatch },
  });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): Database {
  // drizzle's queries outside transactions run as prepared statements (pglite-prepared.ts).
  const typed = drizzlePglite(withPreparedStatements(client), drizzleOptions);
  return {
    db: typed as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(typed, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
