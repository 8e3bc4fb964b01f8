import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeTranslation, makeWord } from '../../../test/dictionary-factories';

let t: TestApp;
let author: TestUser;
let other: TestUser;
let moderator: TestUser;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user ? user.headers : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const code = (res: { json(): { errors: { code: string }[] } }) => res.json().errors[0]!.code;

async function word(user: TestUser, name: string, lang: string): Promise<number> {
  const res = await call('POST', '/api/words/add-or-get', user, { word: name, lang_code: lang });
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

async function addTranslation(user: TestUser, from: [string, string], to: [string, string], extra: object = {}) {
  return call('POST', '/api/translations', user, {
    primary_word_id: await word(user, from[1], from[0]),
    translation_word_id: await word(user, to[1], to[0]),
    translation_lang_code: to[0],
    ...extra,
  });
}

const search = (user: TestUser | undefined, text: string) => call('GET', `/api/translations?lang=eng&lang_t=ger&search=${encodeURIComponent(text)}`, user);

async function taskFor(type: string, id: number) {
  const res = await call('GET', '/api/v2/moderation/tasks?limit=50', moderator);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number; detail_data: { entity_type_slug: string; entity_id: string } }[]).find(
    (task) => task.detail_data.entity_type_slug === type && task.detail_data.entity_id === String(id),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  author = await makeUser(t, { native: 'eng' });
  other = await makeUser(t);
  moderator = await makeUser(t, { role: 'moderator' });
});
afterAll(() => t.close());

