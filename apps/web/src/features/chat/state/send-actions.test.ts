// Unsent messages (core.md §3): a message the server did not acknowledge stays in the browser and is
// sent again with the SAME client_message_id (the server stores it once); a refusal marks it failed
// with the server's code and it is not sent again by itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message, SendMessageInput } from '@glossa/contract';
import { allUnsent, unsentOf } from '../lib/outbox';
import { useChatStore } from './chat-store';
import { fakeMessage } from '../../../../test/chat-fixtures';

const send = vi.fn<(chatId: number, input: SendMessageInput) => Promise<Message>>();
vi.mock('../api/send-message', () => ({ sendMessage: (chatId: number, input: SendMessageInput) => send(chatId, input) }));
// Refreshing the chat after a block asks the server; not what these tests are about.
vi.mock('../api/get-chat-info', () => ({ getChatInfo: () => new Promise(() => undefined) }));

const { flushAll, flushChat, retryUnsent, sendText } = await import('./send-actions');

/** What the transport throws: no acknowledgement, or an error answer with a code. */
const unavailable = () => Object.assign(new Error('no acknowledgement'), { name: 'RealtimeUnavailable' });
const refused = (code: string) => Object.assign(new Error(code), { name: 'RealtimeCommandError', code });

const stored = (chatId: number, input: SendMessageInput, id = 100): Message =>
  fakeMessage({ id, client_message_id: input.client_message_id, chat_id: chatId, author_uuid: 'me', text: input.text, created_at: new Date().toISOString() });

beforeEach(() => {
  vi.useFakeTimers();
  send.mockReset();
  window.localStorage.clear();
  useChatStore.setState({ unsent: {}, limitReached: null });
});
afterEach(() => vi.useRealTimers());

describe('sending text', () => {
  it('keeps an unacknowledged message and sends it again with the same client_message_id', async () => {
    send.mockRejectedValueOnce(unavailable());
    sendText(7, { text: 'Hallo!' });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    // Still there, pending, in the store and in the browser's outbox.
    expect(unsentOf(7)).toMatchObject([{ text: 'Hallo!', state: 'pending' }]);
    expect(useChatStore.getState().unsent[7]).toHaveLength(1);

    send.mockImplementation(async (chatId, input) => stored(chatId, input));
    await flushAll();
    expect(send).toHaveBeenCalledTimes(2);
    const [first, second] = send.mock.calls.map(([, input]) => input.client_message_id);
    expect(second).toBe(first);
    expect(allUnsent()).toEqual([]);
    expect(useChatStore.getState().unsent[7]).toEqual([]);
  });

  it('sends the messages of a chat one at a time, in order', async () => {
    const order: string[] = [];
    send.mockImplementation(async (chatId, input) => {
      order.push(input.text);
      return stored(chatId, input, order.length);
    });
    sendText(3, { text: 'one' });
    sendText(3, { text: 'two' });
    sendText(3, { text: 'three' });
    await vi.waitFor(() => expect(allUnsent()).toEqual([]));
    expect(order).toEqual(['one', 'two', 'three']);
  });

  it('a refusal marks the message failed with the code, and only the user sends it again', async () => {
    send.mockRejectedValueOnce(refused('FREE_CHAT_LIMIT_EXCEEDED'));
    sendText(9, { text: 'Hi there' });
    await vi.waitFor(() => expect(unsentOf(9)[0]?.state).toBe('failed'));
    expect(unsentOf(9)[0]?.error).toBe('FREE_CHAT_LIMIT_EXCEEDED');
    expect(useChatStore.getState().limitReached).toBe(9);
    await flushAll();
    expect(send).toHaveBeenCalledTimes(1);

    send.mockImplementation(async (chatId, input) => stored(chatId, input));
    retryUnsent(9, unsentOf(9)[0]!.client_message_id);
    await vi.waitFor(() => expect(unsentOf(9)).toEqual([]));
    expect(send.mock.calls[1]![1].client_message_id).toBe(send.mock.calls[0]![1].client_message_id);
    expect(useChatStore.getState().limitReached).toBeNull();
  });

  it('does not try while the browser is offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    sendText(4, { text: 'later' });
    await flushChat(4);
    expect(send).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    send.mockImplementation(async (chatId, input) => stored(chatId, input));
    await flushAll();
    expect(send).toHaveBeenCalledTimes(1);
    online.mockRestore();
  });
});
