// Instances sharing one PostgreSQL take turns at start-up work (migrations, pg-boss's install):
// a session-level advisory lock held on one connection of the pool while `step` runs.
import type pg from 'pg';

export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  step: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await step(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    client.release();
  }
}
