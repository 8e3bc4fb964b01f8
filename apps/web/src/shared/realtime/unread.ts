// Whether the signed-in user has unread chats (the badge on the chat navigation item): loaded with
// GET /chat-api/chat/are-there-unread-messages, then kept current by `chat:unread` events and
// reloaded after a reconnection. Muted chats do not count (the server leaves them out).
import { create } from 'zustand';
import type { unreadResponse } from '@glossa/contract';
import type { z } from 'zod';
import { api } from '../api';
import { onSessionEnded } from '../session/events';
import { ensureRealtime, onRealtime, onResync } from './index';

interface UnreadState {
  hasUnread: boolean;
  /** Chats with unread messages. */
  count: number;
}

export const useUnreadChats = create<UnreadState>(() => ({ hasUnread: false, count: 0 }));

export async function refreshUnread(): Promise<void> {
  try {
    const answer = await api.get<z.infer<typeof unreadResponse>>('/chat/are-there-unread-messages', {
      base: 'chat',
      silent: true,
    });
    useUnreadChats.setState({ hasUnread: answer.data.has_unread_messages, count: answer.data.unread_chats_count });
  } catch {
    // The badge keeps its last state; the next event or reconnection loads it again.
  }
}

let users = 0;
let stop: (() => void) | null = null;

/** Starts following the unread state (reference-counted); returns the function that stops it. */
export function trackUnread(): () => void {
  users += 1;
  if (!stop) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refreshUnread(), 250);
    };
    const stops = [
      onRealtime('chat:unread', (event) => {
        useUnreadChats.setState({ hasUnread: event.has_unread_messages });
        soon(); // the event tells one chat's count; the number of chats comes from the server
      }),
      onResync(soon),
      onSessionEnded(() => useUnreadChats.setState({ hasUnread: false, count: 0 })),
    ];
    stop = () => {
      clearTimeout(timer);
      stops.forEach((s) => s());
    };
    void refreshUnread();
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
