// The favorites module: folders (folders.ts), favorites (items.ts) and folder exports
// (exporting.ts). Every method takes the signed-in viewer and touches only the viewer's rows.
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/index';
import { createExports } from './use-cases/exporting';
import { createFolders } from './use-cases/folders';
import { createItems, type DictionaryReader } from './use-cases/items';
import { favoritesRepository } from './repository';
import type { Viewer } from '../../platform/auth/viewer';
import { contentDisposition, toAnki, toCsv } from './export-format';
export type { ExportRow } from './export-format';

export function createFavoritesService(ctx: AppContext, deps: { dictionary: DictionaryReader }) {
  const folders = createFolders(ctx);
  const items = createItems(ctx, { folders, dictionary: deps.dictionary });
  const exports = createExports(ctx, { folders, items, dictionary: deps.dictionary });
  return {
    folders,
    items,
    exports,
    /**
     * Translation union ids the viewer saved, in one folder (404 when not the viewer's) or in all
     * (for training: a selection from a folder, the favorite-words lesson).
     */
    async translationIds(viewer: Viewer, q: { groupId?: number; limit: number; offset?: number }): Promise<number[]> {
      const groupId = q.groupId === undefined ? null : (await folders.owned(ctx.db, viewer, q.groupId)).id;
      return favoritesRepository.translationIds(ctx.db, viewer.id, groupId, q.limit, q.offset ?? 0);
    },
    /** The export formats (CSV and Anki notes), for other modules' exports. */
    formats: { toAnki, toCsv, contentDisposition },
    /** Account deletion hook: favorites and folders are personal data. */
    deleteAllOf: (tx: Executor, userId: number) => favoritesRepository.deleteAllOf(tx, userId),
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
