// Loading a conversation's messages (core.md §4 Chat): from the local cache at once, reload (the
// newest 30), up (older), down (newer), update (after a reconnection) and around a search result.
import { LIMITS } from '@glossa/contract/constants';
import { isApiError } from '../../../shared/api';
import { getMessages } from '../api/get-messages';
import { getMessagesAround } from '../api/get-messages-around';
import { readCachedMessages, writeCachedMessages } from '../lib/message-cache';
import { applyPage, cursorOf, newestForCache, type LoadMode } from '../lib/message-window';
import { conversationOf, rememberChat, setConversation, syncUnsent, useChatStore } from './chat-store';

const LIMIT = LIMITS.messagesPage;

/** Keeps the browser's copy of the newest 30 messages after every change at the bottom. */
export function persistNewest(chatId: number): void {
  const newest = newestForCache(conversationOf(chatId), LIMITS.cachedChatMessages);
  if (newest) writeCachedMessages(chatId, newest);
}

async function load(chatId: number, mode: Exclude<LoadMode, 'cache' | 'around'>): Promise<void> {
  const current = conversationOf(chatId);
  if (current.loading) return;
  if (mode === 'up' && current.allLoadedUp) return;
  if (mode === 'down' && current.allLoadedDown) return;
  const cursor = mode === 'up' || mode === 'down' ? cursorOf(current, mode) : undefined;
  setConversation(chatId, (c) => ({ ...c, loading: mode, failed: false }));
  try {
    const page = await getMessages(chatId, {
      direction: mode === 'down' ? 'down' : 'up',
      lastMessageId: cursor,
    });
    rememberChat(page.chat);
    setConversation(chatId, (c) => ({ ...applyPage(c, mode, page.messages, LIMIT), loading: null, failed: false, highlightId: mode === 'reload' ? null : c.highlightId }));
    persistNewest(chatId);
  } catch (err) {
    setConversation(chatId, (c) => ({ ...c, loading: null, failed: !(isApiError(err) && err.isCancelled) }));
    throw err;
  }
}

const quiet = (work: Promise<void>) => work.catch(() => undefined);

/** Opening a chat: the cached copy shows at once, then the newest page from the server. */
export function openConversation(chatId: number): Promise<void> {
  const current = conversationOf(chatId);
  syncUnsent(chatId);
  if (current.source === 'empty') {
    const cached = readCachedMessages(chatId);
    if (cached.length) setConversation(chatId, (c) => ({ ...c, ...applyPage(c, 'cache', cached, LIMIT) }));
    return quiet(load(chatId, 'reload'));
  }
  // Seen before in this visit: catch up with what came meanwhile.
  return quiet(load(chatId, current.allLoadedDown ? 'update' : 'reload'));
}

export const loadOlder = (chatId: number) => quiet(load(chatId, 'up'));
export const loadNewer = (chatId: number) => quiet(load(chatId, 'down'));
export const reloadConversation = (chatId: number) => quiet(load(chatId, 'reload'));
export const updateConversation = (chatId: number) => quiet(load(chatId, conversationOf(chatId).allLoadedDown ? 'update' : 'reload'));

/** Opens a search result: the messages around it, with it marked. */
export async function jumpToMessage(chatId: number, messageId: number): Promise<void> {
  const current = conversationOf(chatId);
  if (current.messages.some((m) => m.id === messageId)) {
    setConversation(chatId, (c) => ({ ...c, highlightId: messageId }));
    return;
  }
  setConversation(chatId, (c) => ({ ...c, loading: 'around' }));
  try {
    const page = await getMessagesAround(chatId, messageId);
    setConversation(chatId, (c) => ({ ...applyPage(c, 'around', page, LIMIT), loading: null, failed: false, highlightId: messageId }));
  } catch {
    setConversation(chatId, (c) => ({ ...c, loading: null }));
  }
}

export function clearHighlight(chatId: number): void {
  if (conversationOf(chatId).highlightId !== null) setConversation(chatId, (c) => ({ ...c, highlightId: null }));
}

/** Conversations open in this tab (for the catch-up after a reconnection). */
export function loadedConversationIds(): number[] {
  return Object.entries(useChatStore.getState().conversations)
    .filter(([, c]) => c.source === 'server')
    .map(([id]) => Number(id));
}
