import { describe, expect, it } from 'vitest';
import { byLanguage, swappedPair } from './other-directions';

describe('swappedPair', () => {
  const haus = [
    { lang: 'ger', lang_t: 'spa', count: 3 },
    { lang: 'ger', lang_t: 'eng', count: 5 },
  ];

  it('swaps the two languages when the search found something or the word is in the target language', () => {
    expect(swappedPair('eng', 'spa', true, haus)).toEqual(['spa', 'eng']);
    expect(swappedPair('eng', 'spa', false, [{ lang: 'spa', lang_t: 'eng', count: 4 }])).toEqual(['spa', 'eng']);
    expect(swappedPair('eng', 'spa', false, [])).toEqual(['spa', 'eng']);
  });

  it('makes the word’s language the source, the reader’s source language the target when it can', () => {
    expect(swappedPair('eng', 'spa', false, haus)).toEqual(['ger', 'eng']);
    expect(swappedPair('eng', 'spa', false, [haus[0]!])).toEqual(['ger', 'spa']);
  });
});

describe('byLanguage', () => {
  it('groups directions by the word’s language, most translations first', () => {
    expect(
      byLanguage([
        { lang: 'ger', lang_t: 'spa', count: 3 },
        { lang: 'fre', lang_t: 'spa', count: 1 },
        { lang: 'ger', lang_t: 'eng', count: 5 },
      ]),
    ).toEqual([
      { lang: 'ger', directions: [{ lang: 'ger', lang_t: 'eng', count: 5 }, { lang: 'ger', lang_t: 'spa', count: 3 }] },
      { lang: 'fre', directions: [{ lang: 'fre', lang_t: 'spa', count: 1 }] },
    ]);
  });
});
