// The live side of notifications: the bell's unread count and the push toasts, kept current by the
// private channel's events (`notification:new`, `notification:read`, `notification:cancelled`),
// which reach every open tab, and reloaded whenever the channel (re)connects. Reference-counted like the chat's
// unread badge: the first user starts it, the last one stops it.
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { BADGE_EXCLUDED_TYPES, NOTIFICATION_LIMITS } from '@glossa/contract/notification-types';
import type { Notification } from '@glossa/contract';
import { ensureRealtime, isRealtimeConnected, onConnectionChange, onRealtime } from '../../../shared/realtime';
import { onSessionEnded } from '../../../shared/session/events';
import { MOBILE_QUERY } from '../../../shared/ui/breakpoints';
import { getUnreadCount, notificationKeys } from '../api/notifications';
import { addToast } from '../lib/toasts';

interface LiveState {
  count: number;
  toasts: Notification[];
  /** The private channel is open (events arrive). */
  connected: boolean;
}

// `connected` is read again when tracking starts: the socket (opened early by the shell's unread
// badge) may connect between this module's evaluation and the bell's first effect.
export const useNotificationsLive = create<LiveState>(() => ({ count: 0, toasts: [], connected: isRealtimeConnected() }));

export const dismissToast = (uuid: string) =>
  useNotificationsLive.setState((s) => ({ toasts: s.toasts.filter((n) => n.uuid !== uuid) }));

/** Live events seen so far: a count read while one arrived may predate it (the toast came, the badge said 0). */
let liveEvents = 0;

async function reloadCount(): Promise<void> {
  // A count answered after an event arrived is read again (a few times at most; events keep it current meanwhile).
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const seen = liveEvents;
    try {
      const count = await getUnreadCount();
      if (seen !== liveEvents) continue;
      useNotificationsLive.setState({ count });
      return;
    } catch {
      // The badge keeps its last number; the next event or reconnection loads it again.
      return;
    }
  }
}

/** community.md §4: real-time push is not opened at 980 px or less. */
const pushAllowed = () => typeof window !== 'undefined' && !window.matchMedia(MOBILE_QUERY).matches;

let users = 0;
let stop: (() => void) | null = null;

export function trackNotifications(queryClient: QueryClient): () => void {
  users += 1;
  if (!stop) {
    const refreshLists = () => void queryClient.invalidateQueries({ queryKey: [...notificationKeys.all, 'list'] });
    const stops = [
      onRealtime('notification:new', ({ notification }) => {
        liveEvents += 1;
        if (!BADGE_EXCLUDED_TYPES.includes(notification.notification_type)) useNotificationsLive.setState((s) => ({ count: s.count + 1 }));
        if (pushAllowed()) useNotificationsLive.setState((s) => ({ toasts: addToast(s.toasts, notification, NOTIFICATION_LIMITS.toastsAtOnce) }));
        refreshLists();
      }),
      onRealtime('notification:read', ({ unread_count }) => {
        liveEvents += 1;
        useNotificationsLive.setState({ count: unread_count });
        refreshLists();
      }),
      onRealtime('notification:cancelled', ({ uuids, unread_count }) => {
        liveEvents += 1;
        useNotificationsLive.setState((s) => ({ count: unread_count, toasts: s.toasts.filter((n) => !uuids.includes(n.uuid)) }));
        refreshLists();
      }),
      // Every (re)connection: what arrived while the channel was not open is loaded again.
      onConnectionChange((connected) => {
        useNotificationsLive.setState({ connected });
        if (!connected) return;
        void reloadCount();
        refreshLists();
      }),
      onSessionEnded(() => useNotificationsLive.setState({ count: 0, toasts: [] })),
    ];
    stop = () => stops.forEach((s) => s());
    useNotificationsLive.setState({ connected: isRealtimeConnected() });
    void reloadCount();
    ensureRealtime().catch((err: unknown) => console.warn('[realtime] not loaded', err));
  }
  return () => {
    users -= 1;
    if (users === 0) {
      stop?.();
      stop = null;
    }
  };
}
