// Every SQL query of favorites and their folders, in two halves (sql/folders.ts, sql/items.ts).
// Every query is scoped by user_id: ids of other users' rows simply match nothing.
import { folderQueries } from './sql/folders';
import { itemQueries } from './sql/items';

export type { FavoriteRow, NewFavorite, GroupRow, GroupWithCounts } from './sql/shared';

export const favoritesRepository = { ...folderQueries, ...itemQueries };

export type FavoritesRepository = typeof favoritesRepository;

/** The unique index a failed insert or update violated (PostgreSQL and PGlite errors), else null. */
export function violatedUniqueIndex(err: unknown): string | null {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (e.code === '23505') return e.constraint ?? 'unknown';
    e = e.cause as typeof e;
  }
  return null;
}
