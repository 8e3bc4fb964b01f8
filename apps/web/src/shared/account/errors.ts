// What to tell the user about a failed account call: the spec's messages by error code (core.md §8:
// INVALID_LOGIN_OR_PASSWORD -> incorrect_login_or_password, USER_LOGIN_BLOCKED_EXCEPTION ->
// blocked_access_account, 'This e-mail is already registered' ...) and the field it belongs to.
import { isApiError } from '../api';

export interface AccountErrorText {
  /** i18n key in the `account` namespace (or `common`). */
  key: string;
  values?: Record<string, string>;
  /** The form field the message belongs under, when there is one. */
  field?: string;
}

const BY_CODE: Record<string, { key: string; field?: string }> = {
  INVALID_LOGIN_OR_PASSWORD: { key: 'account:errors.incorrect_login_or_password' },
  EMAIL_ALREADY_REGISTERED: { key: 'account:errors.email_already_registered', field: 'email' },
  EMAIL_NOT_REGISTERED: { key: 'account:errors.email_not_registered', field: 'email' },
  NICKNAME_ALREADY_IN_USE: { key: 'account:errors.nickname_in_use', field: 'nickname' },
  INVALID_PASSWORD: { key: 'account:errors.invalid_password', field: 'old_password' },
  PASSWORD_NOT_SET: { key: 'account:errors.password_not_set' },
  PASSWORD_RESET_TOKEN_INVALID: { key: 'account:errors.reset_link_invalid' },
  EMAIL_VERIFICATION_INVALID: { key: 'account:errors.verification_link_invalid' },
  EMAIL_ALREADY_VERIFIED: { key: 'account:errors.email_already_verified' },
  DELETE_EMAIL_MISMATCH: { key: 'account:errors.delete_email_mismatch', field: 'email' },
  SOCIAL_LOGIN_NOT_CONFIGURED: { key: 'account:errors.social_not_configured' },
  NATIVE_LANGUAGE_REQUIRED: { key: 'account:errors.native_language_required' },
  USER_LANGUAGE_NOT_FOUND: { key: 'account:errors.language_not_found' },
  USER_NOT_FOUND: { key: 'account:errors.user_not_found' },
  TOO_MANY_REQUESTS: { key: 'account:errors.too_many_requests' },
};

const VALIDATION_FIELDS: Record<string, string> = {
  email: 'account:validation.email_format',
  password: 'account:validation.password_rules',
  new_password: 'account:validation.password_rules',
  nickname: 'account:validation.nickname_rules',
};

function timeOf(iso: unknown, locale: string): string | undefined {
  if (typeof iso !== 'string') return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
}

function dateOf(iso: unknown, locale: string): string | undefined {
  if (typeof iso !== 'string') return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

export function accountErrorText(error: unknown, locale: string): AccountErrorText {
  if (!isApiError(error)) return { key: 'common:server_error_title' };
  // No answer and no health check either: no connection. A server that answers its health check
  // but not the call in time is reachable and busy: say so (a "no connection" would send the user
  // to check a connection that works).
  if (error.kind === 'network') return { key: 'account:errors.network' };
  if (error.kind === 'timeout') return { key: 'account:errors.server_slow' };
  const code = error.code;
  if (code === 'USER_LOGIN_BLOCKED_EXCEPTION') {
    const payload = error.payload as { locked_until?: unknown; blocked?: unknown } | undefined;
    // Blocked by the moderators (not the failed-attempts lock): the end date, or for ever.
    if (payload?.blocked === true) {
      const until = dateOf(payload.locked_until, locale);
      return until ? { key: 'account:errors.account_blocked_until', values: { date: until } } : { key: 'account:errors.account_blocked_forever' };
    }
    const until = timeOf(payload?.locked_until, locale);
    return until
      ? { key: 'account:errors.blocked_access_account_until', values: { time: until } }
      : { key: 'account:errors.blocked_access_account' };
  }
  if (code === 'SOCIAL_LOGIN_FAILED') {
    const provider = (error.payload as { provider?: string } | undefined)?.provider;
    return {
      key: `account:errors.social_failed_${provider === 'facebook' || provider === 'apple' ? provider : 'google'}`,
    };
  }
  const known = BY_CODE[code];
  if (known) return { ...known, field: known.field ?? error.field };
  if (code === 'VALIDATION_ERROR' && error.field && VALIDATION_FIELDS[error.field]) {
    return { key: VALIDATION_FIELDS[error.field]!, field: error.field };
  }
  return { key: 'common:server_error_title' };
}
