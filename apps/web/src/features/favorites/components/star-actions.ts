// What a star click does (loaded on first hover, focus or click of a star): save the item into the
// folder of the set_favorites_folder choice (asking for one when there is none), or remove it.
// Optimistic with rollback; the dictionary's and the machine translation's cached answers follow.
import type { QueryClient } from '@tanstack/react-query';
import type { AddFavoriteBody } from '@glossa/contract';
import { alerts } from '../../../shared/alerts/store';
import { isApiError } from '../../../shared/api';
import type { FavoriteRefProp, FavoriteTarget } from '../../../shared/slots/slots';
import { favoritesKeys } from '../api/keys';
import { addFavorite, addRawFavorite, deleteFavorites } from '../api/items';
import { patchFavoriteEverywhere } from '../lib/patch-caches';
import { readStarFolder, starDestination, writeStarFolder } from '../lib/star-folder';
import type { AddFavoriteResponse } from '../types';
import type { FolderChoice } from './FolderChoicePopup';

export interface StarContext {
  queryClient: QueryClient;
  target: FavoriteTarget;
  current: FavoriteRefProp | null;
  /** Shows a value on the star at once. */
  show(value: FavoriteRefProp | null): void;
  /** Opens the folder question; null when the user closes it. */
  askFolder(): Promise<FolderChoice | null>;
}

/** Shown while the save is on its way (no favorite has this id). */
const PENDING: FavoriteRefProp = { id: -1, comment: null };

function save(target: FavoriteTarget, folderId: number | null): Promise<AddFavoriteResponse> {
  const favorite_group_id = folderId ?? undefined;
  if (target.entity_type === 'raw') {
    return addRawFavorite({
      word_from: target.word_from,
      word_to: target.word_to,
      lang_from: target.lang_from,
      lang_to: target.lang_to,
      favorite_group_id,
    });
  }
  const body: AddFavoriteBody = { entity_type: target.entity_type, entity_id: target.entity_id, favorite_group_id };
  if (target.entity_type === 'sentence' && target.additional_id) body.additional_id = target.additional_id;
  return addFavorite(body);
}

const clientError = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status < 500;

async function add(ctx: StarContext): Promise<void> {
  const destination = starDestination(readStarFolder());
  let folderId: number | null;
  if (destination.ask) {
    const choice = await ctx.askFolder();
    if (!choice) return;
    folderId = choice.folderId;
    if (choice.remember) writeStarFolder(choice.isMain ? { mode: 'main' } : { mode: 'folder', folderId: choice.folderId });
    else writeStarFolder({ mode: 'ask' });
  } else {
    folderId = destination.folderId;
  }

  ctx.show(PENDING);
  try {
    const answer = await save(ctx.target, folderId);
    const value = { id: answer.data.id, comment: answer.data.comment };
    ctx.show(value);
    patchFavoriteEverywhere(ctx.queryClient, ctx.target, value);
    void ctx.queryClient.invalidateQueries({ queryKey: favoritesKeys.all });
    const folder = answer.group_modified.find((g) => g.id === answer.data.favorite_group_id)?.name;
    alerts.showAlert('favorite', {
      messageKey: folder ? 'favorite-star:saved_to' : 'favorite-star:saved',
      values: folder ? { folder } : undefined,
      tone: 'success',
    });
  } catch (error) {
    ctx.show(ctx.current);
    if (isApiError(error) && error.code === 'FAVORITE_GROUP_NOT_FOUND') {
      // The chosen folder was deleted (here or elsewhere): ask again next time.
      writeStarFolder(undefined);
      alerts.showAlert('favorite', { messageKey: 'favorite-star:folder_gone', tone: 'warning' });
    } else if (isApiError(error) && error.code === 'FAVORITES_LIMIT_EXCEEDED') {
      alerts.showAlert('favorite', { messageKey: 'favorite-star:limit', tone: 'error' });
    } else if (clientError(error)) {
      // Server errors and lost connections are announced by the API client.
      alerts.showAlert('favorite', { messageKey: 'favorite-star:failed', tone: 'error' });
    }
  }
}

async function remove(ctx: StarContext, favorite: FavoriteRefProp): Promise<void> {
  ctx.show(null);
  try {
    await deleteFavorites([favorite.id]);
    patchFavoriteEverywhere(ctx.queryClient, ctx.target, null);
    void ctx.queryClient.invalidateQueries({ queryKey: favoritesKeys.all });
    alerts.showAlert('favorite', { messageKey: 'favorite-star:removed', tone: 'info' });
  } catch (error) {
    ctx.show(favorite);
    if (clientError(error)) alerts.showAlert('favorite', { messageKey: 'favorite-star:failed', tone: 'error' });
  }
}

export function toggleStar(ctx: StarContext): Promise<void> {
  if (ctx.current && ctx.current.id > 0) return remove(ctx, ctx.current);
  if (ctx.current) return Promise.resolve();
  return add(ctx);
}
