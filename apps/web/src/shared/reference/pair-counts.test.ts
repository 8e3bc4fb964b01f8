import { describe, expect, it } from 'vitest';
import { languagesWithEntries } from './pair-counts';

const all = [
  { value: 'eng', label: 'English' },
  { value: 'ger', label: 'German' },
  { value: 'jpn', label: 'Japanese' },
  { value: 'spa', label: 'Spanish' },
];
const pairs = [
  { lang: 'eng', lang_t: 'ger', count: 1200 },
  { lang: 'eng', lang_t: 'spa', count: 30 },
  { lang: 'ger', lang_t: 'spa', count: 5 },
];

describe('languages with entries', () => {
  it('lists the languages with entries for the other side first, most entries first, with counts', () => {
    expect(languagesWithEntries(all, pairs, 'eng', 'en')).toEqual([
      { value: 'ger', label: 'German (1,200)' },
      { value: 'spa', label: 'Spanish (30)' },
    ]);
  });

  it('falls back to every language with entries when the other side has none', () => {
    expect(languagesWithEntries(all, pairs, 'jpn', 'de').map((o) => o.label)).toEqual([
      'English (1.230)',
      'German (1.205)',
      'Spanish (35)',
    ]);
    expect(languagesWithEntries(all, [], 'eng', 'en')).toEqual([]);
  });
});
