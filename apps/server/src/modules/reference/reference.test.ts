import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES, LOCALE_DICTIONARY_CODE } from '@glossa/contract';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/languages/get/all-data', () => {
  it('lists at least 100 languages with codes and names in the local language', async () => {
    const res = await t.app.inject({ url: '/api/languages/get/all-data?platform=WEB', headers: { local: 'ger' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.languages.length).toBeGreaterThanOrEqual(100);
    const german = body.data.languages.find((l: { code: string }) => l.code === 'ger');
    expect(german).toMatchObject({ code_two_signs: 'de', name: 'Deutsch', is_sentence_breaking: true });
    const english = body.data.languages.find((l: { code: string }) => l.code === 'eng');
    expect(english.name).toBe('Englisch');
    for (const code of ['eng', 'ger', 'spa', 'fre', 'dut', 'pol', 'rus', 'ukr']) {
      expect(body.data.languages.some((l: { code: string }) => l.code === code)).toBe(true);
    }
    expect(body.data.languages.find((l: { code: string }) => l.code === 'jpn').is_sentence_breaking).toBe(false);
    // FreeDict's languages without an ISO 639-1 code are held too, named by their 639-2 code.
    const asturian = body.data.languages.find((l: { code: string }) => l.code === 'ast');
    expect(asturian).toMatchObject({ code_two_signs: null, name: 'Asturisch', lang_detect: 'ast' });
    expect(body.data.languages.find((l: { code: string }) => l.code === 'kha').name).toBe('Khasi');
    expect(typeof body.modified_key).toBe('string');
  });

  it('names languages in English by default and in Ukrainian for local=ukr', async () => {
    const en = (await t.app.inject({ url: '/api/languages/get/all-data' })).json();
    expect(en.data.languages.find((l: { code: string }) => l.code === 'fre').name).toBe('French');
    const uk = (await t.app.inject({ url: '/api/languages/get/all-data', headers: { local: 'ukr' } })).json();
    expect(uk.data.languages.find((l: { code: string }) => l.code === 'fre').name).toBe('Французька');
    expect(uk.data.interface_languages.map((l: { code: string }) => l.code)).toEqual([...INTERFACE_LOCALES]);
    expect(uk.data.interface_languages[0]).toMatchObject({ code: 'en', prefix: null, dictionary_code: 'eng' });
  });

  it('gives every language a name of its own in each of the 8 interface languages', async () => {
    for (const locale of INTERFACE_LOCALES) {
      const local = LOCALE_DICTIONARY_CODE[locale];
      const { languages } = (await t.app.inject({ url: '/api/languages/get/all-data', headers: { local } })).json().data as {
        languages: { code: string; name: string }[];
      };
      const byName = new Map<string, string[]>();
      for (const l of languages) byName.set(l.name.toLocaleLowerCase(locale), [...(byName.get(l.name.toLocaleLowerCase(locale)) ?? []), l.code]);
      const shared = [...byName].filter(([, codes]) => codes.length > 1).map(([name, codes]) => `${name}: ${codes.join(', ')}`);
      expect(shared, locale).toEqual([]);
    }
  });

  it('answers 304 when X-modified-key matches, 200 otherwise', async () => {
    const first = await t.app.inject({ url: '/api/languages/get/all-data' });
    const key = first.json().modified_key;
    const again = await t.app.inject({ url: '/api/languages/get/all-data', headers: { 'x-modified-key': key } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ url: '/api/languages/get/all-data', headers: { 'x-modified-key': 'stale' } });
    expect(other.statusCode).toBe(200);
    const german = await t.app.inject({ url: '/api/languages/get/all-data', headers: { local: 'ger', 'x-modified-key': key } });
    expect(german.statusCode).toBe(200);
  });

  it('rejects another platform with VALIDATION_ERROR naming the field', async () => {
    const res = await t.app.inject({ url: '/api/languages/get/all-data?platform=IOS' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'platform' });
  });
});

describe('GET /api/languages/{lang}/data', () => {
  it('gives names and subjects in that language', async () => {
    const res = await t.app.inject({ url: '/api/languages/pol/data' });
    expect(res.statusCode).toBe(200);
    const { data, modified_key } = res.json();
    expect(data.language).toMatchObject({ code: 'pol', name: 'Polski' });
    expect(data.vocabularies.find((v: { code: string }) => v.code === 'medicine').localized_value).toBe('Medycyna');
    const again = await t.app.inject({ url: '/api/languages/pol/data', headers: { 'x-modified-key': modified_key } });
    expect(again.statusCode).toBe(304);
  });

  it('404s an unknown language', async () => {
    const res = await t.app.inject({ url: '/api/languages/zzz/data' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('LANGUAGE_NOT_FOUND');
  });
});

describe('GET /api/localization/attributes', () => {
  it('lists parts of speech and gender grouped as genus under the noun, localized', async () => {
    const res = await t.app.inject({ url: '/api/localization/attributes', headers: { local: 'rus' } });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const noun = data.find((a: { attribute: { code: string } }) => a.attribute.code === 'noun');
    expect(noun).toMatchObject({ group: 'part_of_speech', parent_id: null, attribute: { name: 'существительное' } });
    const genus = data.filter((a: { group: string }) => a.group === 'genus');
    expect(genus.map((a: { attribute: { code: string } }) => a.attribute.code).sort()).toEqual(['female', 'male', 'neuter', 'other']);
    expect(genus.every((a: { parent_id: number }) => a.parent_id === noun.id)).toBe(true);
  });

  it('has a name for every attribute in all eight interface languages', async () => {
    for (const code of ['eng', 'ger', 'spa', 'fre', 'dut', 'pol', 'rus', 'ukr']) {
      const { data } = (await t.app.inject({ url: '/api/localization/attributes', headers: { local: code } })).json();
      for (const a of data) expect(a.attribute.name).not.toBe(a.attribute.code === 'verb' && code !== 'eng' ? 'verb' : '');
    }
  });
});
