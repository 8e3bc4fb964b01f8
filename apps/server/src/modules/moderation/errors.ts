// Business errors of the moderation module: 400 with the contract's code and message; the blocked
// sign-in answer (the accounts code USER_LOGIN_BLOCKED_EXCEPTION with the block's end and reason).
import {
  AccountErrorCode,
  MODERATION_ERROR_MESSAGES,
  ModerationErrorCode,
  type BlockedSignInPayload,
  type ModerationErrorCodeName,
  type SanctionReason,
} from '@glossa/contract';
import { AppError, forbidden } from '../../platform/errors';
import type { Refusal } from '../../platform/policy/content';

export const moderationError = (code: ModerationErrorCodeName, status = 400) => new AppError(ModerationErrorCode[code], status, MODERATION_ERROR_MESSAGES[code]);

/** What a blocked member gets when signing in (and the web shows with the end date). */
export function blockedSignIn(until: Date | null, reason: string): AppError {
  const payload: BlockedSignInPayload = { blocked: true, locked_until: until ? until.toISOString() : null, reason: reason as SanctionReason };
  const message = until ? `This account is blocked until ${until.toISOString()}` : 'This account is blocked';
  return new AppError(AccountErrorCode.USER_LOGIN_BLOCKED_EXCEPTION, 400, message, undefined, payload);
}

/** A refusal of the content policy about a member, as the 403 the routes answer. */
export function refused(refusal: Refusal): AppError {
  switch (refusal) {
    case 'own':
      return forbidden('You cannot do this to yourself');
    case 'author_is_admin':
      return forbidden('Administrators cannot be disciplined');
    case 'not_admin':
      return forbidden('Administrators only');
    case 'not_moderator':
      return forbidden('Moderators only');
    default:
      return forbidden();
  }
}
