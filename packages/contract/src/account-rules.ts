// The rules of accounts without zod (core.md §5): names, levels, error codes and messages, the
// password and nickname checks, test e-mail domains. The web imports this subpath at run time
// (`@glossa/contract/account-rules`), so zod and the language table stay out of its bundle;
// accounts.ts re-exports all of it for the server.

export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export type UserRoleName = (typeof USER_ROLES)[number];

/** From highest to lowest; lists are sorted in this order and the NATIVE one is the native language. */
export const LANGUAGE_LEVELS = ['NATIVE', 'EXPERT', 'ADVANCED', 'BASE', 'ELEMENTARY'] as const;
export type LanguageLevelName = (typeof LANGUAGE_LEVELS)[number];

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export const ACCESSIBILITY = ['public', 'private'] as const;

export const AccountErrorCode = {
  INVALID_LOGIN_OR_PASSWORD: 'INVALID_LOGIN_OR_PASSWORD',
  USER_LOGIN_BLOCKED_EXCEPTION: 'USER_LOGIN_BLOCKED_EXCEPTION',
  EMAIL_ALREADY_REGISTERED: 'EMAIL_ALREADY_REGISTERED',
  EMAIL_NOT_REGISTERED: 'EMAIL_NOT_REGISTERED',
  NICKNAME_ALREADY_IN_USE: 'NICKNAME_ALREADY_IN_USE',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  PASSWORD_NOT_SET: 'PASSWORD_NOT_SET',
  PASSWORD_RESET_TOKEN_INVALID: 'PASSWORD_RESET_TOKEN_INVALID',
  EMAIL_VERIFICATION_INVALID: 'EMAIL_VERIFICATION_INVALID',
  EMAIL_ALREADY_VERIFIED: 'EMAIL_ALREADY_VERIFIED',
  DELETE_EMAIL_MISMATCH: 'DELETE_EMAIL_MISMATCH',
  SOCIAL_LOGIN_FAILED: 'SOCIAL_LOGIN_FAILED',
  SOCIAL_LOGIN_NOT_CONFIGURED: 'SOCIAL_LOGIN_NOT_CONFIGURED',
  NATIVE_LANGUAGE_REQUIRED: 'NATIVE_LANGUAGE_REQUIRED',
  USER_LANGUAGE_NOT_FOUND: 'USER_LANGUAGE_NOT_FOUND',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
} as const;
export type AccountErrorCodeName = keyof typeof AccountErrorCode;

/** English messages of the codes (the spec's wording where it gives one); the web localizes by code. */
export const ACCOUNT_ERROR_MESSAGES: Record<AccountErrorCodeName, string> = {
  INVALID_LOGIN_OR_PASSWORD: 'Incorrect login or password',
  USER_LOGIN_BLOCKED_EXCEPTION: 'Too many failed attempts: sign-in to this account is temporarily locked',
  EMAIL_ALREADY_REGISTERED: 'This e-mail is already registered',
  EMAIL_NOT_REGISTERED: 'This e-mail is not registered',
  NICKNAME_ALREADY_IN_USE: 'This nickname is already in use',
  INVALID_PASSWORD: 'The current password is incorrect',
  PASSWORD_NOT_SET: 'This account has no password yet: set one through password reset',
  PASSWORD_RESET_TOKEN_INVALID: 'This password reset link is invalid or has expired',
  EMAIL_VERIFICATION_INVALID: 'This verification link is invalid or has expired',
  EMAIL_ALREADY_VERIFIED: 'This e-mail is already verified',
  DELETE_EMAIL_MISMATCH: 'Enter the e-mail you registered with',
  SOCIAL_LOGIN_FAILED: 'Login failed. Try a different login method',
  SOCIAL_LOGIN_NOT_CONFIGURED: 'This login method is not available',
  NATIVE_LANGUAGE_REQUIRED: 'Exactly one language must be native',
  USER_LANGUAGE_NOT_FOUND: 'This language is not in your list',
  USER_NOT_FOUND: 'User not found',
};

/** Provider-specific wording of the spec for SOCIAL_LOGIN_FAILED. */
export const SOCIAL_LOGIN_FAILED_MESSAGES: Record<SocialProviderName, string> = {
  google: 'Login with Google failed. Try a different login method',
  facebook: 'Login with Facebook failed. Try a different login method',
  apple: 'Login with Apple failed. Try a different login method',
};

