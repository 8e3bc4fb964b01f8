// Query keys of the favorites feature, all under ['favorites', ...].
import type { ItemsView } from '../types';

export const favoritesKeys = {
  all: ['favorites'] as const,
  /** Folder list pages (15 a page, 20 when searching). */
  groupsAll: ['favorites', 'groups'] as const,
  groups: (search: string) => ['favorites', 'groups', search] as const,
  /** Every folder at once, for pickers and reordering. */
  everyGroup: ['favorites', 'every-group'] as const,
  itemsAll: ['favorites', 'items'] as const,
  groupItems: (groupId: number) => ['favorites', 'items', groupId] as const,
  items: (groupId: number, view: ItemsView) => ['favorites', 'items', groupId, view] as const,
};
