// Favorites: saving translations, sentences and raw pairs, the star in dictionary answers, folder
// pages (sorting, search, paging edges), comments, delete, copy and move, ownership on every call.
import { sql } from 'drizzle-orm';
import { FAVORITES_LIMITS } from '@glossa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import {
  makeSentence,
  makeTranslation,
  makeWord,
  type MadeTranslation,
} from '../../../test/dictionary-factories';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let bank: MadeTranslation;
let house: MadeTranslation;
let hidden: MadeTranslation;
let sentence: Awaited<ReturnType<typeof makeSentence>>;

const call = (
  method: string,
  url: string,
  user?: TestUser,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(user?.headers ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function ok(method: string, url: string, user: TestUser, payload?: unknown) {
  const res = await call(method, url, user, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}

const addTranslation = (user: TestUser, id: number, extra: Record<string, unknown> = {}) =>
  ok('POST', '/api/favorites', user, { entity_type: 'translation', entity_id: id, ...extra });

async function newFolder(user: TestUser, name: string): Promise<number> {
  return (await ok('POST', '/api/favorites/group', user, { name })).data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await makeUser(t);
  bob = await makeUser(t);
  bank = await makeTranslation(t, ['eng', 'bank'], ['ger', 'Bank'], { verified: true });
  house = await makeTranslation(t, ['eng', 'house'], ['ger', 'Haus']);
  // Under review by bob: alice cannot read it, so she cannot save it either.
  hidden = await makeTranslation(t, ['eng', 'secret'], ['ger', 'Geheimnis'], { author: bob });
  const word = await makeWord(t, 'eng', 'bank');
  const Bank = await makeWord(t, 'ger', 'Bank');
  sentence = await makeSentence(
    t,
    word,
    'eng',
    'I work in a bank.',
    [
      { lang: 'fre', text: 'Je travaille dans une banque.' },
      { lang: 'ger', text: 'Ich arbeite in einer Bank.', wordId: Bank },
    ],
    { positions: [4] },
  );
});
afterAll(() => t.close());

describe('saving a translation', () => {
  it('goes into the main folder by default and answers the translation with this favorite', async () => {
    const u = await makeUser(t);
    const res = await addTranslation(u, bank.id, { comment: '  money  ' });
    expect(res.created).toBe(true);
    expect(res.data).toMatchObject({
      entity_type: 'translation',
      entity_id: bank.id,
      additional_id: bank.primaryWordId,
      comment: 'money',
      is_raw: false,
      raw: null,
      is_available: true,
      saved: { text_from: 'bank', text_to: 'Bank', lang_from: 'eng', lang_to: 'ger' },
      entity: {
        id: bank.id,
        primary_word: { name: 'bank' },
        translation_word: { name: 'Bank' },
        is_verified: true,
        favorite: { id: res.data.id, comment: 'money' },
      },
    });
    expect(res.group_modified).toMatchObject([{ is_main: true, translations_count: 1, sentences_count: 0 }]);
    expect(res.data.favorite_group_id).toBe(res.group_modified[0].id);
    // Saving it again is harmless and answers the same favorite.
    const again = await addTranslation(u, bank.id);
    expect(again).toMatchObject({ created: false, data: { id: res.data.id, comment: 'money' } });
    expect(again.group_modified[0].translations_count).toBe(1);
  });

  it('keeps the direction it was saved in (additional_id = the word shown first)', async () => {
    const u = await makeUser(t);
    const res = await addTranslation(u, house.id, { additional_id: house.translationWordId });
    expect(res.data.entity).toMatchObject({
      primary_word: { name: 'Haus' },
      translation_word: { name: 'house' },
    });
    expect(res.data.saved).toEqual({ text_from: 'Haus', text_to: 'house', lang_from: 'ger', lang_to: 'eng' });
    const bad = await call('POST', '/api/favorites', u, {
      entity_type: 'translation',
      entity_id: house.id,
      additional_id: bank.primaryWordId,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'additional_id' });
  });

  it('shows the star in dictionary answers (search, detail, sentences) for its owner only', async () => {
    const u = await makeUser(t);
    const fav = (await addTranslation(u, bank.id, { comment: 'note' })).data;
    const search = await ok('GET', '/api/translations?lang=eng&lang_t=ger&search=bank', u);
    expect(search.data.find((x: { id: number }) => x.id === bank.id).favorite).toEqual({
      id: fav.id,
      comment: 'note',
    });
    const detail = await ok('GET', `/api/translations/${bank.id}`, u);
    expect(detail.data.favorite).toEqual({ id: fav.id, comment: 'note' });
    const light = await ok('GET', '/api/translations/light?lang=eng&lang_t=ger&search=bank', u);
    expect(light.data[0].favorite).toEqual({ id: fav.id, comment: 'note' });
    const others = await ok('GET', '/api/translations?lang=eng&lang_t=ger&search=bank', bob);
    expect(others.data.find((x: { id: number }) => x.id === bank.id).favorite).toBeNull();
    const s = (
      await ok('POST', '/api/favorites', u, { entity_type: 'sentence', entity_id: sentence.wordSentenceId })
    ).data;
    const sentences = await ok('GET', '/api/words/sentences2?word_name=bank&lang=eng&lang_t=ger', u);
    expect(sentences.data[0].word_sentence.favorite).toEqual({ id: s.id, comment: null });
  });

  it('refuses what the user cannot read, and bad input', async () => {
    const notFound = [
      { entity_type: 'translation', entity_id: hidden.id },
      { entity_type: 'translation', entity_id: 2_000_000_000 },
    ];
    for (const body of notFound) {
      const res = await call('POST', '/api/favorites', alice, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].code).toBe('TRANSLATION_NOT_FOUND');
    }
    // Its author can save it.
    expect((await addTranslation(bob, hidden.id)).created).toBe(true);
    const missingSentence = await call('POST', '/api/favorites', alice, {
      entity_type: 'sentence',
      entity_id: 2_000_000_000,
    });
    expect(missingSentence.json().errors[0].code).toBe('WORD_SENTENCE_NOT_FOUND');
    const invalid: [unknown, string][] = [
      [{ entity_type: 'word', entity_id: bank.id }, 'entity_type'],
      [{ entity_type: 'translation', entity_id: 'x' }, 'entity_id'],
      [{ entity_type: 'translation', entity_id: -1 }, 'entity_id'],
      [{ entity_type: 'translation', entity_id: bank.id, comment: 'x'.repeat(1001) }, 'comment'],
      [{ entity_type: 'translation', entity_id: bank.id, comment: 'a\u0000b' }, 'comment'],
      [{ entity_type: 'translation', entity_id: bank.id, favorite_group_id: 0 }, 'favorite_group_id'],
    ];
    for (const [body, field] of invalid) {
      const res = await call('POST', '/api/favorites', alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    const theirs = (await ok('GET', '/api/favorites/group', bob)).data[0].id;
    const res = await call('POST', '/api/favorites', alice, {
      entity_type: 'translation',
      entity_id: bank.id,
      favorite_group_id: theirs,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('FAVORITE_GROUP_NOT_FOUND');
  });

  it('shows saved texts when the translation is removed later', async () => {
    const u = await makeUser(t);
    const doomed = await makeTranslation(t, ['eng', 'ephemeral'], ['ger', 'vergänglich']);
    const fav = (await addTranslation(u, doomed.id)).data;
    await t.ctx.db.execute(sql`update translation_unions set is_removed = true where id = ${doomed.id}`);
    const page = await ok('GET', `/api/favorites/group/${fav.favorite_group_id}/favorites`, u);
    expect(page.data[0]).toMatchObject({
      id: fav.id,
      entity: null,
      is_available: false,
      saved: { text_from: 'ephemeral', text_to: 'vergänglich' },
    });
  });
});

describe('saving a sentence', () => {
  it('keeps the chosen translation (additional_id) and answers the sentence item', async () => {
    const u = await makeUser(t);
    const [fre, ger] = sentence.sentenceTranslationIds;
    const res = await ok('POST', '/api/favorites', u, {
      entity_type: 'sentence',
      entity_id: sentence.wordSentenceId,
      additional_id: ger,
    });
    expect(res.data).toMatchObject({
      entity_type: 'sentence',
      entity_id: sentence.wordSentenceId,
      additional_id: ger,
      saved: {
        text_from: 'I work in a bank.',
        text_to: 'Ich arbeite in einer Bank.',
        lang_from: 'eng',
        lang_to: 'ger',
      },
      entity: {
        sentence_text: 'I work in a bank.',
        sentence_translation_id: ger,
        word_sentence: { id: sentence.wordSentenceId, favorite: { id: res.data.id, comment: null } },
      },
    });
    // Translations into the saved language come first.
    expect(res.data.entity.translations.map((x: { lang_code: string }) => x.lang_code)).toEqual([
      'ger',
      'fre',
    ]);
    expect(res.group_modified[0]).toMatchObject({ sentences_count: 1, translations_count: 0 });
    const wrong = await call('POST', '/api/favorites', u, {
      entity_type: 'sentence',
      entity_id: sentence.wordSentenceId,
      additional_id: fre! + 1000,
    });
    expect(wrong.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'additional_id' });
  });
});

describe('raw favorites (machine translations)', () => {
  it('are stored with their own texts, once per folder whatever the case', async () => {
    const u = await makeUser(t);
    const body = {
      word_from: 'Good morning, my friend',
      word_to: 'Guten Morgen, mein Freund',
      lang_from: 'eng',
      lang_to: 'ger',
    };
    const res = await ok('POST', '/api/favorites/translation/raw', u, body);
    expect(res).toMatchObject({
      created: true,
      data: {
        entity_type: 'translation',
        entity_id: null,
        is_raw: true,
        raw: body,
        entity: null,
        is_available: true,
      },
      group_modified: [{ translations_count: 1 }],
    });
    const again = await ok('POST', '/api/favorites/translation/raw', u, {
      ...body,
      word_from: 'good  MORNING, my friend ',
    });
    expect(again).toMatchObject({ created: false, data: { id: res.data.id } });
    const folder = await newFolder(u, 'Phrases');
    expect(
      (await ok('POST', '/api/favorites/translation/raw', u, { ...body, favorite_group_id: folder })).created,
    ).toBe(true);
    for (const [payload, field] of [
      [{ ...body, lang_to: 'eng' }, 'lang_to'],
      [{ ...body, lang_to: 'xx' }, 'lang_to'],
      [{ ...body, word_to: '' }, 'word_to'],
      [{ ...body, word_from: 'x'.repeat(1001) }, 'word_from'],
    ] as const) {
      const bad = await call('POST', '/api/favorites/translation/raw', u, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });
});

describe('the per-user cap', () => {
  it('holds when 20 adds race at the cap: exactly the room left is taken', async () => {
    const u = await makeUser(t);
    const pair = (i: number) => ({ word_from: `phrase ${i}`, word_to: `Satz ${i}`, lang_from: 'eng', lang_to: 'ger' });
    const first = await ok('POST', '/api/favorites/translation/raw', u, pair(0));
    const room = 10;
    // Fill up to 10 short of the cap in one statement (20 000 API calls would take minutes).
    await t.ctx.db.execute(sql`insert into favorites (user_id, group_id, entity_type, dedupe_key, text_from, text_to, lang_from, lang_to, sort_key, search_text, is_raw)
      select ${u.id}::int, ${first.data.favorite_group_id}::int, 'translation', 'r:filler' || n, 'filler ' || n, 'x', 'eng', 'ger', 'filler ' || n, 'filler ' || n, true
      from generate_series(1, ${FAVORITES_LIMITS.itemsPerUser - 1 - room}::int) n`);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call('POST', '/api/favorites/translation/raw', u, pair(i + 1))));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'saved' : a.json().errors[0].code));
    expect(codes.filter((c) => c === 'saved')).toHaveLength(room);
    expect(codes.filter((c) => c === 'FAVORITES_LIMIT_EXCEEDED')).toHaveLength(20 - room);
    const count = (await t.ctx.db.execute(sql`select count(*)::int as n from favorites where user_id = ${u.id}`)) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]!.n).toBe(FAVORITES_LIMITS.itemsPerUser);
  });
});

