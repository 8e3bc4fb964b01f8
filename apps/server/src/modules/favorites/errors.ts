// Business errors of favorites: the spec's code and message for a duplicate folder name, 404s that
// never tell another user's ids from missing ones, and the per-user caps.
import { FAVORITE_GROUP_UNIQUE_MESSAGE, FAVORITES_LIMITS, FavoritesErrorCode } from '@glossa/contract';
import { AppError } from '../../platform/errors';

export const groupNotFound = () =>
  new AppError(FavoritesErrorCode.FAVORITE_GROUP_NOT_FOUND, 404, 'Folder not found');
export const favoriteNotFound = () =>
  new AppError(FavoritesErrorCode.FAVORITE_NOT_FOUND, 404, 'Favorite not found');
export const duplicateGroupName = () =>
  new AppError(
    FavoritesErrorCode.FAVORITE_GROUP_UNIQUE_EXCEPTION,
    400,
    FAVORITE_GROUP_UNIQUE_MESSAGE,
    'name',
  );
export const tooManyGroups = () =>
  new AppError(
    FavoritesErrorCode.FAVORITES_LIMIT_EXCEEDED,
    400,
    `You can have at most ${FAVORITES_LIMITS.groupsPerUser} folders`,
  );
export const tooManyFavorites = () =>
  new AppError(
    FavoritesErrorCode.FAVORITES_LIMIT_EXCEEDED,
    400,
    `You can keep at most ${FAVORITES_LIMITS.itemsPerUser} favorites`,
  );
