// The folder list as the page keeps it (core.md §4 Favorites): positions 1..n, one main folder.
// Pure functions, so the rules are tested without a server: deleting a folder lowers the order of
// the following ones by 1; a move or copy answer's group_modified replaces the counts it names.
import type { FavoriteGroup } from '../types';

export function byOrder(groups: readonly FavoriteGroup[]): FavoriteGroup[] {
  return [...groups].sort((a, b) => a.order - b.order || a.id - b.id);
}

/** Without folder `id`: the folders after it move up one place; `mainId` is the main folder afterwards. */
export function withoutFolder(groups: readonly FavoriteGroup[], id: number, mainId?: number | null): FavoriteGroup[] {
  const removed = groups.find((g) => g.id === id);
  if (!removed) return [...groups];
  return groups
    .filter((g) => g.id !== id)
    .map((g) => {
      const order = g.order > removed.order ? g.order - 1 : g.order;
      const isMain = mainId === undefined ? g.is_main : g.id === mainId;
      return order === g.order && isMain === g.is_main ? g : { ...g, order, is_main: isMain };
    });
}

/** The folders named in a group_modified answer take its values (counts, name, order). */
export function withModified(groups: readonly FavoriteGroup[], modified: readonly FavoriteGroup[]): FavoriteGroup[] {
  if (modified.length === 0) return [...groups];
  const byId = new Map(modified.map((g) => [g.id, g]));
  return groups.map((g) => byId.get(g.id) ?? g);
}

/** Folder `id` becomes the one main folder. */
export function withMain(groups: readonly FavoriteGroup[], id: number): FavoriteGroup[] {
  return groups.map((g) => (g.is_main === (g.id === id) ? g : { ...g, is_main: g.id === id }));
}

export function withRenamed(groups: readonly FavoriteGroup[], id: number, name: string): FavoriteGroup[] {
  return groups.map((g) => (g.id === id ? { ...g, name } : g));
}

/** The folder at `from` placed at `to` (indexes in the list by order); positions become 1..n. */
export function moved(groups: readonly FavoriteGroup[], from: number, to: number): FavoriteGroup[] {
  const list = byOrder(groups);
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return list;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item!);
  return list.map((g, i) => (g.order === i + 1 ? g : { ...g, order: i + 1 }));
}

/** A new folder goes last. */
export function withAdded(groups: readonly FavoriteGroup[], group: FavoriteGroup): FavoriteGroup[] {
  return [...groups.filter((g) => g.id !== group.id), group];
}
