import { describe, expect, it, vi } from 'vitest';
import { runRelationBatch, type RelationItem } from './relation-batch';

const item = (key: string, name: string, status: RelationItem['status'] = null): RelationItem => ({ key, name, status });
const errorKey = (error: unknown) => (error instanceof Error ? `key:${error.message}` : 'key:?');

describe('runRelationBatch (core.md §4 synonym and antonym batches)', () => {
  it('every item ends as success or failed with its error key; a failure does not stop the batch', async () => {
    const send = vi.fn(async (i: RelationItem) => {
      if (i.name === 'home') throw new Error('SYNONYM_UNIQUE');
      if (i.name === 'house') throw new Error('SYNONYM_CANNOT_BE_ADDED_EXCEPTION');
      return { points: 2 };
    });
    const out = await runRelationBatch([item('a', 'home'), item('b', 'house'), item('c', 'dwelling')], send, {
      errorKey,
      existsKey: 'exists',
    });
    expect(out.items.map((i) => [i.status, i.errorKey ?? null])).toEqual([
      ['failed', 'key:SYNONYM_UNIQUE'],
      ['failed', 'key:SYNONYM_CANNOT_BE_ADDED_EXCEPTION'],
      ['success', null],
    ]);
    expect(out.points).toBe(2);
    expect(out.allSucceeded).toBe(false);
  });

  it('duplicates get the exists key and are sent once; finished items are not resent', async () => {
    const send = vi.fn(async () => ({ points: 2 }));
    const out = await runRelationBatch(
      [item('a', 'abode', 'success'), item('b', ' abode'), item('c', 'dwelling'), item('d', 'dwelling ')],
      send,
      { errorKey, existsKey: 'exists' },
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(out.items.map((i) => [i.status, i.errorKey ?? null])).toEqual([
      ['success', null],
      ['failed', 'exists'],
      ['success', null],
      ['failed', 'exists'],
    ]);
  });
});
