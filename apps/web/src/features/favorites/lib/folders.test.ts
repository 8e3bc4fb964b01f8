// The folder list rules of core.md §4: deleting a folder lowers the order of the following ones by 1;
// move and copy answers (group_modified) set the counts; one main folder; reordering renumbers 1..n.
import { describe, expect, it } from 'vitest';
import type { FavoriteGroup } from '../types';
import { byOrder, moved, withAdded, withMain, withModified, withoutFolder } from './folders';

const folder = (id: number, order: number, patch: Partial<FavoriteGroup> = {}): FavoriteGroup => ({
  id,
  name: `Folder ${id}`,
  is_main: order === 1,
  order,
  translations_count: 0,
  sentences_count: 0,
  created_at: '2026-03-14T10:00:00.000Z',
  ...patch,
});

const list = () => [folder(10, 1), folder(20, 2), folder(30, 3), folder(40, 4)];
const orders = (groups: FavoriteGroup[]) => byOrder(groups).map((g) => [g.id, g.order]);

describe('deleting a folder', () => {
  it('lowers the order of the folders after it by 1 and leaves the ones before it', () => {
    expect(orders(withoutFolder(list(), 20))).toEqual([
      [10, 1],
      [30, 2],
      [40, 3],
    ]);
  });

  it('deleting the last one changes no order; deleting the first moves all up', () => {
    expect(orders(withoutFolder(list(), 40))).toEqual([
      [10, 1],
      [20, 2],
      [30, 3],
    ]);
    expect(orders(withoutFolder(list(), 10))).toEqual([
      [20, 1],
      [30, 2],
      [40, 3],
    ]);
  });

  it('keeps positions 1..n after several deletions', () => {
    const after = withoutFolder(withoutFolder(list(), 30), 10);
    expect(orders(after)).toEqual([
      [20, 1],
      [40, 2],
    ]);
  });

  it('takes the main folder the server names when the main one is deleted', () => {
    const after = withoutFolder(list(), 10, 20);
    expect(after.filter((g) => g.is_main).map((g) => g.id)).toEqual([20]);
  });

  it('is a no-op for an unknown id', () => {
    expect(orders(withoutFolder(list(), 99))).toEqual(orders(list()));
  });
});

describe('group_modified of a move or copy', () => {
  it('replaces the counts of the folders it names and no other', () => {
    const start = list().map((g) => (g.id === 20 ? { ...g, translations_count: 3 } : g));
    const after = withModified(start, [folder(20, 2, { translations_count: 1 }), folder(30, 3, { translations_count: 2, sentences_count: 1 })]);
    expect(after.map((g) => [g.id, g.translations_count, g.sentences_count])).toEqual([
      [10, 0, 0],
      [20, 1, 0],
      [30, 2, 1],
      [40, 0, 0],
    ]);
  });
});

describe('reordering and the main folder', () => {
  it('moves one folder and renumbers all 1..n', () => {
    expect(orders(moved(list(), 3, 0))).toEqual([
      [40, 1],
      [10, 2],
      [20, 3],
      [30, 4],
    ]);
    expect(orders(moved(list(), 0, 2))).toEqual([
      [20, 1],
      [30, 2],
      [10, 3],
      [40, 4],
    ]);
  });

  it('ignores moves outside the list', () => {
    expect(orders(moved(list(), 0, 9))).toEqual(orders(list()));
    expect(orders(moved(list(), -1, 1))).toEqual(orders(list()));
  });

  it('keeps exactly one main folder', () => {
    const after = withMain(list(), 30);
    expect(after.filter((g) => g.is_main).map((g) => g.id)).toEqual([30]);
  });

  it('puts a new folder last', () => {
    expect(withAdded(list(), folder(50, 5)).map((g) => g.id)).toEqual([10, 20, 30, 40, 50]);
  });
});
