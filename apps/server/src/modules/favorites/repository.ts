// Every SQL query of favorites and their folders, in two halves (sql/folders.ts, sql/items.ts).
// Every query is scoped by user_id: ids of other users' rows simply match nothing.
import { folderQueries } from './sql/folders';
import { itemQueries } from './sql/items';

export type { FavoriteRow, NewFavorite, GroupRow, GroupWithCounts } from './sql/shared';

export const favoritesRepository = { ...folderQueries, ...itemQueries };

export type FavoritesRepository = typeof favoritesRepository;
