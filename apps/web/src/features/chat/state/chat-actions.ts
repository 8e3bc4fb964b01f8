// Actions on chats, messages and companions from the chat screen. Failures of chat API calls show
// the chat error banner (the API client suppresses its own for chat and messages URLs, core.md §8);
// USERS_HAVE_RELATION is rejected silently on the chat page.
import type { Chat, Message } from '@glossa/contract';
import { alerts } from '../../../shared/alerts/store';
import { getChatInfo } from '../api/get-chat-info';
import { hideChats, readAllMessages, setChatMuted } from '../api/chat-actions';
import { deleteMessage, editMessage, forwardMessages } from '../api/message-actions';
import { blockUser, unblockUser } from '../api/blocking';
import { friendAction, type FriendAction } from '../api/friends';
import { newClientMessageId } from '../lib/client-id';
import { companionOf, removeChats } from '../lib/chat-list';
import { markRead } from '../lib/message-window';
import { errorCode } from './errors';
import { patchChatEverywhere, rememberChat, setConversation, useChatStore } from './chat-store';
import { acceptChangedMessage, acceptMessage } from './message-intake';

function showFailure(err: unknown, key = 'chat:errors.action_failed'): void {
  const code = errorCode(err);
  if (code === 'USERS_HAVE_RELATION') return;
  if (code === 'FRIENDS_REQUEST_NOT_FOUND_EXCEPTION') return;
  alerts.showError('chat', { messageKey: key, tone: 'error' });
}

export async function refreshChatInfo(chatId: number): Promise<Chat | null> {
  try {
    const chat = await getChatInfo(chatId);
    rememberChat(chat);
    return chat;
  } catch {
    return null;
  }
}

const reading = new Set<number>();

/** Marks every message of the chat read (core.md §4: the unread count becomes 0). */
export async function markAllRead(chatId: number): Promise<void> {
  if (reading.has(chatId)) return;
  reading.add(chatId);
  try {
    await readAllMessages(chatId);
    patchChatEverywhere(chatId, (c) => ({ ...c, unread_messages_count: 0 }));
    // The companion's messages are read now (the server's event says the same a moment later).
    const me = useChatStore.getState().chats[chatId]?.users[1]?.uuid;
    if (me) setConversation(chatId, (c) => ({ ...c, ...markRead(c, me, null, new Date().toISOString()) }));
  } catch {
    // Nothing to show: the next visit reads them again.
  } finally {
    reading.delete(chatId);
  }
}

export async function toggleMute(chat: Chat): Promise<void> {
  try {
    rememberChat(await setChatMuted(chat.id, !chat.is_muted));
  } catch (err) {
    showFailure(err);
  }
}

/** Hides chats until their next message (core.md §4 "hidden (removed from the list)"). */
export async function hideChat(chatId: number): Promise<boolean> {
  try {
    await hideChats([chatId]);
    useChatStore.setState((s) => ({ list: { ...s.list, ...removeChats(s.list, [chatId]) } }));
    return true;
  } catch (err) {
    showFailure(err);
    return false;
  }
}

export async function saveEdit(chatId: number, message: Message, text: string): Promise<boolean> {
  try {
    acceptChangedMessage(chatId, await editMessage(message.id, text));
    return true;
  } catch (err) {
    showFailure(err, 'chat:errors.edit_failed');
    return false;
  }
}

export async function removeMessage(chatId: number, message: Message): Promise<void> {
  try {
    acceptChangedMessage(chatId, await deleteMessage(message.id));
  } catch (err) {
    showFailure(err, 'chat:errors.delete_failed');
  }
}

/** Forwards up to 20 messages to a chat; resolves true when they were sent. */
export async function forward(targetChatId: number, messages: Message[]): Promise<boolean> {
  try {
    const sent = await forwardMessages(
      targetChatId,
      messages.map((m) => m.id),
      newClientMessageId(),
    );
    for (const message of sent) acceptMessage(targetChatId, message);
    return true;
  } catch (err) {
    const code = errorCode(err);
    if (code === 'CHAT_MEDIA_FRIENDS_ONLY') alerts.showError('chat', { messageKey: 'chat:errors.media_friends_only', tone: 'error' });
    else showFailure(err, 'chat:errors.forward_failed');
    return false;
  }
}

/** Friend requests from the chat: the relation the server answers is applied to the chat at once. */
export async function changeFriendship(chat: Chat, action: FriendAction): Promise<void> {
  const companion = companionOf(chat);
  try {
    const relation = await friendAction(companion.uuid, action);
    patchChatEverywhere(chat.id, (c) => ({
      ...c,
      users: [{ ...companionOf(c), friendship_status: relation.friendship_status, block: relation.block }, ...c.users.slice(1)],
    }));
  } catch (err) {
    // The request is gone (the other side answered meanwhile): show the relation as it is now.
    if (errorCode(err) === 'FRIENDS_REQUEST_NOT_FOUND_EXCEPTION') void refreshChatInfo(chat.id);
    showFailure(err);
  }
}

export async function setBlocked(chat: Chat, blocked: boolean): Promise<void> {
  const companion = companionOf(chat);
  try {
    const relation = await (blocked ? blockUser(companion.uuid) : unblockUser(companion.uuid));
    const isBlocked = relation.block.blocked_by_me || relation.block.blocked_me;
    patchChatEverywhere(chat.id, (c) => ({
      ...c,
      access_status: c.access_status === 'companion_deleted' ? c.access_status : isBlocked ? 'blocked' : 'available',
      users: [{ ...companionOf(c), friendship_status: relation.friendship_status, block: relation.block }, ...c.users.slice(1)],
    }));
  } catch (err) {
    showFailure(err);
  }
}

/** The unread count a chat shows (list entry or the chat opened directly). */
export function unreadOf(chatId: number): number {
  return useChatStore.getState().chats[chatId]?.unread_messages_count ?? 0;
}

