// The item queries of favorites: insert, page, search, comment, copy, move, delete, export. Every
// query is scoped by user_id: ids of other users' rows simply match nothing.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { favoriteGroups, favorites } from '../../../db/schema/index';
import { idList } from '../../../platform/db/rows';
import { rows, type FavoriteRow, type NewFavorite } from './shared';

export const itemQueries = {
  /** Translation ids the member saved (one folder or all), newest first (training builds selections and lessons from them). */
  async translationIds(exec: Executor, userId: number, groupId: number | null, limit: number, offset = 0): Promise<number[]> {
    const found = await exec
      .selectDistinctOn([favorites.entityId], { id: favorites.entityId, at: favorites.createdAt })
      .from(favorites)
      .where(
        and(
          eq(favorites.userId, userId),
          eq(favorites.entityType, 'translation'),
          eq(favorites.isRaw, false),
          sql`${favorites.entityId} is not null`,
          groupId === null ? sql`true` : eq(favorites.groupId, groupId),
        ),
      )
      .orderBy(favorites.entityId)
      .limit(limit)
      .offset(offset);
    return found.map((f) => f.id!);
  },

  /** Inserts unless the folder already has the same item; answers the stored row and whether it is new. */
  async insertFavorite(exec: Executor, values: NewFavorite): Promise<{ row: FavoriteRow; created: boolean }> {
    const [row] = await exec.insert(favorites).values(values).onConflictDoNothing().returning();
    if (row) return { row, created: true };
    const [existing] = await exec
      .select()
      .from(favorites)
      .where(and(eq(favorites.groupId, values.groupId), eq(favorites.dedupeKey, values.dedupeKey)));
    return { row: existing!, created: false };
  },

  async countFavorites(exec: Executor, userId: number): Promise<number> {
    const [row] = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(favorites)
      .where(eq(favorites.userId, userId));
    return row?.n ?? 0;
  },

  async favorite(exec: Executor, userId: number, id: number): Promise<FavoriteRow | null> {
    const [row] = await exec
      .select()
      .from(favorites)
      .where(and(eq(favorites.id, id), eq(favorites.userId, userId)));
    return row ?? null;
  },

  async favoritesByIds(exec: Executor, userId: number, ids: readonly number[]): Promise<FavoriteRow[]> {
    if (!ids.length) return [];
    return exec
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, userId), inArray(favorites.id, [...ids])))
      .orderBy(asc(favorites.id));
  },

  /** A page of one folder, sorted by date (created_at) or name (folded text), with the total. */
  async groupPage(
    exec: Executor,
    q: {
      userId: number;
      groupId: number;
      limit: number;
      offset: number;
      sortBy: 'date' | 'name';
      order: 'asc' | 'desc';
      search: string | null;
    },
  ): Promise<{ rows: FavoriteRow[]; total: number }> {
    const conditions = [eq(favorites.groupId, q.groupId), eq(favorites.userId, q.userId)];
    if (q.search) conditions.push(sql`strpos(${favorites.searchText}, ${q.search}) > 0`);
    const dir = q.order === 'asc' ? sql`asc` : sql`desc`;
    const orderBy =
      q.sortBy === 'name'
        ? [sql`${favorites.sortKey} collate "C" ${dir}`, sql`${favorites.id} ${dir}`]
        : [sql`${favorites.createdAt} ${dir}`, sql`${favorites.id} ${dir}`];
    return pageOf(exec, and(...conditions)!, orderBy, q.limit, q.offset);
  },

  /** The user's favorites across folders, newest first, optionally containing `search`. */
  async search(
    exec: Executor,
    q: {
      userId: number;
      search: string | null;
      entityType: 'translation' | 'sentence' | null;
      limit: number;
      offset: number;
    },
  ): Promise<{ rows: FavoriteRow[]; total: number }> {
    const conditions = [eq(favorites.userId, q.userId)];
    if (q.search) conditions.push(sql`strpos(${favorites.searchText}, ${q.search}) > 0`);
    if (q.entityType) conditions.push(eq(favorites.entityType, q.entityType));
    return pageOf(
      exec,
      and(...conditions)!,
      [sql`${favorites.createdAt} desc`, sql`${favorites.id} desc`],
      q.limit,
      q.offset,
    );
  },

  async updateComment(
    exec: Executor,
    userId: number,
    id: number,
    patch: { comment: string | null; searchText: string; now: Date },
  ): Promise<FavoriteRow | null> {
    const [row] = await exec
      .update(favorites)
      .set({ comment: patch.comment, searchText: patch.searchText, updatedAt: patch.now })
      .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
      .returning();
    return row ?? null;
  },

  async deleteFavorites(
    exec: Executor,
    userId: number,
    ids: readonly number[],
  ): Promise<{ id: number; groupId: number }[]> {
    if (!ids.length) return [];
    return exec
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), inArray(favorites.id, [...ids])))
      .returning({ id: favorites.id, groupId: favorites.groupId });
  },

  /**
   * Copies favorites into a folder (new rows, same texts and comment; created now). Items the
   * folder already has are skipped. Answers the target's ids of every copied dedupe key.
   */
  async copyInto(tx: Executor, userId: number, ids: readonly number[], groupId: number, now: Date) {
    const inserted = await rows<{ id: number }>(
      tx,
      sql`insert into favorites (user_id, group_id, entity_type, entity_id, additional_id, dedupe_key, comment,
          text_from, text_to, lang_from, lang_to, sort_key, search_text, is_raw, created_at, updated_at)
        select distinct on (f.dedupe_key) f.user_id, ${groupId}::int, f.entity_type, f.entity_id, f.additional_id, f.dedupe_key, f.comment,
          f.text_from, f.text_to, f.lang_from, f.lang_to, f.sort_key, f.search_text, f.is_raw, ${now}, ${now}
        from favorites f
        where f.user_id = ${userId}::int and f.id in ${idList(ids)}
        order by f.dedupe_key, f.created_at desc, f.id desc
        on conflict (group_id, dedupe_key) do nothing
        returning id`,
    );
    return inserted.length;
  },

  /** Ids in folder `groupId` of these dedupe keys. */
  async idsInGroupByKeys(
    exec: Executor,
    userId: number,
    groupId: number,
    keys: readonly string[],
  ): Promise<number[]> {
    if (!keys.length) return [];
    const found = await exec
      .select({ id: favorites.id })
      .from(favorites)
      .where(
        and(
          eq(favorites.groupId, groupId),
          eq(favorites.userId, userId),
          inArray(favorites.dedupeKey, [...keys]),
        ),
      )
      .orderBy(asc(favorites.id));
    return found.map((r) => r.id);
  },

  /** Moves rows into a folder (keeps their date). The caller removed duplicates first. */
  async moveInto(
    tx: Executor,
    userId: number,
    ids: readonly number[],
    groupId: number,
    now: Date,
  ): Promise<number> {
    if (!ids.length) return 0;
    const moved = await tx
      .update(favorites)
      .set({ groupId, updatedAt: now })
      .where(and(eq(favorites.userId, userId), inArray(favorites.id, [...ids])))
      .returning({ id: favorites.id });
    return moved.length;
  },

  /** Dedupe keys the folder already has among `keys`. */
  async keysInGroup(exec: Executor, groupId: number, keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const found = await exec
      .select({ key: favorites.dedupeKey })
      .from(favorites)
      .where(and(eq(favorites.groupId, groupId), inArray(favorites.dedupeKey, [...keys])));
    return new Set(found.map((r) => r.key));
  },

  /** Moves every favorite of folder `from` into `to`, merging duplicates (to keeps its own). Answers how many moved. */
  async moveAll(tx: Executor, userId: number, from: number, to: number, now: Date): Promise<number> {
    await tx.execute(sql`delete from favorites f where f.group_id = ${from}::int and f.user_id = ${userId}::int
      and exists (select 1 from favorites t where t.group_id = ${to}::int and t.dedupe_key = f.dedupe_key)`);
    const moved = await tx
      .update(favorites)
      .set({ groupId: to, updatedAt: now })
      .where(and(eq(favorites.groupId, from), eq(favorites.userId, userId)))
      .returning({ id: favorites.id });
    return moved.length;
  },

  /** The viewer's favorite of each entity (the star in dictionary answers): main folder first, then newest. */
  async favoritesOfEntities(
    exec: Executor,
    userId: number,
    entityType: 'translation' | 'sentence',
    entityIds: readonly number[],
  ): Promise<{ id: number; entityId: number; comment: string | null }[]> {
    if (!entityIds.length) return [];
    return rows(
      exec,
      sql`select distinct on (f.entity_id) f.id, f.entity_id as "entityId", f.comment
        from favorites f join favorite_groups g on g.id = f.group_id
        where f.user_id = ${userId}::int and f.entity_type = ${entityType} and f.entity_id in (${sql.join(
          entityIds.map((id) => sql`${id}::int`),
          sql`, `,
        )})
        order by f.entity_id, g.is_main desc, f.created_at desc, f.id desc`,
    );
  },

  /** The viewer's favorite with this dedupe key in any folder (main folder first, then newest). */
  async favoriteByKey(
    exec: Executor,
    userId: number,
    key: string,
  ): Promise<{ id: number; comment: string | null } | null> {
    const [row] = await rows<{ id: number; comment: string | null }>(
      exec,
      sql`select f.id, f.comment from favorites f join favorite_groups g on g.id = f.group_id
        where g.user_id = ${userId}::int and f.dedupe_key = ${key}
        order by g.is_main desc, f.created_at desc, f.id desc limit 1`,
    );
    return row ?? null;
  },

  /** A whole folder for export, oldest first (the order the words were collected). */
  exportRows(exec: Executor, userId: number, groupId: number, max: number): Promise<FavoriteRow[]> {
    return exec
      .select()
      .from(favorites)
      .where(and(eq(favorites.groupId, groupId), eq(favorites.userId, userId)))
      .orderBy(asc(favorites.createdAt), asc(favorites.id))
      .limit(max);
  },

  /** Account deletion: favorites and folders are personal data. */
  async deleteAllOf(tx: Executor, userId: number): Promise<void> {
    await tx.delete(favorites).where(eq(favorites.userId, userId));
    await tx.delete(favoriteGroups).where(eq(favoriteGroups.userId, userId));
  },
};

async function pageOf(
  exec: Executor,
  where: SQL,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: FavoriteRow[]; total: number }> {
  const found = await exec
    .select({ f: favorites, total: sql<number>`count(*) over ()::int` })
    .from(favorites)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  let total = found[0]?.total ?? 0;
  if (!found.length && offset > 0) {
    const [c] = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(favorites)
      .where(where);
    total = c?.n ?? 0;
  }
  return { rows: found.map((r) => r.f), total };
}
