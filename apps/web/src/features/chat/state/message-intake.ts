// A message arrived (a live event, or the acknowledgement of our own send): into the conversation if
// it is loaded at the bottom, and into the list (its chat moves to the top).
import type { Message } from '@glossa/contract';
import { removeUnsent } from '../lib/outbox';
import { addLive, replaceMessage } from '../lib/message-window';
import { applyChangedMessage, applyNewMessage } from '../lib/chat-list';
import { bringChatToTop } from './list-actions';
import { persistNewest } from './conversation-actions';
import { setConversation, syncUnsent, useChatStore } from './chat-store';

export function acceptMessage(chatId: number, message: Message): void {
  const state = useChatStore.getState();
  if (state.conversations[chatId] && state.conversations[chatId].source !== 'empty') {
    setConversation(chatId, (c) => ({ ...c, ...addLive(c, message) }));
    persistNewest(chatId);
  }
  const known = state.chats[chatId];
  const moved = applyNewMessage(state.list, chatId, message);
  useChatStore.setState((s) => ({
    list: moved ? { ...s.list, ...moved } : s.list,
    chats:
      known && (!known.last_message || known.last_message.id <= message.id)
        ? { ...s.chats, [chatId]: { ...known, last_message: message, is_hidden: false } }
        : s.chats,
  }));
  if (!moved && state.list.status === 'ready') void bringChatToTop(chatId);
}

/** Our own message, acknowledged or echoed by the server: it is no longer unsent. */
export function acceptOwnMessage(chatId: number, message: Message): void {
  removeUnsent(message.client_message_id);
  syncUnsent(chatId);
  acceptMessage(chatId, message);
}

/** An edit or a deletion. */
export function acceptChangedMessage(chatId: number, message: Message): void {
  setConversation(chatId, (c) => ({ ...c, ...replaceMessage(c, message) }));
  persistNewest(chatId);
  useChatStore.setState((s) => {
    const known = s.chats[chatId];
    return {
      list: { ...s.list, ...applyChangedMessage(s.list, chatId, message) },
      chats: known?.last_message?.id === message.id ? { ...s.chats, [chatId]: { ...known, last_message: message } } : s.chats,
    };
  });
}
