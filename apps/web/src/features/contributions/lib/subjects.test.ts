import { describe, expect, it } from 'vitest';
import { subjectsToSend, toggleSubject } from './subjects';

describe('subjects (core.md §5: at most 5)', () => {
  it('adds and removes codes', () => {
    expect(toggleSubject([], 'law')).toEqual({ codes: ['law'], refused: false });
    expect(toggleSubject(['law'], 'law')).toEqual({ codes: [], refused: false });
  });

  it('refuses a sixth subject, counting the ones the translation already has', () => {
    expect(toggleSubject(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual({ codes: ['a', 'b', 'c', 'd', 'e'], refused: true });
    expect(toggleSubject(['a', 'b'], 'f', ['x', 'y', 'z'])).toEqual({ codes: ['a', 'b'], refused: true });
    expect(toggleSubject(['a'], 'x', ['x'])).toEqual({ codes: ['a'], refused: false });
  });

  it('cuts extras before sending and never resends existing ones', () => {
    expect(subjectsToSend(['a', 'b', 'c', 'd', 'e', 'f', 'a'])).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(subjectsToSend(['x', 'a', 'b', 'c'], ['x', 'y'])).toEqual(['a', 'b', 'c']);
  });
});
