// Favorites (core.md §7): a folder's items, saving (dictionary entities and raw pairs), deleting,
// copying and moving (answers carry group_modified), comments.
import type { AddFavoriteBody, AddRawFavoriteBody } from '@glossa/contract';
import { api } from '../../../shared/api';
import { FAVORITES_PAGE_SIZES } from '../lib/page-sizes';
import type {
  AddFavoriteResponse,
  CopyMoveResponse,
  DeleteFavoritesResponse,
  FavoritesListResponse,
  ItemsView,
  Favorite,
} from '../types';

export function getGroupItems(groupId: number, view: ItemsView, offset: number, signal?: AbortSignal) {
  return api.get<FavoritesListResponse>(`/favorites/group/${groupId}/favorites`, {
    signal,
    query: {
      limit: FAVORITES_PAGE_SIZES.items,
      offset,
      sort_by: view.sortBy,
      sort_order: view.sortOrder,
      search: view.search.trim() || undefined,
    },
  });
}

// Saving twice is harmless (the server answers the stored favorite): safe to retry.
export const addFavorite = (body: AddFavoriteBody) =>
  api.post<AddFavoriteResponse>('/favorites', body, { idempotent: true });

export const addRawFavorite = (body: AddRawFavoriteBody) =>
  api.post<AddFavoriteResponse>('/favorites/translation/raw', body, { idempotent: true });

export const deleteFavorites = (ids: number[]) => api.delete<DeleteFavoritesResponse>('/favorites/delete', { ids });

export const copyFavorites = (ids: number[], groupId: number) =>
  api.post<CopyMoveResponse>('/favorites/copy', { ids, favorite_group_id: groupId });

// Moving twice ends the same way.
export const moveFavorites = (ids: number[], groupId: number) =>
  api.post<CopyMoveResponse>('/favorites/move', { ids, favorite_group_id: groupId }, { idempotent: true });

export const setFavoriteComment = (id: number, comment: string) =>
  api.put<{ data: Favorite }>(`/favorites/${id}`, { comment }).then((a) => a.data);

export const deleteFavoriteComment = (id: number) =>
  api.delete<{ data: Favorite }>(`/favorites/${id}/comment`).then((a) => a.data);

/**
 * Every item of a folder in pages of 100 (the server's maximum), until `maxTranslations` of them are
 * translations or the folder ends (at most 2,000 items read): what a compilation made from the whole
 * folder can hold.
 */
export async function getFolderForCompilation(groupId: number, maxTranslations: number): Promise<Favorite[]> {
  const all: Favorite[] = [];
  const page = 100;
  for (let offset = 0; offset < 2_000; offset += page) {
    const answer = await api.get<FavoritesListResponse>(`/favorites/group/${groupId}/favorites`, {
      query: { limit: page, offset, sort_by: 'date', sort_order: 'asc' },
    });
    all.push(...answer.data);
    const translations = all.filter((f) => f.entity !== null && 'translation_word' in f.entity).length;
    if (answer.data.length < page || translations >= maxTranslations) break;
  }
  return all;
}
