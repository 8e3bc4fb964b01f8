// Unsent chat messages (core.md §3 "unsent chat messages"), per chat, kept in this browser until the
// server acknowledged them. Each keeps its client_message_id: sending it again after a reload, a
// lost acknowledgement or a reconnection can never make a second message.
import type { Message } from '@glossa/contract';
import { readUserSetting, writeUserSetting } from '../../../shared/session/user-data';

const KEY = 'chat-unsent';

export interface UnsentMessage {
  client_message_id: string;
  chat_id: number;
  text: string;
  quote_message_id?: number;
  /** What the quote shows while the message waits (the server fills the real one). */
  quote?: Message['quote'];
  /** A correction of the companion's message (then `text` is the optional comment). */
  correction?: { message_id: number; original_text: string; corrected_text: string };
  /** When it was written (ISO 8601). */
  created_at: string;
  /** 'pending' is sent again at every chance; 'failed' waits for the user (the server refused it). */
  state: 'pending' | 'failed';
  /** The server's error code for a failed message. */
  error?: string;
}

type Outbox = Record<string, UnsentMessage[]>;

const read = (): Outbox => readUserSetting<Outbox>(KEY) ?? {};

function write(outbox: Outbox): void {
  for (const key of Object.keys(outbox)) if (!outbox[key]!.length) delete outbox[key];
  writeUserSetting(KEY, outbox);
}

export function unsentOf(chatId: number): UnsentMessage[] {
  return read()[chatId] ?? [];
}

export function allUnsent(): UnsentMessage[] {
  return Object.values(read()).flat();
}

export function addUnsent(message: UnsentMessage): void {
  const outbox = read();
  const list = (outbox[message.chat_id] ??= []);
  if (!list.some((m) => m.client_message_id === message.client_message_id)) list.push(message);
  write(outbox);
}

export function updateUnsent(clientMessageId: string, patch: Partial<Pick<UnsentMessage, 'state' | 'error'>>): void {
  const outbox = read();
  for (const list of Object.values(outbox)) {
    const at = list.findIndex((m) => m.client_message_id === clientMessageId);
    if (at >= 0) list[at] = { ...list[at]!, ...patch };
  }
  write(outbox);
}

/** The server has it (acknowledged, or it came back as an event): no longer unsent. */
export function removeUnsent(clientMessageId: string): void {
  const outbox = read();
  for (const key of Object.keys(outbox)) outbox[key] = outbox[key]!.filter((m) => m.client_message_id !== clientMessageId);
  write(outbox);
}
