// Starter compilations: made from the dictionary (first words by popularity: nouns, verbs and
// adjectives, no phrase, no proper name; one per subject), owned by the system account, marked
// generated, rebuilt in place (learners stay), removed when their words are gone, usable in
// lessons, and listed on the training page with the viewer's pair first.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeTranslation } from '../../../test/dictionary-factories';
import { makeUser, type TestUser } from '../../../test/factories';
import { trainingClient } from '../../../test/training-helpers';
import { firstWordsTiers, rebuildStarterCompilations } from './use-cases/selections/starter';

let t: TestApp;
let learner: TestUser;
const api = trainingClient(() => t);

interface Listed {
  uuid: string;
  name: string;
  lang_from: string;
  lang_to: string;
  generated: string | null;
  author: { nickname: string | null };
  additional: { words_total: number; words_total_learned: number; words_total_in_learning: number; selected_for_learning: boolean; followers_total: number };
}

/** [english, german, popularity, part of speech, subjects] */
const WORDS: [string, string, number, string, string[]][] = [
  ['good morning', 'guten Morgen', 100, 'phrase', []],
  ['Berlin', 'Berlin', 99, 'noun', []],
  ['quickly', 'schnell', 95, 'adverb', []],
  ['dog', 'Hund', 90, 'noun', ['animals']],
  ['run', 'laufen', 85, 'verb', []],
  ['cat', 'Katze', 80, 'noun', ['animals']],
  ['big', 'groß', 75, 'adjective', []],
  ['horse', 'Pferd', 70, 'noun', ['animals']],
  ['bird', 'Vogel', 60, 'noun', ['animals']],
  ['fish', 'Fisch', 50, 'noun', ['animals']],
  ['mouse', 'Maus', 40, 'noun', ['animals']],
];

async function setPopularity(lang: string, name: string, popularity: number) {
  await t.ctx.db.execute(sql`update words set popularity = ${popularity}::int where lang_code = ${lang} and name = ${name}`);
}

const feed = async (user: TestUser | null, query = '') => (await api.ok('GET', `/api/education/selections/feed?limit=20${query}`, user)) as { starter: Listed[]; popular: Listed[]; new: Listed[] };
const starterOf = async (from: string, to: string, generated: string) =>
  (await feed(null, `&lang_from=${from}&lang_to=${to}`)).starter.find((s) => s.generated === generated);

beforeAll(async () => {
  t = await createTestApp();
  learner = await makeUser(t);
  for (const [eng, ger, popularity, pos, subjects] of WORDS) {
    await makeTranslation(t, ['eng', eng], ['ger', ger], {
      attributes: [{ side: 'primary', code: pos }, { side: 'translation', code: pos }],
      subjects,
    });
    await setPopularity('eng', eng, popularity);
    await setPopularity('ger', ger, popularity);
  }
  // A pair with too little to learn from makes nothing.
  await makeTranslation(t, ['spa', 'perro'], ['fre', 'chien'], { attributes: [{ side: 'primary', code: 'noun' }] });
  // German -> Spanish as FreeDict has it: function words with a rare content sense, fragments,
  // a capitalised homograph of a common word, all more popular than the nouns.
  const noun = { attributes: [{ side: 'primary' as const, code: 'noun' }] };
  for (const [ger, spa] of [['Tisch', 'mesa'], ['Stuhl', 'silla'], ['Buch', 'libro'], ['Baum', 'árbol'], ['Wasser', 'agua'], ['Brot', 'pan']]) {
    await makeTranslation(t, ['ger', ger], ['spa', spa], noun);
    await setPopularity('ger', ger, 10);
  }
  await makeTranslation(t, ['ger', 'in'], ['spa', 'en'], { attributes: [{ side: 'primary', code: 'preposition' }] });
  await makeTranslation(t, ['ger', 'in'], ['spa', 'moderno'], { attributes: [{ side: 'primary', code: 'adjective' }] });
  await makeTranslation(t, ['ger', 'Über…'], ['spa', 'excesivo'], { attributes: [{ side: 'primary', code: 'adjective' }] });
  await makeTranslation(t, ['ger', 'Vor-'], ['spa', 'previo'], { attributes: [{ side: 'primary', code: 'adjective' }] });
  await makeTranslation(t, ['ger', 'einer'], ['spa', 'uno'], { attributes: [{ side: 'primary', code: 'pronoun' }] });
  await makeTranslation(t, ['ger', 'Einer'], ['spa', 'esquife'], noun);
  // A letter alone (an abbreviation) and a translation that is a fragment, as FreeDict has them.
  await makeTranslation(t, ['ger', 'h'], ['spa', 'hora'], noun);
  await makeTranslation(t, ['ger', 'Rad'], ['spa', 'rueda ( )'], noun);
  for (const ger of ['in', 'Über…', 'Vor-', 'einer', 'Einer', 'h', 'Rad']) await setPopularity('ger', ger, 500);
  await rebuildStarterCompilations(t.ctx.database);
});
afterAll(() => t.close());

