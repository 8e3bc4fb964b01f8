import { describe, expect, it } from 'vitest';
import { bare, guessPositions, isTooShort, keepPositions, selectedForm, suggestedWordForm, togglePosition, tokenize } from './sentence';

describe('sentence editor helpers', () => {
  it('tokenizes by whitespace like the server and strips punctuation for comparison', () => {
    expect(tokenize('  The house,  is big. ')).toEqual(['The', 'house,', 'is', 'big.']);
    expect(bare('«Haus»')).toBe('Haus');
    expect(bare("don't")).toBe("don't");
  });

  it('finds the word, case- and punctuation-insensitively, also when it has several tokens', () => {
    expect(guessPositions('My House, my castle', 'house')).toEqual([1]);
    expect(guessPositions('She gave up smoking', 'give up')).toEqual([]);
    expect(guessPositions('She will give up smoking', 'give up')).toEqual([2, 3]);
    expect(guessPositions('Nothing here', 'house')).toEqual([]);
  });

  it('toggles positions in order and suggests the changed word form', () => {
    expect(togglePosition([3], 1)).toEqual([1, 3]);
    expect(togglePosition([1, 3], 3)).toEqual([1]);
    expect(selectedForm('They went home.', [1])).toBe('went');
    expect(suggestedWordForm('They went home.', [1], 'go')).toBe('went');
    expect(suggestedWordForm('Go home!', [0], 'go')).toBe('');
  });

  it('drops positions past the end when the text gets shorter; two words at least', () => {
    expect(keepPositions('one two', [0, 1, 4])).toEqual([0, 1]);
    expect(isTooShort('house')).toBe(true);
    expect(isTooShort('a house')).toBe(false);
  });
});