describe('POST /api/words/add-or-get', () => {
  it('adds a word once and answers the same id after', async () => {
    const first = await call('POST', '/api/words/add-or-get', author, { word: '  river  bank ', lang_code: 'eng' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ name: 'river bank', lang_code: 'eng', created: true });
    const again = await call('POST', '/api/words/add-or-get', other, { word: 'river bank', lang_code: 'eng' });
    expect(again.json().data).toMatchObject({ id: first.json().data.id, created: false });
  });

  it('refuses guests, bad languages and lists of words', async () => {
    expect((await call('POST', '/api/words/add-or-get', undefined, { word: 'x', lang_code: 'eng' })).statusCode).toBe(401);
    const bad = await call('POST', '/api/words/add-or-get', author, { word: 'x', lang_code: 'zzz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'lang_code' });
    const list = await call('POST', '/api/words/add-or-get', author, { word: 'cat, dog', lang_code: 'eng' });
    expect(list.statusCode).toBe(400);
    expect(list.json().errors[0]).toMatchObject({ code: 'WORD_CANNOT_BE_ADDED', message: 'This word could not be added' });
  });
});

describe('translation review lifecycle', () => {
  it('submit -> visible only to the author -> accepted -> visible to all, with points', async () => {
    const res = await addTranslation(author, ['eng', 'lighthouse'], ['ger', 'Leuchtturm'], {
      translation_word_explanation: 'am Meer',
      vocabulary_codes: ['travel', 'nature', 'travel', 'home', 'art', 'sport', 'music', 'food'],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ review_status: 'under_review', is_this_user: true, can_edit: true, translation_word_explanation: 'am Meer' });
    // Extras cut to 5 distinct subjects: 5 points for the translation and 1 per subject.
    expect(body.data.vocabulary_codes).toHaveLength(5);
    expect(body.rating).toMatchObject({ points: 10, total: 10, level: 1 });
    const id = body.data.id;

    expect((await search(author, 'lighthouse')).json().data.map((d: { id: number }) => d.id)).toContain(id);
    expect((await search(other, 'lighthouse')).json().data).toHaveLength(0);
    expect((await search(undefined, 'lighthouse')).json().data).toHaveLength(0);

    // Edit rights: the author while under review, moderators always, others never.
    const rights = async (u: TestUser) =>
      (await call('GET', `/api/dictionary/multiple-edit-available?translation-union=${id}`, u)).json().data['translation-union'][0].can_edit;
    expect(await rights(author)).toBe(true);
    expect(await rights(other)).toBe(false);
    expect(await rights(moderator)).toBe(true);

    // Moderators never get their own material; the author's moderator colleague does.
    const task = await taskFor('translation-union', id);
    expect(task).toBeDefined();
    const self = await makeUser(t, { role: 'moderator' });
    const own = await addTranslation(self, ['eng', 'beacon'], ['ger', 'Leuchtfeuer']);
    const ownTasks = (await call('GET', '/api/v2/moderation/tasks?limit=50', self)).json().data as { detail_data: { entity_id: string } }[];
    expect(ownTasks.map((x) => x.detail_data.entity_id)).not.toContain(String(own.json().data.id));

    const decided = await call('POST', `/api/v2/moderation/tasks/${task!.id}/dictionary`, moderator, { action: 'accept', comment: 'Looks right' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data).toMatchObject({ done: true, resolution: 'accept' });
    expect(decided.json().rating.points).toBe(1);

    const seen = (await search(undefined, 'lighthouse')).json().data;
    expect(seen.map((d: { id: number }) => d.id)).toContain(id);
    expect(seen[0]).toMatchObject({ is_verified: true, review_status: 'accepted' });
    expect(await rights(author)).toBe(false);

    // Accepted: the author can no longer edit it; a moderator can.
    const edit = await call('PUT', `/api/translations/${id}`, author, { primary_word_id: seen[0].primary_word.id, translation_word_id: seen[0].translation_word.id });
    expect(edit.statusCode).toBe(400);
    expect(code(edit)).toBe('ENTITY_IS_VERIFIED');

    const ratings = await call('GET', '/api/user/ratings', author);
    expect(ratings.json().data[0]).toMatchObject({ type: 'DICTIONARY_RATING', points: 10, level: 1, next_level_points: 50 });
    const counter = await call('GET', '/api/user/entities-counter', author);
    expect(counter.json().data.ADDED.TRANSLATION_UNION).toEqual({ ACCEPTED: 1, ON_MODIFY: 0, REJECTED: 0 });
    expect(counter.json().data.ADDED.TRANSLATION_VOCABULARY.ACCEPTED).toBe(5);
    const modCounter = await call('GET', '/api/user/entities-counter', moderator);
    expect(modCounter.json().data.VERIFIED.TRANSLATION_UNION.ACCEPTED).toBeGreaterThanOrEqual(1);

    // The history keeps the addition and the decision.
    const history = await call('GET', `/api/v2/moderation/actions/translation-union/${id}`, moderator);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.map((h: { action: string }) => h.action)).toEqual(['MODERATE_TRANSLATION_UNION', 'ADD_TRANSLATION_UNION']);
    expect((await call('GET', `/api/v2/moderation/actions/translation-union/${id}`, author)).statusCode).toBe(403);
  });

  it('reject cancels the points, also of what depended on it', async () => {
    const user = await makeUser(t);
    const res = await addTranslation(user, ['eng', 'ferry'], ['ger', 'Fähre'], { vocabulary_codes: ['transport'] });
    const id = res.json().data.id;
    const meaning = await call('POST', `/api/translations/${id}/meaning-descriptions`, user, { lang_code: 'eng', value: 'A boat that carries people across water.' });
    expect(meaning.statusCode).toBe(200);
    expect(meaning.json().rating).toMatchObject({ points: 3, total: 9 });

    const task = await taskFor('translation-union', id);
    const rejected = await call('POST', `/api/v2/moderation/tasks/${task!.id}/dictionary`, moderator, { action: 'reject', comment: 'Wrong' });
    expect(rejected.statusCode).toBe(200);
    expect((await call('GET', '/api/user/ratings', user)).json().data[0].points).toBe(0);
    // The meaning's task went down with the translation.
    expect(await taskFor('translation-meaning', meaning.json().data.id)).toBeUndefined();
    const counter = (await call('GET', '/api/user/entities-counter', user)).json().data.ADDED;
    expect(counter.TRANSLATION_UNION.REJECTED).toBe(1);
    expect(counter.TRANSLATION_MEANING.REJECTED).toBe(1);
    // Rejected material is no longer editable by its author.
    const edit = await call('PUT', `/api/translations/${id}/meaning-descriptions/${meaning.json().data.id}`, user, { value: 'Another text here' });
    expect(edit.statusCode).toBe(403);
  });

  it('a child cannot be accepted before its translation (ENTITY_HAS_UNVERIFIED_PARENTS with the parent)', async () => {
    const user = await makeUser(t);
    const id = (await addTranslation(user, ['eng', 'harbour'], ['ger', 'Hafen'])).json().data.id;
    const m = await call('POST', `/api/translations/${id}/meaning-descriptions`, user, { lang_code: 'ger', value: 'Ein Ort, an dem Schiffe anlegen.' });
    const task = await taskFor('translation-meaning', m.json().data.id);
    const res = await call('POST', `/api/v2/moderation/tasks/${task!.id}/dictionary`, moderator, { action: 'accept' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      code: 'ENTITY_HAS_UNVERIFIED_PARENTS',
      payload: { entity_type_slug: 'translation-union', entity_id: id, review_status: 'under_review', summary: 'harbour → Hafen' },
    });
  });
});

describe('POST /api/translations and PUT /api/translations/{id}', () => {
  it('answers TRANSLATION_EXIST_TRANSLATION for an existing pair in either orientation', async () => {
    await addTranslation(author, ['eng', 'anchor'], ['ger', 'Anker']);
    const again = await addTranslation(other, ['ger', 'Anker'], ['eng', 'anchor']);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ code: 'TRANSLATION_EXIST_TRANSLATION' });
  });

  it('two users adding the same translation at once: one union, one TRANSLATION_EXIST_TRANSLATION', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const p = await word(a, 'tide', 'eng');
    const q = await word(a, 'Gezeiten', 'ger');
    const body = { primary_word_id: p, translation_word_id: q, translation_lang_code: 'ger' };
    const results = await Promise.all([call('POST', '/api/translations', a, body), call('POST', '/api/translations', b, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(code(results.find((r) => r.statusCode === 400)!)).toBe('TRANSLATION_EXIST_TRANSLATION');
    // Nothing half-written for the loser: no points.
    const loser = results[0]!.statusCode === 400 ? a : b;
    expect((await call('GET', '/api/user/ratings', loser)).json().data[0].points).toBe(0);
  });

  it('validates the body', async () => {
    const p = await word(author, 'keel', 'eng');
    const same = await call('POST', '/api/translations', author, { primary_word_id: p, translation_word_id: p, translation_lang_code: 'eng' });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].field).toBe('translation_word_id');
    const q = await word(author, 'Kiel', 'ger');
    const wrongLang = await call('POST', '/api/translations', author, { primary_word_id: p, translation_word_id: q, translation_lang_code: 'fre' });
    expect(wrongLang.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'translation_lang_code' });
    const badSubject = await call('POST', '/api/translations', author, { primary_word_id: p, translation_word_id: q, translation_lang_code: 'ger', vocabulary_codes: ['nope'] });
    expect(badSubject.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'vocabulary_codes.0' });
    const missing = await call('POST', '/api/translations', author, { primary_word_id: 999999, translation_word_id: q, translation_lang_code: 'ger' });
    expect(missing.statusCode).toBe(404);
    expect((await call('POST', '/api/translations', undefined, { primary_word_id: p, translation_word_id: q, translation_lang_code: 'ger' })).statusCode).toBe(401);
  });

  it('PUT: guest 401, another user 403, the author, a moderator under a task', async () => {
    const res = await addTranslation(author, ['eng', 'sail'], ['ger', 'Seegel']);
    const tr = res.json().data;
    const fixed = await word(author, 'Segel', 'ger');
    const body = { primary_word_id: tr.primary_word.id, translation_word_id: fixed, primary_word_explanation: 'of a boat' };
    expect((await call('PUT', `/api/translations/${tr.id}`, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', `/api/translations/${tr.id}`, other, body)).statusCode).toBe(403);
    const mine = await call('PUT', `/api/translations/${tr.id}`, author, body);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ translation_word: { name: 'Segel' }, primary_word_explanation: 'of a boat', review_status: 'under_review' });
    expect(mine.json().rating.points).toBe(0);
    // The open task shows the edited material.
    const task = await taskFor('translation-union', tr.id);
    expect(task).toMatchObject({ detail_data: { kind: 'edit', summary: 'sail → Segel' } });

    const cleared = await call('PUT', `/api/translations/${tr.id}`, moderator, { ...body, primary_word_explanation: null, moderation_task_id: task!.id });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ primary_word_explanation: null, review_status: 'accepted' });
    const history = (await call('GET', `/api/v2/moderation/actions/translation-union/${tr.id}`, moderator)).json().data;
    expect(history[0]).toMatchObject({ action: 'MODERATE_EDIT_TRANSLATION_UNION', moderation_task_id: task!.id, before: { primary_word_explanation: 'of a boat' }, after: { primary_word_explanation: null } });
    expect(history[1]).toMatchObject({ action: 'EDIT_TRANSLATION_UNION', before: { translation_word: 'Seegel' }, after: { translation_word: 'Segel' } });
    // A done task is no longer relevant.
    const late = await call('POST', `/api/v2/moderation/tasks/${task!.id}/dictionary`, moderator, { action: 'accept' });
    expect(late.json().errors[0]).toMatchObject({ code: 'TASK_NOT_RELEVANT', message: 'This task is no longer relevant' });
    expect((await call('PUT', '/api/translations/999999', author, body)).statusCode).toBe(404);
  });
});

