import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { createAccountsTestApp } from '../../../test/accounts-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

const call = (u: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', payload?: unknown, query = '') =>
  t.app.inject({ method, url: `/api/user/languages${query}`, headers: u?.headers ?? {}, ...(payload ? { payload } : {}) });
const summary = (data: { lang: { code: string }; level: string }[]) => data.map((l) => `${l.lang.code}:${l.level}`);

describe('/api/user/languages', () => {
  it('adds the native language, then others, listed from NATIVE down', async () => {
    const u = await makeUser(t);
    expect((await call(u, 'GET')).json()).toEqual({ data: [] });
    const first = await call(u, 'POST', { languages: [{ lang_code: 'rus', level: 'NATIVE' }] });
    expect(first.statusCode).toBe(200);
    expect(first.json().data[0]).toMatchObject({ lang: { code: 'rus' }, level: 'NATIVE', is_available_to_chat: true });
    expect(typeof first.json().data[0].id).toBe('number');

    const more = await call(u, 'POST', {
      languages: [
        { lang_code: 'ger', level: 'ELEMENTARY', is_available_to_chat: false },
        { lang_code: 'eng', level: 'ADVANCED' },
        { lang_code: 'fre', level: 'EXPERT' },
      ],
    });
    expect(summary(more.json().data)).toEqual(['rus:NATIVE', 'fre:EXPERT', 'eng:ADVANCED', 'ger:ELEMENTARY']);
    expect(more.json().data[3].is_available_to_chat).toBe(false);

    const profile = (await t.app.inject({ url: '/api/user/profile', headers: u.headers })).json().data;
    expect(profile.native_lang).toBe('rus');
    expect(summary(profile.languages)).toEqual(['rus:NATIVE', 'fre:EXPERT', 'eng:ADVANCED', 'ger:ELEMENTARY']);
  });

  it('moves NATIVE from one language to another in one call, keeping ids', async () => {
    const u = await makeUser(t, { native: 'eng', languages: [{ lang: 'spa', level: 'BASE' }] });
    const before = (await call(u, 'GET')).json().data;
    const res = await call(u, 'POST', {
      languages: [
        { lang_code: 'spa', level: 'NATIVE' },
        { lang_code: 'eng', level: 'EXPERT' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(summary(res.json().data)).toEqual(['spa:NATIVE', 'eng:EXPERT']);
    expect(res.json().data.find((l: { lang: { code: string } }) => l.lang.code === 'eng').id).toBe(before[0].id);
  });

  it('refuses a second NATIVE, duplicates and unknown codes', async () => {
    const u = await makeUser(t, { native: 'eng' });
    const second = await call(u, 'POST', { languages: [{ lang_code: 'ger', level: 'NATIVE' }] });
    expect(second.statusCode).toBe(400);
    expect(second.json().errors[0]).toMatchObject({ code: 'NATIVE_LANGUAGE_REQUIRED', field: 'languages' });

    const twoInOne = await call(u, 'PUT', { languages: [{ lang_code: 'ger', level: 'NATIVE' }, { lang_code: 'fre', level: 'NATIVE' }] });
    expect(twoInOne.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'languages' });
    const dup = await call(u, 'POST', { languages: [{ lang_code: 'ger', level: 'BASE' }, { lang_code: 'ger', level: 'EXPERT' }] });
    expect(dup.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'languages' });
    const unknown = await call(u, 'POST', { languages: [{ lang_code: 'xxx', level: 'BASE' }] });
    expect(unknown.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'languages.0.lang_code' });
    const level = await call(u, 'POST', { languages: [{ lang_code: 'ger', level: 'fluent' }] });
    expect(level.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'languages.0.level' });
    expect(summary((await call(u, 'GET')).json().data)).toEqual(['eng:NATIVE']);
  });

  it('needs a native language before learning ones', async () => {
    const u = await makeUser(t);
    const res = await call(u, 'POST', { languages: [{ lang_code: 'ger', level: 'BASE' }] });
    expect(res.json().errors[0].code).toBe('NATIVE_LANGUAGE_REQUIRED');
  });

  it('replaces the whole list with PUT', async () => {
    const u = await makeUser(t, { native: 'eng', languages: [{ lang: 'ger', level: 'BASE' }, { lang: 'pol', level: 'EXPERT' }] });
    const res = await call(u, 'PUT', { languages: [{ lang_code: 'ukr', level: 'NATIVE' }, { lang_code: 'ger', level: 'ADVANCED' }] });
    expect(summary(res.json().data)).toEqual(['ukr:NATIVE', 'ger:ADVANCED']);
    const none = await call(u, 'PUT', { languages: [{ lang_code: 'ger', level: 'ADVANCED' }] });
    expect(none.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'languages' });
  });

  it('deletes a language; the native one only when it is the last', async () => {
    const u = await makeUser(t, { native: 'eng', languages: [{ lang: 'ger', level: 'BASE' }] });
    const native = await call(u, 'DELETE', undefined, '?lang_code=eng');
    expect(native.json().errors[0].code).toBe('NATIVE_LANGUAGE_REQUIRED');
    expect(summary((await call(u, 'DELETE', undefined, '?lang_code=ger')).json().data)).toEqual(['eng:NATIVE']);
    const missing = await call(u, 'DELETE', undefined, '?lang_code=ger');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('USER_LANGUAGE_NOT_FOUND');
    expect((await call(u, 'DELETE', undefined, '?lang_code=eng')).json().data).toEqual([]);
    expect((await call(u, 'DELETE', undefined, '?lang_code=zzz')).statusCode).toBe(400);
  });

  it('caps the list at 20 languages', async () => {
    const u = await makeUser(t, { native: 'eng' });
    const codes = ['ger', 'fre', 'spa', 'ita', 'pol', 'rus', 'ukr', 'dut', 'por', 'swe', 'nor', 'dan', 'fin', 'cze', 'slo', 'hun', 'rum', 'bul', 'gre', 'tur'];
    const res = await call(u, 'POST', { languages: codes.map((c) => ({ lang_code: c, level: 'BASE' })) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'languages' });
  });

  it("touches only the viewer's own list; guests get 401", async () => {
    const a = await makeUser(t, { native: 'eng' });
    const b = await makeUser(t, { native: 'ger' });
    await call(a, 'PUT', { languages: [{ lang_code: 'fre', level: 'NATIVE' }] });
    expect(summary((await call(b, 'GET')).json().data)).toEqual(['ger:NATIVE']);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await call(null, method, method === 'GET' || method === 'DELETE' ? undefined : { languages: [] }, method === 'DELETE' ? '?lang_code=eng' : '');
      expect(res.statusCode, method).toBe(401);
    }
  });

  it('serializes concurrent edits of one list', async () => {
    const u = await makeUser(t);
    const results = await Promise.all(
      ['eng', 'ger', 'fre'].map((c) => call(u, 'POST', { languages: [{ lang_code: c, level: 'NATIVE' }] })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400).every((r) => r.json().errors[0].code === 'NATIVE_LANGUAGE_REQUIRED')).toBe(true);
    expect((await call(u, 'GET')).json().data).toHaveLength(1);
  });
});
