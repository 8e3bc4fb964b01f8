// pg-boss's `db` option: `executeSql(text, values)` answering `{ rows }`, over the app's database.
// PostgreSQL: the app's pool. PGlite: the one embedded client; statements without parameters may be
// several (pg-boss's schema install and migrations), which only `exec` runs: its last result answers.
import type { Database } from '../db/index';

export interface PgBossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export function pgbossExecutor(database: Database): PgBossDb {
  if (database.pool) {
    const pool = database.pool;
    return { executeSql: (text, values) => pool.query(text, values as unknown[]) };
  }
  const client = database.pglite;
  if (!client) throw new Error('jobs: the database has neither a pool nor a PGlite client');
  return {
    async executeSql(text, values) {
      if (values && values.length) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}
