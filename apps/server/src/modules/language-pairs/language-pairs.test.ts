import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeTranslation } from '../../../test/dictionary-factories';
import { PAIR_COUNTS_MIN_RECOUNT_MS } from './service';

// `t` is the server under test; `other` shares its database: another instance, or the import CLI
// (another process). What `other` writes, nothing tells `t`.
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  other = await createTestApp({}, { database: t.database });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const pairs = async () => {
  const res = await t.app.inject({ url: '/api/dictionary/pairs' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { lang: string; lang_t: string; count: number }[] }).data;
};

describe('GET /api/dictionary/pairs', () => {
  it('counts accepted translations per pair, both directions together, most entries first', async () => {
    expect(await pairs()).toEqual([]);
    await makeTranslation(other, ['eng', 'house'], ['ger', 'Haus']);
    await makeTranslation(other, ['ger', 'Baum'], ['eng', 'tree']);
    await makeTranslation(other, ['eng', 'door'], ['ger', 'Tür'], { removed: true });
    await makeTranslation(other, ['fre', 'maison'], ['eng', 'house']);
    // Another instance's contributions: kept (for up to a minute).
    t.clock.advance(PAIR_COUNTS_MIN_RECOUNT_MS);
    expect(await pairs()).toEqual([]);

    // A write of this process (contributions, moderation) says so: recounted.
    t.services.dictionary.invalidateReadCache();
    const counted = [
      { lang: 'eng', lang_t: 'ger', count: 2 },
      { lang: 'eng', lang_t: 'fre', count: 1 },
    ];
    expect(await pairs()).toEqual(counted);

    // At most one recount per PAIR_COUNTS_MIN_RECOUNT_MS.
    await makeTranslation(other, ['eng', 'roof'], ['ger', 'Dach']);
    t.services.dictionary.invalidateReadCache();
    t.clock.advance(PAIR_COUNTS_MIN_RECOUNT_MS - 1);
    expect(await pairs()).toEqual(counted);
    t.clock.advance(1);
    expect((await pairs())[0]).toEqual({ lang: 'eng', lang_t: 'ger', count: 3 });
  });

  it('shows an import of another process without being told, well before the minute is up', async () => {
    const before = await pairs();
    const engSpa = (list: typeof before) => list.find((p) => p.lang === 'eng' && p.lang_t === 'spa')?.count ?? 0;
    // What an import batch of the CLI commits: entries, and its checkpoint row
    // (dictionary/sql/import-bookkeeping.ts saveCheckpoint).
    await makeTranslation(other, ['eng', 'window'], ['spa', 'ventana']);
    await makeTranslation(other, ['eng', 'table'], ['spa', 'mesa']);
    await other.ctx.db.execute(sql`
      insert into import_checkpoints (source_key, file_signature, position, total, completed_at, updated_at)
      values ('freedict-eng-spa', '1:1', 2, 2, now(), now())`);
    t.clock.advance(PAIR_COUNTS_MIN_RECOUNT_MS);
    expect(engSpa(await pairs())).toBe(engSpa(before) + 2);
  });
});
