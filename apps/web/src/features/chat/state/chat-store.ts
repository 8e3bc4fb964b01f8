// The chat screen's state: the chat list, the loaded window of each opened conversation, the chats
// opened on their own (a new chat has no place in the list yet), unsent messages and uploads.
// Live events change it in place (realtime-sync.ts), so it is a store rather than query caches.
import { create } from 'zustand';
import type { Chat, Message } from '@glossa/contract';
import { emptyWindow, type LoadMode, type MessageWindow } from '../lib/message-window';
import type { ChatListState } from '../lib/chat-list';
import { unsentOf, type UnsentMessage } from '../lib/outbox';
import { onSessionEnded } from '../../../shared/session/events';
import { readAllDrafts, writeDraft } from '../lib/drafts';

export interface ConversationState extends MessageWindow {
  /** What is being loaded now (one load at a time per conversation). */
  loading: LoadMode | null;
  /** The last load failed (a retry button shows). */
  failed: boolean;
  /** A message to bring into view and mark (a search result). */
  highlightId: number | null;
}

export interface Upload {
  client_message_id: string;
  kind: 'image' | 'audio';
  /** blob: URL of the picked image or the recording, shown while it uploads. */
  previewUrl: string;
  progress: number;
  state: 'sending' | 'failed';
  error?: string;
  file: Blob;
  fileName: string;
}

export interface ChatStoreState {
  list: ChatListState & { status: 'idle' | 'loading' | 'ready' | 'error'; loadingMore: boolean };
  /** Chats as last seen, by id (the list's and the ones opened directly). */
  chats: Record<number, Chat>;
  conversations: Record<number, ConversationState>;
  unsent: Record<number, UnsentMessage[]>;
  uploads: Record<number, Upload[]>;
  /** The chat whose first message hit the daily new-chat limit (a notice with the Plus hint). */
  limitReached: number | null;
  /** Drafts per chat (mirrors the browser's copy, lib/drafts.ts). */
  drafts: Record<number, string>;
}

export const useChatStore = create<ChatStoreState>(() => ({
  list: { chats: [], allLoaded: false, status: 'idle', loadingMore: false },
  chats: {},
  conversations: {},
  unsent: {},
  uploads: {},
  limitReached: null,
  drafts: typeof window === 'undefined' ? {} : readAllDrafts(),
}));

export const emptyConversation = (): ConversationState => ({ ...emptyWindow(), loading: null, failed: false, highlightId: null });

export function conversationOf(chatId: number): ConversationState {
  return useChatStore.getState().conversations[chatId] ?? emptyConversation();
}

export function setConversation(chatId: number, update: (c: ConversationState) => ConversationState): void {
  useChatStore.setState((s) => ({
    conversations: { ...s.conversations, [chatId]: update(s.conversations[chatId] ?? emptyConversation()) },
  }));
}

/** Remembers a chat as the server described it, in the map and in the list. */
export function rememberChat(chat: Chat): void {
  useChatStore.setState((s) => ({
    chats: { ...s.chats, [chat.id]: chat },
    list: s.list.chats.some((c) => c.id === chat.id)
      ? { ...s.list, chats: s.list.chats.map((c) => (c.id === chat.id ? chat : c)) }
      : s.list,
  }));
}

/** Changes a chat wherever it is kept. */
export function patchChatEverywhere(chatId: number, patch: (chat: Chat) => Chat): void {
  useChatStore.setState((s) => {
    const known = s.chats[chatId];
    return {
      chats: known ? { ...s.chats, [chatId]: patch(known) } : s.chats,
      list: { ...s.list, chats: s.list.chats.map((c) => (c.id === chatId ? patch(c) : c)) },
    };
  });
}

/** Re-reads a chat's unsent messages from the browser's outbox into the store. */
export function syncUnsent(chatId: number): void {
  useChatStore.setState((s) => ({ unsent: { ...s.unsent, [chatId]: unsentOf(chatId) } }));
}

export function setUploads(chatId: number, update: (list: Upload[]) => Upload[]): void {
  useChatStore.setState((s) => ({ uploads: { ...s.uploads, [chatId]: update(s.uploads[chatId] ?? []) } }));
}

/** Everything of the signed-in user goes when the session ends. */
export function resetChatStore(): void {
  for (const list of Object.values(useChatStore.getState().uploads)) list.forEach((u) => URL.revokeObjectURL(u.previewUrl));
  useChatStore.setState({
    list: { chats: [], allLoaded: false, status: 'idle', loadingMore: false },
    chats: {},
    conversations: {},
    unsent: {},
    uploads: {},
    limitReached: null,
    drafts: {},
  });
}

export function draftOf(chatId: number): string {
  return useChatStore.getState().drafts[chatId] ?? '';
}

export function saveDraft(chatId: number, text: string): void {
  writeDraft(chatId, text);
  useChatStore.setState((s) => ({ drafts: { ...s.drafts, [chatId]: text.trim() ? text : '' } }));
}

export type { Chat, Message };

// However the session ends, nothing of this user stays on screen for the next one.
onSessionEnded(resetChatStore);
