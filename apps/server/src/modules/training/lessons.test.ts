// Lessons: words with exercises per type (selection, repeat, new, favorite; audio exercises only
// with audio and listening), answers checked on the server, FSRS scheduling (wrong comes back
// sooner than right; repeat serves due words in due order), skips, completion with verified points
// (forged points, a second completion, unknown words refused), points doubled at a 7-day streak.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { addAudio, makeVocabulary, trainingClient } from '../../../test/training-helpers';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let words: number[];
let sel: { uuid: string };
const api = trainingClient(() => t);
const L = '/api/education/lesson';
const DAY = 86_400_000;

interface LessonWord { union: { id: number; words: { name: string }[] }; prompt: string; options: string[]; letters: string[]; exercises: string[]; hard_exercises: string[]; audio_url: string | null; audio_synthetic: boolean; ipa: string | null; due: string | null }

async function lessonWords(user: TestUser, type: string, query = '') {
  const res = await api.call('GET', `${L}/words/${type}?${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: LessonWord[]; total: number };
}

const answer = (user: TestUser, body: Record<string, unknown>) => api.ok('POST', `${L}/answer`, user, { type: 'selection', selection_uuid: sel.uuid, ...body });

beforeAll(async () => {
  // Tokens that outlive the clock moves of these tests.
  t = await createTestApp({ ACCESS_TOKEN_TTL: '31536000' });
  [alice, bob] = [await makeUser(t), await makeUser(t)];
  words = await makeVocabulary(t);
  const [row] = (await t.ctx.db.execute(`select primary_word_id from translation_unions where id = ${words[0]}`) as unknown as { rows: { primary_word_id: number }[] }).rows;
  await addAudio(t, row!.primary_word_id, 'dog.mp3');
  sel = await api.selection(alice, words.slice(0, 6), { is_public: true });
});
afterAll(() => t.close());

describe('lesson words', () => {
  it('gives every word choose and make exercises, the audio one only with audio, none with listening off', async () => {
    const { data, total } = await lessonWords(bob, 'selection', `selection_uuid=${sel.uuid}`);
    expect(total).toBe(6);
    expect(data).toHaveLength(6);
    const dog = data.find((w) => w.prompt === 'dog')!;
    expect(dog.exercises).toEqual(['choose_translation', 'make_translation', 'choose_translation_from_audio']);
    expect(dog.hard_exercises).toEqual(['write_translation_from_text', 'write_translation_from_audio', 'make_translation_from_audio']);
    expect(dog.audio_url).toBe('/api/audios/dog.mp3');
    expect(dog.options).toContain('Hund');
    expect(dog.options).toHaveLength(4);
    expect([...dog.letters].sort().join('')).toBe([...'Hund'].sort().join(''));
    expect(dog.audio_synthetic).toBe(false);
    // A word without a member's recording is heard in a synthetic voice (espeak-ng), with its IPA.
    const cat = data.find((w) => w.prompt === 'cat')!;
    expect(cat.audio_url).toMatch(/^\/api\/speech\/audio\/en-gb\/[0-9a-f]{64}\.wav$/);
    expect(cat.audio_synthetic).toBe(true);
    expect(cat.ipa).toBe('kˈat');
    expect(cat.exercises).toEqual(['choose_translation', 'make_translation', 'choose_translation_from_audio']);
    expect((await t.app.inject({ method: 'GET', url: cat.audio_url! })).headers['content-type']).toBe('audio/wav');
    // A member who turned synthetic voices off: only recordings.
    const put = await t.app.inject({ method: 'PUT', url: '/api/speech/settings', headers: bob.headers, payload: { synthetic_voice: false } });
    expect(put.statusCode).toBe(200);
    const off = (await lessonWords(bob, 'selection', `selection_uuid=${sel.uuid}`)).data.find((w) => w.prompt === 'cat')!;
    expect(off).toMatchObject({ audio_url: null, audio_synthetic: false, ipa: null });
    expect(off.exercises).toEqual(['choose_translation', 'make_translation']);
    expect(off.hard_exercises).toEqual(['write_translation_from_text']);
    const quiet = await lessonWords(bob, 'selection', `selection_uuid=${sel.uuid}&listening=false`);
    expect(quiet.data.find((w) => w.prompt === 'dog')!.exercises).toEqual(['choose_translation', 'make_translation']);
    expect(quiet.data.find((w) => w.prompt === 'dog')!.audio_url).toBeNull();
  });

  it('refuses a missing selection_uuid, an unknown type, guests, and a private selection of someone else', async () => {
    expect((await api.fails(400, 'GET', `${L}/words/selection`, bob)).field).toBe('selection_uuid');
    expect((await api.fails(400, 'GET', `${L}/words/videos`, bob)).field).toBe('type');
    expect((await api.fails(401, 'GET', `${L}/words/repeat`, null)).code).toBe('UNAUTHENTICATED');
    const priv = await api.selection(alice, words.slice(0, 2));
    expect((await api.fails(404, 'GET', `${L}/words/selection?selection_uuid=${priv.uuid}`, bob)).code).toBe('SELECTION_NOT_FOUND');
  });
});

describe('answers and FSRS', () => {
  it('checks answers on the server; a wrong word comes back sooner than a right one; repeat serves due order', async () => {
    const u = await makeUser(t);
    const lesson = randomUUID();
    const right = await answer(u, { lesson_uuid: lesson, union_id: words[1], exercise: 'choose_translation', answer: ' katze ' });
    expect(right).toEqual({ correct: true, expected: 'Katze', counted: true, points: 1 });
    const wrong = await answer(u, { lesson_uuid: lesson, union_id: words[2], exercise: 'choose_translation', answer: 'Katze' });
    expect(wrong).toEqual({ correct: false, expected: 'Haus', counted: true, points: 1 });
    // A second try at the same exercise is checked but neither scored nor scheduled again.
    expect(await answer(u, { lesson_uuid: lesson, union_id: words[2], exercise: 'choose_translation', answer: 'Haus' })).toEqual({ correct: true, expected: 'Haus', counted: false, points: 1 });
    const cards = await t.services.training.lessons.words({ id: u.id, uuid: u.uuid, role: 'user', premium: false, sessionId: '' }, 'selection', { selection_uuid: sel.uuid, offset: 0, listening: true });
    const due = (id: number) => new Date(cards.data.find((w) => w.union.id === id)!.due!).getTime();
    expect(due(words[2]!)).toBeLessThan(due(words[1]!));
    // A day later both are due; repeat lists them soonest first: the wrong one first.
    t.clock.advance(20 * DAY);
    const repeat = await lessonWords(u, 'repeat');
    expect(repeat.data.map((w) => w.union.id)).toEqual([words[2], words[1]]);
    expect(repeat.total).toBe(2);
    expect(repeat.data[0]!.exercises).toEqual(['choose_translation']);
    expect(repeat.data[0]!.options.length).toBeGreaterThan(1);
    // One due word has nothing to choose from: it is built instead of a one-option question.
    const single = await lessonWords(u, 'repeat', 'limit=1');
    expect(single.data[0]!.options).toHaveLength(1);
    expect(single.data[0]!.exercises).toEqual(['make_translation']);
    t.clock.advance(-20 * DAY);
  });

  it('refuses an audio exercise without audio, a word outside the lesson, another member\'s lesson', async () => {
    const lesson = randomUUID();
    // Without a recording, an audio exercise is answerable only with the synthetic voice on.
    const voice = (on: boolean) => t.app.inject({ method: 'PUT', url: '/api/speech/settings', headers: bob.headers, payload: { synthetic_voice: on } });
    await voice(true);
    expect((await answer(bob, { lesson_uuid: lesson, union_id: words[1], exercise: 'write_translation_from_audio', answer: 'Katze' })).correct).toBe(true);
    await voice(false);
    expect((await api.fails(400, 'POST', `${L}/answer`, bob, { lesson_uuid: lesson, selection_uuid: sel.uuid, union_id: words[1], exercise: 'write_translation_from_audio', answer: 'x' })).code).toBe('EXERCISE_NOT_AVAILABLE');
    expect((await api.fails(400, 'POST', `${L}/answer`, bob, { lesson_uuid: lesson, selection_uuid: sel.uuid, union_id: words[7], exercise: 'choose_translation', answer: 'x' })).code).toBe('LESSON_WORD_UNKNOWN');
    expect((await api.fails(400, 'POST', `${L}/answer`, bob, { lesson_uuid: lesson, type: 'repeat', union_id: words[7], exercise: 'choose_translation', answer: 'x' })).code).toBe('LESSON_WORD_UNKNOWN');
    await answer(bob, { lesson_uuid: lesson, union_id: words[1], exercise: 'choose_translation', answer: 'Katze' });
    expect((await api.fails(404, 'POST', `${L}/answer`, alice, { lesson_uuid: lesson, selection_uuid: sel.uuid, union_id: words[1], exercise: 'make_translation', answer: 'Katze' })).code).toBe('LESSON_NOT_FOUND');
    expect((await api.fails(404, 'POST', `${L}/complete`, alice, { lesson_uuid: lesson, points_earned: 1, unions: [] })).code).toBe('LESSON_NOT_FOUND');
    expect((await api.fails(400, 'POST', `${L}/answer`, bob, { lesson_uuid: 'x', union_id: 1, exercise: 'choose_translation', answer: 'x' })).field).toBe('lesson_uuid');
    expect((await api.fails(400, 'POST', `${L}/answer`, bob, { lesson_uuid: lesson, union_id: 1, exercise: 'sing', answer: 'x' })).field).toBe('exercise');
  });

  it('skips known words as easy reviews (far in the future)', async () => {
    const u = await makeUser(t);
    expect(await api.ok('POST', `${L}/skip`, u, { unions: [words[3], words[4]], selection_uuid: sel.uuid })).toEqual({ skipped: [words[3], words[4]] });
    const { data } = await lessonWords(u, 'selection', `selection_uuid=${sel.uuid}`);
    const skipped = data.filter((w) => w.due !== null);
    expect(skipped.map((w) => w.union.id).sort()).toEqual([words[3], words[4]].sort());
    for (const w of skipped) expect(new Date(w.due!).getTime()).toBeGreaterThan(t.clock.now.getTime() + DAY);
    // "I know this word" counts as learned: the compilation says so (issue 36: "0 of 6 learned" after
    // skipping every word).
    const page = await api.call('GET', `/api/education/selections/${sel.uuid}`, u);
    expect(page.json().data.additional.words_total_learned).toBe(2);
    expect((await api.fails(400, 'POST', `${L}/skip`, u, { unions: [words[7]], selection_uuid: sel.uuid })).code).toBe('LESSON_WORD_UNKNOWN');
    expect((await api.fails(400, 'POST', `${L}/skip`, u, { unions: [] })).field).toBe('unions');
  });

  it('new and favorite lessons serve studied words without a card and saved translations', async () => {
    const u = await makeUser(t);
    expect((await lessonWords(u, 'new')).data).toEqual([]);
    await api.ok('POST', `/api/education/selections/${sel.uuid}/study`, u);
    expect((await lessonWords(u, 'new')).data.map((w) => w.union.id).sort()).toEqual(words.slice(0, 6).sort());
    await api.ok('POST', '/api/favorites', u, { entity_type: 'translation', entity_id: words[7] });
    const fav = await lessonWords(u, 'favorite');
    expect(fav.data.map((w) => w.prompt)).toEqual(['book']);
    const lesson = randomUUID();
    expect((await api.ok('POST', `${L}/answer`, u, { lesson_uuid: lesson, type: 'favorite', union_id: words[7], exercise: 'make_translation', answer: 'Buch' })).correct).toBe(true);
    expect((await api.ok('POST', `${L}/answer`, u, { lesson_uuid: randomUUID(), type: 'new', union_id: words[0], exercise: 'choose_translation', answer: 'Hund' })).correct).toBe(true);
  });
});

describe('completion', () => {
  it('credits the points the answers give once; forged points, unknown words and a second completion are refused', async () => {
    const u = await makeUser(t);
    const lesson = randomUUID();
    for (const [i, a] of [[0, 'Hund'], [1, 'Katze'], [2, 'wrong']] as const) {
      await answer(u, { lesson_uuid: lesson, union_id: words[i], exercise: 'choose_translation', answer: a });
    }
    const forged = await api.fails(400, 'POST', `${L}/complete`, u, { lesson_uuid: lesson, points_earned: 3, unions: [words[0], words[1], words[2]] });
    expect(forged).toMatchObject({ code: 'LESSON_POINTS_MISMATCH', field: 'points_earned' });
    expect((await api.fails(400, 'POST', `${L}/complete`, u, { lesson_uuid: lesson, points_earned: 2, unions: [words[5]] })).code).toBe('LESSON_WORD_UNKNOWN');
    const done = await api.ok('POST', `${L}/complete`, u, { lesson_uuid: lesson, points_earned: 2, unions: [words[0], words[1], words[2]], selection_uuid: sel.uuid, lang_code: 'ger' });
    expect(done).toEqual({ points: 2, doubled: false, words: 3, days_activity_span: 0, has_activity_today: false });
    expect((await api.fails(400, 'POST', `${L}/complete`, u, { lesson_uuid: lesson, points_earned: 2, unions: [] })).code).toBe('LESSON_ALREADY_COMPLETED');
    expect((await api.fails(400, 'POST', `${L}/answer`, u, { lesson_uuid: lesson, selection_uuid: sel.uuid, union_id: words[3], exercise: 'choose_translation', answer: 'Baum' })).code).toBe('LESSON_ALREADY_COMPLETED');
    expect((await api.ok('GET', '/api/education/daily-activity', u)).points_today).toBe(2);
    // The points are a ledger row (LESSON_COMPLETE): the education rating, apart from the dictionary total.
    const ratings = (await api.ok('GET', '/api/user/ratings', u)) as { type: string; points: number }[];
    expect(ratings.find((r) => r.type === 'EDUCATION_RATING')!.points).toBe(2);
    expect(ratings.find((r) => r.type === 'DICTIONARY_RATING')!.points).toBe(0);
    expect(await api.ok('GET', '/api/actions/list', u)).toEqual([]);
    expect(await t.services.progress.audit([u.id])).toEqual([]);
  });

  it('doubles the points at a streak of 7 days', async () => {
    const u = await makeUser(t);
    await api.ok('PUT', '/api/education/daily-activity/goal', u, { daily_goal: 1 });
    const start = t.clock.now;
    let last = null;
    for (let day = 0; day < 8; day++) {
      const lesson = randomUUID();
      await answer(u, { lesson_uuid: lesson, union_id: words[day % 6], exercise: 'make_translation', answer: ['Hund', 'Katze', 'Haus', 'Baum', 'Wasser', 'Brot'][day % 6] });
      last = await api.ok('POST', `${L}/complete`, u, { lesson_uuid: lesson, points_earned: 1, unions: [words[day % 6]] });
      if (day < 7) expect(last.doubled, `day ${day}`).toBe(false);
      t.clock.advance(DAY);
    }
    expect(last).toMatchObject({ points: 2, doubled: true, days_activity_span: 8, has_activity_today: true });
    t.clock.set(start);
  });

  it('resets a selection\'s progress', async () => {
    const u = await makeUser(t);
    await api.ok('POST', `${L}/skip`, u, { unions: words.slice(0, 6), selection_uuid: sel.uuid });
    t.clock.advance(1000);
    expect(await api.ok('DELETE', `/api/education/statistics/selection/${sel.uuid}`, u)).toEqual({ words_total_learned: 0 });
    expect((await lessonWords(u, 'selection', `selection_uuid=${sel.uuid}`)).data.every((w) => w.due === null)).toBe(true);
  });
});
