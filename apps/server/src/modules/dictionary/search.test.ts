import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import {
  makeForm,
  makeMeaning,
  makeSentence,
  makeTranslation,
  makeWord,
} from '../../../test/dictionary-factories';

let t: TestApp;
let author: TestUser;
let other: TestUser;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

beforeAll(async () => {
  t = await createTestApp();
  author = await makeUser(t);
  other = await makeUser(t);
  // bank: several translations with different standing.
  await makeTranslation(t, ['eng', 'bank'], ['ger', 'Ufer'], {
    weight: 5,
    attributes: [{ side: 'translation', code: 'neuter' }],
  });
  await makeTranslation(t, ['eng', 'bank'], ['ger', 'Bank'], {
    verified: true,
    weight: 1,
    subjects: ['finance'],
    attributes: [
      { side: 'primary', code: 'noun' },
      { side: 'translation', code: 'noun' },
      { side: 'translation', code: 'female' },
    ],
    meanings: [
      { side: 'primary', text: 'A financial institution.' },
      { side: 'primary', text: 'A place that keeps money.' },
      { side: 'primary', text: 'An organization lending money.' },
      { side: 'primary', text: 'A building of such an organization.' },
      { side: 'translation', text: 'Ein Geldinstitut.' },
    ],
  });
  await makeTranslation(t, ['eng', 'bank'], ['ger', 'Geldinstitut'], { likes: 3, weight: 1 });
  await makeTranslation(t, ['eng', 'bank'], ['ger', 'Kreditinstitut'], { weight: 9 });
  // Only visible to its author while under review; a rejected and a removed one for nobody.
  await makeTranslation(t, ['eng', 'bank'], ['ger', 'Sparkasse'], { author });
  await makeTranslation(t, ['eng', 'bank'], ['ger', 'Bankhaus'], { author, status: 'rejected' });
  await makeTranslation(t, ['eng', 'bank'], ['ger', 'Uferbank'], { removed: true });
  // Diacritics and case.
  await makeTranslation(t, ['ger', 'Straße'], ['eng', 'street']);
  await makeTranslation(t, ['fre', 'école'], ['eng', 'school']);
  await makeTranslation(t, ['ger', 'Schule'], ['eng', 'school']);
  // A ger->eng union answers an eng->ger search too.
  await makeTranslation(t, ['ger', 'Gans'], ['eng', 'goose']);
  await makeForm(t, 'eng', 'geese', 'goose');
  // An inflected form with translations of its own keeps them and still reports its lemma.
  await makeTranslation(t, ['eng', 'went'], ['ger', 'ging']);
  await makeTranslation(t, ['eng', 'go'], ['ger', 'gehen']);
  await makeForm(t, 'eng', 'went', 'go');
  // Sentences counted for the found word.
  const bank = await makeWord(t, 'eng', 'bank');
  await makeSentence(t, bank, 'eng', 'I work in a bank.', [
    { lang: 'ger', text: 'Ich arbeite in einer Bank.' },
  ]);
  await makeSentence(t, bank, 'eng', 'The bank was closed.', [], { author, status: 'under_review' });
  await makeMeaning(t, bank, 'eng', 'Sloping land beside a river.');
  // Paging: 12 translations of one word.
  for (let i = 1; i <= 12; i++)
    await makeTranslation(t, ['eng', 'page'], ['spa', `página ${String(i).padStart(2, '0')}`], {
      weight: 100 - i,
    });
  // Autocomplete neighbours and LIKE wildcards.
  await makeTranslation(t, ['eng', 'banker'], ['ger', 'Bankier']);
  await makeTranslation(t, ['eng', 'bankrupt'], ['ger', 'pleite']);
  await makeTranslation(t, ['eng', '100% sure'], ['ger', 'hundertprozentig sicher']);
  await makeWord(t, 'eng', 'bankside'); // no translation: never suggested
});
afterAll(() => t.close());

const names = (body: { data: { translation_word: { name: string } }[] }) =>
  body.data.map((d) => d.translation_word.name);

