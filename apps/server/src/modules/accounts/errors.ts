// Business errors of the accounts module: 400 with the spec's code and message (contract).
import { ACCOUNT_ERROR_MESSAGES, AccountErrorCode, type AccountErrorCodeName } from '@glossa/contract';
import { AppError } from '../../platform/errors';
import { violatedUniqueIndex } from '../../platform/db/unique-violation';

export function accountError(code: AccountErrorCodeName, field?: string, payload?: unknown, message?: string): AppError {
  return new AppError(AccountErrorCode[code], 400, message ?? ACCOUNT_ERROR_MESSAGES[code], field, payload);
}

/** The business error for a unique e-mail or nickname index violated by a racing request, else null. */
export function uniqueViolationError(err: unknown): AppError | null {
  const index = violatedUniqueIndex(err);
  if (index === 'users_email_lower_unique') return accountError('EMAIL_ALREADY_REGISTERED', 'email');
  if (index === 'users_nickname_lower_unique') return accountError('NICKNAME_ALREADY_IN_USE', 'nickname');
  return null;
}
