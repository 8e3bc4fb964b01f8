// Plus (community.md §3, §4, §7): a member's subscription, the Stripe events already processed, and
// the per-day counters of the quota service (the AI partner's messages and the AI conversation).
// users.premium / premium_until stay what every module reads; this module keeps them in step.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per member: their current (or last) subscription. */
export const plusSubscriptions = pgTable(
  'plus_subscriptions',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PLAY_STORE | APP_STORE | STRIPE | MANUAL */
    source: varchar({ length: 16 }).notNull(),
    /** processing | completed | cancelled (community.md §4) */
    status: varchar({ length: 16 }).notNull(),
    /** month | year for Stripe; null for a manual grant. */
    period: varchar({ length: 8 }),
    expiresAt: timestamp({ withTimezone: true }),
    stripeCustomerId: varchar({ length: 255 }),
    stripeSubscriptionId: varchar({ length: 255 }),
    /** Stripe's own status (active, trialing, past_due, canceled ...). */
    stripeStatus: varchar({ length: 32 }),
    /** `created` of the Stripe event last applied: an older event never overwrites a newer one. */
    stripeEventAt: timestamp({ withTimezone: true }),
    grantedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plus_subscriptions_stripe_subscription_idx').on(t.stripeSubscriptionId),
    index('plus_subscriptions_stripe_customer_idx').on(t.stripeCustomerId),
    index('plus_subscriptions_expires_idx').on(t.expiresAt).where(sql`${t.status} <> 'expired'`),
  ],
);

/** Stripe webhook events by id: each is processed once. */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar({ length: 255 }).primaryKey(),
  type: varchar({ length: 64 }).notNull(),
  outcome: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Daily counters of the quota service per member, kind and local day. */
export const dailyQuotaUsage = pgTable(
  'daily_quota_usage',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 32 }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day] })],
);

/** The AI conversation partner: one conversation per member and language. */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lang: varchar({ length: 8 }).notNull(),
    /** user | assistant */
    role: varchar({ length: 16 }).notNull(),
    text: text().notNull(),
    /** The partner's gentle correction of the member's message it answers (shown like chat corrections). */
    correctionOriginal: text(),
    correctionText: text(),
    /** complete | failed (the answer stopped: timeout or provider error) */
    state: varchar({ length: 16 }).notNull().default('complete'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_messages_user_lang_idx').on(t.userId, t.lang, t.id)],
);

