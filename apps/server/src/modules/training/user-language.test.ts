// GET and POST /education/user-language (community.md §7): the learner's learning language. Until
// they choose, the profile's first learned language; a choice is kept on the account (another
// session reads it), never the native language; guests 401, bad codes 400 with a code, no 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { trainingClient } from '../../../test/training-helpers';

let t: TestApp;
const api = trainingClient(() => t);
const U = '/api/education/user-language';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/education/user-language', () => {
  it("starts from the profile's languages, then keeps the learner's choice", async () => {
    const u = await makeUser(t, { native: 'eng', languages: [{ lang: 'pol', level: 'BASE' }, { lang: 'ger', level: 'ADVANCED' }] });
    expect(await api.ok('GET', U, u)).toEqual({ lang_code: 'ger', native_lang: 'eng', chosen: false });
    expect(await api.ok('POST', U, u, { lang_code: 'spa' })).toEqual({ lang_code: 'spa', native_lang: 'eng', chosen: true });
    expect(await api.ok('GET', U, u)).toEqual({ lang_code: 'spa', native_lang: 'eng', chosen: true });
    // Two-letter codes are accepted and stored as the dictionary code.
    expect((await api.ok('POST', U, u, { lang_code: 'fr' })).lang_code).toBe('fre');
    // The profile's languages are not touched.
    const rows = (await t.ctx.db.execute(`select lang_code from user_languages where user_id = ${u.id} order by lang_code`)) as unknown as { rows: { lang_code: string }[] };
    expect(rows.rows.map((r) => r.lang_code)).toEqual(['eng', 'ger', 'pol']);
  });

  it('a member without languages has none until they choose', async () => {
    const u = await makeUser(t);
    expect(await api.ok('GET', U, u)).toEqual({ lang_code: null, native_lang: null, chosen: false });
    expect((await api.ok('POST', U, u, { lang_code: 'ita' })).lang_code).toBe('ita');
  });

  it('never the native language; a choice that became native no longer counts', async () => {
    const u = await makeUser(t, { native: 'eng', languages: [{ lang: 'ger', level: 'BASE' }] });
    const err = await api.fails(400, 'POST', U, u, { lang_code: 'eng' });
    expect(err).toMatchObject({ code: 'LEARNING_LANGUAGE_IS_NATIVE', field: 'lang_code' });
    await api.ok('POST', U, u, { lang_code: 'spa' });
    await t.ctx.db.execute(`update user_languages set lang_code = 'spa' where user_id = ${u.id} and level = 'NATIVE'`);
    expect(await api.ok('GET', U, u)).toEqual({ lang_code: 'ger', native_lang: 'spa', chosen: false });
  });

  it("guests 401; each member sees only their own; bad input 400 with a code", async () => {
    const a = await makeUser(t, { native: 'eng' });
    const b = await makeUser(t, { native: 'ger' });
    expect((await api.call('GET', U, null)).statusCode).toBe(401);
    expect((await api.call('POST', U, null, { lang_code: 'spa' })).statusCode).toBe(401);
    await api.ok('POST', U, a, { lang_code: 'spa' });
    expect((await api.ok('GET', U, b)).lang_code).toBeNull();
    for (const body of [{}, { lang_code: 'zzz' }, { lang_code: '' }, { lang_code: 42 }, { lang_code: "eng'; drop table users; --" }, { lang_code: 'x'.repeat(10_000) }]) {
      const err = await api.fails(400, 'POST', U, a, body);
      expect(err.code, JSON.stringify(body).slice(0, 60)).toBe('VALIDATION_ERROR');
    }
    expect((await api.ok('GET', U, a)).lang_code).toBe('spa');
  });
});