describe('a folder\u2019s favorites', () => {
  let u: TestUser;
  let folder: number;
  const words = [
    'zebra',
    'apple',
    'Mango',
    'banana',
    'cherry',
    'date',
    'Éclair',
    'fig',
    'grape',
    'kiwi',
    'lemon',
    'melon',
  ];

  beforeAll(async () => {
    u = await makeUser(t);
    folder = await newFolder(u, 'Fruit');
    for (const [i, w] of words.entries()) {
      t.clock.advance(1000);
      await ok('POST', '/api/favorites/translation/raw', u, {
        word_from: w,
        word_to: `${w}-de`,
        lang_from: 'eng',
        lang_to: 'ger',
        favorite_group_id: folder,
        ...(i === 3 ? { comment: 'yellow and curved' } : {}),
      });
    }
  });

  const page = (q = '') => ok('GET', `/api/favorites/group/${folder}/favorites${q}`, u);
  const names = (res: { data: { saved: { text_from: string } }[] }) => res.data.map((f) => f.saved.text_from);

  it('pages 10 at a time, newest first', async () => {
    const first = await page();
    expect(first.total_count).toBe(12);
    expect(names(first)).toEqual([...words].reverse().slice(0, 10));
    const second = await page('?offset=10');
    expect(names(second)).toEqual(['apple', 'zebra']);
    // A page shorter than the limit is the last one.
    expect(second.data.length).toBeLessThan(10);
    expect(await page('?offset=100')).toEqual({ data: [], total_count: 12 });
    expect((await page('?limit=1000')).data).toHaveLength(12);
    expect(names(await page('?limit=2&offset=1'))).toEqual(['lemon', 'kiwi']);
    for (const q of ['?limit=0', '?offset=-1', '?sort_by=price', '?sort_order=up', '?limit=1.5']) {
      expect((await call('GET', `/api/favorites/group/${folder}/favorites${q}`, u)).statusCode, q).toBe(400);
    }
  });

  it('sorts by date or name in either order', async () => {
    expect(names(await page('?sort_order=asc&limit=3'))).toEqual(['zebra', 'apple', 'Mango']);
    expect(names(await page('?sort_by=name&sort_order=asc&limit=4'))).toEqual([
      'apple',
      'banana',
      'cherry',
      'date',
    ]);
    // Case and accents do not change the order: Éclair sorts as eclair, Mango as mango.
    expect(names(await page('?sort_by=name&sort_order=asc&limit=12')).slice(4, 9)).toEqual([
      'Éclair',
      'fig',
      'grape',
      'kiwi',
      'lemon',
    ]);
    expect(names(await page('?sort_by=name&limit=2'))).toEqual(['zebra', 'melon']);
  });

  it('searches words, translations and comments without case or accents', async () => {
    expect(names(await page('?search=ECLAIR'))).toEqual(['Éclair']);
    expect(names(await page('?search=mango-de'))).toEqual(['Mango']);
    expect(names(await page('?search=curved'))).toEqual(['banana']);
    expect(await page('?search=nothing-like-this')).toEqual({ data: [], total_count: 0 });
    expect(await page('?search=%25')).toEqual({ data: [], total_count: 0 });
  });

  it('is searchable across folders with GET /favorites', async () => {
    await ok('POST', '/api/favorites/translation/raw', u, {
      word_from: 'apple pie',
      word_to: 'Apfelkuchen',
      lang_from: 'eng',
      lang_to: 'ger',
    });
    const res = await ok('GET', '/api/favorites?search=apple', u);
    expect(names(res)).toEqual(['apple pie', 'apple']);
    expect(res.total_count).toBe(2);
    expect((await ok('GET', '/api/favorites?entity_type=sentence', u)).total_count).toBe(0);
    expect((await ok('GET', '/api/favorites?limit=5', u)).data).toHaveLength(5);
    // Nobody else's favorites show up.
    expect((await ok('GET', '/api/favorites?search=apple', bob)).total_count).toBe(0);
  });
});

