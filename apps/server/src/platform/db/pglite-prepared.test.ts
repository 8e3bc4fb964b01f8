import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from './index';
import { prepareOnPglite, withPreparedStatements } from './pglite-prepared';
import { preparedRows } from './rows';

let raw: PGlite;
let client: PGlite;
beforeAll(async () => {
  raw = await PGlite.create();
  client = withPreparedStatements(raw);
  await client.exec(`create table items (id int primary key, name text, tags text[], extra jsonb, at timestamptz default '2026-01-02T03:04:05Z');
    insert into items (id, name, tags, extra) values (1, 'one', '{a,b}', '{"k": 1}'), (2, null, '{}', null), (3, 'three', null, '[1, 2]');`);
});
afterAll(() => raw.close());

/** The statement texts these tests use, marked as the hot statements are. */
const query = <T,>(text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) => {
  prepareOnPglite(text);
  return client.query<T>(text, params, options);
};

const prepared = async () =>
  (await raw.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);

describe('withPreparedStatements', () => {
  const byId = 'select id, name, tags, extra, at from items where id >= $1::int and (name = $2::text or $2::text is null) order by id';

  it('answers what PGlite answers, each statement prepared once', async () => {
    for (const params of [[1, null], [1, 'three'], [9, null], [2, null]]) {
      expect(await query(byId, params)).toEqual(await raw.query(byId, params));
    }
    const arrays = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };
    expect(await query(byId, [3, null], arrays)).toEqual(await raw.query(byId, [3, null], arrays));
    expect((await query(byId, [3, null], arrays)).rows).toEqual([[3, 'three', null, [1, 2], '2026-01-02 03:04:05+00']]);
    expect(await prepared()).toHaveLength(1);
  });

  it('writes and counts affected rows as PGlite does', async () => {
    const insert = 'insert into items (id, name) values ($1, $2) returning id';
    expect(await query(insert, [10, 'ten'])).toMatchObject({ rows: [{ id: 10 }], affectedRows: 1 });
    expect(await query('update items set name = $1 where id >= $2', ['big', 10])).toMatchObject({ affectedRows: 1 });
    expect(await query('delete from items where id = $1', [10])).toMatchObject({ rows: [], affectedRows: 1 });
  });

  it('throws the database error, and the next call still answers', async () => {
    await expect(query('select 1 / $1::int as n', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await query('select 1 / $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
    await expect(query('select nope from items', [])).rejects.toMatchObject({ code: '42703' });
    await expect(query('insert into items (id) values ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    expect((await query(byId, [3, null])).rows).toHaveLength(1);
  });

  it("waits for another caller's transaction instead of running inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into items (id, name) values (4, 'four')`);
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = query<{ n: number }>('select count(*)::int as n from items where $1::int = 1', [1]);
    release();
    await transaction;
    // Run inside the transaction, it would have counted the row rolled back.
    expect((await read).rows).toEqual([{ n: 3 }]);
  });

  it('prepares the statements named on PostgreSQL (preparedRows), outside transactions only', async () => {
    const db = drizzle(client) as unknown as Executor;
    const before = await prepared();
    // Not marked: PGlite's own query().
    expect((await client.query('select name from items where id = $1', [1])).rows).toEqual([{ name: 'one' }]);
    expect(await prepared()).toEqual(before);
    // drizzle's raw rows keep timestamps as text, prepared or not.
    const at = sql`select name, at from items where id = ${1}::int`;
    expect(await preparedRows(db, 'item_at', at)).toEqual([{ name: 'one', at: '2026-01-02 03:04:05+00' }]);
    expect(await prepared()).toHaveLength(before.length + 1);
    await (db as unknown as ReturnType<typeof drizzle>).transaction(async (tx) => {
      expect(await preparedRows(tx as unknown as Executor, 'count_items', sql`select count(*)::int as n from items where id > ${0}::int`)).toEqual([{ n: 3 }]);
    });
    expect(await prepared()).toHaveLength(before.length + 1);
  });
});
