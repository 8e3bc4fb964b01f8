import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeSentence, makeTranslation, makeWord } from '../../../test/dictionary-factories';

let t: TestApp;
let user: TestUser;
let other: TestUser;
let moderator: TestUser;
let admin: TestUser;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, u?: TestUser, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(u ? u.headers : {}), ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });
const code = (res: { json(): { errors: { code: string }[] } }) => res.json().errors[0]!.code;

async function tasksOf(m: TestUser) {
  return (await call('GET', '/api/v2/moderation/tasks?limit=50', m)).json().data as {
    id: number;
    type: string;
    date_of_receiving: string;
    detail_data: { kind: string; entity_type_slug: string; entity_id: string; lang_codes: string[]; complaint: { comment: string } | null };
  }[];
}

beforeAll(async () => {
  t = await createTestApp();
  user = await makeUser(t);
  other = await makeUser(t);
  moderator = await makeUser(t, { role: 'moderator' });
  admin = await makeUser(t, { role: 'admin' });
});
afterAll(() => t.close());

describe('complaints', () => {
  it('templates: seven, localized by the local header', async () => {
    const en = await call('GET', '/api/complain/comment-templates');
    expect(en.json().data).toHaveLength(7);
    expect(en.json().data[0]).toEqual({ id: 1, value: 'Wrong translation' });
    const de = await call('GET', '/api/complain/comment-templates', undefined, undefined, { local: 'ger' });
    expect(de.json().data[0].value).toBe('Falsche Übersetzung');
  });

  it('a complaint becomes a task; twice is refused; another while it is processed too; an upheld one earns points', async () => {
    const tr = await makeTranslation(t, ['eng', 'wrongword'], ['ger', 'Falschwort']);
    const body = { target: tr.id, target_type: 'translation-union', comment: 'Wrong translation' };
    expect((await call('POST', '/api/complain', undefined, body)).statusCode).toBe(401);
    const first = await call('POST', '/api/complain', user, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ target: String(tr.id), target_type: 'translation-union', status: 'pending' });
    const twice = await call('POST', '/api/complain', user, body);
    expect(twice.json().errors[0]).toMatchObject({ code: 'VERIFICATION_IS_EXIST', message: 'You have already complained about this content' });
    expect(code(await call('POST', '/api/complain', other, body))).toBe('COMPLAIN_BEING_PROCESSED');

    const task = (await tasksOf(moderator)).find((x) => x.detail_data.kind === 'complaint' && x.detail_data.entity_id === String(tr.id))!;
    expect(task).toMatchObject({ type: 'dictionary', detail_data: { complaint: { comment: 'Wrong translation' }, lang_codes: ['eng', 'ger'] } });
    expect(task.date_of_receiving).toEqual(expect.any(String));
    // The complainer cannot decide their own complaint even as a moderator; a user cannot at all.
    expect((await call('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, user, { action: 'accept' })).statusCode).toBe(403);
    const upheld = await call('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, moderator, { action: 'accept', comment: 'Indeed' });
    expect(upheld.statusCode).toBe(200);
    expect((await call('GET', '/api/user/ratings', user)).json().data[0].points).toBe(2);
    // The content is gone for readers.
    expect((await call('GET', `/api/translations/${tr.id}`)).statusCode).toBe(404);
    expect(code(await call('POST', '/api/complain', other, body))).toBe('CONTENT_DELETED');
  });

  it('a false complaint costs points; ignore costs nothing', async () => {
    const a = await makeTranslation(t, ['eng', 'goodword'], ['ger', 'Gutwort']);
    const b = await makeTranslation(t, ['eng', 'fineword'], ['ger', 'Feinwort']);
    const complainer = await makeUser(t);
    await call('POST', '/api/complain', complainer, { target: a.id, target_type: 'translation-union', comment: 'bad' });
    await call('POST', '/api/complain', complainer, { target: b.id, target_type: 'translation-union', comment: 'bad' });
    const tasks = await tasksOf(moderator);
    const ta = tasks.find((x) => x.detail_data.entity_id === String(a.id))!;
    const tb = tasks.find((x) => x.detail_data.entity_id === String(b.id))!;
    expect((await call('POST', `/api/v2/moderation/tasks/${ta.id}/dictionary`, moderator, { action: 'reject' })).statusCode).toBe(200);
    expect((await call('POST', `/api/v2/moderation/tasks/${tb.id}/dictionary`, moderator, { action: 'ignore' })).statusCode).toBe(200);
    expect((await call('GET', '/api/user/ratings', complainer)).json().data[0].points).toBe(-2);
    expect((await call('GET', `/api/translations/${a.id}`)).statusCode).toBe(200);
  });

  it('content under review cannot be challenged yet; admins cannot be complained about', async () => {
    const pending = await makeTranslation(t, ['eng', 'pendingword'], ['ger', 'Wartewort'], { author: other });
    const res = await call('POST', '/api/complain', other, { target: pending.id, target_type: 'translation-union', comment: 'hmm' });
    expect(res.json().errors[0]).toMatchObject({ code: 'ENTITY_HAS_UNVERIFIED_PARENTS', payload: { entity_id: pending.id, review_status: 'under_review' } });
    // Not its author either (issue 39): told to wait for the review, not that the content is gone.
    const byOther = await call('POST', '/api/complain', user, { target: pending.id, target_type: 'translation-union', comment: 'hmm' });
    expect(byOther.statusCode).toBe(400);
    expect(byOther.json().errors[0]).toMatchObject({
      code: 'ENTITY_HAS_UNVERIFIED_PARENTS',
      message: 'This material cannot be changed until its parent material has been reviewed',
      payload: { entity_type_slug: 'translation-union', entity_id: pending.id, review_status: 'under_review' },
    });
    // Rejected material is gone for everyone.
    const rejected = await makeTranslation(t, ['eng', 'rejectedword'], ['ger', 'Abgelehnt'], { author: other, status: 'rejected' });
    const gone = await call('POST', '/api/complain', user, { target: rejected.id, target_type: 'translation-union', comment: 'hmm' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0]).toMatchObject({ code: 'CONTENT_DELETED', message: 'The content has already been deleted' });
    const byAdmin = await makeTranslation(t, ['eng', 'adminword'], ['ger', 'Adminwort'], { author: admin, status: 'accepted' });
    const refused = await call('POST', '/api/complain', user, { target: byAdmin.id, target_type: 'translation-union', comment: 'hmm' });
    expect(refused.json().errors[0]).toMatchObject({ code: 'ADMINS_CAN_NOT_BE_COMPLAINED' });
    expect(code(await call('POST', '/api/complain/user', user, { target: admin.uuid, comment: 'rude' }))).toBe('ADMINS_CAN_NOT_BE_COMPLAINED');
    expect((await call('POST', '/api/complain', user, { target: 999999, target_type: 'synonym', comment: 'x' })).statusCode).toBe(404);
  });

  it('profile and action complaints go to admins and moderators', async () => {
    const res = await call('POST', '/api/complain/user', user, { target: other.uuid, comment: 'Spam in profile' });
    expect(res.statusCode).toBe(200);
    expect(code(await call('POST', '/api/complain/user', user, { target: other.uuid, comment: 'again' }))).toBe('VERIFICATION_IS_EXIST');
    const action = await call('POST', '/api/complain/user-action', user, { target: 'msg-42', target_type: 'chat-message', user_uuid: other.uuid, comment: 'Insult' });
    expect(action.statusCode).toBe(200);
    const modTasks = await tasksOf(moderator);
    expect(modTasks.some((x) => x.type === 'user')).toBe(false);
    const adminTasks = await tasksOf(admin);
    const profile = adminTasks.find((x) => x.type === 'user')!;
    expect(profile).toBeDefined();
    expect((await call('POST', `/api/v2/moderation/tasks/${profile.id}/users`, moderator, { action: 'accept' })).statusCode).toBe(403);
    expect((await call('POST', `/api/v2/moderation/tasks/${profile.id}/users`, admin, { action: 'accept' })).statusCode).toBe(200);
    const act = modTasks.find((x) => x.type === 'user_action')!;
    expect((await call('POST', `/api/v2/moderation/tasks/${act.id}/dictionary`, moderator, { action: 'accept' })).statusCode).toBe(404);
    expect((await call('POST', `/api/v2/moderation/tasks/${act.id}/actions`, moderator, { action: 'reject' })).statusCode).toBe(200);
    expect((await call('POST', '/api/complain/user', user, { target: user.uuid, comment: 'me' })).statusCode).toBe(400);
  });
});

describe('sentences', () => {
  it('adds an example with its translation, refuses duplicates, edits it', async () => {
    const wordId = await makeWord(t, 'eng', 'boat');
    const body = { sentence_text: 'The boat is  red.', selected_positions: [1], translation: { sentence_text: 'Das Boot ist rot.', lang_code: 'ger' } };
    expect((await call('POST', `/api/words/${wordId}/sentence`, undefined, body)).statusCode).toBe(401);
    const res = await call('POST', `/api/words/${wordId}/sentence`, user, body);
    expect(res.statusCode).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({ sentence_text: 'The boat is red.', selected_positions: [1], lang_code: 'eng', word_sentence: { can_edit: true, is_this_user: true } });
    expect(item.translations[0]).toMatchObject({ sentence_text: 'Das Boot ist rot.', lang_code: 'ger' });
    expect(res.json().rating.points).toBe(6);
    const dup = await call('POST', `/api/words/${wordId}/sentence`, other, body);
    expect(dup.json().errors[0]).toMatchObject({ code: 'WORD_SENTENCE_EXIST', message: 'This example already exists, try adding another' });
    expect(code(await call('POST', `/api/words/${wordId}/sentence`, user, { sentence_text: 'Boat!' }))).toBe('SENTENCE_TOO_SHORT');
    const past = await call('POST', `/api/words/${wordId}/sentence`, user, { sentence_text: 'A small boat.', selected_positions: [7] });
    expect(past.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'selected_positions.0' });

    const pairTwice = await call('POST', `/api/words/sentence/${item.id}/translation`, user, { sentence_text: 'Das Boot ist rot.', lang_code: 'ger' });
    expect(code(pairTwice)).toBe('SENTENCE_TRANSLATION_EXIST');
    const fr = await call('POST', `/api/words/sentence/${item.id}/translation`, user, { sentence_text: 'Le bateau est rouge.', lang_code: 'fre' });
    expect(fr.statusCode).toBe(200);
    expect((await call('POST', `/api/words/sentence/${item.id}/translation`, other, { sentence_text: 'La barca es roja.', lang_code: 'spa' })).statusCode).toBe(404);

    const wsUrl = `/api/words/sentence/${item.word_sentence.id}`;
    const edit = { sentence_text: 'The boat is blue.', selected_positions: [1], changed_word_form: '', sentence_translation_id: item.translations[0].sentence_translation_id };
    expect((await call('PUT', wsUrl, other, edit)).statusCode).toBe(403);
    const edited = await call('PUT', wsUrl, user, edit);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ sentence_text: 'The boat is blue.', sentence_translation_id: item.translations[0].sentence_translation_id });

    await makeSentence(t, wordId, 'eng', 'The boat is green.');
    const taken = await call('PUT', wsUrl, user, { ...edit, sentence_text: 'The boat is green.' });
    expect(code(taken)).toBe('SENTENCE_EXIST');

    const pairUrl = `/api/words/sentence-to-sentence/${item.translations[0].sentence_translation_id}`;
    const pairEdit = await call('PUT', pairUrl, user, { sentence_translation: { id: item.translations[0].id, sentence_text: 'Das Boot ist blau.' } });
    expect(pairEdit.statusCode).toBe(200);
    expect(pairEdit.json().data.sentence_text).toBe('Das Boot ist blau.');
    expect((await call('PUT', pairUrl, other, { sentence_translation: { id: item.translations[0].id, sentence_text: 'Das Boot ist grün.' } })).statusCode).toBe(403);
    const bleu = await call('POST', `/api/words/sentence/${item.id}/translation`, user, { sentence_text: 'Le bateau est bleu.', lang_code: 'fre' });
    expect(bleu.statusCode).toBe(200);
    const clash = await call('PUT', `/api/words/sentence-to-sentence/${fr.json().data.sentence_translation_id}`, user, {
      sentence_translation: { id: fr.json().data.id, sentence_text: 'Le bateau est bleu.' },
    });
    expect(code(clash)).toBe('EXIST_WORD_SENTENCE_TO_WS');
  });
});

