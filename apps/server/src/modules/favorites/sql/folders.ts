// The folder queries of favorites: list, counts, names, the main flag, positions. Every query is
// scoped by user_id: ids of other users' rows simply match nothing.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { favoriteGroups, favorites } from '../../../db/schema/index';
import { likeEscape, type GroupRow, type GroupWithCounts } from './shared';

/** Namespace of this module's advisory locks (any constant distinct from other modules'). */
const LOCK_NAMESPACE = 0x46415600; // 'FAV\0'

const countsOf = (groupId: SQL) => ({
  translationsCount: sql<number>`(select count(*)::int from favorites f where f.group_id = ${groupId} and f.entity_type = 'translation')`,
  sentencesCount: sql<number>`(select count(*)::int from favorites f where f.group_id = ${groupId} and f.entity_type = 'sentence')`,
});

export const folderQueries = {
  /**
   * Serializes changes to one user's folder list (positions, the main flag, creation) inside the
   * caller's transaction; other users are not blocked.
   */
  async lockUser(tx: Executor, userId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${userId}::int)`);
  },


  async mainGroupId(exec: Executor, userId: number): Promise<number | null> {
    const [row] = await exec
      .select({ id: favoriteGroups.id })
      .from(favoriteGroups)
      .where(and(eq(favoriteGroups.userId, userId), eq(favoriteGroups.isMain, true)));
    return row?.id ?? null;
  },

  async groupStats(exec: Executor, userId: number): Promise<{ count: number; maxPosition: number }> {
    const [row] = await exec
      .select({
        count: sql<number>`count(*)::int`,
        maxPosition: sql<number>`coalesce(max(${favoriteGroups.position}), 0)::int`,
      })
      .from(favoriteGroups)
      .where(eq(favoriteGroups.userId, userId));
    return row ?? { count: 0, maxPosition: 0 };
  },

  async insertGroup(
    exec: Executor,
    values: { userId: number; name: string; nameKey: string; isMain: boolean; position: number; now: Date },
  ): Promise<GroupRow> {
    const [row] = await exec
      .insert(favoriteGroups)
      .values({ ...values, createdAt: values.now, updatedAt: values.now })
      .returning();
    return row!;
  },

  async group(exec: Executor, userId: number, id: number): Promise<GroupRow | null> {
    const [row] = await exec
      .select()
      .from(favoriteGroups)
      .where(and(eq(favoriteGroups.id, id), eq(favoriteGroups.userId, userId)));
    return row ?? null;
  },

  async groupByNameKey(exec: Executor, userId: number, nameKey: string): Promise<GroupRow | null> {
    const [row] = await exec
      .select()
      .from(favoriteGroups)
      .where(and(eq(favoriteGroups.userId, userId), eq(favoriteGroups.nameKey, nameKey)));
    return row ?? null;
  },

  /** One page of folders in list order, each with its counts, and how many match. */
  async groupsPage(
    exec: Executor,
    q: { userId: number; limit: number; offset: number; search: string | null },
  ): Promise<{ rows: GroupWithCounts[]; total: number }> {
    const where = q.search
      ? and(
          eq(favoriteGroups.userId, q.userId),
          sql`${favoriteGroups.nameKey} like ${`%${likeEscape(q.search)}%`}`,
        )
      : eq(favoriteGroups.userId, q.userId);
    const found = await exec
      .select({
        group: favoriteGroups,
        ...countsOf(sql`${favoriteGroups.id}`),
        total: sql<number>`count(*) over ()::int`,
      })
      .from(favoriteGroups)
      .where(where)
      .orderBy(asc(favoriteGroups.position), asc(favoriteGroups.id))
      .limit(q.limit)
      .offset(q.offset);
    let total = found[0]?.total ?? 0;
    if (!found.length && q.offset > 0) {
      const [c] = await exec
        .select({ n: sql<number>`count(*)::int` })
        .from(favoriteGroups)
        .where(where);
      total = c?.n ?? 0;
    }
    return {
      rows: found.map((r) => ({
        ...r.group,
        translationsCount: r.translationsCount,
        sentencesCount: r.sentencesCount,
      })),
      total,
    };
  },

  /** Folders by id with their counts (the group_modified answers). */
  async groupsWithCounts(exec: Executor, userId: number, ids: readonly number[]): Promise<GroupWithCounts[]> {
    if (!ids.length) return [];
    const found = await exec
      .select({ group: favoriteGroups, ...countsOf(sql`${favoriteGroups.id}`) })
      .from(favoriteGroups)
      .where(and(eq(favoriteGroups.userId, userId), inArray(favoriteGroups.id, [...ids])))
      .orderBy(asc(favoriteGroups.position), asc(favoriteGroups.id));
    return found.map((r) => ({
      ...r.group,
      translationsCount: r.translationsCount,
      sentencesCount: r.sentencesCount,
    }));
  },

  async totals(exec: Executor, userId: number): Promise<{ translations: number; sentences: number }> {
    const [row] = await exec
      .select({
        translations: sql<number>`count(*) filter (where ${favorites.entityType} = 'translation')::int`,
        sentences: sql<number>`count(*) filter (where ${favorites.entityType} = 'sentence')::int`,
      })
      .from(favorites)
      .where(eq(favorites.userId, userId));
    return row ?? { translations: 0, sentences: 0 };
  },

  async renameGroup(
    exec: Executor,
    userId: number,
    id: number,
    name: string,
    nameKey: string,
    now: Date,
  ): Promise<GroupRow | null> {
    const [row] = await exec
      .update(favoriteGroups)
      .set({ name, nameKey, updatedAt: now })
      .where(and(eq(favoriteGroups.id, id), eq(favoriteGroups.userId, userId)))
      .returning();
    return row ?? null;
  },

  async setMain(tx: Executor, userId: number, id: number, now: Date): Promise<void> {
    // Unset first: the partial unique index allows one main folder per user at any moment.
    await tx
      .update(favoriteGroups)
      .set({ isMain: false, updatedAt: now })
      .where(
        and(
          eq(favoriteGroups.userId, userId),
          eq(favoriteGroups.isMain, true),
          sql`${favoriteGroups.id} <> ${id}`,
        ),
      );
    await tx
      .update(favoriteGroups)
      .set({ isMain: true, updatedAt: now })
      .where(and(eq(favoriteGroups.id, id), eq(favoriteGroups.userId, userId)));
  },

  /** Deletes a folder (its favorites go with it, ON DELETE CASCADE) and closes the gap in the positions. */
  async deleteGroup(tx: Executor, group: GroupRow): Promise<number> {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(favorites)
      .where(eq(favorites.groupId, group.id));
    await tx
      .delete(favoriteGroups)
      .where(and(eq(favoriteGroups.id, group.id), eq(favoriteGroups.userId, group.userId)));
    await tx
      .update(favoriteGroups)
      .set({ position: sql`${favoriteGroups.position} - 1` })
      .where(
        and(eq(favoriteGroups.userId, group.userId), sql`${favoriteGroups.position} > ${group.position}`),
      );
    return n;
  },

  async firstGroupId(exec: Executor, userId: number): Promise<number | null> {
    const [row] = await exec
      .select({ id: favoriteGroups.id })
      .from(favoriteGroups)
      .where(eq(favoriteGroups.userId, userId))
      .orderBy(asc(favoriteGroups.position), asc(favoriteGroups.id))
      .limit(1);
    return row?.id ?? null;
  },

  async groupIdsInOrder(exec: Executor, userId: number): Promise<number[]> {
    const found = await exec
      .select({ id: favoriteGroups.id })
      .from(favoriteGroups)
      .where(eq(favoriteGroups.userId, userId))
      .orderBy(asc(favoriteGroups.position), asc(favoriteGroups.id));
    return found.map((r) => r.id);
  },

  /** Positions 1..n in the given order, in one statement. */
  async setPositions(tx: Executor, userId: number, ids: readonly number[], now: Date): Promise<void> {
    const values = sql.join(
      ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update favorite_groups g set position = v.position, updated_at = ${now}
      from (values ${values}) as v(id, position)
      where g.id = v.id and g.user_id = ${userId}::int`);
  },
};
