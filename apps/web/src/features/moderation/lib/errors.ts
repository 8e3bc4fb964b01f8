// The moderation calls' own refusals, as keys of the `moderation` namespace (errors.<CODE>); null
// for anything else (the contributions' codes and the API wiring handle those).
import { ModerationErrorCode } from '@glossa/contract/moderation-rules';
import { isApiError } from '../../../shared/api';

const CODES = new Set<string>([...Object.values(ModerationErrorCode), 'FORBIDDEN', 'USER_NOT_FOUND', 'VALIDATION_ERROR', 'TOO_MANY_REQUESTS']);

export function moderationErrorKey(error: unknown): string | null {
  if (!isApiError(error) || !CODES.has(error.code)) return null;
  return `moderation:errors.${error.code}`;
}
