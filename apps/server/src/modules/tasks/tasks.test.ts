import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_CHECK_RULES, TASK_LIMITS, TASK_POINTS, TASK_TIMING } from '@glossa/contract';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeSentence, makeWord } from '../../../test/dictionary-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const get = (url: string, user?: TestUser) => t.app.inject({ url, headers: user?.headers ?? {} });
const post = (url: string, user: TestUser | undefined, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as Json }) });
const cards = async (user: TestUser, query = '') => {
  const res = await get(`/api/v2/tasks${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Json[];
};
const points = async (user: TestUser) => (await get('/api/user/ratings', user)).json().data[0].points as number;

/** A member adds a translation through the API (under review, a moderation task, ADD points). */
async function addTranslation(author: TestUser, from: [string, string], to: [string, string]) {
  const a = (await post('/api/words/add-or-get', author, { word: from[1], lang_code: from[0] })).json().data;
  const b = (await post('/api/words/add-or-get', author, { word: to[1], lang_code: to[0] })).json().data;
  const res = await post('/api/translations', author, { primary_word_id: a.id, translation_word_id: b.id, translation_lang_code: to[0] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const checkCardOf = (list: Json[], unionId: number) =>
  list.find((c) => c.type === 'chk_translation_union' && c.material.entity_id === unionId);

const wav = (seconds = 1) => {
  const rate = 8000;
  const samples = rate * seconds;
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(samples * 2, 40);
  return b;
};
function upload(url: string, user: TestUser, bytes: Buffer) {
  const boundary = '----tasks' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="audio.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

describe('check cards', () => {
  it('hands a translation to other members in both its languages, never to its author, and verifies it after enough weighted yes answers', async () => {
    const author = await makeUser(t, { native: 'ita', languages: [{ lang: 'por', level: 'ADVANCED' }] });
    const b = await makeUser(t, { native: 'ita', languages: [{ lang: 'por', level: 'BASE' }] });
    const c = await makeUser(t, { native: 'por', languages: [{ lang: 'ita', level: 'BASE' }] });
    const outsider = await makeUser(t, { native: 'ita' }); // no Portuguese: never gets it
    const unionId = await addTranslation(author, ['ita', 'casa-tasks'], ['por', 'casa-tarefa']);
    const before = await points(author);

    expect(checkCardOf(await cards(author, '?filter[]=chk_translation_union'), unionId)).toBeUndefined();
    expect(checkCardOf(await cards(outsider, '?filter[]=chk_translation_union'), unionId)).toBeUndefined();

    const card = checkCardOf(await cards(b, '?filter[]=chk_translation_union'), unionId)!;
    expect(card).toMatchObject({
      type: 'chk_translation_union',
      actions: ['yes', 'no', 'skip', 'add'],
      comment_count: 0,
      author: { uuid: author.uuid },
      material: { entity_type_slug: 'translation-union', lang_codes: ['ita', 'por'], words: [{ name: 'casa-tasks' }, { name: 'casa-tarefa' }] },
    });
    // The same card comes back on a reload (lease renewed), not a second one.
    expect(checkCardOf(await cards(b, '?filter[]=chk_translation_union'), unionId)?.task_id).toBe(card.task_id);
    // Excluded when the client already queues it.
    expect(checkCardOf(await cards(b, `?filter[]=chk_translation_union&exclude_task_ids[]=${card.task_id}`), unionId)).toBeUndefined();

    const yes1 = await post(`/api/tasks/${card.task_id}/yes`, b);
    expect(yes1.statusCode, yes1.body).toBe(200);
    expect(yes1.json()).toMatchObject({ data: { status: 'open', verdict: null }, rating: { points: TASK_POINTS.check } });

    const cardC = checkCardOf(await cards(c, '?filter[]=chk_translation_union'), unionId)!;
    const yes2 = await post(`/api/tasks/${cardC.task_id}/yes`, c);
    expect(yes2.json().data).toMatchObject({ status: 'done', verdict: 'accepted' });

    const union = (await get(`/api/translations/${unionId}`, author)).json().data;
    expect(union.is_verified).toBe(true);
    expect(await points(author)).toBe(before + TASK_POINTS.verified);
    // Gone from everyone's queue, and answering again is refused.
    expect(checkCardOf(await cards(outsider, '?filter[]=chk_translation_union'), unionId)).toBeUndefined();
    expect((await post(`/api/tasks/${card.task_id}/yes`, b)).json().errors[0].code).toBe('TASK_ALREADY_ANSWERED');
    // The moderators' task closed too.
    const moderator = await makeUser(t, { role: 'moderator' });
    const modTasks = (await get('/api/v2/moderation/tasks?limit=50', moderator)).json().data as Json[];
    expect(modTasks.find((m) => m.detail_data.entity_type_slug === 'translation-union' && m.detail_data.entity_id === String(unionId))).toBeUndefined();
  });

  it('rejects material that enough members refuse and cancels its author’s points', async () => {
    const author = await makeUser(t, { native: 'fin', languages: [{ lang: 'est', level: 'ADVANCED' }] });
    const unionId = await addTranslation(author, ['fin', 'talo-t'], ['est', 'maja-t']);
    const afterAdd = await points(author);
    const learners = await Promise.all([1, 2, 3].map(() => makeUser(t, { languages: [{ lang: 'fin', level: 'BASE' }, { lang: 'est', level: 'BASE' }] })));
    const verdicts = [];
    for (const l of learners) {
      const card = checkCardOf(await cards(l, '?filter[]=chk_translation_union'), unionId)!;
      verdicts.push((await post(`/api/tasks/${card.task_id}/no`, l)).json().data.verdict);
    }
    expect(verdicts).toEqual([null, null, 'rejected']);
    expect(await points(author)).toBe(afterAdd - 5);
    expect((await get(`/api/translations/${unionId}`, learners[0])).statusCode).toBe(404);
  });

  it('weighs native speakers, levels and moderators as the contract says', async () => {
    const { checkWeight, checkVerdict } = await import('@glossa/contract');
    expect(checkWeight({ level: 1, native: false, moderator: false })).toBe(1);
    expect(checkWeight({ level: 1, native: true, moderator: false })).toBe(2);
    expect(checkWeight({ level: 10, native: false, moderator: false })).toBe(2);
    expect(checkWeight({ level: 30, native: true, moderator: true })).toBe(6);
    expect(checkVerdict({ yes: 2, no: 0, answers: 1 })).toBeNull();
    expect(checkVerdict({ yes: TASK_CHECK_RULES.verifyAt, no: 0, answers: 2 })).toBe('accepted');
    expect(checkVerdict({ yes: 3, no: 3, answers: 4 })).toBe('rejected');
    expect(checkVerdict({ yes: 1, no: 1, answers: TASK_CHECK_RULES.maxChecks })).toBe('undecided');
  });

  it('answers a card not mine, an unknown one, a wrong action, a guest and a closed task with the right codes', async () => {
    const author = await makeUser(t, { native: 'dan', languages: [{ lang: 'swe', level: 'ADVANCED' }] });
    const unionId = await addTranslation(author, ['dan', 'hus-t'], ['swe', 'hus-s']);
    const b = await makeUser(t, { native: 'dan', languages: [{ lang: 'swe', level: 'BASE' }] });
    const stranger = await makeUser(t, { native: 'dan', languages: [{ lang: 'swe', level: 'BASE' }] });
    const card = checkCardOf(await cards(b, '?filter[]=chk_translation_union'), unionId)!;

    expect((await post(`/api/tasks/${card.task_id}/yes`, undefined)).statusCode).toBe(401);
    expect((await get('/api/v2/tasks')).statusCode).toBe(401);
    const notMine = await post(`/api/tasks/${card.task_id}/yes`, author);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().errors[0]).toMatchObject({ code: 'TASK_NOT_RELEVANT', message: 'This task is no longer relevant' });
    expect((await post('/api/tasks/99999999/yes', b)).json().errors[0].code).toBe('TASK_NOT_FOUND');
    expect((await post(`/api/tasks/${card.task_id}/maybe`, b)).statusCode).toBe(400);
    const noName = await post(`/api/tasks/${card.task_id}/add`, b, {});
    expect(noName.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'word_name' });

    // The author withdraws the material: the card is no longer relevant, nothing counted.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/dictionary/entity?entity_type_slug=translation-union&entity_id=${unionId}`, headers: stranger.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/dictionary/entity?entity_type_slug=translation-union&entity_id=${unionId}`, headers: author.headers })).statusCode).toBe(204);
    const late = await post(`/api/tasks/${card.task_id}/yes`, b);
    expect(late.json().errors[0].code).toBe('TASK_NOT_RELEVANT');
    expect((await post(`/api/tasks/${card.task_id}/skip`, stranger)).json().errors[0].code).toBe('TASK_NOT_RELEVANT');
  });

  it('takes a correction as a no and sends the corrected translation for review', async () => {
    const author = await makeUser(t, { native: 'nor', languages: [{ lang: 'ice', level: 'ADVANCED' }] });
    const unionId = await addTranslation(author, ['nor', 'bok-t'], ['ice', 'bokk-t']);
    const b = await makeUser(t, { native: 'ice', languages: [{ lang: 'nor', level: 'EXPERT' }] });
    const card = checkCardOf(await cards(b, '?filter[]=chk_translation_union'), unionId)!;
    const res = await post(`/api/tasks/${card.task_id}/add`, b, { word_name: 'bók-t' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ action: 'add', status: 'open' });
    const added = (await get(`/api/translations/${res.json().data.added_id}`, b)).json().data;
    expect(added.review_status).toBe('under_review');
    // The author sees the dispute in need-action.
    const list = (await get('/api/tasks/need-action-list', author)).json().data as Json[];
    expect(list.find((i) => i.task_id === card.task_id)).toMatchObject({ checks: { yes: 0, no: 1 }, actions: ['comment', 'edit', 'delete'] });
  });

  it('checks sentence translations', async () => {
    const author = await makeUser(t, { native: 'hun', languages: [{ lang: 'rum', level: 'ADVANCED' }] });
    const wordId = await makeWord(t, 'hun', 'ház-t');
    const s = await makeSentence(t, wordId, 'hun', 'A ház nagyon szép ma.');
    const pair = await post(`/api/words/sentence/${s.sentenceId}/translation`, author, { sentence_text: 'Casa este foarte frumoasă azi.', lang_code: 'rum' });
    expect(pair.statusCode, pair.body).toBe(200);
    const b = await makeUser(t, { native: 'rum', languages: [{ lang: 'hun', level: 'BASE' }] });
    const card = (await cards(b, '?filter[]=chk_sentence_translation')).find((x) => x.material.entity_id === pair.json().data.sentence_translation_id)!;
    expect(card.material.sentences.map((x: Json) => x.text)).toEqual(['A ház nagyon szép ma.', 'Casa este foarte frumoasă azi.']);
    const fix = await post(`/api/tasks/${card.task_id}/add`, b, { sentence: 'Casa e foarte frumoasă astăzi.' });
    expect(fix.statusCode, fix.body).toBe(200);
  });
});

describe('the author hears the community’s verdict', () => {
  /** The member's notifications once the after-commit listeners ran and the delivery queue is empty. */
  async function inbox(user: TestUser) {
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setImmediate(r));
      await t.services.notifications.flush();
    }
    const res = await get('/api/user/notifications/all?limit=50', user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Json[];
  }
  const accepted = async (user: TestUser) => (await inbox(user)).filter((n) => n.notification_type === 'material_accepted');
  const holdCard = async (user: TestUser, unionId: number) => checkCardOf(await cards(user, '?filter[]=chk_translation_union'), unionId)!.task_id as number;

  it('sends the author one material_accepted when two members verify the translation, nothing before, nothing to the checkers', async () => {
    const author = await makeUser(t, { native: 'hun', languages: [{ lang: 'slo', level: 'ADVANCED' }] });
    const a = await makeUser(t, { native: 'hun', languages: [{ lang: 'slo', level: 'BASE' }] });
    const b = await makeUser(t, { native: 'slo', languages: [{ lang: 'hun', level: 'BASE' }] });
    const unionId = await addTranslation(author, ['hun', 'ház-n'], ['slo', 'dom-n']);

    expect((await post(`/api/tasks/${await holdCard(a, unionId)}/yes`, a)).json().data.verdict).toBeNull();
    expect(await accepted(author)).toEqual([]);
    expect((await post(`/api/tasks/${await holdCard(b, unionId)}/yes`, b)).json().data.verdict).toBe('accepted');

    const got = await accepted(author);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ actor: null, data: { entity_business_type_slug: 'dictionary-entity', entity_id: `translation-union:${unionId}` } });
    expect(await accepted(a)).toEqual([]);
    expect(await accepted(b)).toEqual([]);
  });

  it('tells the author of a community rejection with material_rejected', async () => {
    const author = await makeUser(t, { native: 'dan', languages: [{ lang: 'swe', level: 'ADVANCED' }] });
    const unionId = await addTranslation(author, ['dan', 'hus-n'], ['swe', 'hem-n']);
    const learners = await Promise.all([1, 2, 3].map(() => makeUser(t, { languages: [{ lang: 'dan', level: 'BASE' }, { lang: 'swe', level: 'BASE' }] })));
    for (const l of learners) await post(`/api/tasks/${await holdCard(l, unionId)}/no`, l);
    const got = (await inbox(author)).map((n) => n.notification_type);
    expect(got).toEqual(['material_rejected']);
  });

  it('settles once when the two final checks come at once: one notification', async () => {
    const author = await makeUser(t, { native: 'slv', languages: [{ lang: 'hrv', level: 'ADVANCED' }] });
    const first = await makeUser(t, { native: 'slv', languages: [{ lang: 'hrv', level: 'BASE' }] });
    const [x, y] = await Promise.all([1, 2].map(() => makeUser(t, { native: 'hrv', languages: [{ lang: 'slv', level: 'BASE' }] })));
    const unionId = await addTranslation(author, ['slv', 'hiša-n'], ['hrv', 'kuća-n']);
    const taskId = await holdCard(first, unionId);
    expect(await holdCard(x!, unionId)).toBe(taskId);
    expect(await holdCard(y!, unionId)).toBe(taskId);
    expect((await post(`/api/tasks/${taskId}/yes`, first)).json().data.verdict).toBeNull();

    // Either answer alone would verify it (a native's weight on top of the first).
    const both = await Promise.all([post(`/api/tasks/${taskId}/yes`, x!), post(`/api/tasks/${taskId}/yes`, y!)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(both.map((r) => r.json().data?.verdict ?? r.json().errors[0].code).sort()).toEqual(['TASK_NOT_RELEVANT', 'accepted']);
    expect(await accepted(author)).toHaveLength(1);
  });
});

describe('voice cards', () => {
  it('go to native speakers of accepted words without audio; the recording closes the card; non-audio and non-natives are refused', async () => {
    const wordId = await makeWord(t, 'wel', 'tŷ-task');
    const native = await makeUser(t, { native: 'wel' });
    const learner = await makeUser(t, { languages: [{ lang: 'wel', level: 'ADVANCED' }] });
    expect((await cards(learner, '?filter[]=add_word_audio')).find((c) => c.material.entity_id === wordId)).toBeUndefined();
    const card = (await cards(native, '?filter[]=add_word_audio')).find((c) => c.material.entity_id === wordId)!;
    expect(card).toMatchObject({ type: 'add_word_audio', actions: ['add', 'skip'], material: { entity_type_slug: 'word', words: [{ name: 'tŷ-task' }] } });
    // One holder at a time: another native speaker does not get it while it is held.
    const other = await makeUser(t, { native: 'wel' });
    expect((await cards(other, '?filter[]=add_word_audio')).find((c) => c.material.entity_id === wordId)).toBeUndefined();

    expect((await post(`/api/tasks/${card.task_id}/yes`, native)).json().errors[0].code).toBe('ACTION_NOT_AVAILABLE');
    expect((await upload(`/api/tasks/${card.task_id}/add`, native, Buffer.from('not audio at all, just text'))).statusCode).toBe(415);
    const res = await upload(`/api/tasks/${card.task_id}/add`, native, wav());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { status: 'done', action: 'add' }, rating: { points: 3 } });
    expect((await post(`/api/tasks/${card.task_id}/skip`, native)).json().errors[0].code).toBe('TASK_ALREADY_ANSWERED');
  });

  it('refuses a recording from someone who is no longer a native speaker (the contributions rule)', async () => {
    const wordId = await makeWord(t, 'bre', 'ti-task');
    const member = await makeUser(t, { native: 'bre' });
    const card = (await cards(member, '?filter[]=add_word_audio')).find((c) => c.material.entity_id === wordId)!;
    await t.ctx.db.execute(sql.raw(`update user_languages set level = 'BASE' where user_id = ${member.id}`));
    const res = await upload(`/api/tasks/${card.task_id}/add`, member, wav());
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('NATIVE_SPEAKERS_ONLY');
  });

  it('come after the translations waiting for a check', async () => {
    const member = await makeUser(t, { native: 'cor', languages: [{ lang: 'bre', level: 'ADVANCED' }] });
    const author = await makeUser(t, { native: 'bre', languages: [{ lang: 'cor', level: 'ADVANCED' }] });
    for (const name of ['chy-order', 'ki-order', 'kath-order']) await makeWord(t, 'cor', name);
    // The member already holds voice cards when a translation arrives to be checked.
    expect((await cards(member)).every((c) => c.type === 'add_word_audio')).toBe(true);
    const unionId = await addTranslation(author, ['cor', 'tre-order'], ['bre', 'ti-order']);
    const list = await cards(member);
    expect(list.some((c) => c.type === 'add_word_audio')).toBe(true);
    expect(list[0]).toMatchObject({ type: 'chk_translation_union', material: { entity_id: unionId } });
    // Skipping a card is not answering it.
    expect((await post(`/api/tasks/${list[1]!.task_id}/skip`, member)).statusCode).toBe(200);
    expect((await get('/api/tasks/statistics', member)).json().data).toMatchObject({ answered: 0 });
  });

  it('returns an expired card to the pool', async () => {
    const wordId = await makeWord(t, 'gle', 'teach-task');
    const first = await makeUser(t, { native: 'gle' });
    const second = await makeUser(t, { native: 'gle' });
    expect((await cards(first, '?filter[]=add_word_audio')).some((c) => c.material.entity_id === wordId)).toBe(true);
    expect((await cards(second, '?filter[]=add_word_audio')).some((c) => c.material.entity_id === wordId)).toBe(false);
    t.clock.advance(TASK_TIMING.expiryMs + 1000);
    expect((await cards(second, '?filter[]=add_word_audio')).some((c) => c.material.entity_id === wordId)).toBe(true);
  });
});

describe('comment logs and need action', () => {
  it('lets members discuss a card; only the writer edits; the author answers a dispute in need-action', async () => {
    const author = await makeUser(t, { native: 'cze', languages: [{ lang: 'slo', level: 'ADVANCED' }] });
    const unionId = await addTranslation(author, ['cze', 'dům-t'], ['slo', 'dom-t']);
    const b = await makeUser(t, { native: 'slo', languages: [{ lang: 'cze', level: 'BASE' }] });
    const stranger = await makeUser(t);
    const card = checkCardOf(await cards(b, '?filter[]=chk_translation_union'), unionId)!;
    const log = `/api/tasks/chk_translation_union/${card.task_id}/comment-logs`;

    expect((await post(log, undefined, { comment: 'x' })).statusCode).toBe(401);
    expect((await post(`/api/tasks/add_word_audio/${card.task_id}/comment-logs`, b, { comment: 'x' })).json().errors[0].code).toBe('TASK_NOT_FOUND');
    const added = await post(log, b, { comment: 'Is this the Slovak word?' });
    expect(added.statusCode, added.body).toBe(200);
    const uuid = added.json().data.task_comment_uuid;
    expect((await post(`/api/tasks/${card.task_id}/no`, b)).statusCode).toBe(200);

    expect((await get('/api/tasks/need-action-list/count', author)).json().data.count).toBe(1);
    const item = (await get('/api/tasks/need-action-list', author)).json().data[0];
    expect(item).toMatchObject({ task_id: card.task_id, entity_type_slug: 'translation-union', entity_id: unionId, checks: { yes: 0, no: 1 } });
    expect(item.comments[0]).toMatchObject({ comment: 'Is this the Slovak word?', is_material_author: false, can_edit: false });
    expect((await get(`/api/tasks/chk_translation_union/${card.task_id}/available-actions`, stranger)).json().data.actions).toEqual(['comment']);

    const edit = (user: TestUser) => t.app.inject({ method: 'PUT', url: `${log}/${uuid}`, headers: user.headers, payload: { comment: 'edited' } });
    const del = (user: TestUser) => t.app.inject({ method: 'DELETE', url: `${log}/${uuid}`, headers: user.headers });
    expect((await edit(author)).statusCode).toBe(403);
    expect((await del(stranger)).statusCode).toBe(403);
    expect((await edit(b)).json().data.comment).toBe('edited');
    expect((await t.app.inject({ method: 'PUT', url: `${log}/00000000-0000-4000-8000-000000000000`, headers: b.headers, payload: { comment: 'x' } })).json().errors[0].code).toBe('COMMENT_NOT_FOUND');

    // The author answers: the item leaves the list.
    expect((await post(log, author, { comment: 'Yes, dom is right.' })).json().data.is_material_author).toBe(true);
    expect((await get('/api/tasks/need-action-list/count', author)).json().data.count).toBe(0);
    // 21 more comments: pages of 20, oldest first.
    for (let i = 0; i < 21; i++) await post(log, stranger, { comment: `c${i}` });
    const page1 = (await get(log, b)).json();
    expect(page1.data).toHaveLength(20);
    expect(page1.count).toBe(23);
    const page2 = (await get(`${log}?pagination_id=${page1.data[19].id}`, b)).json();
    expect(page2.data.map((c: Json) => c.comment)).toEqual(['c18', 'c19', 'c20']);
    expect((await del(b)).statusCode).toBe(204);
  });

  it('keeps task languages, defaulting to the profile', async () => {
    const member = await makeUser(t, { native: 'ger', languages: [{ lang: 'eng', level: 'ADVANCED' }] });
    expect((await get('/api/tasks/lang-filter', member)).json().data).toEqual({ languages: ['ger', 'eng'], chosen: false, native: ['ger'] });
    const saved = await post('/api/tasks/lang-filter', member, { languages: ['eng', 'deu'] });
    expect(saved.json().data).toEqual({ languages: ['eng', 'ger'], chosen: true, native: ['ger'] });
    expect((await post('/api/tasks/lang-filter', member, { languages: ['zzz'] })).statusCode).toBe(400);
    expect((await get('/api/tasks/lang-filter')).statusCode).toBe(401);
    const stats = (await get('/api/tasks/statistics', member)).json().data;
    expect(stats).toMatchObject({ answered: 0, need_action: 0 });
  });
});

describe('concurrency', () => {
  it('hands one check card to at most its capacity of members at once, and counts two simultaneous answers once each', async () => {
    const author = await makeUser(t, { native: 'lit', languages: [{ lang: 'lav', level: 'ADVANCED' }] });
    const unionId = await addTranslation(author, ['lit', 'namas-t'], ['lav', 'māja-t']);
    const takers = await Promise.all(Array.from({ length: 8 }, () => makeUser(t, { languages: [{ lang: 'lit', level: 'BASE' }, { lang: 'lav', level: 'BASE' }] })));
    const lists = await Promise.all(takers.map((u) => cards(u, '?filter[]=chk_translation_union')));
    // Never more holders than the capacity; takers that met a row being handed out skipped it and get it on their next call.
    const holders = takers.filter((_, i) => checkCardOf(lists[i]!, unionId));
    expect(holders.length).toBeGreaterThan(0);
    expect(holders.length).toBeLessThanOrEqual(TASK_CHECK_RULES.holders.check);
    for (const u of takers) {
      if (holders.includes(u)) continue;
      if (checkCardOf(await cards(u, '?filter[]=chk_translation_union'), unionId)) holders.push(u);
    }
    expect(holders).toHaveLength(TASK_CHECK_RULES.holders.check);
    const taskId = checkCardOf(await cards(holders[0]!, '?filter[]=chk_translation_union'), unionId)!.task_id;
    const answers = await Promise.all(holders.map((h) => post(`/api/tasks/${taskId}/yes`, h)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const verdicts = answers.map((a) => a.json().data.verdict).filter(Boolean);
    expect(verdicts).toEqual(['accepted']);
    const row = (await t.ctx.db.execute(sql.raw(`select yes_weight, answers, status from tasks where id = ${taskId}`))) as unknown as { rows: Json[] };
    expect(row.rows[0]).toMatchObject({ yes_weight: 3, answers: 3, status: 'done' });
    // The same member answering twice at once: one answer counts.
    const u2 = await addTranslation(author, ['lit', 'medis-t'], ['lav', 'koks-t']);
    const m = takers[0]!;
    const card = checkCardOf(await cards(m, '?filter[]=chk_translation_union'), u2)!;
    const twice = await Promise.all([post(`/api/tasks/${card.task_id}/no`, m), post(`/api/tasks/${card.task_id}/no`, m)]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const r2 = (await t.ctx.db.execute(sql.raw(`select no_weight, answers from tasks where id = ${card.task_id}`))) as unknown as { rows: Json[] };
    expect(r2.rows[0]).toMatchObject({ no_weight: 1, answers: 1 });
  });
  it('never hands one voice card to two members, with many taking at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await makeWord(t, 'mlt', `kelma-${i}`));
    const takers = await Promise.all(Array.from({ length: 6 }, () => makeUser(t, { native: 'mlt' })));
    const lists = await Promise.all(takers.map((u) => cards(u, '?filter[]=add_word_audio')));
    const taken = lists.flat().filter((c) => ids.includes(c.material.entity_id)).map((c) => c.task_id as number);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.length).toBeGreaterThan(0);
  });

  it('hands each voice card of a language to one of many takers, in full batches while enough are left', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) ids.push(await makeWord(t, 'baq', `hitza-${i}`));
    const takers = await Promise.all(Array.from({ length: 4 }, () => makeUser(t, { native: 'baq' })));
    const voice = async (u: TestUser) => (await cards(u, '?filter[]=add_word_audio')).filter((c) => ids.includes(c.material.entity_id)).map((c) => c.task_id as number);
    const taken = (await Promise.all(takers.map(voice))).flat();
    // Then each in turn until nothing is left for anyone (their cards stay held: nobody answers).
    for (const u of takers) taken.push(...(await voice(u)).filter((id) => !taken.includes(id)));
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken).toHaveLength(ids.length);
    // A pool of exactly one batch comes whole, wherever the hand-out starts reading it.
    const few: number[] = [];
    for (let i = 0; i < 5; i++) few.push(await makeWord(t, 'alb', `fjalë-${i}`));
    const member = await makeUser(t, { native: 'alb' });
    const batch = (await cards(member, '?filter[]=add_word_audio')).filter((c) => few.includes(c.material.entity_id));
    expect(batch).toHaveLength(TASK_LIMITS.batch);
  });
});
