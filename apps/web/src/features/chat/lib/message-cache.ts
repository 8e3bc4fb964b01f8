// The browser's copy of each chat's newest messages (core.md §4 "load ... from the local cache",
// §9 "cached chat messages: up to 30"): a chat opens at once with them while the server is asked.
// Only the most recently used chats are kept, so the copy stays small.
import type { Message } from '@glossa/contract';
import { LIMITS } from '@glossa/contract/constants';
import { readUserSetting, writeUserSetting } from '../../../shared/session/user-data';

const KEY = 'chat-messages';
/** How many chats keep a copy. */
export const CACHED_CHATS = 20;

type Cache = Record<string, { at: number; messages: Message[] }>;

export function readCachedMessages(chatId: number): Message[] {
  return readUserSetting<Cache>(KEY)?.[chatId]?.messages ?? [];
}

export function writeCachedMessages(chatId: number, messages: readonly Message[], now = Date.now()): void {
  const cache = readUserSetting<Cache>(KEY) ?? {};
  cache[chatId] = { at: now, messages: messages.slice(-LIMITS.cachedChatMessages) };
  const keep = Object.entries(cache)
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, CACHED_CHATS);
  writeUserSetting(KEY, Object.fromEntries(keep));
}
