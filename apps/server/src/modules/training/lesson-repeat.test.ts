// POST /education/lesson/repeat (community.md §4): the words a learner sends back are due at once
// and served by "Repeat words" (their learning kept); guests 401, a stranger's private compilation
// 404, unknown or foreign words and bad input 400 with a code, never a 5xx.
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
});