describe('GET /api/translations', () => {
  it('answers verified first, then liked, then by relevance, with card details', async () => {
    const res = await get('/api/translations?lang=eng&lang_t=ger&search=bank');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(['Bank', 'Geldinstitut', 'Kreditinstitut', 'Ufer']);
    expect(body.total_count).toBe(4);
    const bank = body.data[0];
    expect(bank).toMatchObject({
      id: bank.translation_union_id,
      primary_word: { name: 'bank', lang_code: 'eng', canonical: null, is_this_user: false },
      translation_word: { name: 'Bank', lang_code: 'ger' },
      is_verified: true,
      is_removed: false,
      can_edit: false,
      is_this_user: false,
      liked_by_user: false,
      favorite: null,
      vocabulary_codes: ['finance'],
      all_vocabularies: [{ code: 'finance', localized_value: 'Finance' }],
      url_translate_detail: `/dictionary/eng/ger/bank/${bank.id}`,
      primary_meanings_descriptions_total_count: 4,
      translation_meanings_descriptions_total_count: 1,
    });
    expect(bank.primary_meanings_descriptions.map((m: { value: string }) => m.value)).toEqual([
      'A financial institution.',
      'A place that keeps money.',
      'An organization lending money.',
    ]);
    expect(bank.all_primary_attributes.map((a: { attribute: { code: string } }) => a.attribute.code)).toEqual(
      ['noun'],
    );
    const genus = bank.all_translation_attributes.find((a: { group: string }) => a.group === 'genus');
    expect(genus).toMatchObject({ attribute: { code: 'female', name: 'feminine' } });
    expect(genus.parent_id).toBe(
      bank.all_translation_attributes.find(
        (a: { attribute: { code: string } }) => a.attribute.code === 'noun',
      ).id,
    );
    expect(body.sentences_total_count).toBe(1);
    expect(body.canonical).toBeNull();
    expect(body.close_spellings).toEqual([]);
  });

  it('localizes attribute and subject names with the local header', async () => {
    const body = (await get('/api/translations?lang=eng&lang_t=ger&search=bank', { local: 'ger' })).json();
    expect(body.data[0].all_vocabularies[0].localized_value).toBe('Finanzen');
    expect(
      body.data[0].all_translation_attributes.find((a: { group: string }) => a.group === 'genus').attribute
        .name,
    ).toBe('feminin');
  });

  it('shows an under-review translation to its author only, and never rejected or removed ones', async () => {
    const mine = (await get('/api/translations?lang=eng&lang_t=ger&search=bank', author.headers)).json();
    expect(names(mine)).toContain('Sparkasse');
    const own = mine.data.find(
      (d: { translation_word: { name: string } }) => d.translation_word.name === 'Sparkasse',
    );
    expect(own).toMatchObject({ is_this_user: true, can_edit: true, review_status: 'under_review' });
    expect(mine.sentences_total_count).toBe(2);
    for (const viewer of [other.headers, {}]) {
      const body = (await get('/api/translations?lang=eng&lang_t=ger&search=bank', viewer)).json();
      expect(names(body)).not.toContain('Sparkasse');
      expect(body.sentences_total_count).toBe(1);
    }
    expect(names(mine)).not.toContain('Bankhaus');
    expect(names(mine)).not.toContain('Uferbank');
  });

  it('ignores case and diacritics', async () => {
    for (const search of ['STRASSE', 'strasse', 'Straße', '  straße ']) {
      const body = (
        await get(`/api/translations?lang=ger&lang_t=eng&search=${encodeURIComponent(search)}`)
      ).json();
      expect(names(body)).toEqual(['street']);
    }
    const school = (await get('/api/translations?lang=fre&lang_t=eng&search=ECOLE')).json();
    expect(school.data[0].primary_word.name).toBe('école');
  });

  it('serves a union in both directions with the sides swapped', async () => {
    const body = (await get('/api/translations?lang=eng&lang_t=ger&search=goose')).json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      primary_word: { name: 'goose', lang_code: 'eng' },
      translation_word: { name: 'Gans', lang_code: 'ger' },
    });
    expect(body.data[0].url_translate_detail).toBe(`/dictionary/eng/ger/goose/${body.data[0].id}`);
    const back = (await get('/api/translations?lang=ger&lang_t=eng&search=gans')).json();
    expect(back.data[0].id).toBe(body.data[0].id);
    expect(back.data[0].primary_word.name).toBe('Gans');
  });

  it('finds the lemma of an inflected form and reports it as canonical', async () => {
    const body = (await get('/api/translations?lang=eng&lang_t=ger&search=geese')).json();
    expect(names(body)).toEqual(['Gans']);
    expect(body.canonical).toMatchObject({ name: 'goose', lang_code: 'eng' });
    const went = (await get('/api/translations?lang=eng&lang_t=ger&search=went')).json();
    expect(names(went)).toEqual(['ging']);
    expect(went.canonical).toMatchObject({ name: 'go' });
    expect(went.data[0].primary_word.canonical).toMatchObject({ name: 'go' });
  });

  it('answers nothing found with close spellings', async () => {
    const body = (await get('/api/translations?lang=eng&lang_t=ger&search=banck')).json();
    expect(body.data).toEqual([]);
    expect(body.total_count).toBe(0);
    expect(body.close_spellings).toContain('bank');
    expect(body.close_spellings).not.toContain('bankside');
    expect(body.close_spellings.length).toBeLessThanOrEqual(6);
    const unknownPair = (await get('/api/translations?lang=eng&lang_t=jpn&search=bank')).json();
    expect(unknownPair).toMatchObject({ data: [], close_spellings: [] });
  });

  it('pages by 10 with page or offset and clamps the limit', async () => {
    const first = (await get('/api/translations?lang=eng&lang_t=spa&search=page')).json();
    expect(first.data).toHaveLength(10);
    expect(first.total_count).toBe(12);
    const second = (await get('/api/translations?lang=eng&lang_t=spa&search=page&page=2')).json();
    expect(names(second)).toEqual(['página 11', 'página 12']);
    const offset = (await get('/api/translations?lang=eng&lang_t=spa&search=page&offset=5&limit=500')).json();
    expect(offset.data).toHaveLength(7);
    expect(names(offset)[0]).toBe('página 06');
    const past = (await get('/api/translations?lang=eng&lang_t=spa&search=page&page=9')).json();
    expect(past).toMatchObject({ data: [], total_count: 12, close_spellings: [] });
  });

  it.each([
    ['lang', '/api/translations?lang_t=ger&search=bank'],
    ['lang_t', '/api/translations?lang=eng&search=bank'],
    ['search', '/api/translations?lang=eng&lang_t=ger'],
    ['search', '/api/translations?lang=eng&lang_t=ger&search=%20%20'],
    ['lang', '/api/translations?lang=xx1&lang_t=ger&search=bank'],
    ['lang_t', '/api/translations?lang=eng&lang_t=zzz&search=bank'],
    ['page', '/api/translations?lang=eng&lang_t=ger&search=bank&page=0'],
    ['offset', '/api/translations?lang=eng&lang_t=ger&search=bank&offset=-1'],
    ['search', `/api/translations?lang=eng&lang_t=ger&search=${'a'.repeat(300)}`],
    ['search', '/api/translations?lang=eng&lang_t=ger&search=ba%00nk'],
  ])('400 VALIDATION_ERROR naming %s', async (field, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });
});

