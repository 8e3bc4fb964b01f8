// Changes to a folder's items (core.md §4, §7): comments, delete, move and copy to another folder.
// Optimistic with rollback; move and copy answers carry group_modified, which sets the folder counts.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { alerts } from '../../../shared/alerts/store';
import { DICTIONARY_QUERY_ROOT } from '../../../shared/dictionary/query-keys';
import { TRANSLATE_QUERY_ROOT } from '../../../shared/translate/query-keys';
import { copyFavorites, deleteFavoriteComment, deleteFavorites, moveFavorites, setFavoriteComment } from '../api/items';
import { favoritesKeys } from '../api/keys';
import { withModified } from '../lib/folders';
import type { Favorite } from '../types';
import { changeFolders } from './use-folders';
import { removeItems, replaceItem } from './use-folder-items';

export function useItemActions(groupId: number) {
  const queryClient = useQueryClient();

  return useMemo(() => {
    // Stars elsewhere may show these items: let the dictionary and machine translations ask again.
    const starsChanged = () => {
      void queryClient.invalidateQueries({ queryKey: [DICTIONARY_QUERY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: [TRANSLATE_QUERY_ROOT] });
    };

    // group_modified sets the folders' counts now; the page totals follow from the server.
    const refreshTotals = () => void queryClient.invalidateQueries({ queryKey: favoritesKeys.groupsAll });

    return {
      /** Empty text removes the comment. */
      async comment(item: Favorite, text: string): Promise<void> {
        const value = text.trim();
        const undo = replaceItem(queryClient, groupId, item.id, (f) => ({ ...f, comment: value || null }));
        try {
          const saved = value ? await setFavoriteComment(item.id, value) : await deleteFavoriteComment(item.id);
          replaceItem(queryClient, groupId, item.id, (f) => ({ ...f, comment: saved.comment }));
        } catch (error) {
          undo();
          alerts.showAlert('favorite', { messageKey: 'favorites:items.comment_failed', tone: 'error' });
          throw error;
        }
      },

      async remove(items: Favorite[]): Promise<void> {
        const ids = new Set(items.map((f) => f.id));
        const undo = removeItems(queryClient, groupId, ids);
        try {
          const answer = await deleteFavorites([...ids]);
          changeFolders(queryClient, (list) => withModified(list, answer.group_modified));
          refreshTotals();
          alerts.showAlert('favorite', { messageKey: 'favorites:items.deleted', values: { count: answer.data.deleted_ids.length }, tone: 'info' });
          starsChanged();
        } catch (error) {
          undo();
          alerts.showAlert('favorite', { messageKey: 'favorites:items.failed', tone: 'error' });
          throw error;
        }
      },

      async transfer(kind: 'move' | 'copy', items: Favorite[], targetId: number, targetName: string): Promise<void> {
        const ids = items.map((f) => f.id);
        const undo = kind === 'move' ? removeItems(queryClient, groupId, new Set(ids)) : () => undefined;
        try {
          const answer = kind === 'move' ? await moveFavorites(ids, targetId) : await copyFavorites(ids, targetId);
          changeFolders(queryClient, (list) => withModified(list, answer.group_modified));
          refreshTotals();
          void queryClient.invalidateQueries({ queryKey: favoritesKeys.groupItems(targetId) });
          alerts.showAlert('favorite', {
            messageKey: kind === 'move' ? 'favorites:items.moved' : 'favorites:items.copied',
            values: { count: ids.length, folder: targetName },
            tone: 'success',
          });
          if (kind === 'move') starsChanged();
        } catch (error) {
          undo();
          alerts.showAlert('favorite', { messageKey: 'favorites:items.failed', tone: 'error' });
          throw error;
        }
      },
    };
  }, [groupId, queryClient]);
}
