import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userLanguages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import {
  makeDataSource,
  makeForm,
  makeGroup,
  makeMeaning,
  makeTranslation,
  makeWord,
  type MadeTranslation,
} from '../../../test/dictionary-factories';

let t: TestApp;
let author: TestUser;
let other: TestUser;
let moderator: TestUser;
let bank: MadeTranslation;
let mine: MadeTranslation;
let removed: MadeTranslation;
let rejected: MadeTranslation;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

beforeAll(async () => {
  t = await createTestApp();
  author = await makeUser(t, { nickname: 'authorone', native: 'ger' });
  other = await makeUser(t);
  moderator = await makeUser(t, { role: 'moderator' });
  const source = await makeDataSource(t, 'freedict-eng-deu', 'English - German Ding/FreeDict dictionary');
  const second = await makeDataSource(t, 'freedict-deu-eng', 'German - English Ding/FreeDict dictionary');
  bank = await makeTranslation(t, ['eng', 'bank'], ['ger', 'Bank'], {
    source,
    subjects: ['finance', 'business'],
    primaryExplanation: 'money',
    attributes: [{ side: 'translation', code: 'female' }],
    meanings: [
      { side: 'primary', text: 'A financial institution.' },
      { side: 'primary', text: 'A building where such an institution works.' },
      { side: 'primary', text: 'Under review by the author.', author, status: 'under_review' },
      { side: 'translation', text: 'Ein Geldinstitut.' },
    ],
  });
  const { translationSources } = await import('../../db/schema/index');
  await t.ctx.db.insert(translationSources).values({ translationUnionId: bank.id, dataSourceId: second });
  mine = await makeTranslation(t, ['eng', 'bank'], ['ger', 'Sparkasse'], { author });
  removed = await makeTranslation(t, ['eng', 'bank'], ['ger', 'Uferbank'], {
    removed: true,
    author,
    status: 'accepted',
  });
  rejected = await makeTranslation(t, ['eng', 'bank'], ['ger', 'Geldhaus'], { author, status: 'rejected' });
  // Synonyms: one group for this sense, one word-level (WordNet-like), one for another sense.
  const ids = async (lang: string, ...names: string[]) => Promise.all(names.map((n) => makeWord(t, lang, n)));
  await makeGroup(t, 'synonym', 'eng', await ids('eng', 'bank', 'credit institution'), { unionId: bank.id });
  await makeGroup(
    t,
    'synonym',
    'eng',
    await ids('eng', 'bank', 'depository financial institution', 'banking concern'),
  );
  const shore = await makeTranslation(t, ['eng', 'bank'], ['ger', 'Ufer']);
  await makeGroup(t, 'synonym', 'eng', await ids('eng', 'bank', 'riverside'), { unionId: shore.id });
  await makeGroup(t, 'synonym', 'ger', await ids('ger', 'Bank', 'Geldinstitut'), { unionId: bank.id });
  await makeGroup(t, 'synonym', 'eng', [bank.primaryWordId, await makeWord(t, 'eng', 'lender')], {
    author,
    memberAuthor: author,
  });
  await makeGroup(t, 'antonym', 'eng', await ids('eng', 'bank', 'borrower'));
  // Word-level meanings and a lemma.
  const goose = await makeWord(t, 'eng', 'goose');
  await makeMeaning(t, goose, 'eng', 'A web-footed water bird.');
  await makeForm(t, 'eng', 'geese', 'goose');
  await makeMeaning(t, bank.primaryWordId, 'eng', 'Sloping land beside water.');
  await makeMeaning(t, bank.primaryWordId, 'eng', 'Rejected meaning.', { author, status: 'rejected' });
});
afterAll(() => t.close());

