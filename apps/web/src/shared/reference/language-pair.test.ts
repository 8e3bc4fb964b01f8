import { describe, expect, it } from 'vitest';
import { defaultPair, learnedLanguage, profilePair, resolvePair } from './language-pair';

const learner = {
  native_lang: 'eng',
  languages: [
    { lang: { code: 'eng' }, level: 'NATIVE' as const },
    { lang: { code: 'ger' }, level: 'BASE' as const },
  ],
} as Parameters<typeof profilePair>[0];

describe('the learning context', () => {
  it('a learner of German with English as native language works in English -> German, not the default Spanish', () => {
    expect(profilePair(learner)).toEqual({ lang: 'eng', langT: 'ger' });
    expect(resolvePair({ lang: null, langT: null }, profilePair(learner), 'en')).toEqual({ lang: 'eng', langT: 'ger' });
  });

  it('a pair the learner chose wins over the profile; without either the interface language decides', () => {
    expect(resolvePair({ lang: 'eng', langT: 'fre' }, profilePair(learner), 'en')).toEqual({ lang: 'eng', langT: 'fre' });
    expect(resolvePair({ lang: null, langT: null }, null, 'de')).toEqual(defaultPair('de'));
    expect(defaultPair('en')).toEqual({ lang: 'eng', langT: 'spa' });
  });

  it('no pair from a profile without a learned language', () => {
    expect(profilePair({ native_lang: 'eng', languages: [{ lang: { code: 'eng' }, level: 'NATIVE' }] } as Parameters<typeof profilePair>[0])).toBeNull();
    expect(profilePair(undefined)).toBeNull();
  });

  it('the learned language is the side of the pair that is not native', () => {
    expect(learnedLanguage({ lang: 'eng', langT: 'ger' }, 'eng')).toBe('ger');
    expect(learnedLanguage({ lang: 'ger', langT: 'eng' }, 'eng')).toBe('ger');
    expect(learnedLanguage({ lang: 'eng', langT: 'spa' }, null)).toBe('spa');
  });
});