describe('comments', () => {
  it('are set, trimmed, cleared, and only by their owner', async () => {
    const u = await makeUser(t);
    const fav = (await addTranslation(u, house.id)).data;
    const set = await ok('PUT', `/api/favorites/${fav.id}`, u, { comment: '  a building  ' });
    expect(set.data).toMatchObject({
      id: fav.id,
      comment: 'a building',
      entity: { favorite: { id: fav.id, comment: 'a building' } },
    });
    expect((await ok('GET', '/api/favorites?search=building', u)).total_count).toBe(1);
    const cleared = await ok('DELETE', `/api/favorites/${fav.id}/comment`, u);
    expect(cleared.data.comment).toBeNull();
    expect((await ok('GET', '/api/favorites?search=building', u)).total_count).toBe(0);
    expect((await ok('PUT', `/api/favorites/${fav.id}`, u, { comment: '' })).data.comment).toBeNull();
    expect((await ok('PUT', `/api/favorites/${fav.id}`, u, { comment: null })).data.comment).toBeNull();
    for (const [method, url, payload] of [
      ['PUT', `/api/favorites/${fav.id}`, { comment: 'mine now' }],
      ['DELETE', `/api/favorites/${fav.id}/comment`, undefined],
    ] as const) {
      const res = await call(method, url, bob, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].code).toBe('FAVORITE_NOT_FOUND');
    }
    expect(
      (await call('PUT', `/api/favorites/${fav.id}`, u, { comment: 'x'.repeat(1001) })).json().errors[0]
        .field,
    ).toBe('comment');
    expect((await call('PUT', `/api/favorites/${fav.id}`, u, {})).json().errors[0].field).toBe('comment');
  });
});

