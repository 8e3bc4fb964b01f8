// A folder's items, 10 a page (core.md §9), all loaded once a page comes with fewer than 10 (§4).
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getGroupItems } from '../api/items';
import { favoritesKeys } from '../api/keys';
import { nextItemsOffset, withoutItems, type ItemsPage } from '../lib/paging';
import type { Favorite, FavoritesListResponse, ItemsView } from '../types';

export type ItemPages = InfiniteData<FavoritesListResponse & ItemsPage<Favorite>, number>;

export function useFolderItems(groupId: number | null, view: ItemsView) {
  const query = useInfiniteQuery({
    queryKey: favoritesKeys.items(groupId ?? 0, view),
    queryFn: ({ pageParam, signal }) => getGroupItems(groupId!, view, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextItemsOffset(pages),
    enabled: groupId !== null,
  });
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  return { query, items, total: query.data?.pages[query.data.pages.length - 1]?.total_count ?? null };
}

/** Every cached page of the folder, changed by `change`; returns what to put back. */
export function changeItems(
  queryClient: QueryClient,
  groupId: number,
  change: (pages: ItemPages['pages']) => ItemPages['pages'],
): () => void {
  const cached = queryClient.getQueriesData<ItemPages>({ queryKey: favoritesKeys.groupItems(groupId) });
  for (const [key, data] of cached) if (data) queryClient.setQueryData<ItemPages>(key, { ...data, pages: change(data.pages) });
  return () => {
    for (const [key, data] of cached) queryClient.setQueryData(key, data);
  };
}

/** Takes items out of the folder's cached pages (moved or deleted); the totals shrink with them. */
export function removeItems(queryClient: QueryClient, groupId: number, ids: ReadonlySet<number>): () => void {
  return changeItems(queryClient, groupId, (pages) =>
    withoutItems(pages, ids).map((p) => ({ ...p, total_count: Math.max(0, p.total_count - ids.size) })),
  );
}

/** Replaces one item in the folder's cached pages (a comment changed). */
export function replaceItem(queryClient: QueryClient, groupId: number, id: number, patch: (f: Favorite) => Favorite): () => void {
  return changeItems(queryClient, groupId, (pages) =>
    pages.map((p) => (p.data.some((f) => f.id === id) ? { ...p, data: p.data.map((f) => (f.id === id ? patch(f) : f)) } : p)),
  );
}
