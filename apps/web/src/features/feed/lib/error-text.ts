// The message of a failed write: the server's own (its validation messages are the spec's texts,
// e.g. the too-short question messages), else the server error text.
import type { TFunction } from 'i18next';
import { isApiError } from '../../../shared/api';

export function errorText(err: unknown, t: TFunction): string {
  // Posts and questions reject with the code as message (core.md §8); the server's text is in errors[].
  if (isApiError(err) && err.code === 'VALIDATION_ERROR' && err.errors?.[0]?.message)
    return err.errors[0].message;
  if (isApiError(err) && err.status === 429) return t('errors.rate_limited');
  return t('common:server_error_title');
}
