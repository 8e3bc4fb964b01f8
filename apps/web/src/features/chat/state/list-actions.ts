// Loading the chat list: the first page (12), then more from the cursor until a short page.
import { LIMITS } from '@glossa/contract/constants';
import { isApiError } from '../../../shared/api';
import { getChats } from '../api/get-chats';
import { getChatInfo } from '../api/get-chat-info';
import { applyChatsPage, mergeFetched, nextCursor, upsertChat } from '../lib/chat-list';
import { useChatStore } from './chat-store';

function rememberAll(chats: { id: number }[]) {
  const s = useChatStore.getState();
  const map = { ...s.chats };
  for (const chat of chats as (typeof map)[number][]) map[chat.id] = mergeFetched(map[chat.id], chat);
  return map;
}

export async function loadChatList(first: boolean): Promise<void> {
  const { list } = useChatStore.getState();
  if (first ? list.status === 'loading' : list.loadingMore || list.allLoaded || list.status !== 'ready') return;
  useChatStore.setState((s) => ({ list: first ? { ...s.list, status: 'loading' } : { ...s.list, loadingMore: true } }));
  try {
    const page = await getChats(first ? undefined : nextCursor(list));
    useChatStore.setState((s) => {
      const next = applyChatsPage(s.list, page, LIMITS.chatsPage, first);
      return { list: { ...next, status: 'ready', loadingMore: false }, chats: rememberAll(page) };
    });
  } catch (err) {
    if (isApiError(err) && err.isCancelled) return;
    useChatStore.setState((s) => ({ list: first ? { ...s.list, status: 'error' } : { ...s.list, loadingMore: false } }));
  }
}

/** A chat that is not in the list got a message (a new chat, a hidden one, one beyond the pages). */
export async function bringChatToTop(chatId: number): Promise<void> {
  try {
    const chat = await getChatInfo(chatId);
    useChatStore.setState((s) => ({ list: { ...s.list, ...upsertChat(s.list, chat, true) }, chats: { ...s.chats, [chat.id]: mergeFetched(s.chats[chat.id], chat) } }));
  } catch {
    // The list shows it at the next reload.
  }
}
