// POST /education/lesson/repeat (community.md §4): the words a learner sends back are due at once
// and served by "Repeat words" (their learning kept); guests 401, a stranger's private compilation
// 404, unknown or foreign words and bad input 400 with a code, never a 5xx. And the lesson words
// call's pagination_id (a keyset position in the repeat queue, the next offset for other types).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeVocabulary, trainingClient } from '../../../test/training-helpers';

let t: TestApp;
let alice: TestUser;
let words: number[];
let sel: { uuid: string };
let secret: { uuid: string };
const api = trainingClient(() => t);
const L = '/api/education/lesson';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL: '31536000' });
  alice = await makeUser(t);
  words = await makeVocabulary(t);
  sel = await api.selection(alice, words.slice(0, 6), { is_public: true });
  secret = await api.selection(alice, words.slice(0, 6), { is_public: false });
});
afterAll(() => t.close());

const repeatIds = async (user: TestUser) =>
  ((await api.ok('GET', `${L}/words/repeat`, user)) as { union: { id: number } }[]).map((w) => w.union.id);

describe('POST /education/lesson/repeat', () => {
  it('puts the words into "Repeat words" at once, known words included, keeping what was learned', async () => {
    const u = await makeUser(t);
    expect(await repeatIds(u)).toEqual([]);
    // One word is "known" (due in weeks), another was never seen.
    await api.ok('POST', `${L}/skip`, u, { unions: [words[0]], selection_uuid: sel.uuid });
    expect(await repeatIds(u)).toEqual([]);
    const res = await api.ok('POST', `${L}/repeat`, u, { unions: [words[0], words[1], words[1]], selection_uuid: sel.uuid });
    expect(res).toEqual({ repeat: [words[0], words[1]], due_total: 2 });
    expect((await repeatIds(u)).sort()).toEqual([words[0], words[1]].sort());
    // The repeat lesson takes an answer for them (they belong to it now).
    const lesson = crypto.randomUUID();
    const answered = await api.ok('POST', `${L}/answer`, u, { lesson_uuid: lesson, type: 'repeat', union_id: words[1], exercise: 'choose_translation', answer: 'Katze' });
    expect(answered.counted).toBe(true);
    // A right answer schedules it again: it leaves the repeat list; the other stays.
    expect(answered.correct).toBe(true);
    expect(await repeatIds(u)).toEqual([words[0]]);
    // Repeating twice is harmless (already due: unchanged).
    expect((await api.ok('POST', `${L}/repeat`, u, { unions: [words[0]] })).due_total).toBeGreaterThanOrEqual(1);
  });

  it('keeps the learned stability of a known word (only its due date moves)', async () => {
    const u = await makeUser(t);
    await api.ok('POST', `${L}/skip`, u, { unions: [words[2]] });
    const before = (await t.ctx.db.execute(`select stability, reps, due from training_cards where union_id = ${words[2]} and user_id = ${u.id}`) as unknown as { rows: { stability: number; reps: number; due: Date }[] }).rows[0]!;
    expect(new Date(before.due).getTime()).toBeGreaterThan(t.clock.now.getTime() + DAY);
    await api.ok('POST', `${L}/repeat`, u, { unions: [words[2]] });
    const after = (await t.ctx.db.execute(`select stability, reps, due from training_cards where union_id = ${words[2]} and user_id = ${u.id}`) as unknown as { rows: { stability: number; reps: number; due: Date }[] }).rows[0]!;
    expect(after.stability).toBe(before.stability);
    expect(after.reps).toBe(before.reps);
    expect(new Date(after.due).getTime()).toBeLessThanOrEqual(t.clock.now.getTime());
  });

  it('guests 401; a stranger gets 404 for a private compilation; bad input 400 with a code', async () => {
    const stranger = await makeUser(t);
    expect((await api.call('POST', `${L}/repeat`, null, { unions: [words[0]] })).statusCode).toBe(401);
    expect((await api.fails(404, 'POST', `${L}/repeat`, stranger, { unions: [words[0]], selection_uuid: secret.uuid })).code).toBe('SELECTION_NOT_FOUND');
    // The owner may use their private compilation.
    expect((await api.ok('POST', `${L}/repeat`, alice, { unions: [words[0]], selection_uuid: secret.uuid })).repeat).toEqual([words[0]]);
    expect((await api.fails(400, 'POST', `${L}/repeat`, stranger, { unions: [words[7]], selection_uuid: sel.uuid })).code).toBe('LESSON_WORD_UNKNOWN');
    expect((await api.fails(400, 'POST', `${L}/repeat`, stranger, { unions: [2_000_000_000] })).code).toBe('LESSON_WORD_UNKNOWN');
    for (const body of [{ unions: [] }, { unions: ['x'] }, { unions: [-1] }, {}, { unions: [words[0]], selection_uuid: 'nope' }, { unions: Array.from({ length: 1000 }, (_, i) => i + 1) }]) {
      const err = await api.fails(400, 'POST', `${L}/repeat`, stranger, body);
      expect(err.code, JSON.stringify(body)).toBe('VALIDATION_ERROR');
    }
    expect(await repeatIds(stranger)).toEqual([]);
  });

  it("pages the repeat lesson with pagination_id: answering a page's words does not shift the next page", async () => {
    const u = await makeUser(t);
    await api.ok('POST', `${L}/repeat`, u, { unions: words.slice(0, 5) });
    const page = async (query: string) => (await api.call('GET', `${L}/words/repeat?${query}`, u)).json() as { data: { union: { id: number } }[]; total: number; pagination_id: string | null };
    const lesson = crypto.randomUUID();
    const first = await page('limit=2');
    expect(first.total).toBe(5);
    expect(first.data.map((w) => w.union.id)).toEqual(words.slice(0, 2));
    expect(first.pagination_id).toMatch(/^\d+\.\d+$/);
    // The learner answers the first page's words: they leave the due queue.
    for (const [i, id] of first.data.map((w) => w.union.id).entries())
      await api.ok('POST', `${L}/answer`, u, { lesson_uuid: lesson, type: 'repeat', union_id: id, exercise: 'choose_translation', answer: ['Hund', 'Katze'][i] });
    // An offset would now skip two words; the pagination_id does not.
    expect((await page('limit=2&offset=2')).data.map((w) => w.union.id)).toEqual([words[4]]);
    const second = await page(`limit=2&pagination_id=${first.pagination_id}`);
    expect(second.data.map((w) => w.union.id)).toEqual(words.slice(2, 4));
    const third = await page(`limit=2&pagination_id=${second.pagination_id}`);
    expect(third.data.map((w) => w.union.id)).toEqual([words[4]]);
    expect(third.pagination_id).toBeNull();
    // Other lesson types: the pagination_id is the next offset.
    const selPage = (await api.call('GET', `${L}/words/selection?selection_uuid=${sel.uuid}&limit=4`, u)).json() as { pagination_id: string | null; data: unknown[] };
    expect(selPage.pagination_id).toBe('4');
    const rest = (await api.call('GET', `${L}/words/selection?selection_uuid=${sel.uuid}&limit=4&pagination_id=4`, u)).json() as { pagination_id: string | null; data: unknown[] };
    expect(rest.data).toHaveLength(2);
    expect(rest.pagination_id).toBeNull();
    for (const bad of ['x', '1.2.3', '-1', '99999999999999999999.1', '1.99999999999', "1'--"]) {
      const err = await api.fails(400, 'GET', `${L}/words/repeat?pagination_id=${encodeURIComponent(bad)}`, u);
      expect(err.field, bad).toBe('pagination_id');
    }
    expect((await api.fails(400, 'GET', `${L}/words/new?pagination_id=1.2`, u)).field).toBe('pagination_id');
    expect((await api.call('GET', `${L}/words/repeat?pagination_id=1.1`, null)).statusCode).toBe(401);
  });
});
