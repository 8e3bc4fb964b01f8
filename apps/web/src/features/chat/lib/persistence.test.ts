// Drafts, unsent messages and the cached newest messages live in this browser per user (core.md §3
// "per-user cached settings") and go with the session (logout clears every per-user key).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '@glossa/contract';
import { clearUserSettings } from '../../../shared/session/user-data';
import { newClientMessageId } from './client-id';
import { draftChatIds, readDraft, writeDraft } from './drafts';
import { CACHED_CHATS, readCachedMessages, writeCachedMessages } from './message-cache';
import { addUnsent, allUnsent, removeUnsent, unsentOf, updateUnsent, type UnsentMessage } from './outbox';
import { fakeMessage } from '../../../../test/chat-fixtures';

const unsent = (chatId: number, id: string, text = 'hello'): UnsentMessage => ({
  client_message_id: id,
  chat_id: chatId,
  text,
  created_at: '2026-03-18T10:00:00.000Z',
  state: 'pending',
});

const message = (id: number): Message => fakeMessage({ id, created_at: '2026-03-18T10:00:00.000Z' });

beforeEach(() => window.localStorage.clear());

describe('drafts per chat', () => {
  it('survive a reload (stored), one per chat; a blank draft is removed', () => {
    writeDraft(1, 'Hallo, wie ');
    writeDraft(2, 'Bonjour');
    expect(window.localStorage.getItem('glossa-user:chat-drafts')).toContain('Hallo, wie ');
    expect(readDraft(1)).toBe('Hallo, wie ');
    expect(readDraft(2)).toBe('Bonjour');
    expect(readDraft(3)).toBe('');
    expect(draftChatIds().sort()).toEqual([1, 2]);
    writeDraft(1, '   ');
    expect(readDraft(1)).toBe('');
    expect(draftChatIds()).toEqual([2]);
  });

  it('go with the session', () => {
    writeDraft(1, 'secret');
    clearUserSettings();
    expect(readDraft(1)).toBe('');
  });
});

describe('unsent messages', () => {
  it('are kept per chat in order with their client_message_id until acknowledged', () => {
    addUnsent(unsent(1, 'id-1', 'first'));
    addUnsent(unsent(1, 'id-2', 'second'));
    addUnsent(unsent(2, 'id-3'));
    // Adding the same message again (a double click, a retry) keeps one copy.
    addUnsent(unsent(1, 'id-1', 'first'));
    expect(unsentOf(1).map((m) => [m.client_message_id, m.text])).toEqual([
      ['id-1', 'first'],
      ['id-2', 'second'],
    ]);
    expect(allUnsent()).toHaveLength(3);
    removeUnsent('id-1');
    expect(unsentOf(1).map((m) => m.client_message_id)).toEqual(['id-2']);
  });

  it('a refused message is marked failed with the server code and stays until the user acts', () => {
    addUnsent(unsent(5, 'id-9'));
    updateUnsent('id-9', { state: 'failed', error: 'FREE_CHAT_LIMIT_EXCEEDED' });
    expect(unsentOf(5)[0]).toMatchObject({ state: 'failed', error: 'FREE_CHAT_LIMIT_EXCEEDED' });
    removeUnsent('id-9');
    expect(allUnsent()).toEqual([]);
    expect(window.localStorage.getItem('glossa-user:chat-unsent')).toBe('{}');
  });

  it('client ids are unique and fit the server rule', () => {
    const a = newClientMessageId();
    expect(a).toMatch(/^[\w.:-]{1,64}$/);
    expect(newClientMessageId()).not.toBe(a);
  });
});

describe('cached messages', () => {
  it('keep at most the newest 30 per chat and the most recently used chats', () => {
    writeCachedMessages(1, Array.from({ length: 45 }, (_, i) => message(i + 1)), 1000);
    expect(readCachedMessages(1).map((m) => m.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 16));
    for (let chat = 2; chat <= CACHED_CHATS + 1; chat++) writeCachedMessages(chat, [message(chat)], 1000 + chat);
    // Chat 1 was used longest ago: it made room.
    expect(readCachedMessages(1)).toEqual([]);
    expect(readCachedMessages(CACHED_CHATS + 1)).toHaveLength(1);
  });
});
