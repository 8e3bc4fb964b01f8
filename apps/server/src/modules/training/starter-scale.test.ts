// Starter compilations at the scale of every FreeDict pair imported (`npm run import -- freedict
// --all`: about 400 directions, thousands of compilations, hundreds of thousands of words): their
// statements must not grow a parameter per compilation or per word (PostgreSQL takes at most
// 65,535 a statement; the first `--all` run of the starter step failed there).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { starterSql } from './sql/starter';

let t: TestApp;
let authorId: number;
const WORDS = 40_000; // 80,000 parameters if each pair took two
const COMPILATIONS = 6_500; // 71,500 parameters if written in one statement

beforeAll(async () => {
  t = await createTestApp();
  authorId = (await makeUser(t)).id;
  await t.ctx.db.execute(sql`insert into words (name, lang_code, search_key)
    select 'scale' || i, l, 'scale' || i from generate_series(1, ${WORDS}::int) i, (values ('eng'), ('ger')) as x(l)`);
  await t.ctx.db
    .execute(sql`insert into translation_unions (primary_word_id, translation_word_id, primary_lang, translation_lang)
    select e.id, g.id, 'eng', 'ger' from words e join words g on g.lang_code = 'ger' and g.search_key = e.search_key
    where e.lang_code = 'eng' and e.search_key like 'scale%'`);
}, 120_000);
afterAll(() => t.close());

describe('starter compilations at the scale of every FreeDict pair', () => {
  it('writes thousands of compilations and tens of thousands of words, in order', async () => {
    const at = new Date('2026-11-29T10:00:00Z');
    const list = Array.from({ length: COMPILATIONS }, (_, i) => ({
      authorId,
      name: `Scale ${i}`,
      searchName: `scale ${i}`,
      d: { from: 'eng', to: 'ger' },
      generated: `scale-${i}`,
      complexity: 'easy',
      subjects: i % 2 ? ['animals'] : [],
    }));
    const ids = await starterSql.upsert(t.ctx.db, list, at);
    expect(ids.size).toBe(COMPILATIONS);

    const unions = (await t.ctx.db.execute(
      sql`select u.id from translation_unions u join words w on w.id = u.primary_word_id where w.search_key like 'scale%' order by u.id desc`,
    )) as unknown as { rows: { id: number }[] };
    const unionIds = unions.rows.map((r) => r.id);
    expect(unionIds).toHaveLength(WORDS);
    const first = ids.get('eng>ger>scale-0')!;
    const second = ids.get('eng>ger>scale-1')!;
    await starterSql.setWords(t.ctx.db, [
      { selectionId: first, unionIds },
      { selectionId: second, unionIds: unionIds.slice(0, 3) },
    ]);

    const totals = (await t.ctx.db.execute(
      sql`select id, words_total from selections where id in (${first}::int, ${second}::int) order by id`,
    )) as unknown as { rows: { id: number; words_total: number }[] };
    expect(totals.rows.map((r) => r.words_total)).toEqual([WORDS, 3]);
    const stored = (await t.ctx.db.execute(
      sql`select union_id from selection_unions where selection_id = ${first}::int order by id`,
    )) as unknown as { rows: { union_id: number }[] };
    expect(stored.rows.map((r) => r.union_id)).toEqual(unionIds); // the list's order, not the ids'

    await starterSql.remove(t.ctx.db, [...ids.values()]);
    const left = (await t.ctx.db.execute(
      sql`select count(*)::int as n from selections where generated like 'scale-%'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(left.rows[0]!.n).toBe(0);
  }, 180_000);
});
