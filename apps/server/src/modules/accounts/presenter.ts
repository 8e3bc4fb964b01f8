// Accounts rows -> contract shapes (users, languages, token sets). Whitelists fields: nothing else
// of a row leaves the server.
import type { AuthTokens, Profile, PublicProfile, PublicUser, UserInfo, UserLanguage, UserReprimand } from '@glossa/contract';
import type { AuthMethod, SocialProvider } from '../../db/schema/index';
import { avatarUrls } from '../../platform/users/avatar-url';
import type { UserLanguageRow, UserRow } from './repository';

/** Premium counts while the flag is set and its end date (if any) has not passed. */
export function isPremium(user: Pick<UserRow, 'premium' | 'premiumUntil'>, now: Date): boolean {
  return user.premium && (!user.premiumUntil || user.premiumUntil > now);
}

/** The three avatar sizes (platform/users/avatar-url.ts); null without an avatar. */
const avatars = avatarUrls;

export function presentUserInfo(user: UserRow, now: Date, reprimand: UserReprimand | null): UserInfo {
  return {
    uuid: user.uuid,
    nickname: user.nickname,
    email: user.email,
    is_email_verified: user.isEmailVerified,
    need_to_set_nickname: user.needToSetNickname,
    premium: isPremium(user, now),
    timezone: user.timezone,
    ...avatars(user.avatarFile),
    likes_count: user.likesCount,
    country: user.country,
    city: user.city,
    role: user.role,
    invited_to_moderation_status: user.invitedToModerationStatus,
    reprimand,
    is_trust_publisher: user.isTrustPublisher,
  };
}

export function presentProfile(
  user: UserRow,
  languages: UserLanguage[],
  linkedProviders: SocialProvider[],
  now: Date,
  reprimand: UserReprimand | null,
): Profile {
  return {
    ...presentUserInfo(user, now, reprimand),
    native_lang: languages.find((l) => l.level === 'NATIVE')?.lang.code ?? null,
    languages,
    birthday: user.birthday,
    birthday_shared: user.birthdayShared,
    gender: (user.gender as Profile['gender']) ?? null,
    about: user.about,
    accessibility: user.accessibility === 'private' ? 'private' : 'public',
    has_password: user.passwordHash !== null,
    linked_providers: [...new Set(linkedProviders)].sort(),
    created_at: user.createdAt.toISOString(),
  };
}

/** What others see; a private profile hides where the user lives. */
export function presentPublicUser(user: UserRow, nativeLang: string | null, now: Date, revealPrivate = false): PublicUser {
  const hidden = user.accessibility === 'private' && !revealPrivate;
  return {
    uuid: user.uuid,
    nickname: user.nickname ?? '',
    ...avatars(user.avatarFile),
    role: user.role,
    premium: isPremium(user, now),
    is_trust_publisher: user.isTrustPublisher,
    native_lang: nativeLang,
    country: hidden ? null : user.country,
    city: hidden ? null : user.city,
  };
}

export function presentPublicProfile(
  user: UserRow,
  languages: UserLanguage[],
  now: Date,
  options: { isThisUser: boolean; revealPrivate: boolean },
): PublicProfile {
  const hidden = user.accessibility === 'private' && !options.revealPrivate;
  const native = languages.find((l) => l.level === 'NATIVE')?.lang.code ?? null;
  return {
    ...presentPublicUser(user, native, now, options.revealPrivate),
    accessibility: user.accessibility === 'private' ? 'private' : 'public',
    details_hidden: hidden,
    is_this_user: options.isThisUser,
    likes_count: hidden ? 0 : user.likesCount,
    about: hidden ? null : user.about,
    // Shown only when the member chose to share it, and never past a private profile's card.
    birthday: !hidden && user.birthdayShared ? user.birthday : null,
    languages: hidden ? [] : languages.map((l) => ({ lang: l.lang, level: l.level })),
    created_at: user.createdAt.toISOString(),
  };
}

export function presentTokens(accessToken: string, expiresIn: number, refreshToken: string, method: AuthMethod): AuthTokens {
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: expiresIn,
    refresh_token: refreshToken,
    google_auth: method === 'google',
    facebook_auth: method === 'facebook',
    apple_auth: method === 'apple',
  };
}

export function presentUserLanguage(row: UserLanguageRow): UserLanguage {
  return { id: row.id, lang: { code: row.langCode }, level: row.level, is_available_to_chat: row.isAvailableToChat };
}
