// Live events into the chat state, and the catch-up after the socket was away (core.md §7 realtime):
// new, edited and deleted messages, read receipts, unread counts and friendship changes.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ensureRealtime, onConnectionChange, onRealtime, onResync } from '../../../shared/realtime';
import { chatKeys } from '../api/keys';
import { applyFriendship } from '../lib/chat-list';
import { markRead } from '../lib/message-window';
import { loadChatList } from './list-actions';
import { loadedConversationIds, persistNewest, updateConversation } from './conversation-actions';
import { patchChatEverywhere, setConversation, useChatStore } from './chat-store';
import { acceptChangedMessage, acceptMessage, acceptOwnMessage } from './message-intake';
import { flushAll } from './send-actions';

/** The viewer's uuid as the chat names it (users[1] is the viewer). */
function viewerOf(chatId: number): string | undefined {
  return useChatStore.getState().chats[chatId]?.users[1]?.uuid;
}

export function useChatRealtime(myUuid: string | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let connectedOnce = false;
    ensureRealtime().catch((err: unknown) => console.warn('[chat] realtime not loaded', err));
    const stops = [
      onRealtime('message:new', ({ chat_id, message }) => {
        if (message.author_uuid === (myUuid ?? viewerOf(chat_id))) acceptOwnMessage(chat_id, message);
        else acceptMessage(chat_id, message);
        if (message.type === 'correction') void queryClient.invalidateQueries({ queryKey: chatKeys.corrections(chat_id) });
      }),
      onRealtime('message:edited', ({ chat_id, message }) => acceptChangedMessage(chat_id, message)),
      onRealtime('message:deleted', ({ chat_id, message }) => {
        acceptChangedMessage(chat_id, message);
        if (message.type === 'correction') void queryClient.invalidateQueries({ queryKey: chatKeys.corrections(chat_id) });
      }),
      onRealtime('correction:thanked', ({ chat_id, message }) => {
        acceptChangedMessage(chat_id, message);
        void queryClient.invalidateQueries({ queryKey: chatKeys.corrections(chat_id) });
      }),
      onRealtime('messages:read', ({ chat_id, reader_uuid, last_read_message_id, read_at }) => {
        setConversation(chat_id, (c) => ({ ...c, ...markRead(c, reader_uuid, last_read_message_id, read_at) }));
        persistNewest(chat_id);
        if (reader_uuid === (myUuid ?? viewerOf(chat_id))) patchChatEverywhere(chat_id, (c) => ({ ...c, unread_messages_count: 0 }));
      }),
      onRealtime('chat:unread', ({ chat_id, unread_messages_count }) =>
        patchChatEverywhere(chat_id, (c) => ({ ...c, unread_messages_count })),
      ),
      onRealtime('friendship:changed', (event) => {
        const { chats } = useChatStore.getState();
        for (const chat of Object.values(chats)) {
          if (chat.users[0]?.uuid === event.user.uuid) patchChatEverywhere(chat.id, (c) => applyFriendship(c, event));
        }
        void queryClient.invalidateQueries({ queryKey: chatKeys.friendsAll });
        void queryClient.invalidateQueries({ queryKey: chatKeys.blocked });
        void queryClient.invalidateQueries({ queryKey: chatKeys.companionsAll });
      }),
      onResync(() => {
        // What happened while the socket was away: the list, the open conversations, then our outbox.
        void loadChatList(true);
        loadedConversationIds().forEach((id) => void updateConversation(id));
      }),
      onConnectionChange((connected) => {
        if (!connected) return;
        void flushAll();
        // The first connection too: a message sent between the conversation's HTTP load and the
        // socket's handshake would otherwise wait for the next reconnection.
        if (!connectedOnce) {
          connectedOnce = true;
          loadedConversationIds().forEach((id) => void updateConversation(id));
        }
      }),
    ];
    const online = () => void flushAll();
    window.addEventListener('online', online);
    void flushAll();
    return () => {
      stops.forEach((stop) => stop());
      window.removeEventListener('online', online);
    };
  }, [myUuid, queryClient]);
}
