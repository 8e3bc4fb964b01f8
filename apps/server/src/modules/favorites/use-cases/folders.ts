// Folder use cases: the list with counts, create, rename, make main, delete, reorder. Changes to a
// user's folder list run in a transaction holding that user's advisory lock, so positions stay
// 1..n and there is exactly one main folder whatever runs concurrently.
import { FAVORITES_LIMITS, type FavoriteGroup, type GroupsQuery } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { Executor } from '../../../platform/db/index';
import type { Viewer } from '../../../platform/auth/viewer';
import { validationError } from '../../../platform/errors';
import { duplicateGroupName, groupNotFound, tooManyGroups } from '../errors';
import { mainFolderName } from '../main-folder';
import { presentGroup } from '../presenter';
import { violatedUniqueIndex } from '../../../platform/db/unique-violation';
import { favoritesRepository as repo, type GroupRow } from '../repository';
import { groupNameKey } from '../text';

export function createFolders(ctx: AppContext) {
  const db = () => ctx.db;

  /** The main folder's id, created (named in the interface language) on first use. */
  async function ensureMain(viewer: Viewer, localCode: string): Promise<number> {
    const existing = await repo.mainGroupId(db(), viewer.id);
    if (existing) return existing;
    return db().transaction(async (tx) => {
      await repo.lockUser(tx, viewer.id);
      const again = await repo.mainGroupId(tx, viewer.id);
      if (again) return again;
      // No main folder but other folders cannot happen (deleting the main one promotes another),
      // except through a race before the lock: promote the first folder then.
      const first = await repo.firstGroupId(tx, viewer.id);
      if (first) {
        await repo.setMain(tx, viewer.id, first, ctx.now());
        return first;
      }
      const name = mainFolderName(localCode);
      const row = await repo.insertGroup(tx, {
        userId: viewer.id,
        name,
        nameKey: groupNameKey(name),
        isMain: true,
        position: 1,
        now: ctx.now(),
      });
      return row.id;
    });
  }

  /** The viewer's folder, or 404 (another user's folder looks exactly like a missing one). */
  async function owned(exec: Executor, viewer: Viewer, id: number): Promise<GroupRow> {
    const group = await repo.group(exec, viewer.id, id);
    if (!group) throw groupNotFound();
    return group;
  }

  async function withCounts(
    exec: Executor,
    viewer: Viewer,
    ids: readonly number[],
  ): Promise<FavoriteGroup[]> {
    return (await repo.groupsWithCounts(exec, viewer.id, [...new Set(ids)])).map(presentGroup);
  }

  async function one(viewer: Viewer, id: number): Promise<FavoriteGroup> {
    const [group] = await withCounts(db(), viewer, [id]);
    if (!group) throw groupNotFound();
    return group;
  }

  /** Duplicate names surface as the spec's error, whether found first or raced into the unique index. */
  async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (violatedUniqueIndex(err) === 'favorite_groups_user_name_unique') throw duplicateGroupName();
      throw err;
    }
  }

  return {
    ensureMain,
    owned,
    withCounts,

    async list(viewer: Viewer, q: GroupsQuery, localCode: string) {
      await ensureMain(viewer, localCode);
      const search = q.search ? groupNameKey(q.search) : null;
      const limit = q.limit ?? (search ? FAVORITES_LIMITS.groupsSearchPage : FAVORITES_LIMITS.groupsPage);
      const [page, totals] = await Promise.all([
        repo.groupsPage(db(), { userId: viewer.id, limit, offset: q.offset, search }),
        repo.totals(db(), viewer.id),
      ]);
      return {
        data: page.rows.map(presentGroup),
        folders_total_count: page.total,
        translations_total_count: totals.translations,
        sentences_total_count: totals.sentences,
      };
    },

    async create(viewer: Viewer, name: string, localCode: string): Promise<FavoriteGroup> {
      await ensureMain(viewer, localCode);
      const nameKey = groupNameKey(name);
      const id = await uniqueName(() =>
        db().transaction(async (tx) => {
          await repo.lockUser(tx, viewer.id);
          if (await repo.groupByNameKey(tx, viewer.id, nameKey)) throw duplicateGroupName();
          const stats = await repo.groupStats(tx, viewer.id);
          if (stats.count >= FAVORITES_LIMITS.groupsPerUser) throw tooManyGroups();
          const row = await repo.insertGroup(tx, {
            userId: viewer.id,
            name,
            nameKey,
            isMain: false,
            position: stats.maxPosition + 1,
            now: ctx.now(),
          });
          return row.id;
        }),
      );
      return one(viewer, id);
    },

    async rename(viewer: Viewer, id: number, name: string): Promise<FavoriteGroup> {
      const group = await owned(db(), viewer, id);
      const nameKey = groupNameKey(name);
      const clash = await repo.groupByNameKey(db(), viewer.id, nameKey);
      if (clash && clash.id !== group.id) throw duplicateGroupName();
      await uniqueName(() => repo.renameGroup(db(), viewer.id, group.id, name, nameKey, ctx.now()));
      return one(viewer, id);
    },

    async makeMain(viewer: Viewer, id: number): Promise<FavoriteGroup> {
      await db().transaction(async (tx) => {
        await repo.lockUser(tx, viewer.id);
        await owned(tx, viewer, id);
        await repo.setMain(tx, viewer.id, id, ctx.now());
      });
      return one(viewer, id);
    },

    /**
     * Deletes a folder and, unless `moveTo` names another folder of the viewer, its favorites. The
     * folders after it move up by one. Deleting the main folder makes the first remaining folder
     * main (with none left, a new main folder is created at the next use).
     */
    async remove(viewer: Viewer, id: number, moveTo: number | undefined) {
      if (moveTo === id) throw validationError('move_to', 'Choose another folder to keep the favorites in');
      const result = await db().transaction(async (tx) => {
        await repo.lockUser(tx, viewer.id);
        const group = await owned(tx, viewer, id);
        let moved = 0;
        if (moveTo !== undefined) {
          await owned(tx, viewer, moveTo);
          moved = await repo.moveAll(tx, viewer.id, group.id, moveTo, ctx.now());
        }
        const deleted = await repo.deleteGroup(tx, group);
        let mainId = group.isMain ? null : await repo.mainGroupId(tx, viewer.id);
        if (group.isMain) {
          mainId = await repo.firstGroupId(tx, viewer.id);
          if (mainId) await repo.setMain(tx, viewer.id, mainId, ctx.now());
        }
        return {
          data: { id: group.id, deleted_favorites: deleted, moved_favorites: moved, main_group_id: mainId },
          promoted: group.isMain,
        };
      });
      // Changed folders: the one that received the favorites, and a newly promoted main folder.
      const modified = [moveTo, result.promoted ? result.data.main_group_id : null].filter(
        (x): x is number => typeof x === 'number',
      );
      return { data: result.data, group_modified: await withCounts(db(), viewer, modified) };
    },

    /** New positions from a list that must name every folder of the viewer exactly once. */
    async reorder(viewer: Viewer, order: readonly number[]) {
      return db().transaction(async (tx) => {
        await repo.lockUser(tx, viewer.id);
        const current = await repo.groupIdsInOrder(tx, viewer.id);
        const given = new Set(order);
        if (given.size !== order.length) throw validationError('order', 'Each folder may appear only once');
        const mine = new Set(current);
        if (order.length !== current.length || order.some((id) => !mine.has(id)))
          throw validationError('order', 'The order must list every one of your folders exactly once');
        await repo.setPositions(tx, viewer.id, order, ctx.now());
        return { data: order.map((id, i) => ({ id, order: i + 1 })) };
      });
    },
  };
}

export type Folders = ReturnType<typeof createFolders>;