describe('GET /api/translations/light', () => {
  it('answers names only, both directions, with the lemma', async () => {
    const body = (await get('/api/translations/light?lang=eng&lang_t=ger&search=Bank')).json();
    expect(body.data.map((d: { translation_word: { name: string } }) => d.translation_word.name)).toEqual([
      'Bank',
      'Geldinstitut',
      'Kreditinstitut',
      'Ufer',
    ]);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'all_translation_attributes',
        'favorite',
        'id',
        'is_verified',
        'likes_count',
        'primary_word',
        'translation_union_id',
        'translation_word',
      ].sort(),
    );
    const geese = (await get('/api/translations/light?lang=ger&lang_t=eng&search=gans')).json();
    expect(geese.data[0]).toMatchObject({
      primary_word: { name: 'Gans' },
      translation_word: { name: 'goose' },
    });
    const lemma = (await get('/api/translations/light?lang=eng&lang_t=ger&search=geese')).json();
    expect(lemma.canonical).toMatchObject({ name: 'goose' });
  });

  it('400s without search', async () => {
    const res = await get('/api/translations/light?lang=eng&lang_t=ger');
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'search' });
  });
});

describe('GET /api/words/tooltips', () => {
  it('suggests words starting with the text that translate into lang_t, key order, limit 6', async () => {
    const body = (await get('/api/words/tooltips?lang=eng&lang_t=ger&search=BANK')).json();
    expect(body.data.map((d: { name: string }) => d.name)).toEqual(['bank', 'banker', 'bankrupt']);
    expect(body.data[0]).toMatchObject({ lang_code: 'eng', translation: 'Bank' });
    const clamped = (await get('/api/words/tooltips?lang=eng&lang_t=spa&search=p&limit=50')).json();
    expect(clamped.data.length).toBeLessThanOrEqual(6);
    const few = (await get('/api/words/tooltips?lang=eng&lang_t=ger&search=ban&limit=2')).json();
    expect(few.data).toHaveLength(2);
  });

  it('treats % and _ literally', async () => {
    const body = (
      await get(`/api/words/tooltips?lang=eng&lang_t=ger&search=${encodeURIComponent('100%')}`)
    ).json();
    expect(body.data.map((d: { name: string }) => d.name)).toEqual(['100% sure']);
    const none = (
      await get(`/api/words/tooltips?lang=eng&lang_t=ger&search=${encodeURIComponent('%')}`)
    ).json();
    expect(none.data).toEqual([]);
    const underscore = (await get('/api/words/tooltips?lang=eng&lang_t=ger&search=b_nk')).json();
    expect(underscore.data).toEqual([]);
  });

  it('400s on a missing language', async () => {
    const res = await get('/api/words/tooltips?lang=eng&search=ba');
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'lang_t' });
  });
});

