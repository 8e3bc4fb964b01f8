// The loaded part of one conversation and how each way of loading changes it (core.md §4 Chat:
// load up (older), down (newer), reload, update, from the local cache). Pure functions: the store
// applies them and the tests pin every flag.
import type { Message } from '@glossa/contract';

export type LoadMode = 'cache' | 'reload' | 'up' | 'down' | 'update' | 'around';

export interface MessageWindow {
  /** Oldest first, unique ids. */
  messages: Message[];
  /** The oldest message of the chat is loaded (nothing more up). */
  allLoadedUp: boolean;
  /** The newest message of the chat is loaded: new messages append live. */
  allLoadedDown: boolean;
  /** Where the messages came from: the browser's copy until the server answered. */
  source: 'empty' | 'cache' | 'server';
}

export const emptyWindow = (): MessageWindow => ({
  messages: [],
  allLoadedUp: false,
  allLoadedDown: false,
  source: 'empty',
});

/** Both lists merged by id, oldest first; `newer` wins for an id in both (an edit, a deletion). */
export function mergeMessages(older: readonly Message[], newer: readonly Message[]): Message[] {
  const byId = new Map<number, Message>();
  for (const m of older) byId.set(m.id, m);
  for (const m of newer) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The cursor of the next page in a direction: the oldest id going up, the newest going down. */
export function cursorOf(window: MessageWindow, direction: 'up' | 'down'): number | undefined {
  const list = window.messages;
  if (!list.length) return undefined;
  return direction === 'up' ? list[0]!.id : list[list.length - 1]!.id;
}

/**
 * The window after a page arrived. `limit` is the page size asked for: a page shorter than it
 * means the end in that direction was reached (the all-loaded flags).
 */
export function applyPage(window: MessageWindow, mode: LoadMode, page: readonly Message[], limit: number): MessageWindow {
  const short = page.length < limit;
  switch (mode) {
    case 'cache':
      // Shown at once while the server is asked; nothing is known about the ends yet.
      return { messages: mergeMessages([], page), allLoadedUp: false, allLoadedDown: false, source: 'cache' };
    case 'reload': {
      // The newest page: the window restarts at the bottom of the chat. Messages that arrived live
      // while the page was on its way (newer than all of it) stay.
      const newest = page[page.length - 1]?.id ?? 0;
      const live = window.messages.filter((m) => m.id > newest);
      return { messages: mergeMessages(page, live), allLoadedUp: short, allLoadedDown: true, source: 'server' };
    }
    case 'up':
      return { ...window, messages: mergeMessages(page, window.messages), allLoadedUp: short, source: 'server' };
    case 'down':
      return { ...window, messages: mergeMessages(window.messages, page), allLoadedDown: short, source: 'server' };
    case 'around':
      // A page around a search result: whole chat if short, else more may lie on both sides.
      return { messages: mergeMessages([], page), allLoadedUp: short, allLoadedDown: short, source: 'server' };
    case 'update': {
      // The newest page again, after a reconnection: new messages, and edits or deletions among the
      // newest. It joins the window only when nothing is missing between them; else it replaces it.
      const newest = window.messages[window.messages.length - 1]?.id;
      const oldestOfPage = page[0]?.id;
      const joins =
        window.source === 'server' &&
        window.allLoadedDown &&
        (short || newest === undefined || (oldestOfPage !== undefined && oldestOfPage <= newest));
      if (!joins) return applyPage(window, 'reload', page, limit);
      const merged = mergeMessages(window.messages, page);
      // Messages of the window newer than the page's oldest but missing from it were deleted for good.
      const pageIds = new Set(page.map((m) => m.id));
      const kept = oldestOfPage === undefined ? merged : merged.filter((m) => m.id < oldestOfPage || pageIds.has(m.id));
      return { ...window, messages: kept, allLoadedUp: window.allLoadedUp || short, source: 'server' };
    }
  }
}

/** A message that arrived live: appended only when the window reaches the newest messages. */
export function addLive(window: MessageWindow, message: Message): MessageWindow {
  // An older part of the chat is shown (a search result): the message loads when scrolling down.
  if (window.source === 'server' && !window.allLoadedDown) return window;
  return { ...window, messages: mergeMessages(window.messages, [message]) };
}

/** An edited or deleted message replaces its copy (if loaded). */
export function replaceMessage(window: MessageWindow, message: Message): MessageWindow {
  if (!window.messages.some((m) => m.id === message.id)) return window;
  return { ...window, messages: window.messages.map((m) => (m.id === message.id ? message : m)) };
}

/** Read receipts: the reader read everything up to `lastReadId`; the other member's messages show it. */
export function markRead(window: MessageWindow, readerUuid: string, lastReadId: number | null, readAt: string): MessageWindow {
  let changed = false;
  const messages = window.messages.map((m) => {
    if (m.author_uuid === readerUuid || m.read_at || (lastReadId !== null && m.id > lastReadId)) return m;
    changed = true;
    return { ...m, read_at: readAt };
  });
  return changed ? { ...window, messages } : window;
}

/** The newest `max` messages, for the browser's copy of the chat. */
export function newestForCache(window: MessageWindow, max: number): Message[] | null {
  if (window.source !== 'server' || !window.allLoadedDown) return null;
  return window.messages.slice(-max);
}