describe('starter compilations', () => {
  it('lists the first words by popularity: nouns, verbs, adjectives, no phrase or proper name', async () => {
    const first = await starterOf('eng', 'ger', 'first_100');
    expect(first).toMatchObject({ name: 'First 8 words', author: { nickname: 'glossa' }, additional: { words_total: 8 } });
    const words = (await api.ok('GET', `/api/education/selections/${first!.uuid}`, null)) as { unions: { union: { words: { name: string }[] } }[] };
    expect(words.unions.map((u) => u.union.words[0]!.name)).toEqual(['dog', 'run', 'cat', 'big', 'horse', 'bird', 'fish', 'mouse']);
    // German nouns are capitalised: they stay; "Berlin" is Berlin in English too, a proper name.
    const back = await starterOf('ger', 'eng', 'first_100');
    const german = (await api.ok('GET', `/api/education/selections/${back!.uuid}`, null)) as { unions: { union: { words: { name: string }[] } }[] };
    expect(german.unions.map((u) => u.union.words[0]!.name)).toEqual(['Hund', 'laufen', 'Katze', 'groß', 'Pferd', 'Vogel', 'Fisch', 'Maus']);
    // No "first 500" when there are not more than 100 words; nothing for a pair with one translation.
    expect(await starterOf('eng', 'ger', 'first_500')).toBeUndefined();
    expect((await feed(null, '&lang_from=spa&lang_to=fre')).starter).toEqual([]);
  });

  it('judges a word by its main translation, and leaves out fragments and capitalised homographs', async () => {
    const first = await starterOf('ger', 'spa', 'first_100');
    const words = (await api.ok('GET', `/api/education/selections/${first!.uuid}`, null)) as { unions: { union: { words: { name: string }[] } }[] };
    // Not "in" (a preposition first, "moderno" only second), "Über…", "Vor-", "Einer" (beside "einer"),
    // "h" (a letter), "Rad" (its translation "rueda ( )" a fragment).
    expect(words.unions.map((u) => u.union.words[0]!.name).sort()).toEqual(['Baum', 'Brot', 'Buch', 'Stuhl', 'Tisch', 'Wasser']);
  });

  it('makes a larger "first words" list only when the data fills it', () => {
    // FreeDict eng-spa: 119 nouns, verbs and adjectives made a "first_500" of 119 words.
    expect(firstWordsTiers(119, 6)).toEqual([{ generated: 'first_100', size: 100 }]);
    expect(firstWordsTiers(499, 6).map((x) => x.generated)).toEqual(['first_100']);
    expect(firstWordsTiers(500, 6).map((x) => x.generated)).toEqual(['first_100', 'first_500']);
    // The smallest list takes what there is ("First 8 words"); below a public compilation's minimum, none.
    expect(firstWordsTiers(8, 6)).toEqual([{ generated: 'first_100', size: 100 }]);
    expect(firstWordsTiers(5, 6)).toEqual([]);
  });

  it('makes one per subject, kept out of the members’ discover blocks', async () => {
    const animals = await starterOf('eng', 'ger', 'theme:animals');
    expect(animals).toMatchObject({ name: 'Animals', additional: { words_total: 6 } });
    const blocks = await feed(null);
    expect([...blocks.popular, ...blocks.new].some((s) => s.generated)).toBe(false);
  });

  it('runs a lesson like any compilation', async () => {
    const first = await starterOf('eng', 'ger', 'first_100');
    const lesson = (await api.call('GET', `/api/education/lesson/words/selection?selection_uuid=${first!.uuid}`, learner)).json() as { data: { prompt: string; options: string[] }[]; total: number };
    expect(lesson.total).toBe(8);
    expect(lesson.data.find((w) => w.prompt === 'dog')!.options).toContain('Hund');
    const res = await api.call('POST', '/api/education/lesson/answer', learner, { type: 'selection', selection_uuid: first!.uuid, lesson_uuid: crypto.randomUUID(), union_id: (await unionOf('dog')), exercise: 'choose_translation', answer: 'Hund' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.correct).toBe(true);
  });

  it('counts words in learning as the statistics do, and a practised compilation is one the member learns', async () => {
    const member = await makeUser(t);
    const first = await starterOf('eng', 'ger', 'first_100');
    const lessonUuid = crypto.randomUUID();
    for (const [eng, ger] of [['dog', 'Hund'], ['cat', 'Katze']] as const) {
      const res = await api.call('POST', '/api/education/lesson/answer', member, { type: 'selection', selection_uuid: first!.uuid, lesson_uuid: lessonUuid, union_id: await unionOf(eng), exercise: 'choose_translation', answer: ger });
      expect(res.statusCode, res.body).toBe(200);
    }
    const stats = (await api.ok('GET', '/api/education/statistics?period=week', member)) as { words_in_learning: number; words_learned: number };
    expect(stats).toMatchObject({ words_in_learning: 2, words_learned: 0 });
    const listed = (await feed(member, '&lang_from=eng&lang_to=ger')).starter.find((s) => s.uuid === first!.uuid)!;
    expect(listed.additional).toMatchObject({ words_total_in_learning: stats.words_in_learning, words_total_learned: stats.words_learned, selected_for_learning: true });
    const studying = (await api.call('GET', '/api/education/selections/search/users?source=studying&limit=20', member)).json() as { rows: { uuid: string }[] };
    expect(studying.rows.map((r) => r.uuid)).toContain(first!.uuid);
    // Taken out of "my learning", it stays out for the rest of that lesson; the next lesson adds it again.
    await api.ok('DELETE', `/api/education/selections/${first!.uuid}/study`, member);
    await api.call('POST', '/api/education/lesson/answer', member, { type: 'selection', selection_uuid: first!.uuid, lesson_uuid: lessonUuid, union_id: await unionOf('horse'), exercise: 'choose_translation', answer: 'Pferd' });
    const mine = async () => (await feed(member, '&lang_from=eng&lang_to=ger')).starter.find((s) => s.uuid === first!.uuid)!.additional.selected_for_learning;
    expect(await mine()).toBe(false);
    await api.call('POST', '/api/education/lesson/answer', member, { type: 'selection', selection_uuid: first!.uuid, lesson_uuid: crypto.randomUUID(), union_id: await unionOf('bird'), exercise: 'choose_translation', answer: 'Vogel' });
    expect(await mine()).toBe(true);
  });

  it('grades a lesson of the other direction against the side it asks for', async () => {
    // "First words" German -> English holds unions stored English -> German.
    const back = await starterOf('ger', 'eng', 'first_100');
    const lesson = (await api.call('GET', `/api/education/lesson/words/selection?selection_uuid=${back!.uuid}`, learner)).json() as { data: { prompt: string; options: string[] }[] };
    expect(lesson.data.find((w) => w.prompt === 'Hund')!.options).toContain('dog');
    const unionId = await unionOf('dog');
    const answer = (text: string) =>
      api.call('POST', '/api/education/lesson/answer', learner, { type: 'selection', selection_uuid: back!.uuid, lesson_uuid: crypto.randomUUID(), union_id: unionId, exercise: 'choose_translation', answer: text });
    const right = await answer('dog');
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data).toMatchObject({ correct: true, expected: 'dog' });
    // The prompt itself is not the answer.
    expect((await answer('Hund')).json().data.correct).toBe(false);
  });

  it('is rebuilt in place after an import: same compilation, new words, learners kept', async () => {
    const before = await starterOf('eng', 'ger', 'first_100');
    await api.ok('POST', `/api/education/selections/${before!.uuid}/study`, learner);
    await makeTranslation(t, ['eng', 'apple'], ['ger', 'Apfel'], { attributes: [{ side: 'primary', code: 'noun' }] });
    await setPopularity('eng', 'apple', 98);
    const again = await rebuildStarterCompilations(t.ctx.database);
    expect(again.removed).toBe(0);
    const after = (await feed(learner, '&lang_from=eng&lang_to=ger')).starter.find((s) => s.generated === 'first_100')!;
    expect(after).toMatchObject({ uuid: before!.uuid, name: 'First 9 words', additional: { words_total: 9, selected_for_learning: true } });
    const words = (await api.ok('GET', `/api/education/selections/${after.uuid}`, null)) as { unions: { union: { words: { name: string }[] } }[] };
    expect(words.unions[0]!.union.words[0]!.name).toBe('apple');
  });

  it('puts the learner’s pair first on the training page', async () => {
    const german = await makeUser(t);
    await t.ctx.db.execute(sql`insert into user_languages (user_id, lang_code, level, level_rank) values
      (${german.id}::int, 'ger', 'NATIVE', 0), (${german.id}::int, 'eng', 'BASE', 3)`);
    const forGerman = (await feed(german)).starter;
    expect(forGerman[0]).toMatchObject({ lang_from: 'eng', lang_to: 'ger', generated: 'first_100' });
    const english = await makeUser(t);
    await t.ctx.db.execute(sql`insert into user_languages (user_id, lang_code, level, level_rank) values
      (${english.id}::int, 'eng', 'NATIVE', 0), (${english.id}::int, 'ger', 'BASE', 3)`);
    expect((await feed(english)).starter[0]).toMatchObject({ lang_from: 'ger', lang_to: 'eng', generated: 'first_100' });
  });

  it('puts lists into the native language first for a learner who has named no learning language', async () => {
    const pairs = (list: Listed[]) => list.map((s) => `${s.lang_from}>${s.lang_to}`);
    // Alphabetically English -> German would lead; a Spanish speaker can only use lists into Spanish.
    expect(pairs((await feed(null)).starter)[0]).toBe('eng>ger');
    const spanish = await makeUser(t);
    await t.ctx.db.execute(sql`insert into user_languages (user_id, lang_code, level, level_rank) values (${spanish.id}::int, 'spa', 'NATIVE', 0)`);
    const forSpanish = (await feed(spanish)).starter;
    expect(forSpanish[0]).toMatchObject({ lang_from: 'ger', lang_to: 'spa', generated: 'first_100' });
    const intoSpanish = forSpanish.filter((s) => s.lang_to === 'spa').length;
    expect(intoSpanish).toBeGreaterThan(0);
    expect(forSpanish.slice(0, intoSpanish).every((s) => s.lang_to === 'spa')).toBe(true);
    // After the exact pair, the other lists into the native language, then the rest.
    const german = await makeUser(t);
    await t.ctx.db.execute(sql`insert into user_languages (user_id, lang_code, level, level_rank) values
      (${german.id}::int, 'ger', 'NATIVE', 0), (${german.id}::int, 'spa', 'BASE', 3)`);
    const forGerman = (await feed(german)).starter;
    const intoGerman = forGerman.filter((s) => s.lang_to === 'ger').length;
    expect(forGerman.slice(0, intoGerman).every((s) => s.lang_to === 'ger')).toBe(true);
    expect(forGerman.slice(intoGerman).some((s) => s.lang_to === 'ger')).toBe(false);
  });

  it('removes those whose words are gone', async () => {
    await t.ctx.db.execute(sql`update translation_unions set is_removed = true where primary_lang in ('eng', 'ger') and translation_lang in ('ger', 'spa')`);
    const summary = await rebuildStarterCompilations(t.ctx.database);
    expect(summary.compilations).toBe(0);
    expect(summary.removed).toBeGreaterThanOrEqual(4);
    expect((await feed(null)).starter).toEqual([]);
  });
});

async function unionOf(eng: string): Promise<number> {
  const found = (await t.ctx.db.execute(sql`select u.id from translation_unions u join words w on w.id = u.primary_word_id where w.lang_code = 'eng' and w.name = ${eng}`)) as unknown as { rows: { id: number }[] };
  return found.rows[0]!.id;
}
