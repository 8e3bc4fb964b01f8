// Types of the favorites feature, inferred from the contract's schemas (never hand-written shapes).
// `zod` is imported for its types only: nothing of it reaches the bundle.
import type { z } from 'zod';
import type {
  addFavoriteResponse,
  copyMoveResponse,
  deleteFavoritesResponse,
  deleteGroupResponse,
  favoritesListResponse,
  groupResponse,
  groupsResponse,
} from '@glossa/contract';

export type { Favorite, FavoriteGroup, FavoriteExportFormat, FavoriteSortField } from '@glossa/contract';

export type GroupsResponse = z.infer<typeof groupsResponse>;
export type GroupResponse = z.infer<typeof groupResponse>;
export type DeleteGroupResponse = z.infer<typeof deleteGroupResponse>;
export type FavoritesListResponse = z.infer<typeof favoritesListResponse>;
export type AddFavoriteResponse = z.infer<typeof addFavoriteResponse>;
export type DeleteFavoritesResponse = z.infer<typeof deleteFavoritesResponse>;
export type CopyMoveResponse = z.infer<typeof copyMoveResponse>;

export type SortOrder = 'asc' | 'desc';

/** How a folder's items are listed (core.md §9: by date, newest first, by default). */
export interface ItemsView {
  sortBy: 'date' | 'name';
  sortOrder: SortOrder;
  search: string;
}