describe('moderation', () => {
  it('filters by language, skips, lets a moderator edit under a task, keeps tasks to one moderator at a time', async () => {
    const m1 = await makeUser(t, { role: 'moderator' });
    const m2 = await makeUser(t, { role: 'moderator' });
    expect((await call('GET', '/api/v2/moderation/tasks', user)).statusCode).toBe(403);
    expect((await call('GET', '/api/v2/moderation/tasks')).statusCode).toBe(401);
    const saved = await call('POST', '/api/moderation/filters', m1, { lang_codes: ['pol'] });
    expect(saved.json().data).toEqual({ lang_codes: ['pol'] });
    expect((await call('GET', '/api/moderation/filters', m1)).json().data).toEqual({ lang_codes: ['pol'] });

    const p = (await call('POST', '/api/words/add-or-get', user, { word: 'kot', lang_code: 'pol' })).json().data.id;
    const q = (await call('POST', '/api/words/add-or-get', user, { word: 'Katze', lang_code: 'ger' })).json().data.id;
    const tr = (await call('POST', '/api/translations', user, { primary_word_id: p, translation_word_id: q, translation_lang_code: 'ger' })).json().data;
    const mine = await tasksOf(m1);
    expect(mine.every((x) => x.detail_data.lang_codes.includes('pol'))).toBe(true);
    const task = mine.find((x) => x.detail_data.entity_id === String(tr.id))!;
    expect(task).toBeDefined();
    // Handed to m1: m2 does not get it while the lease runs, then does.
    expect((await tasksOf(m2)).some((x) => x.id === task.id)).toBe(false);
    t.clock.advance(11 * 60 * 1000);
    expect((await tasksOf(m2)).some((x) => x.id === task.id)).toBe(true);
    const skip = await call('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, m2, { action: 'skip' });
    expect(skip.json().data.done).toBe(false);
    expect((await tasksOf(m2)).some((x) => x.id === task.id)).toBe(false);

    const good = (await call('POST', '/api/words/add-or-get', user, { word: 'Kater', lang_code: 'ger' })).json().data.id;
    const bad = await call('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, m1, { action: 'edit', data: { primary_word_id: p } });
    expect(bad.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'data.translation_word_id' });
    const edit = await call('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, m1, { action: 'edit', comment: 'male cat', data: { primary_word_id: p, translation_word_id: good } });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ done: true, resolution: 'edit' });
    const now = await call('GET', `/api/translations/${tr.id}`);
    expect(now.json().data).toMatchObject({ review_status: 'accepted', translation_word: { name: 'Kater' } });
    const history = (await call('GET', `/api/v2/moderation/actions/translation-union/${tr.id}`, m2)).json().data;
    expect(history[0]).toMatchObject({ action: 'MODERATE_EDIT_TRANSLATION_UNION', comment: 'male cat', before: { translation_word: 'Katze' }, after: { translation_word: 'Kater' } });
  });

  it('a deleted account: accepted material stays, material under review is withdrawn', async () => {
    const leaving = await makeUser(t, { email: 'leaving@example.org' });
    const a = (await call('POST', '/api/words/add-or-get', leaving, { word: 'leavingword', lang_code: 'eng' })).json().data.id;
    const b = (await call('POST', '/api/words/add-or-get', leaving, { word: 'Gehwort', lang_code: 'ger' })).json().data.id;
    const c = (await call('POST', '/api/words/add-or-get', leaving, { word: 'Bleibwort', lang_code: 'ger' })).json().data.id;
    const pending = (await call('POST', '/api/translations', leaving, { primary_word_id: a, translation_word_id: b, translation_lang_code: 'ger' })).json().data;
    const kept = (await call('POST', '/api/translations', leaving, { primary_word_id: a, translation_word_id: c, translation_lang_code: 'ger' })).json().data;
    const task = (await tasksOf(moderator)).find((x) => x.detail_data.entity_id === String(kept.id))!;
    await call('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, moderator, { action: 'accept' });
    const del = await call('POST', '/api/user/delete', leaving, { email: 'leaving@example.org' });
    expect(del.statusCode).toBeLessThan(300);
    expect((await call('GET', `/api/translations/${kept.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/translations/${pending.id}`, moderator)).statusCode).toBe(404);
    expect((await tasksOf(moderator)).some((x) => x.detail_data.entity_id === String(pending.id))).toBe(false);
  });
});
