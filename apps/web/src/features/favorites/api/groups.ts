// Folders (core.md §7 Favorites): GET/POST /favorites/group, PUT/DELETE /favorites/group/{id},
// POST /favorites/group/{id}/main, PUT /favorites/group/change-order.
import { FAVORITES_PAGE_SIZES } from '../lib/page-sizes';
import { api } from '../../../shared/api';
import type { DeleteGroupResponse, FavoriteGroup, GroupResponse, GroupsResponse } from '../types';

export function getGroups(p: { search?: string; offset?: number; limit?: number }, signal?: AbortSignal) {
  const search = p.search?.trim() || undefined;
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
