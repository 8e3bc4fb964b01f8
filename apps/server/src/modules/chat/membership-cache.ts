// Remembers the membership of started chats for sends. Membership of a started chat never changes
// (1:1 chats, members fixed, started stays started), so the hot send path is then one statement.
// The lookup itself is shared by concurrent sends (a burst after a restart makes one query per chat
// and member, not one per message). At most MAX_ENTRIES are kept, the oldest dropped first.
import type { Viewer } from '../../platform/auth/viewer';
import type { MemberChat } from './repository';

const MAX_ENTRIES = 100_000;

export function createMembershipCache(lookup: (viewer: Viewer, chatId: number) => Promise<MemberChat>) {
  const started = new Map<string, Promise<MemberChat>>();
  const keyOf = (chatId: number, userId: number) => `${chatId}:${userId}`;

  return {
    /** The member's view of the chat: remembered once the chat is started; a failed lookup is not. */
    get(viewer: Viewer, chatId: number): Promise<MemberChat> {
      const key = keyOf(chatId, viewer.id);
      const hit = started.get(key);
      if (hit) return hit;
      if (started.size >= MAX_ENTRIES) started.delete(started.keys().next().value!);
      const pending = lookup(viewer, chatId);
      started.set(key, pending);
      pending.then(
        (mc) => {
          if (!mc.chat.startedAt && started.get(key) === pending) started.delete(key);
        },
        () => {
          if (started.get(key) === pending) started.delete(key);
        },
      );
      return pending;
    },

    /** Forgets a membership (a member account removed for good since it was remembered). */
    forget(chatId: number, userId: number): void {
      started.delete(keyOf(chatId, userId));
    },
  };
}
