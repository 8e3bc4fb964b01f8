import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import {
  makeGroup,
  makeSentence,
  makeTranslation,
  makeWord,
  type MadeTranslation,
} from '../../../test/dictionary-factories';

let t: TestApp;
let author: TestUser;
let other: TestUser;
let moderator: TestUser;
let accepted: MadeTranslation;
let pending: MadeTranslation;
let mineAccepted: MadeTranslation;
let synonym: { groupId: number; itemIds: number[] };
let sentence: Awaited<ReturnType<typeof makeSentence>>;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const post = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  author = await makeUser(t);
  other = await makeUser(t);
  moderator = await makeUser(t, { role: 'moderator' });
  accepted = await makeTranslation(t, ['eng', 'house'], ['ger', 'Haus'], {
    attributes: [
      { side: 'translation', code: 'noun' },
      { side: 'translation', code: 'neuter', author },
    ],
    subjects: ['home'],
    meanings: [{ side: 'primary', text: 'A building people live in.', author }],
  });
  pending = await makeTranslation(t, ['eng', 'house'], ['ger', 'Gebäude'], { author });
  mineAccepted = await makeTranslation(t, ['eng', 'house'], ['ger', 'Heim'], { author, status: 'accepted' });
  synonym = await makeGroup(
    t,
    'synonym',
    'eng',
    [await makeWord(t, 'eng', 'house'), await makeWord(t, 'eng', 'home')],
    { memberAuthor: author, memberStatus: 'under_review' },
  );
  sentence = await makeSentence(
    t,
    accepted.primaryWordId,
    'eng',
    'A big house.',
    [{ lang: 'ger', text: 'Ein großes Haus.', author }],
    { author },
  );
});
afterAll(() => t.close());

describe('GET /api/dictionary/multiple-edit-available', () => {
  const query = () =>
    [
      `translation-union=${accepted.id},${pending.id},${mineAccepted.id},999999`,
      `translation-attribute[]=${accepted.attributeIds[0]}`,
      `translation-child-attribute[]=${accepted.attributeIds[1]}`,
      `translation-child-attribute[]=${accepted.attributeIds[0]}`,
      `translation-vocabulary=${accepted.vocabularyIds[0]}`,
      `translation-meaning=${accepted.meaningIds[0]}`,
      `synonym=${synonym.itemIds.join(',')}`,
      `antonym=${synonym.itemIds[0]}`,
      `word-sentence=${sentence.wordSentenceId}`,
      `sentence-translation=${sentence.sentenceTranslationIds[0]}`,
    ].join('&');

  it('lets authors edit their own items while under review, and nothing else', async () => {
    const res = await get(`/api/dictionary/multiple-edit-available?${query()}`, author.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      'translation-union': [
        { entity_id: accepted.id, can_edit: false },
        { entity_id: pending.id, can_edit: true },
        { entity_id: mineAccepted.id, can_edit: false },
        { entity_id: 999999, can_edit: false },
      ],
      'translation-attribute': [{ entity_id: accepted.attributeIds[0], can_edit: false }],
      // A part of speech is not a child attribute: asking with the wrong type answers false.
      'translation-child-attribute': [
        { entity_id: accepted.attributeIds[1], can_edit: true },
        { entity_id: accepted.attributeIds[0], can_edit: false },
      ],
      'translation-vocabulary': [{ entity_id: accepted.vocabularyIds[0], can_edit: false }],
      'translation-meaning': [{ entity_id: accepted.meaningIds[0], can_edit: true }],
      synonym: [
        { entity_id: synonym.itemIds[0], can_edit: true },
        { entity_id: synonym.itemIds[1], can_edit: true },
      ],
      antonym: [{ entity_id: synonym.itemIds[0], can_edit: false }],
      'word-sentence': [{ entity_id: sentence.wordSentenceId, can_edit: true }],
      'sentence-translation': [{ entity_id: sentence.sentenceTranslationIds[0], can_edit: true }],
    });
  });

  it('gives other users and guests nothing, moderators everything that exists', async () => {
    for (const headers of [other.headers, {}]) {
      const data = (await get(`/api/dictionary/multiple-edit-available?${query()}`, headers)).json().data;
      expect(
        Object.values(data)
          .flat()
          .every((i) => !(i as { can_edit: boolean }).can_edit),
      ).toBe(true);
    }
    const data = (await get(`/api/dictionary/multiple-edit-available?${query()}`, moderator.headers)).json()
      .data;
    expect(data['translation-union']).toEqual([
      { entity_id: accepted.id, can_edit: true },
      { entity_id: pending.id, can_edit: true },
      { entity_id: mineAccepted.id, can_edit: true },
      { entity_id: 999999, can_edit: false },
    ]);
  });

  it('answers an empty object for no ids and 400s bad ids', async () => {
    expect((await get('/api/dictionary/multiple-edit-available')).json()).toEqual({ data: {} });
    const bad = await get('/api/dictionary/multiple-edit-available?translation-union=1,abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR' });
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await get(`/api/dictionary/multiple-edit-available?synonym=${many}`)).statusCode).toBe(400);
  });
});

