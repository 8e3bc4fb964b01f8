// Notifications, their settings and the product news (community.md §2, §3 Notification and News
// item, §4, §5, §7 Notifications and News, §9). Types and constants: ./notification-types.ts.
import { z } from 'zod';
import { envelope } from './http';
import { line } from './text';
import {
  NOTIFICATION_ENTITY_SLUGS,
  NOTIFICATION_FILTERS,
  NOTIFICATION_GROUPS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_TYPES,
  type NotificationType,
} from './notification-types';

export * from './notification-types';

export const NotificationsErrorCode = {
  /** 404: a uuid that is not one of the viewer's notifications (nothing was changed). */
  NOTIFICATION_NOT_FOUND: 'NOTIFICATION_NOT_FOUND',
  /** 400: the digest's unsubscribe link is not valid (wrong token or no such member). */
  UNSUBSCRIBE_LINK_INVALID: 'UNSUBSCRIBE_LINK_INVALID',
} as const;

/** The daily digest's unsubscribe link (no sign-in): the member's uuid and its signature. */
export const unsubscribeBody = z.object({
  uuid: z.uuid(),
  token: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid token'),
});

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES as [NotificationType, ...NotificationType[]]);

const limit = z.coerce
  .number()
  .int()
  .min(1)
  .default(NOTIFICATION_LIMITS.page)
  .transform((n) => Math.min(n, NOTIFICATION_LIMITS.pageMax))
  .meta({ description: `Default ${NOTIFICATION_LIMITS.page}, max ${NOTIFICATION_LIMITS.pageMax}` });

export const notificationsQuery = z.object({
  limit,
  pagination_id: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .meta({ description: 'The `pagination_id` of the last notification of the previous page' }),
});

export const notificationFilterParams = z.object({
  filter: z.enum(NOTIFICATION_FILTERS).meta({ description: 'all, unread, or a group: ' + NOTIFICATION_GROUPS.join(', ') }),
});

export const notificationActorSchema = z.object({
  uuid: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
});

export const notificationSchema = z.object({
  uuid: z.string(),
  pagination_id: z.number().int(),
  notification_type: notificationTypeSchema,
  group: z.enum(NOTIFICATION_GROUPS),
  /** Shared by the notifications one undoable event produced; the event's undo removes them. */
  cancellation_uuid: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  actor: notificationActorSchema.nullable(),
  data: z.object({
    entity_id: z.string().nullable(),
    entity_business_type_slug: z.enum(NOTIFICATION_ENTITY_SLUGS).nullable(),
    /** Values the text shows (a level, a reason, an excerpt). */
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsPageResponse = envelope(z.array(notificationSchema));

export const unreadCountResponse = envelope(z.object({ count: z.number().int() }));

export const markAsReadMultipleBody = z.object({
  uuids: z
    .array(z.uuid())
    .min(1)
    .max(NOTIFICATION_LIMITS.markMax)
    .transform((uuids) => [...new Set(uuids.map((u) => u.toLowerCase()))]),
});

export const markAsReadResponse = envelope(z.object({ updated: z.number().int(), unread_count: z.number().int() }));

export const notificationSettingSchema = z.object({
  notification_type: notificationTypeSchema,
  group: z.enum(NOTIFICATION_GROUPS),
  in_app: z.boolean().meta({ description: 'Shown in the panel and pushed in real time' }),
  email: z.boolean().meta({ description: 'Included in the daily e-mail digest' }),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const notificationSettingsResponse = envelope(z.array(notificationSettingSchema));

export const notificationSettingsBody = z.object({
  settings: z
    .array(
      z.object({
        notification_type: notificationTypeSchema,
        in_app: z.boolean().optional(),
        email: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(NOTIFICATION_TYPES.length),
});

// ---------------------------------------------------------------------------------------------
// Realtime payloads (private channel `private-user.<uuid>`)

export interface NotificationCreatedEvent {
  notification: Notification;
}
export interface NotificationReadEvent {
  /** The uuids marked read, or null for "all". */
  uuids: string[] | null;
  unread_count: number;
}
export interface NotificationCancelledEvent {
  uuids: string[];
  unread_count: number;
}

// ---------------------------------------------------------------------------------------------
// News (§7 News; §5 version rules)

/** A version string reduced to digits and dots (community.md §5): 'v1.2.0-beta' -> '1.2.0'. */
export const versionParam = line()
  .max(40)
  .transform((v) => v.replace(/[^\d.]/g, ''))
  .refine((v) => /\d/.test(v), 'The version needs digits');

export const newsVersionParams = z.object({ version: versionParam });

export const newsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(NOTIFICATION_LIMITS.newsPage)
    .transform((n) => Math.min(n, NOTIFICATION_LIMITS.newsPageMax)),
  pagination_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const newsItemSchema = z.object({
  pagination_id: z.number().int(),
  min_suitable_version: z.string(),
  title: z.string(),
  body: z.string(),
  published_at: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsPageResponse = envelope(z.array(newsItemSchema));

export const webApplicationResponse = envelope(
  z.object({
    version: z.string().meta({ description: 'The latest web version' }),
    latest_news_id: z.number().int().nullable().meta({ description: 'Newest news item suitable for that version' }),
  }),
);
