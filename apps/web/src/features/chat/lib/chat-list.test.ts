import { describe, expect, it } from 'vitest';
import type { Chat, Message } from '@glossa/contract';
import { applyChatsPage, applyChangedMessage, applyFriendship, applyNewMessage, mergeFetched, nextCursor, removeChats, upsertChat } from './chat-list';
import { fakeMessage } from '../../../../test/chat-fixtures';

const ME = 'a0000000-0000-4000-8000-000000000001';
const user = (uuid: string) => ({
  uuid,
  nickname: uuid.slice(0, 4),
  avatar: null,
  active: true,
  friendship_status: null,
  block: { blocked_by_me: false, blocked_me: false },
});
function message(id: number, chatId: number): Message {
  return fakeMessage({ id, chat_id: chatId, author_uuid: ME });
}
function chat(id: number, lastId: number): Chat {
  return {
    id,
    users: [user(`c000000${id}-0000-4000-8000-000000000000`), user(ME)],
    last_message: message(lastId, id),
    unread_messages_count: 0,
    is_muted: false,
    is_hidden: false,
    access_status: 'available',
    created_at: '2026-03-01T00:00:00.000Z',
  };
}
const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => chat(from + i, 1000 - from - i));
const LIMIT = 12;

describe('chat list (core.md §4, §9 chats page 12)', () => {
  it('a full page of 12 leaves more to load; a shorter page raises the all-loaded flag', () => {
    let s = applyChatsPage({ chats: [], allLoaded: false }, page(1, 12), LIMIT, true);
    expect(s.allLoaded).toBe(false);
    expect(nextCursor(s)).toBe(1000 - 12);
    s = applyChatsPage(s, page(13, 5), LIMIT, false);
    expect(s.allLoaded).toBe(true);
    expect(s.chats).toHaveLength(17);
    expect(applyChatsPage({ chats: [], allLoaded: false }, [], LIMIT, true).allLoaded).toBe(true);
  });

  it('a chat moved by a new message meanwhile is not listed twice when the next page has it', () => {
    let s = applyChatsPage({ chats: [], allLoaded: false }, page(1, 12), LIMIT, true);
    s = applyChatsPage(s, [chat(5, 1), ...page(13, 11)], LIMIT, false);
    expect(s.chats.filter((c) => c.id === 5)).toHaveLength(1);
  });

  it('a new message moves its chat to the top with the preview; unknown chats are reported', () => {
    const s = applyChatsPage({ chats: [], allLoaded: true }, page(1, 3), LIMIT, true);
    const moved = applyNewMessage(s, 3, message(5000, 3))!;
    expect(moved.chats.map((c) => c.id)).toEqual([3, 1, 2]);
    expect(moved.chats[0]!.last_message!.id).toBe(5000);
    expect(applyNewMessage(s, 99, message(5001, 99))).toBeNull();
    const edited = applyChangedMessage(moved, 3, { ...message(5000, 3), text: 'changed' });
    expect(edited.chats[0]!.last_message!.text).toBe('changed');
    expect(upsertChat(s, chat(7, 6000), true).chats[0]!.id).toBe(7);
    expect(removeChats(s, [1, 2]).chats.map((c) => c.id)).toEqual([3]);
  });

  it('friendship and block changes reach the companion in the chat', () => {
    const c = chat(1, 10);
    const companion = c.users[0]!;
    const friends = applyFriendship(c, {
      user: { uuid: companion.uuid, nickname: null, avatar: null },
      friendship_id: 4,
      friendship_status: 'accepted',
      block: { blocked_by_me: false, blocked_me: false },
      action: 'accepted',
    });
    expect(friends.users[0]!.friendship_status).toBe('accepted');
    const blocked = applyFriendship(friends, {
      user: { uuid: companion.uuid, nickname: null, avatar: null },
      friendship_id: null,
      friendship_status: null,
      block: { blocked_by_me: false, blocked_me: true },
      action: 'blocked',
    });
    expect(blocked.access_status).toBe('blocked');
    expect(blocked.users[0]!.block.blocked_me).toBe(true);
  });
});

describe('a read that was in flight when a message arrived', () => {
  it('keeps the newer preview the socket brought; takes the server\'s when it is newer', () => {
    const live = applyNewMessage({ chats: [chat(1, 10)], allLoaded: true }, 1, message(11, 1))!;
    // The first page, answered before message 11 was stored, still names 10.
    const reloaded = applyChatsPage(live, [chat(1, 10)], LIMIT, true);
    expect(reloaded.chats[0]!.last_message!.id).toBe(11);
    expect(upsertChat(live, chat(1, 10), true).chats[0]!.last_message!.id).toBe(11);
    expect(mergeFetched(live.chats[0], chat(1, 12)).last_message!.id).toBe(12);
    expect(mergeFetched(undefined, chat(1, 10)).last_message!.id).toBe(10);
  });
});
