// The folder list (core.md §7: 15 a page, 20 when searching) and what changes it. Changes show at
// once and are put back if the server refuses; the server's answer then replaces the guess.
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getGroups } from '../api/groups';
import { favoritesKeys } from '../api/keys';
import { byOrder } from '../lib/folders';
import type { FavoriteGroup, GroupsResponse } from '../types';

export type FolderPages = InfiniteData<GroupsResponse, number>;

export function useFolders(search: string) {
  const query = useInfiniteQuery({
    queryKey: favoritesKeys.groups(search.trim()),
    queryFn: ({ pageParam, signal }) => getGroups({ search, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.data.length, 0);
      return loaded < last.folders_total_count ? loaded : undefined;
    },
  });
  const folders = useMemo(() => byOrder(query.data?.pages.flatMap((p) => p.data) ?? []), [query.data]);
  const first = query.data?.pages[0];
  return {
    query,
    folders,
    totals: first
      ? {
          folders: first.folders_total_count,
          translations: first.translations_total_count,
          sentences: first.sentences_total_count,
        }
      : null,
  };
}

/** Spreads `list` over the pages again, each keeping its size (the last one takes the rest). */
function rechunk(pages: GroupsResponse[], list: FavoriteGroup[], delta: number): GroupsResponse[] {
  let at = 0;
  return pages.map((page, index) => {
    const size = index === pages.length - 1 ? list.length - at : Math.min(page.data.length, list.length - at);
    const data = list.slice(at, at + Math.max(0, size));
    at += data.length;
    return { ...page, data, folders_total_count: Math.max(0, page.folders_total_count + delta) };
  });
}

/**
 * Applies `change` to every cached folder list (pages and the full list); returns what to put back.
 * `delta`: how many folders the change adds or removes.
 */
export function changeFolders(
  queryClient: QueryClient,
  change: (groups: FavoriteGroup[]) => FavoriteGroup[],
  delta = 0,
): () => void {
  const lists = queryClient.getQueriesData<FolderPages>({ queryKey: favoritesKeys.groupsAll });
  const every = queryClient.getQueryData<FavoriteGroup[]>(favoritesKeys.everyGroup);
  for (const [key, data] of lists) {
    if (!data) continue;
    const next = byOrder(change(data.pages.flatMap((p) => p.data)));
    queryClient.setQueryData<FolderPages>(key, { ...data, pages: rechunk(data.pages, next, delta) });
  }
  if (every) queryClient.setQueryData(favoritesKeys.everyGroup, byOrder(change(every)));
  return () => {
    for (const [key, data] of lists) queryClient.setQueryData(key, data);
    if (every) queryClient.setQueryData(favoritesKeys.everyGroup, every);
  };
}
