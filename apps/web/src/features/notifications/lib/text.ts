// What a notification says and where it leads. Texts: the `notifications` namespace, key
// `types.<notification_type>`, with {{actor}} and the notification's params.
import type { TFunction } from 'i18next';
import type { Notification } from '@glossa/contract';
import { notificationPath } from '@glossa/contract/notification-types';

export function notificationText(t: TFunction, n: Notification): string {
  return t(`types.${n.notification_type}`, { ...n.data.params, actor: n.actor?.nickname ?? t('someone') });
}

/**
 * Why it happened, when the notification says (a moderator's reason and comment, a block's end):
 * reasons are codes shown in the reader's language (`reasons.<code>`), other texts as written.
 */
export function notificationReason(t: TFunction, n: Notification, locale: string): string | null {
  const params = (n.data.params ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof params.reason === 'string') parts.push(t(`reasons.${params.reason}`, { defaultValue: params.reason }));
  if (typeof params.comment === 'string') parts.push(`“${params.comment}”`);
  if (typeof params.until === 'string' && !Number.isNaN(Date.parse(params.until))) {
    parts.push(t('until', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(params.until)) }));
  }
  return parts.length ? parts.join(' · ') : null;
}

/** The path without locale prefix: the entity, else the actor's profile, else the notifications page. */
export function notificationLink(n: Notification): string {
  if (!n.data.entity_business_type_slug && n.actor?.nickname) return `/profile/${encodeURIComponent(n.actor.nickname)}`;
  return notificationPath(n.data.entity_business_type_slug, n.data.entity_id);
}

/** "5 minutes ago" in the interface language. */
export function timeAgo(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}
