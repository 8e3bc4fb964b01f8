import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { languages } from './reference';

export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Accounts. Personal data is wiped on deletion (deleted_at set, fields anonymized). */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().defaultRandom().unique(),
    email: varchar({ length: 254 }),
    nickname: varchar({ length: 30 }),
    passwordHash: text(),
    role: varchar({ length: 16 }).$type<UserRole>().notNull().default('user'),
    premium: boolean().notNull().default(false),
    premiumUntil: timestamp({ withTimezone: true }),
    isEmailVerified: boolean().notNull().default(false),
    needToSetNickname: boolean().notNull().default(false),
    timezone: varchar({ length: 64 }),
    interfaceLocale: varchar({ length: 2 }).notNull().default('en'),
    country: varchar({ length: 3 }),
    city: varchar({ length: 120 }),
    birthday: date(),
    /** The member chose to show their birthday on their profile (edit_info); off by default. */
    birthdayShared: boolean().notNull().default(false),
    gender: varchar({ length: 16 }),
    about: text(),
    accessibility: varchar({ length: 16 }).notNull().default('public'),
    avatarFile: varchar({ length: 120 }),
    /** The language being learned as last chosen (GET/POST /education/user-language); null: the first one the profile learns. */
    learningLangCode: varchar({ length: 3 }).references(() => languages.code, { onDelete: 'set null' }),
    /** Likes received on the user's content; kept by the modules that own likes. */
    likesCount: integer().notNull().default(0),
    isTrustPublisher: boolean().notNull().default(false),
    /** Moderator invitation: null, 'invited', 'accepted' or 'declined' (moderation module). */
    invitedToModerationStatus: varchar({ length: 16 }),
    /** Expert (connoisseur) status, given and taken by administrators (moderation module). */
    isExpert: boolean().notNull().default(false),
    /** Consecutive failed password logins; reset on success or when a lockout starts. */
    failedLoginCount: integer().notNull().default(0),
    loginLockedUntil: timestamp({ withTimezone: true }),
    /** The last sign-in or token refresh (come-back reminders: who has been away). */
    lastActiveAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The hourly come-back reminder reads who has been away for a while; the chat reminder who was
    // seen lately or never (`last_active_at is null` is an index condition too, hence the nulls).
    index('users_last_active_idx').on(t.lastActiveAt).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_nickname_lower_unique').on(sql`lower(${t.nickname})`),
    // Substring search of nicknames (GET /user/search).
    index('users_nickname_trgm').using('gin', sql`lower(${t.nickname}) gin_trgm_ops`),
  ],
);

export const LANGUAGE_LEVELS = ['NATIVE', 'EXPERT', 'ADVANCED', 'BASE', 'ELEMENTARY'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

/** Languages a user speaks or learns; the NATIVE one is the native language. */
export const userLanguages = pgTable(
  'user_languages',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    langCode: varchar({ length: 3 })
      .notNull()
      .references(() => languages.code),
    level: varchar({ length: 12 }).$type<LanguageLevel>().notNull(),
    /** Position of the level in LANGUAGE_LEVELS, so lists sort from NATIVE down. */
    levelRank: smallint().notNull(),
    isAvailableToChat: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('user_languages_user_lang_unique').on(t.userId, t.langCode),
    index('user_languages_lang_idx').on(t.langCode, t.levelRank),
    // At most one native language per user.
    uniqueIndex('user_languages_one_native').on(t.userId).where(sql`${t.level} = 'NATIVE'`),
  ],
);
