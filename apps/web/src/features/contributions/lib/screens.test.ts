import { describe, expect, it } from 'vitest';
import { parseScreen } from './screens';

describe('parseScreen', () => {
  it('reads every screen of core.md §2', () => {
    expect(parseScreen('translation')).toEqual({ kind: 'translation' });
    expect(parseScreen('meanings-eng')).toEqual({ kind: 'meanings', lang: 'eng' });
    expect(parseScreen('synonym-ger')).toEqual({ kind: 'synonym', lang: 'ger' });
    expect(parseScreen('antonym-fre')).toEqual({ kind: 'antonym', lang: 'fre' });
    expect(parseScreen('sentences-spa', 'step:2')).toEqual({ kind: 'sentences', lang: 'spa', step: 2 });
    expect(parseScreen('sentences-spa')).toEqual({ kind: 'sentences', lang: 'spa', step: 1 });
  });

  it('rejects unknown paths', () => {
    expect(parseScreen('meanings')).toBeNull();
    expect(parseScreen('meanings-ENG')).toBeNull();
    expect(parseScreen('sentences-eng', 'step:9')).toBeNull();
    expect(parseScreen('synonym-eng', 'step:1')).toBeNull();
    expect(parseScreen('whatever-eng')).toBeNull();
    expect(parseScreen(undefined)).toBeNull();
  });
});
