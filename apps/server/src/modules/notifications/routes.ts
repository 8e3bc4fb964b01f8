// Notifications and news (community.md §7). Wiring only: the contract's schemas, the signed-in
// guard, one service call. A member reads and changes only their own notifications.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markAsReadMultipleBody,
  markAsReadResponse,
  newsPageResponse,
  newsQuery,
  newsVersionParams,
  notificationFilterParams,
  notificationSettingsBody,
  notificationSettingsResponse,
  notificationsPageResponse,
  notificationsQuery,
  NotificationsErrorCode,
  okSchema,
  unsubscribeBody,
  unreadCountResponse,
  webApplicationResponse,
} from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import { requestLocale } from '../../platform/http/locale';
import { AppError } from '../../platform/errors';
import type { NotificationsService } from './service';

const tags = ['Notifications'];
const security = [{ bearer: [] }];

export function notificationsRoutes(service: NotificationsService): FastifyPluginAsyncZod {
  const { inbox, settings, news, digest } = service;
  return async (app) => {
    app.get(
      '/user/notifications/unread/count',
      { schema: { tags, security, summary: 'Unread notifications on the badge', description: 'The §9 exceptions (push_for_chat, new_tasks ...) are not counted.', response: { 200: unreadCountResponse } } },
      async (request) => ({ data: await inbox.count(requireViewer(request)) }),
    );

    app.get(
      '/user/notifications/settings',
      { schema: { tags, security, summary: 'Notification settings per type', response: { 200: notificationSettingsResponse } } },
      async (request) => ({ data: await settings.get(requireViewer(request)) }),
    );

    app.put(
      '/user/notifications/settings',
      {
        schema: {
          tags,
          security,
          summary: 'Change notification settings',
          description: 'Only the listed types change, and only the fields sent. Unknown types are 400 VALIDATION_ERROR.',
          body: notificationSettingsBody,
          response: { 200: notificationSettingsResponse },
        },
      },
      async (request) => ({ data: await settings.put(requireViewer(request), request.body.settings) }),
    );

    app.get(
      '/user/notifications/:filter',
      {
        schema: {
          tags,
          security,
          summary: 'A page of notifications, newest first',
          description: 'filter: all, unread or a group. Continue with `pagination_id` of the last item; a short page is the end.',
          params: notificationFilterParams,
          querystring: notificationsQuery,
          response: { 200: notificationsPageResponse },
        },
      },
      async (request) => ({ data: await inbox.page(requireViewer(request), request.params.filter, request.query) }),
    );

    app.post(
      '/user/notifications/mark-as-read-multiple',
      {
        schema: {
          tags,
          security,
          summary: 'Mark some notifications read',
          description: 'All or nothing: a uuid that is not one of yours is 404 NOTIFICATION_NOT_FOUND and nothing changes.',
          body: markAsReadMultipleBody,
          response: { 200: markAsReadResponse },
        },
      },
      async (request) => ({ data: await inbox.markRead(requireViewer(request), request.body.uuids) }),
    );

    app.post(
      '/user/notifications/mark-as-read-all',
      { schema: { tags, security, summary: 'Mark all notifications read', response: { 200: markAsReadResponse } } },
      async (request) => ({ data: await inbox.markAllRead(requireViewer(request)) }),
    );

    app.post(
      '/user/notifications/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Stop the daily e-mail digest (the link in the digest; no sign-in)',
          description: 'Turns e-mail off for every type; in-app choices stay. A wrong link is 400 UNSUBSCRIBE_LINK_INVALID.',
          body: unsubscribeBody,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        if (!(await digest.unsubscribe(request.body.uuid, request.body.token))) {
          throw new AppError(NotificationsErrorCode.UNSUBSCRIBE_LINK_INVALID, 400, 'This unsubscribe link is not valid', 'token');
        }
        return { data: { success: true as const } };
      },
    );

    app.get(
      '/client-applications/web',
      { schema: { tags: ['News'], summary: 'The latest web version and its newest news id', response: { 200: webApplicationResponse } } },
      async () => ({ data: await news.latest() }),
    );

    app.get(
      '/client-applications/web/feature-news/:version',
      {
        schema: {
          tags: ['News'],
          summary: 'Feature news suitable for a web version, newest first',
          description: 'The version is reduced to digits and dots. Page 10 (max 50), continue with `pagination_id`. Texts in the `local` language.',
          params: newsVersionParams,
          querystring: newsQuery,
          response: { 200: newsPageResponse },
        },
      },
      async (request) => ({ data: await news.page(request.params.version, requestLocale(request), request.query) }),
    );
  };
}
