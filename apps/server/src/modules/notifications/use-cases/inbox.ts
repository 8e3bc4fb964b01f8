// A member's own notifications: pages by filter, the badge count, marking read. Every query is
// scoped by the viewer's id; uuids of others are 404 and change nothing.
import {
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_INFO,
  NotificationEvents,
  NotificationsErrorCode,
  type Notification,
  type NotificationFilter,
  type NotificationReadEvent,
} from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { Viewer } from '../../../platform/auth/viewer';
import { AppError } from '../../../platform/errors';
import { notificationsRepository as repo } from '../repository';
import { presentNotification } from '../presenter';

const notFound = () => new AppError(NotificationsErrorCode.NOTIFICATION_NOT_FOUND, 404, 'Notification not found', 'uuids');

export function createInbox(ctx: AppContext) {
  const unread = (userId: number) => repo.unreadCount(ctx.db, userId);

  async function announceRead(viewer: Viewer, uuids: string[] | null): Promise<number> {
    const count = await unread(viewer.id);
    const event: NotificationReadEvent = { uuids, unread_count: count };
    // Every open tab of the member follows the counter.
    ctx.realtime.toUser(viewer.uuid, NotificationEvents.read, event);
    return count;
  }

  return {
    unread,

    async page(viewer: Viewer, filter: NotificationFilter, q: { limit: number; pagination_id?: number }): Promise<Notification[]> {
      const types = filter === 'all' || filter === 'unread' ? null : NOTIFICATION_TYPES.filter((t) => NOTIFICATION_TYPE_INFO[t].group === filter);
      const list = await repo.page(ctx.db, { userId: viewer.id, limit: q.limit, before: q.pagination_id, unread: filter === 'unread', types });
      return list.map(presentNotification);
    },

    async count(viewer: Viewer) {
      return { count: await unread(viewer.id) };
    },

    /** All or nothing: one uuid that is not the viewer's and nothing is marked. */
    async markRead(viewer: Viewer, uuids: string[]) {
      const updated = await ctx.db.transaction(async (tx) => {
        const owned = await repo.ownedUuids(tx, viewer.id, uuids);
        if (owned.length !== uuids.length) throw notFound();
        return repo.markRead(tx, viewer.id, uuids, ctx.now());
      });
      return { updated, unread_count: await announceRead(viewer, uuids) };
    },

    async markAllRead(viewer: Viewer) {
      const updated = await repo.markRead(ctx.db, viewer.id, null, ctx.now());
      return { updated, unread_count: await announceRead(viewer, null) };
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