describe('attributes, subjects, meanings', () => {
  it('adds a part of speech and gender; a gender needs its part of speech', async () => {
    const tr = (await addTranslation(author, ['eng', 'oar'], ['ger', 'Ruder'])).json().data;
    const attrs = (await call('GET', '/api/localization/attributes', author)).json().data as { id: number; attribute: { code: string } }[];
    const id = (c: string) => attrs.find((a) => a.attribute.code === c)!.id;
    const lonely = await call('POST', `/api/translations/${tr.id}/attributes`, author, { attributes: [{ lang_code: 'ger', attribute_id: id('neuter') }] });
    expect(lonely.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'attributes.0.attribute_id' });
    const res = await call('POST', `/api/translations/${tr.id}/attributes`, author, {
      attributes: [
        { lang_code: 'ger', attribute_id: id('neuter') },
        { lang_code: 'ger', attribute_id: id('noun') },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rating.points).toBe(2);
    expect(res.json().data.all_translation_attributes.map((a: { attribute: { code: string } }) => a.attribute.code).sort()).toEqual(['neuter', 'noun']);
    expect((await call('POST', `/api/translations/${tr.id}/attributes`, other, { attributes: [{ lang_code: 'ger', attribute_id: id('noun') }] })).json().errors[0].code).toBe('TRANSLATION_NOT_FOUND');
  });

  it('subjects are cut at 5 per translation and locked once verified', async () => {
    const tr = (await addTranslation(author, ['eng', 'mast'], ['ger', 'Mast'], { vocabulary_codes: ['transport', 'sport', 'travel'] })).json().data;
    const res = await call('POST', `/api/translations/${tr.id}/vocabulary-codes`, author, { vocabulary_codes: ['music', 'art', 'food', 'home'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.vocabulary_codes).toHaveLength(5);
    expect(res.json().rating.points).toBe(2);
    const verified = await makeTranslation(t, ['eng', 'deck'], ['ger', 'Deck'], { verified: true });
    const locked = await call('POST', `/api/translations/${verified.id}/vocabulary-codes`, other, { vocabulary_codes: ['music'] });
    expect(code(locked)).toBe('ENTITY_IS_VERIFIED');
  });

  it('meanings: add, MEANING_EXIST, edit by the author, 403 for others', async () => {
    const accepted = await makeTranslation(t, ['eng', 'rudder'], ['ger', 'Steuerruder']);
    const res = await call('POST', `/api/translations/${accepted.id}/meaning-descriptions`, other, { lang_code: 'eng', value: 'The blade that steers a boat.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ lang_code: 'eng', can_edit: true, is_this_user: true });
    expect(res.json().rating.points).toBe(3);
    const twice = await call('POST', `/api/translations/${accepted.id}/meaning-descriptions`, author, { lang_code: 'eng', value: 'The blade that steers a boat.' });
    expect(twice.json().errors[0]).toMatchObject({ code: 'MEANING_EXIST', message: 'This meaning of the word already exists, try adding another' });
    const url = `/api/translations/${accepted.id}/meaning-descriptions/${res.json().data.id}`;
    expect((await call('PUT', url, author, { value: 'Something else entirely.' })).statusCode).toBe(403);
    const edited = await call('PUT', url, other, { value: 'The flat blade that steers a boat.' });
    expect(edited.json().data.value).toBe('The flat blade that steers a boat.');
    const removed = await makeTranslation(t, ['eng', 'bilge'], ['ger', 'Bilge'], { removed: true });
    const gone = await call('POST', `/api/translations/${removed.id}/meaning-descriptions`, other, { lang_code: 'eng', value: 'The lowest part of a hull.' });
    expect(gone.statusCode).toBe(400);
    expect(code(gone)).toBe('TRANSLATION_NOT_FOUND');
  });
});

describe('synonyms and antonyms', () => {
  it('adds, refuses duplicates, the word itself and a word that is already the opposite', async () => {
    const tr = await makeTranslation(t, ['eng', 'big'], ['ger', 'groß']);
    const url = `/api/translations/${tr.id}`;
    const syn = await call('POST', `${url}/synonym`, author, { lang_code: 'eng', name: 'large' });
    expect(syn.statusCode).toBe(200);
    expect(syn.json().data).toMatchObject({ name: 'large', lang_code: 'eng', can_edit: true, is_this_user: true });
    expect(syn.json().data.moderation_task_id).toEqual(expect.any(Number));
    expect(syn.json().rating.points).toBe(2);

    const dup = await call('POST', `${url}/synonym`, other, { lang_code: 'eng', name: 'large' });
    expect(dup.json().errors[0]).toMatchObject({ code: 'SYNONYM_UNIQUE', message: 'This synonym already exists, try adding another' });
    const self = await call('POST', `${url}/synonym`, other, { lang_code: 'eng', word_id: await makeWord(t, 'eng', 'big') });
    expect(code(self)).toBe('SYNONYM_CANNOT_BE_ADDED_EXCEPTION');
    const opposite = await call('POST', `${url}/antonym`, other, { lang_code: 'eng', name: 'large' });
    expect(opposite.json().errors[0]).toMatchObject({ code: 'ANTONYM_CANNOT_BE_ADDED_EXCEPTION', message: 'This antonym cannot be added, try adding another' });
    const ant = await call('POST', `${url}/antonym`, other, { lang_code: 'eng', name: 'small' });
    expect(ant.statusCode).toBe(200);
    expect(code(await call('POST', `${url}/antonym`, author, { lang_code: 'eng', name: 'small' }))).toBe('ANTONYM_UNIQUE');
    expect(code(await call('POST', `${url}/synonym`, author, { lang_code: 'eng', name: 'small' }))).toBe('SYNONYM_CANNOT_BE_ADDED_EXCEPTION');

    // Edit: the author replaces the word; another user 403; a guest 401.
    const entry = `${url}/synonym/${syn.json().data.id}`;
    expect((await call('PUT', entry, undefined, { lang_code: 'eng', name: 'huge' })).statusCode).toBe(401);
    expect((await call('PUT', entry, other, { lang_code: 'eng', name: 'huge' })).statusCode).toBe(403);
    const edited = await call('PUT', entry, author, { lang_code: 'eng', name: 'huge' });
    expect(edited.json().data.name).toBe('huge');

    // Accepted by a moderator: the group shows to everyone.
    const task = await taskFor('synonym', syn.json().data.id);
    expect((await call('POST', `/api/v2/moderation/tasks/${task!.id}/dictionary`, moderator, { action: 'accept' })).statusCode).toBe(200);
    const list = await call('GET', `${url}/synonyms`);
    expect(list.json().data.map((e: { name: string }) => e.name)).toEqual(['huge']);
  });
});
