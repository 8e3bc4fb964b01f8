// Folder changes (core.md §4, §7): create, rename, delete (its items deleted or moved), make main,
// reorder. Rename, main, delete and reorder show at once and are put back if the server refuses;
// the answers (group_modified, main_group_id) then correct the counts and flags.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { alerts } from '../../../shared/alerts/store';
import { isApiError } from '../../../shared/api';
import { changeGroupOrder, createGroup, deleteGroup, getEveryGroup, makeMainGroup, renameGroup } from '../api/groups';
import { favoritesKeys } from '../api/keys';
import { byOrder, moved, withAdded, withMain, withModified, withRenamed, withoutFolder } from '../lib/folders';
import { readStarFolder, writeStarFolder } from '../lib/star-folder';
import type { FavoriteGroup } from '../types';
import { changeFolders } from './use-folders';

export function useFolderActions() {
  const queryClient = useQueryClient();

  return useMemo(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: favoritesKeys.all });

    return {
      /** Resolves the new folder; rejects with the ApiError (the form shows it). */
      async create(name: string): Promise<FavoriteGroup> {
        const group = await createGroup(name.trim());
        changeFolders(queryClient, (list) => withAdded(list, group), 1);
        refresh();
        return group;
      },

      async rename(id: number, name: string): Promise<FavoriteGroup> {
        const group = await renameGroup(id, name.trim());
        changeFolders(queryClient, (list) => withRenamed(list, id, group.name));
        return group;
      },

      async makeMain(id: number): Promise<void> {
        const undo = changeFolders(queryClient, (list) => withMain(list, id));
        try {
          await makeMainGroup(id);
          alerts.showAlert('favorite', { messageKey: 'favorites:folders.main_done', tone: 'success' });
        } catch (error) {
          undo();
          throw error;
        }
      },

      /** Deletes the folder; its items go with it, or into `moveTo`. */
      async remove(group: FavoriteGroup, moveTo?: number): Promise<void> {
        const undo = changeFolders(queryClient, (list) => withoutFolder(list, group.id), -1);
        try {
          const answer = await deleteGroup(group.id, moveTo);
          changeFolders(queryClient, (list) => withModified(withoutFolder(list, group.id, answer.data.main_group_id), answer.group_modified));
          const star = readStarFolder();
          if (star?.mode === 'folder' && star.folderId === group.id) writeStarFolder(undefined);
          queryClient.removeQueries({ queryKey: favoritesKeys.groupItems(group.id) });
          refresh();
        } catch (error) {
          undo();
          throw error;
        }
      },

      /**
       * Moves the folder at `from` to `to` (indexes in `loaded`, the folders on screen, in order).
       * The server wants every folder: the ones not loaded yet keep their places after them.
       */
      async reorder(loaded: FavoriteGroup[], from: number, to: number): Promise<void> {
        const next = moved(loaded, from, to);
        if (next.every((g, i) => g.id === byOrder(loaded)[i]?.id)) return;
        const undo = changeFolders(queryClient, (list) => {
          const rest = list.filter((g) => !next.some((n) => n.id === g.id));
          return [...next, ...rest];
        });
        try {
          const every = loaded.length > 0 ? await getEveryGroup() : [];
          const order = [...next.map((g) => g.id), ...byOrder(every).filter((g) => !next.some((n) => n.id === g.id)).map((g) => g.id)];
          const answer = await changeGroupOrder(order);
          const positions = new Map(answer.map((p) => [p.id, p.order]));
          changeFolders(queryClient, (list) => list.map((g) => ({ ...g, order: positions.get(g.id) ?? g.order })));
        } catch (error) {
          undo();
          if (!(isApiError(error) && error.kind === 'cancelled'))
            alerts.showAlert('favorite', { messageKey: 'favorites:folders.reorder_failed', tone: 'error' });
        }
      },
    };
  }, [queryClient]);
}