describe('GET /api/translations/{id}', () => {
  it('answers the translation, swapped when asked from the translation side', async () => {
    const res = await get(`/api/translations/${bank.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: bank.id,
      primary_word: { name: 'bank' },
      translation_word: { name: 'Bank' },
      primary_word_explanation: 'money',
      vocabulary_codes: ['finance', 'business'],
      primary_meanings_descriptions_total_count: 2,
    });
    const swapped = (await get(`/api/translations/${bank.id}?lang=ger`)).json().data;
    expect(swapped).toMatchObject({
      primary_word: { name: 'Bank' },
      translation_word: { name: 'bank' },
      translation_word_explanation: 'money',
    });
    expect(
      swapped.all_primary_attributes.map((a: { attribute: { code: string } }) => a.attribute.code),
    ).toEqual(['female']);
    expect(swapped.url_translate_detail).toBe(`/dictionary/ger/eng/Bank/${bank.id}`);
    expect(swapped.primary_meanings_descriptions.map((m: { value: string }) => m.value)).toEqual([
      'Ein Geldinstitut.',
    ]);
  });

  it('shows the author their meaning under review, editable', async () => {
    const data = (await get(`/api/translations/${bank.id}`, author.headers)).json().data;
    expect(data.primary_meanings_descriptions_total_count).toBe(3);
    const own = data.primary_meanings_descriptions.find(
      (m: { value: string }) => m.value === 'Under review by the author.',
    );
    expect(own).toMatchObject({ is_this_user: true, can_edit: true, lang_code: 'eng' });
  });

  it("404s TRANSLATION_NOT_FOUND for unknown, rejected, others' unreviewed and removed translations", async () => {
    for (const [id, headers] of [
      [999999, {}],
      [mine.id, other.headers],
      [mine.id, {}],
      [rejected.id, other.headers],
      [removed.id, other.headers],
    ] as const) {
      const res = await get(`/api/translations/${id}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].code).toBe('TRANSLATION_NOT_FOUND');
    }
    expect((await get(`/api/translations/${mine.id}`, author.headers)).json().data).toMatchObject({
      can_edit: true,
      is_this_user: true,
    });
    expect((await get(`/api/translations/${removed.id}`, author.headers)).json().data).toMatchObject({
      is_removed: true,
      can_edit: false,
    });
    expect((await get(`/api/translations/${mine.id}`, moderator.headers)).json().data.can_edit).toBe(true);
    expect((await get(`/api/translations/${rejected.id}`, author.headers)).statusCode).toBe(200);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('400s the id %s', async (id) => {
    const res = await get(`/api/translations/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
  });
});

describe('GET /api/translations/{id}/meaning-descriptions', () => {
  it('lists the meanings of the side in lang_code, paged', async () => {
    const body = (await get(`/api/translations/${bank.id}/meaning-descriptions?lang_code=eng`)).json();
    expect(body.total_count).toBe(2);
    expect(body.data.map((m: { value: string }) => m.value)).toEqual([
      'A financial institution.',
      'A building where such an institution works.',
    ]);
    const page = (
      await get(`/api/translations/${bank.id}/meaning-descriptions?lang_code=eng&limit=1&offset=1`)
    ).json();
    expect(page).toMatchObject({
      total_count: 2,
      data: [{ value: 'A building where such an institution works.' }],
    });
    const past = (
      await get(`/api/translations/${bank.id}/meaning-descriptions?lang_code=eng&offset=10`)
    ).json();
    expect(past).toEqual({ data: [], total_count: 2 });
    const ger = (await get(`/api/translations/${bank.id}/meaning-descriptions?lang_code=ger`)).json();
    expect(ger.data.map((m: { value: string }) => m.value)).toEqual(['Ein Geldinstitut.']);
  });

  it('400s a language of neither side and a missing lang_code; 404s an unknown translation', async () => {
    const wrong = await get(`/api/translations/${bank.id}/meaning-descriptions?lang_code=fre`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'lang_code' });
    expect((await get(`/api/translations/${bank.id}/meaning-descriptions`)).json().errors[0].field).toBe(
      'lang_code',
    );
    expect(
      (await get('/api/translations/999999/meaning-descriptions?lang_code=eng')).json().errors[0].code,
    ).toBe('TRANSLATION_NOT_FOUND');
  });
});

describe('GET /api/translations/{id}/synonyms and /antonyms', () => {
  it('lists synonyms of both words, this sense first, then word-level ones, never other senses first', async () => {
    const body = (await get(`/api/translations/${bank.id}/synonyms`)).json();
    const list = body.data.map((e: { name: string; lang_code: string }) => `${e.lang_code}:${e.name}`);
    expect(list.slice(0, 2).sort()).toEqual(['eng:credit institution', 'ger:Geldinstitut']);
    expect(list).toEqual(
      expect.arrayContaining([
        'eng:depository financial institution',
        'eng:banking concern',
        'eng:riverside',
      ]),
    );
    expect(list.indexOf('eng:riverside')).toBeGreaterThan(list.indexOf('eng:banking concern'));
    expect(list).not.toContain('eng:lender');
    expect(body.data[0]).toMatchObject({ can_edit: false, is_this_user: false, moderation_task_id: null });
    expect(typeof body.data[0].word_group_id).toBe('number');
    const asAuthor = (await get(`/api/translations/${bank.id}/synonyms`, author.headers)).json();
    expect(asAuthor.data.find((e: { name: string }) => e.name === 'lender')).toMatchObject({
      is_this_user: true,
      can_edit: true,
    });
  });

  it('lists antonyms', async () => {
    const body = (await get(`/api/translations/${bank.id}/antonyms`)).json();
    expect(body.data.map((e: { name: string }) => e.name)).toEqual(['borrower']);
    expect((await get('/api/translations/999999/antonyms')).statusCode).toBe(404);
  });
});

describe('GET /api/translations/{id}/data-sources', () => {
  it('names every source with its licence, then the author of a contributed translation', async () => {
    const body = (await get(`/api/translations/${bank.id}/data-sources`)).json();
    expect(body.data.map((d: { source: string }) => d.source)).toEqual([
      'English - German Ding/FreeDict dictionary',
      'German - English Ding/FreeDict dictionary',
    ]);
    expect(body.data[0]).toMatchObject({
      author: 'Test Author',
      source_url: 'https://example.org/',
      license: 'CC BY-SA 4.0',
      user_avatar: null,
    });
    const contributed = (await get(`/api/translations/${mine.id}/data-sources`, author.headers)).json();
    expect(contributed.data).toEqual([
      expect.objectContaining({ author: 'authorone', source: null, user_native_language: 'ger' }),
    ]);
    expect((await get(`/api/translations/${mine.id}/data-sources`)).statusCode).toBe(404);
  });
});

describe('GET /api/translations/{id}/possible-complements', () => {
  it('tells a guest to sign in and a user what can be added per side', async () => {
    const guest = (await get(`/api/translations/${bank.id}/possible-complements`)).json().data;
    expect(guest.requires_auth).toBe(true);
    expect(guest.items.every((i: { can_add: boolean }) => !i.can_add)).toBe(true);
    const user = (await get(`/api/translations/${bank.id}/possible-complements`, author.headers)).json().data;
    const item = (type: string, lang: string) =>
      user.items.find((i: { type: string; lang_code: string }) => i.type === type && i.lang_code === lang);
    expect(item('meaning', 'eng')).toMatchObject({ count: 3, can_add: true });
    expect(item('meaning', 'ger')).toMatchObject({ count: 1, can_add: true });
    expect(item('synonym', 'eng').count).toBeGreaterThanOrEqual(5);
    // Audio: native speakers only (the author is a native German speaker).
    expect(item('audio', 'ger')).toMatchObject({ can_add: true, reason: null });
    expect(item('audio', 'eng')).toMatchObject({ can_add: false, reason: 'NATIVE_SPEAKERS_ONLY' });
    expect(item('vocabulary', 'eng')).toMatchObject({ count: 2, can_add: true });
    await t.ctx.db
      .insert(userLanguages)
      .values({ userId: other.id, langCode: 'eng', level: 'NATIVE', levelRank: 0 });
    const english = (await get(`/api/translations/${bank.id}/possible-complements`, other.headers)).json()
      .data;
    expect(
      english.items.find(
        (i: { type: string; lang_code: string }) => i.type === 'audio' && i.lang_code === 'eng',
      ).can_add,
    ).toBe(true);
  });

  it('stops subjects at five', async () => {
    const full = await makeTranslation(t, ['eng', 'full'], ['ger', 'voll'], {
      subjects: ['general', 'business', 'finance', 'law', 'art'],
    });
    const data = (await get(`/api/translations/${full.id}/possible-complements`, other.headers)).json().data;
    expect(data.items.find((i: { type: string }) => i.type === 'vocabulary')).toMatchObject({
      count: 5,
      can_add: false,
      reason: 'SUBJECT_LIMIT',
    });
  });
});

describe('GET /api/translations/words/all-meanings and /words/{id}', () => {
  it('lists every meaning of the word, union-level and word-level, with the unions they belong to', async () => {
    const body = (await get('/api/translations/words/all-meanings?keyword=BANK&lang=eng')).json();
    const values = body.data.map((m: { value: string }) => m.value);
    expect(values).toEqual(
      expect.arrayContaining(['A financial institution.', 'Sloping land beside water.']),
    );
    expect(values).not.toContain('Rejected meaning.');
    expect(values).not.toContain('Under review by the author.');
    expect(
      body.data.find((m: { value: string }) => m.value === 'A financial institution.').translation_union_ids,
    ).toEqual([bank.id]);
    expect(
      body.data.find((m: { value: string }) => m.value === 'Sloping land beside water.')
        .translation_union_ids,
    ).toEqual([]);
    expect(body.total_count).toBe(body.data.length);
  });

  it('follows an inflected form to its lemma', async () => {
    const body = (await get('/api/translations/words/all-meanings?keyword=geese&lang=eng')).json();
    expect(body.data.map((m: { value: string }) => m.value)).toEqual(['A web-footed water bird.']);
    expect((await get('/api/translations/words/all-meanings?keyword=nothing&lang=eng')).json()).toEqual({
      data: [],
      total_count: 0,
    });
    expect((await get('/api/translations/words/all-meanings?lang=eng')).json().errors[0].field).toBe(
      'keyword',
    );
  });

  it('answers a word with its lemma; 404 WORD_NOT_FOUND otherwise', async () => {
    const geese = await makeWord(t, 'eng', 'geese');
    const body = (await get(`/api/translations/words/${geese}`)).json();
    expect(body.data).toMatchObject({
      id: geese,
      name: 'geese',
      lang_code: 'eng',
      audios: [],
      transcriptions: [],
      canonical: { name: 'goose' },
    });
    const res = await get('/api/translations/words/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('WORD_NOT_FOUND');
  });
});
