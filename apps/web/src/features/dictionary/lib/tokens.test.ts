import { describe, expect, it } from 'vitest';
import { markTokens } from './tokens';

const marked = (text: string, selected: number[]) =>
  markTokens(text, selected)
    .filter((p) => p.marked)
    .map((p) => p.text);

describe('markTokens', () => {
  it('marks the tokens at the selected positions, counting whitespace-separated tokens', () => {
    expect(marked('We live in a small house near the river.', [5])).toEqual(['house']);
    expect(marked('Thank you for your help!', [0, 1])).toEqual(['Thank', 'you']);
  });

  it('leaves punctuation around the word unmarked and keeps the text whole', () => {
    const parts = markTokens('Would you like a cup of coffee?', [6]);
    expect(parts.filter((p) => p.marked).map((p) => p.text)).toEqual(['coffee']);
    expect(parts.map((p) => p.text).join('')).toBe('Would you like a cup of coffee?');
    expect(marked('«Bonjour», dit-il.', [0])).toEqual(['Bonjour']);
  });

  it('ignores positions past the end and marks a token of only punctuation as it is', () => {
    expect(marked('Hi there', [7])).toEqual([]);
    expect(marked('Hi — there', [1])).toEqual(['—']);
  });
});
