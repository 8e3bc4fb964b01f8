// Error codes of the favorites calls to text keys of the favorites namespace (core.md §8:
// FAVORITE_GROUP_UNIQUE_EXCEPTION -> error_folder_exists 'A folder with the same name already exists').
import { isApiError } from '../../../shared/api';

export function folderErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'errors.generic';
  switch (error.code) {
    case 'FAVORITE_GROUP_UNIQUE_EXCEPTION':
      return 'errors.error_folder_exists';
    case 'FAVORITES_LIMIT_EXCEEDED':
      return 'errors.limit';
    case 'FAVORITE_GROUP_NOT_FOUND':
      return 'errors.folder_gone';
    case 'VALIDATION_ERROR':
      return error.field === 'name' ? 'errors.name_invalid' : 'errors.generic';
    default:
      return error.kind === 'http' ? 'errors.generic' : 'errors.connection';
  }
}
