// Unpublished message drafts, per chat (core.md §3 "per-user chat settings"), kept in this browser
// under the per-user prefix, so logout clears them.
import { readUserSetting, writeUserSetting } from '../../../shared/session/user-data';

const KEY = 'chat-drafts';
type Drafts = Record<string, string>;

const read = (): Drafts => readUserSetting<Drafts>(KEY) ?? {};

export function readDraft(chatId: number): string {
  return read()[chatId] ?? '';
}

/** Stores the draft of a chat; an empty (or blank) text removes it. */
export function writeDraft(chatId: number, text: string): void {
  const drafts = read();
  if (text.trim()) drafts[chatId] = text;
  else delete drafts[chatId];
  writeUserSetting(KEY, drafts);
}

/** Chats with a draft (the list marks them). */
export function draftChatIds(): number[] {
  return Object.keys(read()).map(Number);
}

/** Every draft, by chat id. */
export function readAllDrafts(): Record<number, string> {
  return Object.fromEntries(Object.entries(read()).map(([id, text]) => [Number(id), text]));
}
