import { describe, expect, it } from 'vitest';
import { distinctBlocks } from './distinct-blocks';

describe('training home blocks', () => {
  it('shows a compilation only in the first block that has it', () => {
    const a = { uuid: 'a' };
    const b = { uuid: 'b' };
    const c = { uuid: 'c' };
    expect(distinctBlocks([[a], [a, b], undefined, [a, b, c], [c]])).toEqual([[a], [b], undefined, [c], []]);
  });
});
