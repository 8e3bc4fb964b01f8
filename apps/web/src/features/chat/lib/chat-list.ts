// The chat list (core.md §4 Chat: "the chat list ... raise an all-loaded flag when a page returns
// fewer items than the limit") and how live events reorder it. Pure functions for the store.
import type { Chat, FriendshipChangedEvent, Message } from '@glossa/contract';

export interface ChatListState {
  chats: Chat[];
  allLoaded: boolean;
}

/** A page of GET /chat/list: the first one replaces the list, later ones append. */
export function applyChatsPage(state: ChatListState, page: readonly Chat[], limit: number, first: boolean): ChatListState {
  const base = first ? [] : state.chats;
  const seen = new Set(base.map((c) => c.id));
  const local = new Map(state.chats.map((c) => [c.id, c]));
  const fetched = page.filter((c) => !seen.has(c.id)).map((c) => mergeFetched(local.get(c.id), c));
  return { chats: [...base, ...fetched], allLoaded: page.length < limit };
}

/**
 * A chat read from the server, keeping a newer preview that the socket brought while the read was
 * in flight (a page answered before a message was stored must not take its preview back).
 */
export function mergeFetched(local: Chat | undefined, fetched: Chat): Chat {
  const kept = local?.last_message;
  return kept && (!fetched.last_message || kept.id > fetched.last_message.id) ? { ...fetched, last_message: kept } : fetched;
}

/** The cursor of the next page: the last message of the last chat loaded. */
export function nextCursor(state: ChatListState): number | undefined {
  return state.chats[state.chats.length - 1]?.last_message?.id;
}

/** A new message: its chat moves to the top with it as the preview. False when the chat is not loaded. */
export function applyNewMessage(state: ChatListState, chatId: number, message: Message): ChatListState | null {
  const chat = state.chats.find((c) => c.id === chatId);
  if (!chat) return null;
  const newer = !chat.last_message || message.id >= chat.last_message.id;
  const updated: Chat = newer ? { ...chat, last_message: message, is_hidden: false } : chat;
  return { ...state, chats: [updated, ...state.chats.filter((c) => c.id !== chatId)] };
}

/** A chat fetched on its own (first message of a new chat, a hidden chat that came back). */
export function upsertChat(state: ChatListState, fetched: Chat, toTop: boolean): ChatListState {
  const chat = mergeFetched(state.chats.find((c) => c.id === fetched.id), fetched);
  const rest = state.chats.filter((c) => c.id !== chat.id);
  if (toTop) return { ...state, chats: [chat, ...rest] };
  const at = state.chats.findIndex((c) => c.id === chat.id);
  if (at < 0) return { ...state, chats: [...rest, chat] };
  return { ...state, chats: state.chats.map((c) => (c.id === chat.id ? chat : c)) };
}

export function patchChat(state: ChatListState, chatId: number, patch: (chat: Chat) => Chat): ChatListState {
  if (!state.chats.some((c) => c.id === chatId)) return state;
  return { ...state, chats: state.chats.map((c) => (c.id === chatId ? patch(c) : c)) };
}

/** An edited or deleted message that is a chat's preview. */
export function applyChangedMessage(state: ChatListState, chatId: number, message: Message): ChatListState {
  return patchChat(state, chatId, (c) => (c.last_message?.id === message.id ? { ...c, last_message: message } : c));
}

export function removeChats(state: ChatListState, ids: readonly number[]): ChatListState {
  const gone = new Set(ids);
  return { ...state, chats: state.chats.filter((c) => !gone.has(c.id)) };
}

/** The companion of a chat (the first user, core.md §3 Chat). */
export const companionOf = (chat: Chat) => chat.users[0]!;

/** A friendship or block change with a user: every chat with them shows it. */
export function applyFriendship(chat: Chat, event: FriendshipChangedEvent): Chat {
  const companion = companionOf(chat);
  if (companion.uuid !== event.user.uuid) return chat;
  const blocked = event.block.blocked_by_me || event.block.blocked_me;
  return {
    ...chat,
    users: [{ ...companion, friendship_status: event.friendship_status, block: event.block }, ...chat.users.slice(1)],
    access_status: chat.access_status === 'companion_deleted' ? chat.access_status : blocked ? 'blocked' : 'available',
  };
}
