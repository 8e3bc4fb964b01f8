import { PGlite, types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-prepared';

let raw: PGlite;
let client: PGlite;
beforeAll(async () => {
  raw = await PGlite.create();
  client = withPreparedStatements(raw);
  await client.exec(`create table items (id int primary key, name text, tags text[], extra jsonb, at timestamptz default '2026-01-02T03:04:05Z');
    insert into items (id, name, tags, extra) values (1, 'one', '{a,b}', '{"k": 1}'), (2, null, '{}', null), (3, 'three', null, '[1, 2]');`);
});
afterAll(() => raw.close());

const prepared = async () =>
  (await raw.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);

describe('withPreparedStatements', () => {
  const byId = 'select id, name, tags, extra, at from items where id >= $1::int and (name = $2::text or $2::text is null) order by id';

  it('answers what PGlite answers, each statement prepared once', async () => {
    for (const params of [[1, null], [1, 'three'], [9, null], [2, null]]) {
      expect(await client.query(byId, params)).toEqual(await raw.query(byId, params));
    }
    const arrays = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };
    expect(await client.query(byId, [3, null], arrays)).toEqual(await raw.query(byId, [3, null], arrays));
    expect((await client.query(byId, [3, null], arrays)).rows).toEqual([[3, 'three', null, [1, 2], '2026-01-02 03:04:05+00']]);
    expect(await prepared()).toHaveLength(1);
  });

  it('writes and counts affected rows as PGlite does', async () => {
    const insert = 'insert into items (id, name) values ($1, $2) returning id';
    expect(await client.query(insert, [10, 'ten'])).toMatchObject({ rows: [{ id: 10 }], affectedRows: 1 });
    expect(await client.query('update items set name = $1 where id >= $2', ['big', 10])).toMatchObject({ affectedRows: 1 });
    expect(await client.query('delete from items where id = $1', [10])).toMatchObject({ rows: [], affectedRows: 1 });
  });

  it('throws the database error, and the next call still answers', async () => {
    await expect(client.query('select 1 / $1::int as n', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await client.query('select 1 / $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
    await expect(client.query('select nope from items', [])).rejects.toMatchObject({ code: '42703' });
    await expect(client.query('insert into items (id) values ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    expect((await client.query(byId, [3, null])).rows).toHaveLength(1);
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
    const read = client.query<{ n: number }>('select count(*)::int as n from items where $1::int = 1', [1]);
    release();
    await transaction;
    // Run inside the transaction, it would have counted the row rolled back.
    expect((await read).rows).toEqual([{ n: 3 }]);
  });

  it('is what drizzle runs outside transactions, and not inside them', async () => {
    const items = pgTable('items', { id: integer().primaryKey(), name: text(), at: timestamp({ withTimezone: true }) });
    const db = drizzle(client);
    const before = (await prepared()).length;
    expect(await db.select({ name: items.name, at: items.at }).from(items).where(eq(items.id, 1))).toEqual([
      { name: 'one', at: new Date('2026-01-02T03:04:05Z') },
    ]);
    expect(await prepared()).toHaveLength(before + 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select count(*) from items where id > ${0}`);
    });
    expect(await prepared()).toHaveLength(before + 1);
  });
});