// ---------------------------------------------------------------------------------------------
// Validation rules (core.md §5)

export const EMAIL_MAX_LENGTH = 254;

export const NICKNAME_RULES = {
  minLength: 3,
  /** Our choice (the spec leaves it open); the column allows 30. */
  maxLength: 20,
  /** Latin letters only: no digits, spaces or special symbols. */
  pattern: /^[A-Za-z]+$/,
} as const;

/** The special characters a password may (and must, at least once) contain: ASCII punctuation. */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

export const PASSWORD_RULES = { minLength: 8, maxLength: 20, specialCharacters: PASSWORD_SPECIAL_CHARACTERS } as const;

const isSpecial = (c: string) => PASSWORD_SPECIAL_CHARACTERS.includes(c);
const isAllowed = (c: string) => /[A-Za-z0-9]/.test(c) || isSpecial(c);

/** Each password rule with its message, in the order the web lists them while the user types. */
export const PASSWORD_CHECKS = [
  {
    key: 'length',
    message: `From ${PASSWORD_RULES.minLength} to ${PASSWORD_RULES.maxLength} characters`,
    test: (p: string) => p.length >= PASSWORD_RULES.minLength && p.length <= PASSWORD_RULES.maxLength,
  },
  { key: 'lowercase', message: 'A lower-case Latin letter', test: (p: string) => /[a-z]/.test(p) },
  { key: 'uppercase', message: 'An upper-case Latin letter', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'digit', message: 'A digit', test: (p: string) => /[0-9]/.test(p) },
  { key: 'special', message: `A special character: ${PASSWORD_SPECIAL_CHARACTERS}`, test: (p: string) => [...p].some(isSpecial) },
  {
    key: 'allowed',
    message: 'Only Latin letters, digits and the listed special characters',
    test: (p: string) => [...p].every(isAllowed),
  },
] as const;
export type PasswordRuleKey = (typeof PASSWORD_CHECKS)[number]['key'];

/** The rules a password breaks (empty when it is acceptable). */
export function passwordProblems(password: string): PasswordRuleKey[] {
  return PASSWORD_CHECKS.filter((c) => !c.test(password)).map((c) => c.key);
}

export const NICKNAME_CHECKS = [
  {
    key: 'length',
    message: `From ${NICKNAME_RULES.minLength} to ${NICKNAME_RULES.maxLength} characters`,
    test: (n: string) => n.length >= NICKNAME_RULES.minLength && n.length <= NICKNAME_RULES.maxLength,
  },
  { key: 'latin', message: 'Latin letters only, no spaces, digits or special symbols', test: (n: string) => NICKNAME_RULES.pattern.test(n) },
] as const;
export type NicknameRuleKey = (typeof NICKNAME_CHECKS)[number]['key'];

export function nicknameProblems(nickname: string): NicknameRuleKey[] {
  return NICKNAME_CHECKS.filter((c) => !c.test(nickname)).map((c) => c.key);
}

/** RFC 2606/6761 test domains: the web does not ask these addresses to verify (community.md §4). */
export function isTestEmailAddress(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return (
    /\.(test|example|invalid|localhost)$/.test(domain) ||
    ['example.com', 'example.net', 'example.org'].some((d) => domain === d || domain.endsWith(`.${d}`))
  );
}

/** True for IANA time zone names the runtime knows (Europe/Berlin, UTC ...). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Limits

export const ACCOUNT_LIMITS = {
  /** Languages in a user's list. */
  userLanguagesMax: 20,
  aboutMaxLength: 1000,
  cityMaxLength: 120,
  userSearchPage: 20,
  userSearchMax: 50,
  userSearchKeywordMax: 30,
} as const;

/**
 * Avatars: the square sizes (px) of avatar, medium_avatar and mini_avatar, and the largest image a
 * member may send (pixels; the byte cap is the AVATAR_MAX_BYTES setting, 5 MB by default).
 */
export const AVATAR_LIMITS = {
  sizes: { avatar: 400, medium: 160, mini: 48 },
  maxInputPixels: 40_000_000,
  defaultMaxBytes: 5 * 1024 * 1024,
} as const;
