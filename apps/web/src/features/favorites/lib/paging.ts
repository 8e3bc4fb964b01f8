// Paging a folder's items (core.md §4 Favorites: "Items in a folder count as all loaded when a page
// returns fewer than 10"; §9: 10 a page).
import { FAVORITES_PAGE_SIZES } from './page-sizes';

export interface ItemsPage<T extends { id: number } = { id: number }> {
  data: readonly T[];
  /** How many items the server answered for this page (kept when items are taken out of it here). */
  fetched?: number;
}

/**
 * Where the next page starts, or undefined when all are loaded: the last page came with fewer than
 * a page of items. The offset is the number of items held, not pages x 10: items moved out or
 * deleted here are gone from the server's list too.
 */
export function nextItemsOffset(pages: readonly ItemsPage[], pageSize: number = FAVORITES_PAGE_SIZES.items): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || (last.fetched ?? last.data.length) < pageSize) return undefined;
  return pages.reduce((sum, page) => sum + page.data.length, 0);
}

/** The pages without the given item ids (removed optimistically); each page remembers what it came with. */
export function withoutItems<T extends { id: number }, P extends ItemsPage<T>>(pages: readonly P[], ids: ReadonlySet<number>): P[] {
  return pages.map((page) => {
    const data = page.data.filter((item) => !ids.has(item.id));
    return data.length === page.data.length ? page : { ...page, data, fetched: page.fetched ?? page.data.length };
  });
}
