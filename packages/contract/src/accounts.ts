// Accounts and sessions (core.md §2-§8, community.md §3, §4, §7): sign-up, sign-in (password,
// Google, Facebook, Apple), tokens, e-mail flows, profile, languages. The validation rules here
// are the ones the server enforces; the web shows the same rules from the same constants.
import { z } from 'zod';
import { line, text } from './text';
import { envelope, limitParam, offsetParam } from './http';
import { isLanguageCode } from './languages';
import {
  ACCESSIBILITY,
  ACCOUNT_LIMITS,
  EMAIL_MAX_LENGTH,
  GENDERS,
  LANGUAGE_LEVELS,
  NICKNAME_CHECKS,
  NICKNAME_RULES,
  PASSWORD_CHECKS,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
  SOCIAL_PROVIDERS,
  USER_ROLES,
  isTimeZone,
} from './account-rules';

export * from './account-rules';

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, `At most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Incorrect e-mail format'))
  .transform((e) => e.toLowerCase())
  .meta({ description: `E-mail address, at most ${EMAIL_MAX_LENGTH} characters; compared case-insensitively`, example: 'anna@example.org' });

export const passwordSchema = z
  .string()
  .superRefine((value, ctx) => {
    const broken = PASSWORD_CHECKS.find((c) => !c.test(value));
    if (broken) ctx.addIssue({ code: 'custom', message: `Password: ${broken.message.toLowerCase()}` });
  })
  .meta({
    description:
      `${PASSWORD_RULES.minLength}-${PASSWORD_RULES.maxLength} characters with an upper- and a lower-case Latin letter, ` +
      `a digit and a special character from ${PASSWORD_SPECIAL_CHARACTERS} ; no other symbols`,
    example: 'Secret#2024',
  });

export const nicknameSchema = z
  .string()
  .superRefine((value, ctx) => {
    const broken = NICKNAME_CHECKS.find((c) => !c.test(value));
    if (broken) ctx.addIssue({ code: 'custom', message: `Nickname: ${broken.message.toLowerCase()}` });
  })
  .meta({
    description: `${NICKNAME_RULES.minLength}-${NICKNAME_RULES.maxLength} Latin letters; unique case-insensitively`,
    example: 'Annabel',
  });

/** At sign-in only a length cap: old passwords may predate the rules, and huge inputs cost hashing time. */
const loginPasswordSchema = z.string().min(1, 'Enter the password').max(128);
const opaqueToken = z.string().min(1).max(256);
/** Provider tokens (JWTs) are longer than our own opaque tokens. */
const providerToken = (max: number) => z.string().min(1).max(max);
const languageCode = z.string().refine(isLanguageCode, 'Unknown language code').meta({ description: 'Dictionary (ISO 639-2/B) code', example: 'ger' });

// ---------------------------------------------------------------------------------------------
// Sessions and tokens

export const authTokensSchema = z.object({
  access_token: z.string().meta({ description: 'Short-lived JWT; send as `Authorization: Bearer <access_token>`' }),
  token_type: z.literal('Bearer'),
  expires_in: z
    .number()
    .int()
    .meta({ description: 'Lifetime of the access token in SECONDS (the web stores it in milliseconds)', example: 900 }),
  refresh_token: z.string().meta({
    description:
      'Opaque, single use: POST it to /user/refresh-token for a new pair. Presenting a used one revokes the whole session.',
  }),
  google_auth: z.boolean().meta({ description: 'The session was opened with Google sign-in' }),
  facebook_auth: z.boolean().meta({ description: 'The session was opened with Facebook sign-in' }),
  apple_auth: z.boolean().meta({ description: 'The session was opened with Apple sign-in' }),
});
export const authTokensResponse = envelope(authTokensSchema);

export const registrationBody = z.object({
  email: emailSchema,
  nickname: nicknameSchema,
  password: passwordSchema,
  platform: z.literal('WEB').default('WEB'),
});

export const loginBody = z.object({ email: emailSchema, password: loginPasswordSchema });

export const googleLoginBody = z
  .object({
    id_token: providerToken(8192).optional().meta({ description: 'The ID token (credential) from Google Identity Services' }),
    code: providerToken(2048)
      .optional()
      .meta({ description: 'Instead of id_token: the authorization code of the redirect flow; the server exchanges it' }),
    redirect_uri: z.url().max(2048).optional().meta({ description: 'With code: the redirect_uri the code was issued for (on PUBLIC_URL)' }),
    code_verifier: z.string().min(43).max(128).optional().meta({ description: 'With code: the PKCE verifier, when a code_challenge was sent' }),
    nonce: z.string().max(256).optional().meta({ description: 'When sent, must equal the nonce claim of the ID token' }),
  })
  .superRefine((b, ctx) => {
    if (!b.id_token && !b.code) ctx.addIssue({ code: 'custom', path: ['id_token'], message: 'Send id_token, or code with redirect_uri' });
    if (b.code && !b.redirect_uri) ctx.addIssue({ code: 'custom', path: ['redirect_uri'], message: 'redirect_uri is required with code' });
  });
export const appleLoginBody = z.object({
  id_token: providerToken(8192).meta({ description: 'authorization.id_token from Sign in with Apple JS' }),
  nonce: z.string().max(256).optional().meta({ description: 'When sent, must equal the nonce claim of the token' }),
});
export const facebookLoginBody = z.object({
  access_token: providerToken(4096).meta({ description: 'authResponse.accessToken from the Facebook JS SDK' }),
});

export const loginProvidersResponse = envelope(
  z.object({
    google: z
      .object({
        client_id: z.string(),
        authorization_endpoint: z.string().meta({ description: 'For the redirect flow (response_type=code, scope "openid email")' }),
      })
      .nullable(),
    facebook: z.object({ app_id: z.string() }).nullable(),
    apple: z.object({ client_id: z.string(), redirect_uri: z.string() }).nullable(),
  }),
).meta({ description: 'Social sign-in methods configured on this server (null: hide the button)' });

export const refreshTokenBody = z.object({ refresh_token: opaqueToken });
export const logoutBody = z
  .object({ refresh_token: opaqueToken.optional().meta({ description: 'Lets an expired access token still end its session' }) })
  .nullish();

export const deleteAccountBody = z.object({
  email: emailSchema.meta({ description: 'The registration e-mail, typed by the user to confirm' }),
});

export const passwordResetRequestBody = z.object({ email: emailSchema });
export const passwordResetUpdateBody = z.object({
  token: opaqueToken.meta({ description: 'The token query parameter of the /password-reset link' }),
  password: passwordSchema,
});
export const passwordUpdateBody = z.object({ old_password: loginPasswordSchema, new_password: passwordSchema });

export const emailVerificationBody = z.object({
  id: z.uuid().meta({ description: 'The id query parameter of the /email-verification link' }),
  hash: opaqueToken.meta({ description: 'The hash query parameter of the /email-verification link' }),
});
export const isVerifiedResponse = envelope(z.object({ is_verified: z.boolean() }));

// ---------------------------------------------------------------------------------------------
// Languages

export const languageLevelSchema = z.enum(LANGUAGE_LEVELS);

export const userLanguageSchema = z.object({
  id: z.number().int(),
  lang: z.object({ code: z.string() }),
  level: languageLevelSchema,
  is_available_to_chat: z.boolean(),
});

const userLanguageInput = z.object({
  lang_code: languageCode,
  level: languageLevelSchema,
  is_available_to_chat: z.boolean().optional().meta({ description: 'Default true' }),
});

const languageList = z
  .array(userLanguageInput)
  .min(1)
  .max(ACCOUNT_LIMITS.userLanguagesMax)
  .refine((l) => new Set(l.map((x) => x.lang_code)).size === l.length, 'A language is listed twice')
  .refine((l) => l.filter((x) => x.level === 'NATIVE').length <= 1, 'Only one language can be NATIVE');

export const addUserLanguagesBody = z
  .object({ languages: languageList })
  .meta({ description: 'Adds the languages or changes their level. Afterwards exactly one must be NATIVE.' });
export const replaceUserLanguagesBody = z
  .object({ languages: languageList.refine((l) => l.some((x) => x.level === 'NATIVE'), 'One language must be NATIVE') })
  .meta({ description: 'Replaces the whole list; exactly one language must be NATIVE.' });
export const deleteUserLanguageQuery = z.object({ lang_code: languageCode });
export const userLanguagesResponse = envelope(z.array(userLanguageSchema)).meta({
  description: 'Sorted from NATIVE down to ELEMENTARY',
});

// ---------------------------------------------------------------------------------------------
// Users and profiles

const avatarFields = {
  avatar: z.string().nullable(),
  mini_avatar: z.string().nullable(),
  medium_avatar: z.string().nullable(),
};

/** A moderator's warning as its member sees it (community.md §3 reprimand): who gave it stays out. */
export const userReprimandSchema = z.object({
  reason: z.string().meta({ description: 'One of the sanction reasons (moderation)' }),
  comment: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable().meta({ description: 'null: until a moderator removes it' }),
});
export type UserReprimand = z.infer<typeof userReprimandSchema>;

/** User info (core.md §3, community.md §3): the signed-in user's own record. */
export const userInfoSchema = z.object({
  uuid: z.uuid(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  is_email_verified: z.boolean(),
  need_to_set_nickname: z.boolean(),
  premium: z.boolean(),
  timezone: z.string().nullable(),
  ...avatarFields,
  likes_count: z.number().int(),
  country: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2' }),
  city: z.string().nullable(),
  role: z.enum(USER_ROLES),
  invited_to_moderation_status: z.string().nullable(),
  reprimand: userReprimandSchema.nullable().meta({ description: 'The warning in force on this account, if any' }),
  is_trust_publisher: z.boolean(),
});

export const profileSchema = userInfoSchema.extend({
  native_lang: z.string().nullable().meta({ description: 'Code of the NATIVE language; null until the user picks one' }),
  languages: z.array(userLanguageSchema),
  birthday: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
  birthday_shared: z.boolean().meta({ description: 'The birthday is shown on the public profile' }),
  gender: z.enum(GENDERS).nullable(),
  about: z.string().nullable(),
  accessibility: z.enum(ACCESSIBILITY),
  has_password: z.boolean().meta({ description: 'False for accounts created by social sign-in until a password is set' }),
  linked_providers: z.array(z.enum(SOCIAL_PROVIDERS)),
  created_at: z.string(),
});
export const profileResponse = envelope(profileSchema);

const today = () => new Date().toISOString().slice(0, 10);
export const profileUpdateBody = z
  .object({
    birthday: z.iso
      .date('Use the YYYY-MM-DD format')
      .refine((d) => d >= '1900-01-01' && d <= today(), 'Birthday must be between 1900-01-01 and today')
      .nullable()
      .optional(),
    birthday_shared: z.boolean().optional().meta({ description: 'Show the birthday on the public profile (default: no)' }),
    gender: z.enum(GENDERS).nullable().optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 country code')
      .nullable()
      .optional(),
    city: line().trim().min(1).max(ACCOUNT_LIMITS.cityMaxLength).nullable().optional().meta({ description: 'In English' }),
    about: text().trim().max(ACCOUNT_LIMITS.aboutMaxLength).nullable().optional(),
    accessibility: z.enum(ACCESSIBILITY).optional(),
  })
  .meta({ description: 'Partial update: absent fields are kept, null clears a field' });

export const nicknameBody = z.object({ nickname: nicknameSchema });
export const timezoneBody = z.object({
  timezone: z.string().refine(isTimeZone, 'Unknown IANA time zone').meta({ example: 'Europe/Berlin' }),
});
export const timezoneResponse = envelope(z.object({ timezone: z.string() }));

/** What anyone may see of another user. */
export const publicUserSchema = z.object({
  uuid: z.uuid(),
  nickname: z.string(),
  ...avatarFields,
  role: z.enum(USER_ROLES),
  premium: z.boolean(),
  is_trust_publisher: z.boolean(),
  native_lang: z.string().nullable(),
  country: z.string().nullable().meta({ description: 'null when the profile is private' }),
  city: z.string().nullable().meta({ description: 'null when the profile is private' }),
});

export const userSearchQuery = z.object({
  keyword: line().trim().min(1).max(ACCOUNT_LIMITS.userSearchKeywordMax),
  limit: limitParam(ACCOUNT_LIMITS.userSearchPage, ACCOUNT_LIMITS.userSearchMax),
  offset: offsetParam,
});
export const userSearchResponse = envelope(z.array(publicUserSchema)).meta({
  description: 'Nicknames containing the keyword: exact match first, then prefix matches, then the rest',
});

/** POST and DELETE /user/avatar: the three URLs (null after a removal). */
export const avatarResponse = envelope(z.object(avatarFields));
export const avatarFileParams = z.object({ name: z.string().regex(/^[a-f0-9]{32}(_[ms])?\.webp$/, 'Unknown avatar file') });

export const publicProfileParams = z.object({ nickname: line().min(1).max(30) });
export const publicProfileSchema = publicUserSchema.extend({
  accessibility: z.enum(ACCESSIBILITY),
  details_hidden: z.boolean().meta({
    description: 'True when the profile is private and the viewer is neither its owner nor a moderator: only the card (nickname, avatar, role, Plus) is given',
  }),
  is_this_user: z.boolean(),
  likes_count: z.number().int(),
  about: z.string().nullable().meta({ description: 'null when the profile is private' }),
  birthday: z.string().nullable().meta({
    description: 'YYYY-MM-DD, only when the member chose to share it (birthday_shared); null otherwise and when the profile is private',
  }),
  languages: z
    .array(z.object({ lang: z.object({ code: z.string() }), level: languageLevelSchema }))
    .meta({ description: 'Empty when the profile is private' }),
  created_at: z.string(),
});
export const publicProfileResponse = envelope(publicProfileSchema);

export type AuthTokens = z.infer<typeof authTokensSchema>;
export type RegistrationBody = z.infer<typeof registrationBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type UserLanguage = z.infer<typeof userLanguageSchema>;
export type UserLanguageInput = z.infer<typeof userLanguageInput>;
export type UserInfo = z.infer<typeof userInfoSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateBody>;
export type PublicUser = z.infer<typeof publicUserSchema>;
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type LoginProviders = z.infer<typeof loginProvidersResponse>['data'];
export type GoogleLoginBody = z.infer<typeof googleLoginBody>;
