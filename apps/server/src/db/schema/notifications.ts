// Notifications (community.md §3 Notification), per-type settings and the product news (§3 News item).
import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export interface NotificationData {
  entity_id: string | null;
  entity_business_type_slug: string | null;
  params: Record<string, string | number>;
}

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    uuid: uuid().notNull().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar({ length: 64 }).notNull(),
    /** Counted on the bell (false for the types community.md §9 excludes). */
    inBadge: boolean().notNull().default(true),
    /** Who caused it (null for system notifications). */
    actorId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** The undoable event that produced it (an unlike cancels the like's notifications). */
    cancellationUuid: uuid(),
    /** The thing it is about ('publication:<uuid>'): deleting the thing removes its notifications. */
    subjectKey: varchar({ length: 120 }),
    /** A part of the subject ('comment:<uuid>', 'answer:<uuid>'): deleting the part removes what was about it. */
    innerSubjectKey: varchar({ length: 120 }),
    data: jsonb().$type<NotificationData>().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_uuid_unique').on(t.uuid),
    index('notifications_user_idx').on(t.userId, t.id),
    // The bell: an index-only count of one user's unread badge rows.
    index('notifications_unread_badge_idx').on(t.userId).where(sql`${t.readAt} is null and ${t.inBadge}`),
    index('notifications_cancellation_idx').on(t.cancellationUuid).where(sql`${t.cancellationUuid} is not null`),
    // One live notification per member and event key, also when two instances write at once
    // (the inserts say `on conflict do nothing`): a chat burst, a double like.
    uniqueIndex('notifications_user_cancellation_unique').on(t.userId, t.cancellationUuid).where(sql`${t.cancellationUuid} is not null`),
    index('notifications_subject_idx').on(t.subjectKey).where(sql`${t.subjectKey} is not null`),
    index('notifications_inner_subject_idx').on(t.innerSubjectKey).where(sql`${t.innerSubjectKey} is not null`),
  ],
);

/** Only the types a member changed; absent rows mean the defaults (in-app on, e-mail off). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar({ length: 64 }).notNull(),
    inApp: boolean().notNull(),
    email: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** Feature news of the web app: shown to versions at or above min_suitable_version. */
export const newsItems = pgTable(
  'news_items',
  {
    id: serial().primaryKey(),
    /** Digits and dots (community.md §5). */
    minSuitableVersion: varchar({ length: 40 }).notNull(),
    /** The number the version reads as ('0.1.0' -> 10): what filters compare. */
    minVersionNumber: integer().notNull(),
    /** { en: { title, body }, de: {...}, ... }: English is the fallback. */
    texts: jsonb().$type<Record<string, { title: string; body: string }>>().notNull(),
    /** A seed's stable name, so seeding twice adds nothing. */
    slug: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('news_items_slug_unique').on(t.slug), index('news_items_version_idx').on(t.minVersionNumber, t.id)],
);

/** When each member last got the daily e-mail digest (at most one a day; unread rows since then go in the next). */
export const notificationDigests = pgTable('notification_digests', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Scheduled reminders (streak about to break, new tasks, Plus ending soon): the last one of each
 * kind a member got, so a job that runs every hour sends each at most once per `period` (the
 * member's local day, or the end date it warns about).
 */
export const notificationReminders = pgTable(
  'notification_reminders',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 64 }).notNull(),
    period: date({ mode: 'string' }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
