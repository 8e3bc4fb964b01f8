// DELETE /translations/words/{id} (community.md §7 Need action, issue 39): the author takes back a
// word still under review, with their own translations under review that use it; what other
// members built on it keeps it (403); someone else's word is 403 or 404; an accepted one is 400
// ENTITY_IS_VERIFIED; a delete racing a like never answers 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { ACCOUNTS_TEST_ENV } from '../../../test/accounts-helpers';
import { moderationClient } from '../../../test/moderation-helpers';

let t: TestApp;
let author: TestUser;
let other: TestUser;
let moderator: TestUser;
const api = moderationClient(() => t);

beforeAll(async () => {
  t = await createTestApp(ACCOUNTS_TEST_ENV);
  author = await makeUser(t, { native: 'ita' });
  other = await makeUser(t, { native: 'ita' });
  moderator = await makeUser(t, { role: 'moderator' });
});
afterAll(() => t.close());

const W = (id: number) => `/api/translations/words/${id}`;
const word = async (who: TestUser, name: string, lang: string) => (await api.ok('POST', '/api/words/add-or-get', who, { word: name, lang_code: lang })).id as number;

describe('withdrawing a word', () => {
  it('the author withdraws a word under review with their own pairs on it: points back, tasks closed, the name free again', async () => {
    const before = await api.ratingOf(author);
    const pair = await api.translation(author, ['ita', 'ritirare-r39'], ['spa', 'retirar-r39']);
    const wordId = pair.primary_word.id as number;
    expect(await api.ratingOf(author)).toBeGreaterThan(before);
    const res = await api.call('DELETE', W(wordId), author);
    expect(res.statusCode, res.body).toBe(204);
    expect(await api.ratingOf(author)).toBe(before);
    // The author still finds their withdrawn pair, removed and rejected; nobody else does.
    expect(await api.ok('GET', `/api/translations/${pair.id}`, author)).toMatchObject({ is_removed: true, review_status: 'rejected' });
    expect((await api.call('GET', `/api/translations/${pair.id}`, other)).statusCode).toBe(404);
    expect((await api.tasks(moderator)).some((m) => m.detail_data.entity_id === String(pair.id))).toBe(false);
    // Twice: gone.
    expect((await api.fails(404, 'DELETE', W(wordId), author)).code).toBe('WORD_NOT_FOUND');
    // Someone sends the same word again: it is theirs, under review, usable.
    const again = await api.ok('POST', '/api/words/add-or-get', other, { word: 'ritirare-r39', lang_code: 'ita' });
    expect(again.id).toBe(wordId);
    await api.translation(other, ['ita', 'ritirare-r39'], ['spa', 'quitar-r39']);
  });

  it('not yours: 404 when you cannot see it, 403 when you can; accepted: 400 ENTITY_IS_VERIFIED; guests 401; bad ids 400', async () => {
    const pending = await word(author, 'segreto-r39', 'ita');
    expect((await api.fails(404, 'DELETE', W(pending), other)).code).toBe('WORD_NOT_FOUND');
    const pair = await api.translation(author, ['ita', 'accettato-r39'], ['spa', 'aceptado-r39']);
    const task = (await api.tasks(moderator)).find((m) => m.detail_data.entity_id === String(pair.id))!;
    await api.ok('POST', `/api/v2/moderation/tasks/${task.id}/dictionary`, moderator, { action: 'accept' });
    const accepted = pair.primary_word.id as number;
    expect((await api.fails(403, 'DELETE', W(accepted), other)).code).toBe('FORBIDDEN');
    expect((await api.fails(403, 'DELETE', W(accepted), moderator)).code).toBe('FORBIDDEN');
    expect((await api.fails(400, 'DELETE', W(accepted), author)).code).toBe('ENTITY_IS_VERIFIED');
    expect((await api.call('DELETE', W(pending))).statusCode).toBe(401);
    expect((await api.call('DELETE', '/api/translations/words/abc', author)).statusCode).toBe(400);
    expect((await api.fails(404, 'DELETE', W(2_000_000_000), author)).code).toBe('WORD_NOT_FOUND');
  });

  it("others' material on the word keeps it: 403 and nothing changes", async () => {
    const mine = await api.translation(author, ['ita', 'condiviso-r39'], ['spa', 'compartido-r39']);
    const wordId = mine.primary_word.id as number;
    // The word is only visible to its author while under review; another member sent the same word.
    await api.ok('POST', '/api/words/add-or-get', other, { word: 'condiviso-r39', lang_code: 'ita' });
    const theirs = await api.ok('POST', '/api/translations', other, {
      primary_word_id: wordId,
      translation_word_id: await word(other, 'compartido-otro-r39', 'spa'),
      translation_lang_code: 'spa',
    });
    const before = await api.ratingOf(author);
    expect((await api.fails(403, 'DELETE', W(wordId), author)).code).toBe('FORBIDDEN');
    expect(await api.ratingOf(author)).toBe(before);
    expect((await api.call('GET', `/api/translations/${mine.id}`, author)).statusCode).toBe(200);
    expect((await api.call('GET', `/api/translations/${theirs.id}`, other)).statusCode).toBe(200);
  });

  it('a delete racing a like on its pair never answers 5xx, and leaves one consistent outcome', async () => {
    for (let i = 0; i < 5; i++) {
      const pair = await api.translation(author, ['ita', `gara-${i}-r39`], ['spa', `carrera-${i}-r39`]);
      const [del, like] = await Promise.all([
        api.call('DELETE', W(pair.primary_word.id), author),
        api.call('POST', `/api/translations/${pair.id}/like`, author),
      ]);
      expect(del.statusCode, del.body).toBeLessThan(500);
      expect(like.statusCode, like.body).toBeLessThan(500);
      expect(del.statusCode).toBe(204);
      expect(await api.ok('GET', `/api/translations/${pair.id}`, author)).toMatchObject({ is_removed: true });
    }
  });
});
