// Several instances starting at once on an empty PostgreSQL database: one applies the migrations,
// the others wait on the advisory lock and find nothing left to do (none fails).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adminUrl, testDatabasePrefix } from '../../../test/template';
import { openPostgres } from './index';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('three processes migrating one empty database at the same moment all succeed', async () => {
    const name = `${testDatabasePrefix(url!)}_mig_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url!) });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const instances = [1, 2, 3].map(() => openPostgres(adminUrl(url!, name), 3));
    try {
      const results = await Promise.allSettled(instances.map((d) => d.migrate()));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const applied = await instances[0]!.pool!.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 120_000);
});