describe('delete, copy and move', () => {
  it('deletes only the viewer\u2019s favorites, by body or query, idempotently', async () => {
    const u = await makeUser(t);
    const mine = (await addTranslation(u, bank.id)).data;
    const mine2 = (await addTranslation(u, house.id)).data;
    const theirs = (await addTranslation(bob, house.id)).data;
    const res = await ok('DELETE', '/api/favorites/delete', u, { ids: [mine.id, theirs.id] });
    expect(res.data.deleted_ids).toEqual([mine.id]);
    expect(res.group_modified).toMatchObject([{ id: mine.favorite_group_id, translations_count: 1 }]);
    // Again: nothing left to delete, still fine.
    expect((await ok('DELETE', '/api/favorites/delete', u, { ids: [mine.id] })).data.deleted_ids).toEqual([]);
    expect((await ok('DELETE', `/api/favorites/delete?ids=${mine2.id}`, u)).data.deleted_ids).toEqual([
      mine2.id,
    ]);
    // Bob's favorite is still there.
    expect((await ok('GET', `/api/translations/${house.id}`, bob)).data.favorite).toEqual({
      id: theirs.id,
      comment: null,
    });
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['a'] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      const bad = await call('DELETE', '/api/favorites/delete', u, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().errors[0]).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: expect.stringMatching(/^ids/),
      });
    }
    expect((await call('DELETE', '/api/favorites/delete', u)).statusCode).toBe(400);
  });

  it('copies into a folder, skipping what it already has', async () => {
    const u = await makeUser(t);
    const a = (await addTranslation(u, bank.id, { comment: 'keep me' })).data;
    const b = (
      await ok('POST', '/api/favorites/translation/raw', u, {
        word_from: 'x',
        word_to: 'y',
        lang_from: 'eng',
        lang_to: 'ger',
      })
    ).data;
    const target = await newFolder(u, 'Copies');
    const res = await ok('POST', '/api/favorites/copy', u, { ids: [a.id, b.id], favorite_group_id: target });
    expect(res.data.skipped_duplicates).toBe(0);
    expect(res.data.ids).toHaveLength(2);
    expect(res.data.ids).not.toContain(a.id);
    expect(res.group_modified).toMatchObject([{ id: target, translations_count: 2 }]);
    const copied = await ok('GET', `/api/favorites/group/${target}/favorites`, u);
    expect(copied.data.map((f: { comment: string | null }) => f.comment).sort()).toEqual(['keep me', null]);
    // The originals stay where they were.
    expect((await ok('GET', `/api/favorites/group/${a.favorite_group_id}/favorites`, u)).total_count).toBe(2);
    const again = await ok('POST', '/api/favorites/copy', u, {
      ids: [a.id, b.id],
      favorite_group_id: target,
    });
    expect(again.data).toMatchObject({ skipped_duplicates: 2, ids: res.data.ids });
  });

  it('moves into a folder keeping ids, merging duplicates', async () => {
    const u = await makeUser(t);
    const main = (await addTranslation(u, bank.id)).data;
    const other = await newFolder(u, 'Other');
    const dup = (await addTranslation(u, bank.id, { favorite_group_id: other })).data;
    const houseFav = (await addTranslation(u, house.id, { favorite_group_id: other })).data;
    const target = await newFolder(u, 'Target');
    const res = await ok('POST', '/api/favorites/move', u, {
      ids: [main.id, dup.id, houseFav.id],
      favorite_group_id: target,
    });
    // Two copies of bank become one (the newest, dup); house keeps its id.
    expect(res.data).toMatchObject({ favorite_group_id: target, skipped_duplicates: 1 });
    expect(res.data.ids.sort()).toEqual([dup.id, houseFav.id].sort());
    const counts = Object.fromEntries(
      res.group_modified.map((g: { id: number; translations_count: number }) => [g.id, g.translations_count]),
    );
    expect(counts).toEqual({ [main.favorite_group_id]: 0, [other]: 0, [target]: 2 });
    // Moving into a folder that already has it merges into the folder's own copy.
    const back = (await addTranslation(u, house.id)).data;
    const merged = await ok('POST', '/api/favorites/move', u, { ids: [back.id], favorite_group_id: target });
    expect(merged.data).toMatchObject({ skipped_duplicates: 1, ids: [houseFav.id] });
    // Moving within the same folder changes nothing.
    const same = await ok('POST', '/api/favorites/move', u, {
      ids: [houseFav.id],
      favorite_group_id: target,
    });
    expect(same.data).toMatchObject({ skipped_duplicates: 0, ids: [houseFav.id] });
  });

  it('refuses another user\u2019s favorites or folder and changes nothing', async () => {
    const u = await makeUser(t);
    const mine = (await addTranslation(u, bank.id)).data;
    const theirs = (await addTranslation(bob, bank.id)).data;
    const myFolder = await newFolder(u, 'Mine');
    const bobFolder = await newFolder(bob, `Bob ${mine.id}`);
    for (const path of ['/api/favorites/copy', '/api/favorites/move']) {
      const foreignItem = await call('POST', path, u, {
        ids: [mine.id, theirs.id],
        favorite_group_id: myFolder,
      });
      expect(foreignItem.statusCode).toBe(404);
      expect(foreignItem.json().errors[0].code).toBe('FAVORITE_NOT_FOUND');
      const foreignFolder = await call('POST', path, u, { ids: [mine.id], favorite_group_id: bobFolder });
      expect(foreignFolder.statusCode).toBe(404);
      expect(foreignFolder.json().errors[0].code).toBe('FAVORITE_GROUP_NOT_FOUND');
      expect((await call('POST', path, u, { ids: [mine.id] })).json().errors[0].field).toBe(
        'favorite_group_id',
      );
    }
    expect((await ok('GET', `/api/favorites/group/${myFolder}/favorites`, u)).total_count).toBe(0);
    expect((await ok('GET', `/api/favorites/group/${bobFolder}/favorites`, bob)).total_count).toBe(0);
    expect((await ok('GET', `/api/translations/${bank.id}`, bob)).data.favorite.id).toBe(theirs.id);
  });
});