describe('GET /api/dictionary/entity', () => {
  it('answers a translation in its full shape and other entities with a summary', async () => {
    const union = (
      await get(`/api/dictionary/entity?entity_type_slug=translation-union&entity_id=${accepted.id}`)
    ).json().data;
    expect(union).toMatchObject({
      entity_type_slug: 'translation-union',
      entity_id: accepted.id,
      translation_union_id: accepted.id,
      summary: 'house → Haus',
      review_status: 'accepted',
    });
    expect(union.entity).toMatchObject({
      primary_word: { name: 'house' },
      translation_word: { name: 'Haus' },
    });
    const meaning = (
      await get(
        `/api/dictionary/entity?entity_type_slug=translation-meaning&entity_id=${accepted.meaningIds[0]}`,
        author.headers,
      )
    ).json().data;
    expect(meaning).toMatchObject({
      summary: 'A building people live in.',
      translation_union_id: accepted.id,
      is_this_user: true,
      can_edit: true,
    });
    const st = (
      await get(
        `/api/dictionary/entity?entity_type_slug=sentence-translation&entity_id=${sentence.sentenceTranslationIds[0]}`,
        author.headers,
      )
    ).json().data;
    expect(st.summary).toBe('A big house. → Ein großes Haus.');
  });

  it('404s ENTITY_NOT_FOUND for unknown ids and unreviewed items of others; 400s unknown types', async () => {
    for (const [url, headers] of [
      [`/api/dictionary/entity?entity_type_slug=translation-union&entity_id=999999`, {}],
      [`/api/dictionary/entity?entity_type_slug=translation-union&entity_id=${pending.id}`, other.headers],
      [`/api/dictionary/entity?entity_type_slug=antonym&entity_id=${synonym.itemIds[0]}`, author.headers],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].code).toBe('ENTITY_NOT_FOUND');
    }
    const bad = await get('/api/dictionary/entity?entity_type_slug=user&entity_id=1');
    expect(bad.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'entity_type_slug' });
  });
});

describe('POST /api/translations/{id}/like and /dislike', () => {
  it('needs a signed-in user', async () => {
    for (const action of ['like', 'dislike']) {
      const res = await post(`/api/translations/${accepted.id}/${action}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe('UNAUTHENTICATED');
    }
  });

  it('is idempotent and keeps the count in step', async () => {
    const like = await post(`/api/translations/${accepted.id}/like`, author.headers);
    expect(like.statusCode).toBe(200);
    expect(like.json().data).toEqual({
      translation_union_id: accepted.id,
      likes_count: 1,
      liked_by_user: true,
    });
    expect(
      (await post(`/api/translations/${accepted.id}/like`, author.headers)).json().data.likes_count,
    ).toBe(1);
    expect((await post(`/api/translations/${accepted.id}/like`, other.headers)).json().data.likes_count).toBe(
      2,
    );
    const search = (await get('/api/translations?lang=eng&lang_t=ger&search=house', author.headers)).json();
    expect(search.data[0]).toMatchObject({ id: accepted.id, likes_count: 2, liked_by_user: true });
    expect(
      (await get('/api/translations?lang=eng&lang_t=ger&search=house')).json().data[0].liked_by_user,
    ).toBe(false);
    expect((await post(`/api/translations/${accepted.id}/dislike`, author.headers)).json().data).toEqual({
      translation_union_id: accepted.id,
      likes_count: 1,
      liked_by_user: false,
    });
    expect(
      (await post(`/api/translations/${accepted.id}/dislike`, author.headers)).json().data.likes_count,
    ).toBe(1);
  });

  it('counts concurrent likes exactly', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => makeUser(t)));
    await Promise.all(users.map((u) => post(`/api/translations/${mineAccepted.id}/like`, u.headers)));
    expect((await get(`/api/translations/${mineAccepted.id}`)).json().data.likes_count).toBe(8);
  });

  it("404s unknown translations and others' unreviewed ones; 400s bad ids", async () => {
    expect((await post('/api/translations/999999/like', other.headers)).json().errors[0].code).toBe(
      'TRANSLATION_NOT_FOUND',
    );
    expect((await post(`/api/translations/${pending.id}/like`, other.headers)).statusCode).toBe(404);
    expect((await post(`/api/translations/${pending.id}/like`, author.headers)).statusCode).toBe(200);
    expect((await post('/api/translations/0/like', other.headers)).statusCode).toBe(400);
  });
});
