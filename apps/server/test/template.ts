// Builds, once per test run, a migrated and seeded database that every test file copies:
// PostgreSQL (DATABASE_URL set, as in CI): a template database, copied with CREATE DATABASE ... TEMPLATE.
// PGlite (default): an uncompressed data-directory dump (a tar: gunzipping it cost every test file
// ~0.15 CPU-s), loaded into a fresh in-memory PGlite.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { MIGRATIONS_DIR, openPglite, openPostgres, type Database } from '../src/platform/db/index';
import { loadConfig } from '../src/config';
import { buildApp } from '../src/app';
import { seedReferenceData } from '../src/modules/index';

/** Changes whenever a migration or the reference seed changes, so stale templates are rebuilt. */
export function schemaFingerprint(): string {
  const hash = createHash('sha1');
  const seedDir = path.resolve(MIGRATIONS_DIR, '../seed');
  for (const dir of [MIGRATIONS_DIR, path.join(MIGRATIONS_DIR, 'meta'), seedDir]) {
    for (const f of readdirSync(dir).sort()) {
      const full = path.join(dir, f);
      if (f.endsWith('.sql') || f.endsWith('.json') || f.endsWith('.ts')) hash.update(f).update(readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The prefix of every database the tests create: the name of DATABASE_URL's database (so engineers
 * who each test against their own database never touch each other's copies), `glossa` for `postgres`.
 */
export function testDatabasePrefix(databaseUrl: string): string {
  const own = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  return own && own !== 'postgres' ? own : 'glossa';
}

export function adminUrl(databaseUrl: string, database = 'postgres'): string {
  const u = new URL(databaseUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

async function seed(database: Database) {
  await database.migrate();
  const config = loadConfig({ DATA_DIR: path.join(tmpdir(), 'glossa-test-data'), LOG_LEVEL: 'silent' });
  const { app, services } = await buildApp({ config, database });
  await seedReferenceData(services);
  await app.close();
}

export async function preparePostgresTemplate(databaseUrl: string): Promise<string> {
  const name = `${testDatabasePrefix(databaseUrl)}_tpl_${schemaFingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    const building = `${name}_building_${process.pid}`;
    await admin.query(`create database "${building}"`);
    const database = openPostgres(adminUrl(databaseUrl, building), 2);
    await seed(database);
    await database.close();
    await admin.query(`alter database "${building}" rename to "${name}"`).catch(async () => {
      await admin.query(`drop database if exists "${building}" with (force)`);
    });
    return name;
  } finally {
    await admin.end();
  }
}

export async function preparePgliteDump(): Promise<string> {
  const file = path.join(tmpdir(), `glossa-test-${schemaFingerprint()}.tar`);
  if (existsSync(file)) return file;
  const database = await openPglite();
  await seed(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const tmp = `${file}.${process.pid}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  const { renameSync } = await import('node:fs');
  renameSync(tmp, file);
  return file;
}
