// Lemma-aware search from Hunspell dictionaries (the project's own fixtures in test/fixtures/hunspell,
// in the format and encodings of Debian's hunspell-* files): the demo data gets its inflected
// forms when it loads, an inflected form finds its lemma's translations, running the linker again
// adds nothing, and words members add are linked both ways.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HUNSPELL_FIXTURES_DIR, type TestApp } from '../../../../test/app';
import { makeUser } from '../../../../test/factories';
import { DEMO_LANGS } from '../../../db/seed/demo/index';
import { HUNSPELL_DICTIONARIES } from './dictionaries';
import { linkLemmas } from './link';
import { loadInflections } from './inflections';

const get = (t: TestApp, url: string) => t.app.inject({ url }).then((r) => r.json());

describe('inflected forms from Hunspell dictionaries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.services.dictionary.seed.demoIfEmpty();
  });
  afterAll(() => t.close());

  it.each([
    ['eng', 'houses', 'house', 'ger', 'Haus'],
    ['ger', 'Häuser', 'Haus', 'eng', 'house'],
    ['ger', 'Katzen', 'Katze', 'eng', 'cat'],
    ['spa', 'casas', 'casa', 'eng', 'house'],
    ['fre', 'chevaux', 'cheval', 'eng', 'horse'],
    ['dut', 'huizen', 'huis', 'eng', 'house'],
    ['pol', 'stoły', 'stół', 'eng', 'table'],
    ['rus', 'дома', 'дом', 'eng', 'house'],
    ['ukr', 'будинку', 'будинок', 'eng', 'house'],
  ])('%s: "%s" finds %s', async (lang, form, lemma, langT, translation) => {
    const answer = await get(t, `/api/translations?lang=${lang}&lang_t=${langT}&search=${encodeURIComponent(form)}`);
    expect(answer.canonical).toMatchObject({ name: lemma, lang_code: lang });
    expect(answer.data.map((d: { translation_word: { name: string } }) => d.translation_word.name)).toContain(
      translation,
    );
  });

  it('links every form of the translated roots once, per language, and adds nothing the second time', async () => {
    const linked = await t.ctx.db.execute(
      sql`select w.lang_code, count(*)::int as n from word_forms f join words w on w.id = f.word_id
        join data_sources d on d.id = f.data_source_id where d.slug like 'hunspell-%' group by 1 order by 1`,
    );
    // Forms of roots the demo translates (house, Haus, Katze, casa, ...); compound parts (Haus-) are left out.
    expect(Object.fromEntries((linked as unknown as { rows: { lang_code: string; n: number }[] }).rows.map((r) => [r.lang_code, r.n]))).toEqual({
      dut: 1, // huizen (the demo links tafels itself)
      eng: 3, // houses, tables, cities
      fre: 1, // maisons (chevaux is the demo's own)
      ger: 4, // Hause, Hauses, Häuser, Häusern (Katzen is the demo's own)
      pol: 5,
      rus: 6,
      spa: 1,
      ukr: 2,
    });
    const again = await linkLemmas(t.database, HUNSPELL_FIXTURES_DIR, DEMO_LANGS);
    expect(again.map((r) => [r.lang, r.installed, r.formsLinked, r.wordsAdded])).toEqual(
      DEMO_LANGS.map((l) => [l, true, 0, 0]),
    );
    expect(again.find((r) => r.lang === 'ger')).toMatchObject({ roots: 2, dictionary: { debianPackage: 'hunspell-de-de' } });
  });

  it('links a word a member adds to its lemma and to its forms that exist', async () => {
    const member = await makeUser(t);
    const add = async (word: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/words/add-or-get',
        headers: member.headers,
        payload: { word, lang_code: 'ger' },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.id as number;
    };
    const lemmasOf = async (id: number) =>
      (
        (await t.ctx.db.execute(
          sql`select c.name from word_forms f join words c on c.id = f.canonical_word_id where f.word_id = ${id}::int order by 1`,
        )) as unknown as { rows: { name: string }[] }
      ).rows.map((r) => r.name);
    const gletschers = await add('Gletschers');
    expect(await lemmasOf(gletschers)).toEqual([]);
    await add('Gletscher'); // its form Gletschers exists: linked to it
    expect(await lemmasOf(gletschers)).toEqual(['Gletscher']);
    await add('Lawine');
    expect(await lemmasOf(await add('Lawinen'))).toEqual(['Lawine']); // a form of an existing word
    expect(await lemmasOf(await add('Gelände'))).toEqual([]); // not in the dictionary
  });
});

describe('the Hunspell dictionaries', () => {
  it('reads the dictionary encoding and strips letters of the root (ISO-8859-2 stół -> stołu, stoły)', async () => {
    const pol = await loadInflections(HUNSPELL_FIXTURES_DIR, 'pol');
    expect(pol!.formsOf('stół').sort()).toEqual(['stołu', 'stoły']);
    expect(pol!.rootsOf('stoły')).toEqual(['stół']);
    const ger = await loadInflections(HUNSPELL_FIXTURES_DIR, 'ger');
    expect(ger!.rootsOf('Häusern')).toEqual(['Haus']);
    expect(ger!.formsOf('Haus')).not.toContain('Haus-');
  });

  it('leaves Arabic clitic prefixes out: suffixed forms only (كتاب -> كتابك, not وكتاب, الكتاب)', async () => {
    const ara = await loadInflections(HUNSPELL_FIXTURES_DIR, 'ara');
    expect(ara!.formsOf('كتاب').sort()).toEqual(['كتابك', 'كتابها']);
    expect(ara!.formsOf('مدرسة')).toContain('مدرستك');
    expect(ara!.rootsOf('كتابها')).toEqual(['كتاب']);
    expect(ara!.rootsOf('وكتاب')).toEqual([]);
  });

  it('reads Serbian in Cyrillic, as FreeDict writes it, with numeric flags (авион -> авиони, авионом)', async () => {
    const srp = await loadInflections(HUNSPELL_FIXTURES_DIR, 'srp');
    expect(srp!.formsOf('авион')).toEqual(expect.arrayContaining(['авиона', 'авиони', 'авионом']));
    expect(srp!.rootsOf('авионима')).toEqual(['авион']);
  });

  it('names a Debian package for every language it knows and nothing for the others', async () => {
    for (const d of Object.values(HUNSPELL_DICTIONARIES)) expect(d.debianPackage).toMatch(/^(hunspell|myspell)-[a-z-]+$/);
    expect(await loadInflections(HUNSPELL_FIXTURES_DIR, 'jpn')).toBeNull();
    expect(await loadInflections(HUNSPELL_FIXTURES_DIR, 'ita')).toBeNull(); // known, not installed here
  });
});
