// core.md §4 Favorites: "Items in a folder count as all loaded when a page returns fewer than 10".
import { describe, expect, it } from 'vitest';
import { nextItemsOffset, withoutItems } from './paging';

const page = (from: number, n: number) => ({ data: Array.from({ length: n }, (_, i) => ({ id: from + i })) });

describe('folder item paging', () => {
  it('asks for the next page after a full page of 10', () => {
    expect(nextItemsOffset([page(1, 10)])).toBe(10);
    expect(nextItemsOffset([page(1, 10), page(11, 10)])).toBe(20);
  });

  it('counts everything as loaded once a page returns fewer than 10', () => {
    expect(nextItemsOffset([page(1, 9)])).toBeUndefined();
    expect(nextItemsOffset([page(1, 10), page(11, 3)])).toBeUndefined();
    expect(nextItemsOffset([page(1, 0)])).toBeUndefined();
  });

  it('a full last page is not "all loaded" even if it happens to be the end (one more empty page tells)', () => {
    expect(nextItemsOffset([page(1, 10), page(11, 10)])).toBe(20);
    expect(nextItemsOffset([page(1, 10), page(11, 10), page(21, 0)])).toBeUndefined();
  });

  it('after items leave the folder here, goes on from what is held and still knows the page was full', () => {
    const pages = withoutItems([page(1, 10)], new Set([2, 5]));
    expect(pages[0]!.data).toHaveLength(8);
    // The server lost those two as well: the next page starts at 8, and the page still counts as full.
    expect(nextItemsOffset(pages)).toBe(8);
  });
});
