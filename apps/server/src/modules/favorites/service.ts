// The favorites module: folders (folders.ts), favorites (items.ts) and folder exports
// (exporting.ts). Every method takes the signed-in viewer and touches only the viewer's rows.
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/index';
import { createExports } from './use-cases/exporting';
import { createFolders } from './use-cases/folders';
import { createItems, type DictionaryReader } from './use-cases/items';
import { favoritesRepository } from './repository';

export function createFavoritesService(ctx: AppContext, deps: { dictionary: DictionaryReader }) {
  const folders = createFolders(ctx);
  const items = createItems(ctx, { folders, dictionary: deps.dictionary });
  const exports = createExports(ctx, { folders, items, dictionary: deps.dictionary });
  return {
    folders,
    items,
    exports,
    /** Account deletion hook: favorites and folders are personal data. */
    deleteAllOf: (tx: Executor, userId: number) => favoritesRepository.deleteAllOf(tx, userId),
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
