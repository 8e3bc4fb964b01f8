import { describe, expect, it } from 'vitest';
import type { Message } from '@glossa/contract';
import { addLive, applyPage, cursorOf, emptyWindow, markRead, mergeMessages, newestForCache, replaceMessage, type MessageWindow } from './message-window';
import { fakeMessage } from '../../../../test/chat-fixtures';

const A = 'a0000000-0000-4000-8000-000000000001';
const B = 'b0000000-0000-4000-8000-000000000002';

function msg(id: number, over: Partial<Message> = {}): Message {
  return fakeMessage({ id, author_uuid: id % 2 ? A : B, created_at: new Date(Date.UTC(2026, 2, 1, 0, id)).toISOString(), ...over });
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => msg(from + i));
const ids = (w: MessageWindow) => w.messages.map((m) => m.id);
const LIMIT = 30;

describe('message window paging (core.md §4 Chat, §9 messages page 30)', () => {
  it('reload: the newest page; a full page leaves older ones to load, a short one means all loaded', () => {
    const full = applyPage(emptyWindow(), 'reload', range(71, 100), LIMIT);
    expect(full).toMatchObject({ allLoadedUp: false, allLoadedDown: true, source: 'server' });
    expect(ids(full)).toHaveLength(30);
    const short = applyPage(emptyWindow(), 'reload', range(1, 12), LIMIT);
    expect(short.allLoadedUp).toBe(true);
    expect(applyPage(emptyWindow(), 'reload', [], LIMIT).allLoadedUp).toBe(true);
  });

  it('up: older pages go in front until a short page raises allLoadedUp', () => {
    let w = applyPage(emptyWindow(), 'reload', range(41, 70), LIMIT);
    expect(cursorOf(w, 'up')).toBe(41);
    w = applyPage(w, 'up', range(11, 40), LIMIT);
    expect(w.allLoadedUp).toBe(false);
    expect(ids(w)[0]).toBe(11);
    w = applyPage(w, 'up', range(1, 10), LIMIT);
    expect(w.allLoadedUp).toBe(true);
    expect(ids(w)).toEqual(range(1, 70).map((m) => m.id));
    expect(w.allLoadedDown).toBe(true);
  });

  it('around a search result, then down: allLoadedDown only when a short page arrives', () => {
    let w = applyPage(emptyWindow(), 'around', range(20, 49), LIMIT);
    expect(w).toMatchObject({ allLoadedUp: false, allLoadedDown: false });
    expect(cursorOf(w, 'down')).toBe(49);
    w = applyPage(w, 'down', range(50, 79), LIMIT);
    expect(w.allLoadedDown).toBe(false);
    w = applyPage(w, 'down', range(80, 85), LIMIT);
    expect(w.allLoadedDown).toBe(true);
    expect(ids(w).at(-1)).toBe(85);
    // A short page around a message is the whole chat.
    expect(applyPage(emptyWindow(), 'around', range(1, 9), LIMIT)).toMatchObject({ allLoadedUp: true, allLoadedDown: true });
  });

  it('cache: shown at once, both ends unknown until the server answers', () => {
    const w = applyPage(emptyWindow(), 'cache', range(71, 100), LIMIT);
    expect(w).toMatchObject({ source: 'cache', allLoadedUp: false, allLoadedDown: false });
    const fresh = applyPage(w, 'reload', range(72, 101), LIMIT);
    expect(ids(fresh)).toEqual(range(72, 101).map((m) => m.id));
    expect(fresh.source).toBe('server');
  });

  it('update: joins the window when contiguous, applying edits and deletions among the newest', () => {
    let w = applyPage(emptyWindow(), 'reload', range(51, 80), LIMIT);
    w = applyPage(w, 'up', range(21, 50), LIMIT);
    const page = [...range(61, 80).map((m) => (m.id === 70 ? { ...m, text: 'edited', edited_at: m.created_at } : m)), ...range(81, 90)];
    const updated = applyPage(w, 'update', page, LIMIT);
    expect(ids(updated)[0]).toBe(21);
    expect(ids(updated).at(-1)).toBe(90);
    expect(updated.messages.find((m) => m.id === 70)?.text).toBe('edited');
    expect(updated.allLoadedUp).toBe(false);
  });

  it('update after a long absence (a gap): replaces the window like a reload', () => {
    const w = applyPage(emptyWindow(), 'reload', range(1, 30), LIMIT);
    const updated = applyPage(w, 'update', range(71, 100), LIMIT);
    expect(ids(updated)[0]).toBe(71);
    expect(updated).toMatchObject({ allLoadedUp: false, allLoadedDown: true });
  });

  it('reload keeps messages that arrived live while the page was on its way', () => {
    let w = applyPage(emptyWindow(), 'cache', range(1, 10), LIMIT);
    w = addLive(w, msg(12));
    w = applyPage(w, 'reload', range(1, 11), LIMIT);
    expect(ids(w)).toEqual([...range(1, 11).map((m) => m.id), 12]);
  });

  it('live messages append at the bottom, but not while an older part of the chat is shown', () => {
    const bottom = applyPage(emptyWindow(), 'reload', range(1, 5), LIMIT);
    expect(ids(addLive(bottom, msg(6)))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(addLive(addLive(bottom, msg(6)), msg(6)))).toHaveLength(6);
    const older = applyPage(emptyWindow(), 'around', range(10, 39), LIMIT);
    expect(addLive(older, msg(90))).toBe(older);
  });

  it('edits and deletions replace their message; read receipts mark the other member\'s messages', () => {
    const w = applyPage(emptyWindow(), 'reload', range(1, 4), LIMIT);
    const deleted = replaceMessage(w, msg(2, { text: '', deleted_at: '2026-03-01T00:00:00.000Z' }));
    expect(deleted.messages[1]).toMatchObject({ text: '', deleted_at: '2026-03-01T00:00:00.000Z' });
    expect(replaceMessage(w, msg(99))).toBe(w);
    // B read up to 3: A's messages 1 and 3 are read, B's own 2 and 4 untouched, 5+ not read.
    const read = markRead(w, B, 3, '2026-03-02T00:00:00.000Z');
    expect(read.messages.map((m) => m.read_at !== null)).toEqual([true, false, true, false]);
  });

  it('the browser keeps the newest 30 messages, and only of a window that reaches the newest', () => {
    let w = applyPage(emptyWindow(), 'reload', range(31, 60), LIMIT);
    w = applyPage(w, 'up', range(1, 30), LIMIT);
    expect(newestForCache(w, 30)!.map((m) => m.id)).toEqual(range(31, 60).map((m) => m.id));
    expect(newestForCache(applyPage(emptyWindow(), 'around', range(1, 30), LIMIT), 30)).toBeNull();
  });

  it('merge keeps ids unique and sorted', () => {
    expect(mergeMessages([msg(3), msg(1)], [msg(2), msg(3, { text: 'x' })]).map((m) => [m.id, m.text])).toEqual([
      [1, 'm1'],
      [2, 'm2'],
      [3, 'x'],
    ]);
  });
});
