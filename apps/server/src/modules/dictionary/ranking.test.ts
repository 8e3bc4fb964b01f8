// What a reader sees once the ranking statistics are computed (sql/stats.ts): autocomplete and
// close spellings offer the common word before rare ones, translations list the common word after
// verified and liked ones, and content written after the refresh is still found.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeSentence, makeTranslation, makeWord } from '../../../test/dictionary-factories';
import { translationUnions, words } from '../../db/schema/index';
import { refreshRanking } from './import/ranking';
import { searchKeyOf } from '../../platform/text/search-key';
import { COMPLETION_RANGE_MAX } from './sql/stats';

let t: TestApp;
const get = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const tooltips = async (search: string, langT = 'ger') =>
  (await get(`/api/words/tooltips?lang=eng&lang_t=${langT}&search=${encodeURIComponent(search)}`)).data.map(
    (d: { name: string }) => d.name,
  );

beforeAll(async () => {
  t = await createTestApp();
  // Rare words first (lower ids, earlier keys), the common ones after.
  await makeTranslation(t, ['eng', 'houdah'], ['ger', 'Sänfte']);
  await makeTranslation(t, ['eng', 'hough'], ['ger', 'Kniekehle']);
  await makeTranslation(t, ['eng', 'houri'], ['ger', 'Huri']);
  await makeTranslation(t, ['eng', 'Hausa'], ['ger', 'Haussa']);
  await makeTranslation(t, ['eng', 'house'], ['ger', 'Publikum']);
  await makeTranslation(t, ['eng', 'house'], ['ger', 'Haus']);
  await makeTranslation(t, ['eng', 'house'], ['ger', 'Gehäuse'], { likes: 1 });
  await makeTranslation(t, ['eng', 'house'], ['ger', 'Bude'], { verified: true });
  await makeTranslation(t, ['eng', 'housing'], ['ger', 'Wohnungsbau']);
  // More words under "hou" than a request ranks: the prefix gets a precomputed list. Key order
  // puts all of them between "hough" and "house".
  await t.ctx.db.insert(words).values(
    Array.from({ length: COMPLETION_RANGE_MAX + 30 }, (_, i) => {
      const name = `hound${String(i).padStart(3, '0')}`;
      return { name, langCode: 'eng', searchKey: searchKeyOf(name), reviewStatus: 'accepted' as const };
    }),
  );
  // A short range: "wan" is shorter, "water" is common.
  await makeTranslation(t, ['eng', 'wan'], ['ger', 'bleich']);
  await makeTranslation(t, ['eng', 'water'], ['ger', 'Wasser']);
  // Uses in example sentences make "house", "water" and "Haus" common.
  const house = await makeWord(t, 'eng', 'house');
  const water = await makeWord(t, 'eng', 'water');
  const haus = await makeWord(t, 'ger', 'Haus');
  await makeSentence(t, house, 'eng', 'The house is old.');
  await makeSentence(t, house, 'eng', 'We built a house by the river.');
  await makeSentence(t, water, 'eng', 'Water, please!');
  await makeSentence(t, water, 'eng', 'The water is cold.');
  await makeSentence(t, haus, 'ger', 'Das Haus ist alt.');
  await makeSentence(t, haus, 'ger', 'Wir bauen ein Haus.');
  await refreshRanking(t.database);
  t.services.dictionary.invalidateReadCache();
});
afterAll(() => t.close());

describe('autocomplete', () => {
  it('offers the common word first in a long prefix range', async () => {
    const names = await tooltips('hou');
    expect(names[0]).toBe('house');
    expect(names).toEqual(expect.arrayContaining(['houdah', 'hough', 'houri', 'housing']));
    expect(names.some((n: string) => n.startsWith('hound'))).toBe(false);
    const [first] = (await get('/api/words/tooltips?lang=eng&lang_t=ger&search=hou')).data;
    expect(first).toMatchObject({ name: 'house', translation: 'Bude' });
  });

  it('offers the common word first in a short range, before a shorter rare one', async () => {
    expect(await tooltips('wa')).toEqual(['water', 'wan']);
    expect(await tooltips('WAN')).toEqual(['wan']);
  });

  it('finds words written after the refresh and drops translations removed since', async () => {
    // Exact key inside a long range (not in its list), and a word of a short range.
    await makeTranslation(t, ['eng', 'hound'], ['ger', 'Jagdhund']);
    await makeTranslation(t, ['eng', 'houseboat'], ['ger', 'Hausboot']);
    expect((await tooltips('hound'))[0]).toBe('hound');
    expect(await tooltips('housebo')).toEqual(['houseboat']);
    await t.ctx.db
      .update(translationUnions)
      .set({ isRemoved: true })
      .where(
        and(
          eq(translationUnions.primaryWordId, await makeWord(t, 'eng', 'houri')),
          eq(translationUnions.translationLang, 'ger'),
        ),
      );
    t.services.dictionary.invalidateReadCache();
    expect(await tooltips('hou')).not.toContain('houri');
    expect((await tooltips('hou'))[0]).toBe('house');
  });
});

