// Row types and small SQL helpers shared by the favorites queries.
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import type { favoriteGroups, favorites } from '../../../db/schema/index';

export type FavoriteRow = typeof favorites.$inferSelect;
export type NewFavorite = typeof favorites.$inferInsert;
export type GroupRow = typeof favoriteGroups.$inferSelect;
export interface GroupWithCounts extends GroupRow {
  translationsCount: number;
  sentencesCount: number;
}

export async function rows<T>(exec: Executor, query: SQL): Promise<T[]> {
  return ((await exec.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `%` and `_` match themselves in LIKE. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