describe('searches in line (DICTIONARY_SEARCH_CONCURRENCY)', () => {
  it('answers a burst of uncached searches one at a time, each as it answers alone', async () => {
    const oneAtATime = await createTestApp(
      { DICTIONARY_CACHE_ENTRIES: '0', DICTIONARY_SEARCH_CONCURRENCY: '1' },
      { database: t.database },
    );
    try {
      const member = await makeUser(oneAtATime);
      const urls = [
        '/api/translations?lang=eng&lang_t=ger&search=bank',
        '/api/translations?lang=eng&lang_t=ger&search=geese',
        '/api/translations?lang=eng&lang_t=ger&search=banck', // nothing found: close spellings, in a transaction
        '/api/translations/light?lang=ger&lang_t=eng&search=Strasse',
        '/api/words/tooltips?lang=eng&lang_t=ger&search=ban',
        '/api/translations?lang=eng&lang_t=spa&search=page&page=2',
      ];
      // Guests read the read model, members the live queries: both kinds in one burst.
      const requests = [...urls.map((url) => ({ url })), ...urls.map((url) => ({ url, headers: member.headers }))];
      const alone: { data: { name: string }[]; close_spellings?: string[] }[] = [];
      for (const r of requests) alone.push((await oneAtATime.app.inject(r)).json());
      expect(alone[0].data.length).toBeGreaterThan(0);
      expect(alone[2].close_spellings).toContain('bank');
      expect(alone[4].data.map((d: { name: string }) => d.name)).toEqual(['bank', 'banker', 'bankrupt']);
      const burst = await Promise.all(
        Array.from({ length: 5 }, () => requests)
          .flat()
          .map((r) => oneAtATime.app.inject(r)),
      );
      expect(burst.map((r) => r.statusCode)).toEqual(burst.map(() => 200));
      expect(burst.map((r) => r.json())).toEqual(Array.from({ length: 5 }, () => alone).flat());
    } finally {
      await oneAtATime.close();
    }
  });
});

describe('cached answers for guests', () => {
  it('serves guests from memory until a write of this process or the TTL, signed-in readers always fresh', async () => {
    const { translationUnions } = await import('../../db/schema/index');
    const url = '/api/translations?lang=eng&lang_t=ger&search=cached';
    await makeTranslation(t, ['eng', 'cached'], ['ger', 'zwischengespeichert']);
    expect((await get(url)).json().total_count).toBe(1);
    // Written behind the service's back (as another instance or the import CLI would).
    const p = await makeWord(t, 'eng', 'cached');
    const q = await makeWord(t, 'ger', 'gepuffert');
    t.services.dictionary.invalidateReadCache();
    expect((await get(url)).json().total_count).toBe(1);
    const r = await makeWord(t, 'ger', 'vorgehalten');
    expect((await get(url)).json().total_count).toBe(1);
    await t.ctx.db.insert(translationUnions).values([
      {
        primaryWordId: p,
        translationWordId: q,
        primaryLang: 'eng',
        translationLang: 'ger',
        reviewStatus: 'accepted',
      },
      {
        primaryWordId: p,
        translationWordId: r,
        primaryLang: 'eng',
        translationLang: 'ger',
        reviewStatus: 'accepted',
      },
    ]);
    expect((await get(url)).json().total_count).toBe(1);
    expect((await get(url, other.headers)).json().total_count).toBe(3);
    t.clock.advance(t.config.DICTIONARY_CACHE_TTL_SECONDS * 1000 + 1);
    expect((await get(url)).json().total_count).toBe(3);
  });
});
