// Folders (core.md §7 Favorites): GET/POST /favorites/group, PUT/DELETE /favorites/group/{id},
// POST /favorites/group/{id}/main, PUT /favorites/group/change-order.
import { MAIN_FOLDER_NAMES } from '@glossa/contract/constants';
import { FAVORITES_PAGE_SIZES } from '../lib/page-sizes';
import { currentLocale } from '../../../shared/i18n/locale-store';
import { dictionaryCode } from '../../../shared/i18n/locales';
import { api } from '../../../shared/api';
import type { DeleteGroupResponse, FavoriteGroup, GroupResponse, GroupsResponse } from '../types';

/**
 * The main folder keeps the default name it got in the language of the day it was made; unrenamed,
 * it reads in the reader's language (a German reader sees "Favoriten", not "Favorites").
 */
export function localizeMainFolder(folder: FavoriteGroup): FavoriteGroup {
  const own = MAIN_FOLDER_NAMES[dictionaryCode(currentLocale())];
  const isDefault = Object.values(MAIN_FOLDER_NAMES).includes(folder.name);
  return folder.is_main && own && isDefault ? { ...folder, name: own } : folder;
}

export function getGroups(p: { search?: string; offset?: number; limit?: number }, signal?: AbortSignal) {
  const search = p.search?.trim() || undefined;
  return getGroupsAsStored(search, p, signal).then((answer) => ({ ...answer, data: answer.data.map(localizeMainFolder) }));
}

function getGroupsAsStored(search: string | undefined, p: { offset?: number; limit?: number }, signal?: AbortSignal) {
  return api.get<GroupsResponse>('/favorites/group', {
    signal,
    query: {
      limit: p.limit ?? (search ? FAVORITES_PAGE_SIZES.groupsSearch : FAVORITES_PAGE_SIZES.groups),
      offset: p.offset ?? 0,
      search,
    },
  });
}

/** Every folder of the user (pickers, reordering: the new order must list them all). */
export async function getEveryGroup(signal?: AbortSignal): Promise<FavoriteGroup[]> {
  const all: FavoriteGroup[] = [];
  for (;;) {
    const page = await getGroups({ offset: all.length, limit: FAVORITES_PAGE_SIZES.max }, signal);
    all.push(...page.data);
    if (page.data.length < FAVORITES_PAGE_SIZES.max || all.length >= page.folders_total_count) return all;
  }
}

export const createGroup = (name: string) =>
  api.post<GroupResponse>('/favorites/group', { name }).then((a) => a.data);

export const renameGroup = (id: number, name: string) =>
  api.put<GroupResponse>(`/favorites/group/${id}`, { name }).then((a) => a.data);

export const deleteGroup = (id: number, moveTo?: number) =>
  api.delete<DeleteGroupResponse>(`/favorites/group/${id}`, undefined, { query: { move_to: moveTo } });

export const makeMainGroup = (id: number) =>
  api.post<GroupResponse>(`/favorites/group/${id}/main`).then((a) => a.data);

export const changeGroupOrder = (order: number[]) =>
  api.put<{ data: { id: number; order: number }[] }>('/favorites/group/change-order', { order }).then((a) => a.data);
