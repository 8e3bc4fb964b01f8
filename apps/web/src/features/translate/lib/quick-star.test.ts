import { describe, expect, it } from 'vitest';
import { sameText, showsQuickStar } from './quick-star';

describe('the quick-translation favorite star (core.md §5)', () => {
  const base = { sourceText: 'small house', text: 'kleines Haus', lang: 'eng' };

  it('shows for a translation into another language', () => {
    expect(showsQuickStar({ ...base, nativeLang: 'ger' })).toBe(true);
  });

  it('shows for guests and users without a native language', () => {
    expect(showsQuickStar({ ...base, nativeLang: null })).toBe(true);
    expect(showsQuickStar({ ...base, nativeLang: undefined })).toBe(true);
  });

  it('is hidden when the source language is the native language', () => {
    expect(showsQuickStar({ ...base, nativeLang: 'eng' })).toBe(false);
  });

  it('is hidden when the translation equals the source text, whatever the case, spacing or accent form', () => {
    expect(showsQuickStar({ ...base, text: 'Small  House ', nativeLang: 'ger' })).toBe(false);
    expect(showsQuickStar({ sourceText: 'Cafe\u0301', text: 'café', lang: 'fre', nativeLang: 'ger' })).toBe(false);
  });

  it('is hidden when the provider has no translation', () => {
    expect(showsQuickStar({ ...base, text: null, nativeLang: 'ger' })).toBe(false);
    expect(showsQuickStar({ ...base, text: '  ', nativeLang: 'ger' })).toBe(false);
  });

  it('tells different texts apart', () => {
    expect(sameText('Haus', 'Häuser')).toBe(false);
    expect(sameText('Cafe', 'Café')).toBe(false);
  });
});
