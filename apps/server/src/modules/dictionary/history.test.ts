import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';

let t: TestApp;
let user: TestUser;
let other: TestUser;
const call = (
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  t = await createTestApp();
  user = await makeUser(t);
  other = await makeUser(t);
});
afterAll(() => t.close());

describe('search history', () => {
  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/dictionary/search-history')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/dictionary/search-history', {}, { text: 'a', lang: 'eng', lang_t: 'ger' }))
        .statusCode,
    ).toBe(401);
    expect((await call('DELETE', '/api/dictionary/search-history')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/dictionary/search-history/1')).statusCode).toBe(401);
  });

  it('keeps one entry per text and both languages, newest first', async () => {
    const add = async (text: string, lang: string, lang_t: string) => {
      t.clock.advance(1000);
      return (
        await call('POST', '/api/dictionary/search-history', user.headers, { text, lang, lang_t })
      ).json().data;
    };
    const first = await add('bank', 'eng', 'ger');
    expect(first).toMatchObject({ text: 'bank', lang: 'eng', lang_t: 'ger' });
    await add('house', 'eng', 'ger');
    await add('bank', 'eng', 'fre');
    const again = await add('bank', 'eng', 'ger');
    expect(again.id).toBe(first.id);
    const list = (await call('GET', '/api/dictionary/search-history', user.headers)).json();
    expect(list.total_count).toBe(3);
    expect(list.data.map((e: { text: string; lang_t: string }) => `${e.text}/${e.lang_t}`)).toEqual([
      'bank/ger',
      'bank/fre',
      'house/ger',
    ]);
    expect((await call('GET', '/api/dictionary/search-history', other.headers)).json()).toEqual({
      data: [],
      total_count: 0,
    });
  });

  it('keeps at most 200 entries, dropping the oldest', async () => {
    const u = await makeUser(t);
    for (let i = 0; i < 205; i++) {
      t.clock.advance(1000);
      await call('POST', '/api/dictionary/search-history', u.headers, {
        text: `word ${i}`,
        lang: 'eng',
        lang_t: 'ger',
      });
    }
    const page = (await call('GET', '/api/dictionary/search-history?limit=500', u.headers)).json();
    expect(page.total_count).toBe(200);
    expect(page.data).toHaveLength(200);
    expect(page.data[0].text).toBe('word 204');
    expect(page.data.at(-1).text).toBe('word 5');
    const second = (await call('GET', '/api/dictionary/search-history?limit=10&offset=10', u.headers)).json();
    expect(second.data[0].text).toBe('word 194');
  });

  it('deletes one entry of the owner only, and clears all', async () => {
    const entry = (
      await call('POST', '/api/dictionary/search-history', other.headers, {
        text: 'Haus',
        lang: 'ger',
        lang_t: 'eng',
      })
    ).json().data;
    const notMine = await call('DELETE', `/api/dictionary/search-history/${entry.id}`, user.headers);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().errors[0].code).toBe('SEARCH_HISTORY_NOT_FOUND');
    expect(
      (await call('DELETE', `/api/dictionary/search-history/${entry.id}`, other.headers)).json(),
    ).toEqual({ data: { success: true } });
    expect((await call('GET', '/api/dictionary/search-history', other.headers)).json().total_count).toBe(0);
    expect((await call('DELETE', '/api/dictionary/search-history', user.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/dictionary/search-history', user.headers)).json().total_count).toBe(0);
  });

  it.each([
    ['text', { lang: 'eng', lang_t: 'ger' }],
    ['text', { text: ' ', lang: 'eng', lang_t: 'ger' }],
    ['text', { text: 'x'.repeat(256), lang: 'eng', lang_t: 'ger' }],
    ['lang', { text: 'a', lang: 'english', lang_t: 'ger' }],
    ['lang_t', { text: 'a', lang: 'eng' }],
  ])('400s an entry without a valid %s', async (field, payload) => {
    const res = await call('POST', '/api/dictionary/search-history', user.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });
});

describe('dictionary settings', () => {
  it('defaults to autoplay and the audio modal on, and remembers changes', async () => {
    expect((await call('GET', '/api/dictionary/settings')).statusCode).toBe(401);
    expect((await call('GET', '/api/dictionary/settings', user.headers)).json()).toEqual({
      data: { autoplay_audio: true, show_audio_modal: true },
    });
    const put = await call('PUT', '/api/dictionary/settings', user.headers, { autoplay_audio: false });
    expect(put.json()).toEqual({ data: { autoplay_audio: false, show_audio_modal: true } });
    await call('PUT', '/api/dictionary/settings', user.headers, { show_audio_modal: false });
    expect((await call('GET', '/api/dictionary/settings', user.headers)).json().data).toEqual({
      autoplay_audio: false,
      show_audio_modal: false,
    });
    expect((await call('GET', '/api/dictionary/settings', other.headers)).json().data.autoplay_audio).toBe(
      true,
    );
  });

  it('400s unknown fields and wrong types', async () => {
    expect(
      (await call('PUT', '/api/dictionary/settings', user.headers, { autoplay_audio: 'yes' })).json()
        .errors[0],
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'autoplay_audio',
    });
    expect((await call('PUT', '/api/dictionary/settings', user.headers, { theme: 'dark' })).statusCode).toBe(
      400,
    );
  });
});