describe('totals and account deletion', () => {
  it('counts translations and sentences over all folders, and deletes them with the account', async () => {
    const u = await makeUser(t);
    await addTranslation(u, bank.id);
    const f = await newFolder(u, 'More');
    await addTranslation(u, bank.id, { favorite_group_id: f });
    await ok('POST', '/api/favorites', u, {
      entity_type: 'sentence',
      entity_id: sentence.wordSentenceId,
      favorite_group_id: f,
    });
    const list = await ok('GET', '/api/favorites/group', u);
    expect(list).toMatchObject({
      translations_total_count: 2,
      sentences_total_count: 1,
      folders_total_count: 2,
    });
    expect(
      list.data.map((g: { translations_count: number; sentences_count: number }) => [
        g.translations_count,
        g.sentences_count,
      ]),
    ).toEqual([
      [1, 0],
      [1, 1],
    ]);
    const del = await call('POST', '/api/user/delete', u, { email: u.email });
    expect(del.statusCode, del.body).toBe(200);
    const left = (await t.ctx.db.execute(
      sql`select (select count(*) from favorites where user_id = ${u.id})::int as f, (select count(*) from favorite_groups where user_id = ${u.id})::int as g`,
    )) as unknown as { rows: { f: number; g: number }[] };
    expect(left.rows[0]).toEqual({ f: 0, g: 0 });
  });
});