describe('translations', () => {
  it('lists verified, then liked, then the more common translation', async () => {
    const body = await get('/api/translations?lang=eng&lang_t=ger&search=house');
    expect(body.data.map((d: { translation_word: { name: string } }) => d.translation_word.name)).toEqual([
      'Bude',
      'Gehäuse',
      'Haus',
      'Publikum',
    ]);
    const light = await get('/api/translations/light?lang=eng&lang_t=ger&search=house');
    expect(light.data.map((d: { translation_word: { name: string } }) => d.translation_word.name)).toEqual([
      'Bude',
      'Gehäuse',
      'Haus',
      'Publikum',
    ]);
  });
});

describe('close spellings', () => {
  it('offers the common word first for a misspelling', async () => {
    const body = await get('/api/translations?lang=eng&lang_t=ger&search=hause');
    expect(body.data).toEqual([]);
    expect(body.close_spellings[0]).toBe('house');
    expect(body.close_spellings).toContain('Hausa');
  });

  it('comes from the index of the read model, re-checked against removals', async () => {
    const variants = await t.ctx.db.execute(
      sql`select count(*)::int as n from spelling_variants where lang_code = 'eng' and search_key = 'hausa'`,
    );
    expect((variants as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    await t.ctx.db
      .update(translationUnions)
      .set({ isRemoved: true })
      .where(eq(translationUnions.primaryWordId, await makeWord(t, 'eng', 'Hausa')));
    t.services.dictionary.invalidateReadCache();
    const body = await get('/api/translations?lang=eng&lang_t=ger&search=hause');
    expect(body.close_spellings).toContain('house');
    expect(body.close_spellings).not.toContain('Hausa');
  });
});

describe('autocomplete answers ready in the read model', () => {
  it('answers every long prefix as the live query does, and shows an edit in the next answer', async () => {
    const model = await createTestApp({ DICTIONARY_CACHE_ENTRIES: '0' }, { database: t.database });
    const live = await createTestApp(
      { DICTIONARY_CACHE_ENTRIES: '0', DICTIONARY_READ_MODEL: 'false' },
      { database: t.database },
    );
    const ask = async (app: TestApp, prefix: string, limit = 6, lang = 'eng', langT = 'ger') => {
      const res = await app.app.inject({
        url: `/api/words/tooltips?lang=${lang}&lang_t=${langT}&search=${encodeURIComponent(prefix)}&limit=${limit}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as { name: string; translation: string | null }[];
    };
    const stored = async () =>
      (
        (await t.ctx.db.execute(
          sql`select lang_code, prefix, translation_lang, answer from tooltip_answers order by 1, 2, 3`,
        )) as unknown as { rows: { lang_code: string; prefix: string; translation_lang: string; answer: string }[] }
      ).rows;
    const rebuilt = async () => {
      await t.services.dictionary.readModel.idle();
      await t.services.dictionary.readModel.drain();
    };
    try {
      await rebuilt();
      const answers = await stored();
      // The long prefixes of the fixture: 80 "hound…" words and the rest under "h".
      expect(answers.filter((a) => a.lang_code === 'eng' && a.translation_lang === 'ger').map((a) => a.prefix)).toEqual(
        expect.arrayContaining(['h', 'ho', 'hou', 'houn', 'hound']),
      );
      for (const a of answers)
        for (const limit of [6, 2])
          expect(await ask(model, a.prefix, limit, a.lang_code, a.translation_lang)).toEqual(
            await ask(live, a.prefix, limit, a.lang_code, a.translation_lang),
          );
      expect((await ask(model, 'hou'))[0]).toMatchObject({ name: 'house', translation: 'Bude' });

      // The answer is read, not recomputed: one made up here is what a guest gets.
      await t.ctx.db.execute(
        sql`update tooltip_answers set answer = '[]' where lang_code = 'eng' and prefix = 'hou' and translation_lang = 'ger'`,
      );
      expect(await ask(model, 'hou')).toEqual([]);

      // Renaming the best translation of "house" drops the answers of "house"'s prefixes in the
      // same transaction (the live query answers meanwhile), and the rebuild brings them back.
      const [bude] = await t.ctx.db
        .select({ id: words.id })
        .from(words)
        .where(and(eq(words.langCode, 'ger'), eq(words.name, 'Bude')));
      await t.ctx.db.update(words).set({ name: 'Bude!' }).where(eq(words.id, bude!.id));
      expect((await ask(model, 'hou'))[0]).toMatchObject({ name: 'house', translation: 'Bude!' });
      expect((await stored()).some((a) => a.prefix === 'hou')).toBe(false);
      await rebuilt();
      const hou = (await stored()).find((a) => a.prefix === 'hou' && a.translation_lang === 'ger');
      expect(JSON.parse(hou!.answer)[0]).toMatchObject({ name: 'house', translation: 'Bude!' });

      // A new word of exactly a long prefix: every prefix of its key goes live, then is rebuilt
      // with it first.
      await makeTranslation(t, ['eng', 'houn'], ['ger', 'Hündchen']);
      expect((await stored()).some((a) => a.prefix === 'houn')).toBe(false);
      await rebuilt();
      expect((await stored()).some((a) => a.prefix === 'houn')).toBe(true);
      expect(await ask(model, 'houn')).toEqual(await ask(live, 'houn'));
      expect((await ask(model, 'houn'))[0]).toMatchObject({ name: 'houn', translation: 'Hündchen' });
    } finally {
      await live.close();
      await model.close();
    }
  });
});
