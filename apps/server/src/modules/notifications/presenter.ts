// Rows -> contract shapes, field by field.
import {
  NOTIFICATION_ENTITY_SLUGS,
  NOTIFICATION_TYPE_INFO,
  type NewsItem,
  type Notification,
  type NotificationEntitySlug,
  type NotificationType,
} from '@glossa/contract';
import { avatarUrl } from '../../platform/users/avatar-url';
import type { NewsRow, NotificationRow } from './repository';

const iso = (d: Date | string) => new Date(d).toISOString();
const isSlug = (s: string | null): s is NotificationEntitySlug => !!s && (NOTIFICATION_ENTITY_SLUGS as readonly string[]).includes(s);

export function presentNotification(row: NotificationRow): Notification {
  const type = row.type as NotificationType;
  const data = row.data;
  return {
    uuid: row.uuid,
    pagination_id: Number(row.id),
    notification_type: type,
    group: NOTIFICATION_TYPE_INFO[type]?.group ?? 'system',
    cancellation_uuid: row.cancellation_uuid,
    read_at: row.read_at === null ? null : iso(row.read_at),
    created_at: iso(row.created_at),
    actor: row.actor_uuid ? { uuid: row.actor_uuid, nickname: row.actor_nickname, avatar: avatarUrl(row.actor_avatar_file) } : null,
    data: {
      entity_id: data.entity_id ?? null,
      entity_business_type_slug: isSlug(data.entity_business_type_slug) ? data.entity_business_type_slug : null,
      params: data.params ?? {},
    },
  };
}

export function presentNews(row: NewsRow, locale: string): NewsItem {
  const text = row.texts[locale] ?? row.texts.en ?? Object.values(row.texts)[0] ?? { title: '', body: '' };
  return {
    pagination_id: row.id,
    min_suitable_version: row.min_suitable_version,
    title: text.title,
    body: text.body,
    published_at: iso(row.published_at),
  };
}
