// Row types and small SQL helpers shared by the favorites queries.
import type { favoriteGroups, favorites } from '../../../db/schema/index';

export type FavoriteRow = typeof favorites.$inferSelect;
export type NewFavorite = typeof favorites.$inferInsert;
export type GroupRow = typeof favoriteGroups.$inferSelect;
export interface GroupWithCounts extends GroupRow {
  translationsCount: number;
  sentencesCount: number;
}

export { rows } from '../../../platform/db/rows';

/** `%` and `_` match themselves in LIKE. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
