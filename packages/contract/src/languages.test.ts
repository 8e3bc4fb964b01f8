import { describe, expect, it } from 'vitest';
import { langCodeParam, translationsQuery } from './dictionary';
import { canonicalLanguageCode } from './languages';

describe('language codes and their aliases', () => {
  it('reads every standard code of a language as its dictionary code', () => {
    for (const alias of ['ger', 'deu', 'de', 'DE', ' Deu ']) expect(canonicalLanguageCode(alias)).toBe('ger');
    expect(canonicalLanguageCode('sqi')).toBe('alb');
    expect(canonicalLanguageCode('sq')).toBe('alb');
    expect(canonicalLanguageCode('en')).toBe('eng');
    expect(canonicalLanguageCode('xx')).toBeUndefined();
    expect(canonicalLanguageCode('')).toBeUndefined();
  });

  it('takes aliases in API parameters and refuses unknown codes instead of picking another language', () => {
    expect(langCodeParam.parse('deu')).toBe('ger');
    expect(translationsQuery.parse({ lang: 'en', lang_t: 'deu', search: 'house' })).toMatchObject({ lang: 'eng', lang_t: 'ger' });
    const bad = translationsQuery.safeParse({ lang: 'eng', lang_t: 'xyz', search: 'house' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['lang_t'], message: 'Unknown language code' });
  });
});
