// Notifications (community.md §7): GET /user/notifications/{filter}, /unread/count, /settings (GET,
// PUT); POST mark-as-read-multiple, mark-as-read-all. Types come from the contract's schemas.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { NOTIFICATION_LIMITS, type NotificationFilter } from '@glossa/contract/notification-types';
import type {
  markAsReadResponse,
  notificationSettingsBody,
  notificationSettingsResponse,
  notificationsPageResponse,
  unreadCountResponse,
} from '@glossa/contract';
import type { z } from 'zod';
import { api } from '../../../shared/api';

type Page = z.infer<typeof notificationsPageResponse>;
type MarkAnswer = z.infer<typeof markAsReadResponse>;
type Settings = z.infer<typeof notificationSettingsResponse>;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  count: ['notifications', 'unread-count'] as const,
  settings: ['notifications', 'settings'] as const,
};

export const getNotifications = (filter: NotificationFilter, paginationId: number | undefined, signal?: AbortSignal) =>
  api
    .get<Page>(`/user/notifications/${filter}`, { signal, query: { limit: NOTIFICATION_LIMITS.page, pagination_id: paginationId } })
    .then((a) => a.data);

export const notificationsQueryOptions = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getNotifications(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    // A short page is the end (community.md §9: 15 a page).
    getNextPageParam: (last) => (last.length < NOTIFICATION_LIMITS.page ? undefined : last[last.length - 1]!.pagination_id),
  });

export const getUnreadCount = () =>
  api.get<z.infer<typeof unreadCountResponse>>('/user/notifications/unread/count', { silent: true }).then((a) => a.data.count);

export const markRead = (uuids: string[]) =>
  api.post<MarkAnswer>('/user/notifications/mark-as-read-multiple', { uuids }).then((a) => a.data);

export const markAllRead = () => api.post<MarkAnswer>('/user/notifications/mark-as-read-all').then((a) => a.data);

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => api.get<Settings>('/user/notifications/settings', { signal }).then((a) => a.data),
  });

export const putSettings = (settings: z.input<typeof notificationSettingsBody>['settings']) =>
  api.put<Settings>('/user/notifications/settings', { settings }).then((a) => a.data);
