// Sessions, refresh tokens, one-time e-mail tokens and linked social identities (accounts module).
import { bigserial, index, integer, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const AUTH_METHODS = ['password', 'google', 'facebook', 'apple'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];
export type SocialProvider = Exclude<AuthMethod, 'password'>;

/**
 * One signed-in device: the refresh-token family. Its id is the `sid` claim of access tokens;
 * revoking it ends every token of the family at once.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the session was opened: the google_auth/facebook_auth/apple_auth flags of token answers. */
    method: varchar({ length: 16 }).$type<AuthMethod>().notNull(),
    userAgent: varchar({ length: 255 }),
    ip: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastRefreshedAt: timestamp({ withTimezone: true }),
    /** Idle expiry: moved forward on every refresh. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** logout, password_change, password_reset, deleted, reuse, admin */
    revokeReason: varchar({ length: 24 }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens (sha256 of the opaque value). Used ones are kept until expiry to detect reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => userSessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const ONE_TIME_TOKEN_KINDS = ['email_verification', 'password_reset'] as const;
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number];

/** Single-use, expiring tokens sent by e-mail (stored as sha256). */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 24 }).$type<OneTimeTokenKind>().notNull(),
    tokenHash: varchar({ length: 64 }).notNull(),
    /** The address the link was sent to: a verification only counts for that address. */
    email: varchar({ length: 254 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash),
    index('one_time_tokens_user_kind_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

/** A social account linked to a user: (provider, subject) identifies the person at the provider. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar({ length: 16 }).$type<SocialProvider>().notNull(),
    subject: varchar({ length: 255 }).notNull(),
    email: varchar({ length: 254 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_unique').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);
