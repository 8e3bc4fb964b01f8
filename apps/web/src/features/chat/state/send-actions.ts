// Sending. A text message goes to the browser's outbox first (it survives a reload), then to the
// server; it leaves the outbox once acknowledged. Without a connection it waits and is sent again
// when the socket reconnects or the browser comes online, always with the same client_message_id,
// so the server stores it once (core.md §3 "unsent chat messages"). A refusal (a block, the daily
// new-chat limit, invalid text) marks it failed: the user retries or discards it.
import type { Message } from '@glossa/contract';
import { sendMessage } from '../api/send-message';
import { correctMessage } from '../api/corrections';
import { sendMedia, type MediaKind } from '../api/send-media';
import { newClientMessageId } from '../lib/client-id';
import { allUnsent, addUnsent, removeUnsent, unsentOf, updateUnsent, type UnsentMessage } from '../lib/outbox';
import { errorCode, isTransient } from './errors';
import { refreshChatInfo } from './chat-actions';
import { setUploads, syncUnsent, useChatStore } from './chat-store';
import { acceptOwnMessage } from './message-intake';

const flushing = new Set<number>();
const again = new Set<number>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** What a refusal means for the chat, besides the failed mark. */
function onRefused(chatId: number, code: string | null): void {
  if (code === 'FREE_CHAT_LIMIT_EXCEEDED') useChatStore.setState({ limitReached: chatId });
  // A block: the chat page says nothing (core.md §8), the conversation shows the blocked state.
  if (code === 'USERS_HAVE_RELATION') void refreshChatInfo(chatId);
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushAll(), 5000);
}

/** Sends a chat's pending messages in order, one at a time. */
export async function flushChat(chatId: number): Promise<void> {
  if (flushing.has(chatId)) {
    again.add(chatId);
    return;
  }
  flushing.add(chatId);
  try {
    for (;;) {
      const next = unsentOf(chatId).find((m) => m.state === 'pending');
      if (!next) break;
      // The browser says it is offline: wait for its 'online' event rather than try (an open
      // socket may not have noticed yet, and would only time out).
      if (!navigator.onLine) break;
      try {
        const message = next.correction
          ? await correctMessage(next.correction.message_id, {
              client_message_id: next.client_message_id,
              corrected_text: next.correction.corrected_text,
              ...(next.text.trim() ? { comment: next.text.trim() } : {}),
            })
          : await sendMessage(chatId, {
              client_message_id: next.client_message_id,
              text: next.text,
              ...(next.quote_message_id ? { quote_message_id: next.quote_message_id } : {}),
            });
        removeUnsent(next.client_message_id);
        acceptOwnMessage(chatId, message);
      } catch (err) {
        if (isTransient(err)) {
          scheduleRetry();
          break;
        }
        const code = errorCode(err);
        updateUnsent(next.client_message_id, { state: 'failed', error: code ?? 'ERROR' });
        onRefused(chatId, code);
      } finally {
        syncUnsent(chatId);
      }
    }
  } finally {
    flushing.delete(chatId);
    if (again.delete(chatId)) void flushChat(chatId);
  }
}

/** Every chat with pending messages (after a reconnection, coming online, a reload). */
export function flushAll(): Promise<void> {
  const chats = new Set(allUnsent().filter((m) => m.state === 'pending').map((m) => m.chat_id));
  return Promise.all([...chats].map(flushChat)).then(() => undefined);
}

export interface Outgoing {
  text: string;
  quote?: Message;
  /** A correction of the companion's message; `text` is then the optional comment. */
  correction?: { message: Message; corrected_text: string };
}

export function sendText(chatId: number, outgoing: Outgoing): void {
  const entry: UnsentMessage = {
    client_message_id: newClientMessageId(),
    chat_id: chatId,
    text: outgoing.text,
    created_at: new Date().toISOString(),
    state: 'pending',
  };
  if (outgoing.quote) {
    entry.quote_message_id = outgoing.quote.id;
    entry.quote = {
      id: outgoing.quote.id,
      author_uuid: outgoing.quote.author_uuid,
      text: outgoing.quote.text,
      type: outgoing.quote.type,
      deleted: Boolean(outgoing.quote.deleted_at),
    };
  }
  if (outgoing.correction) {
    entry.correction = {
      message_id: outgoing.correction.message.id,
      original_text: outgoing.correction.message.text,
      corrected_text: outgoing.correction.corrected_text,
    };
  }
  addUnsent(entry);
  syncUnsent(chatId);
  void flushChat(chatId);
}

export function retryUnsent(chatId: number, clientMessageId: string): void {
  updateUnsent(clientMessageId, { state: 'pending', error: undefined });
  if (useChatStore.getState().limitReached === chatId) useChatStore.setState({ limitReached: null });
  syncUnsent(chatId);
  void flushChat(chatId);
}

export function discardUnsent(chatId: number, clientMessageId: string): void {
  removeUnsent(clientMessageId);
  syncUnsent(chatId);
}

/** An image or a voice message (friends only). Kept in memory while it uploads; a failure can be retried. */
export function sendFile(chatId: number, kind: MediaKind, file: Blob, fileName: string): void {
  const upload = {
    client_message_id: newClientMessageId(),
    kind,
    previewUrl: URL.createObjectURL(file),
    progress: 0,
    state: 'sending' as const,
    file,
    fileName,
  };
  setUploads(chatId, (list) => [...list, upload]);
  void runUpload(chatId, upload.client_message_id);
}

async function runUpload(chatId: number, clientMessageId: string): Promise<void> {
  const upload = useChatStore.getState().uploads[chatId]?.find((u) => u.client_message_id === clientMessageId);
  if (!upload) return;
  const patch = (p: Partial<typeof upload>) =>
    setUploads(chatId, (list) => list.map((u) => (u.client_message_id === clientMessageId ? { ...u, ...p } : u)));
  patch({ state: 'sending', error: undefined, progress: 0 });
  try {
    const message = await sendMedia(chatId, upload.kind, upload.file, {
      clientMessageId,
      fileName: upload.fileName,
      onProgress: (progress) => patch({ progress }),
    });
    acceptOwnMessage(chatId, message);
    URL.revokeObjectURL(upload.previewUrl);
    setUploads(chatId, (list) => list.filter((u) => u.client_message_id !== clientMessageId));
  } catch (err) {
    const code = errorCode(err);
    patch({ state: 'failed', error: code ?? 'NETWORK_ERROR' });
    onRefused(chatId, code);
  }
}

export const retryUpload = (chatId: number, clientMessageId: string) => void runUpload(chatId, clientMessageId);

export function discardUpload(chatId: number, clientMessageId: string): void {
  setUploads(chatId, (list) =>
    list.filter((u) => {
      if (u.client_message_id !== clientMessageId) return true;
      URL.revokeObjectURL(u.previewUrl);
      return false;
    }),
  );
}
