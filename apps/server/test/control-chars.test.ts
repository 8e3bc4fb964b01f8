// The contract's control-character rule on the endpoints that answered 500 to a NUL byte, over HTTP
// and the socket: every one now refuses it with 400 naming the field, and tab and line breaks stay
// in free text.
import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { makeUser, type TestUser } from './factories';
import { openChat, sendText } from './chat-helpers';

let t: TestApp;
let base: string;
let a: TestUser;
let b: TestUser;
let chatId: number;
let messageId: number;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [a, b] = await Promise.all([makeUser(t, { native: 'eng' }), makeUser(t, { native: 'ger' })]);
  chatId = await openChat(t, a, b);
  messageId = (await sendText(t, a, chatId, 'hello')).json().data.id;
});
afterAll(() => t.close());

const NUL = 'a\u0000b';

describe('a NUL byte is a 400 naming the field, never a 500', () => {
  const cases: [string, () => { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object; guest?: boolean }, string][] = [
    ['profile about', () => ({ method: 'POST', url: '/api/user/profile', payload: { about: NUL } }), 'about'],
    ['profile city', () => ({ method: 'POST', url: '/api/user/profile', payload: { city: NUL } }), 'city'],
    ['user search', () => ({ method: 'GET', url: '/api/user/search?keyword=ab%00c' }), 'keyword'],
    ['public profile (guest)', () => ({ method: 'GET', url: '/api/user/ab%00c/profile', guest: true }), 'nickname'],
    ['block reason', () => ({ method: 'POST', url: `/api/users/${b.uuid}/block`, payload: { reason: NUL } }), 'reason'],
    ['message text', () => ({ method: 'POST', url: `/chat-api/chat/${chatId}/messages`, payload: { client_message_id: randomUUID(), text: NUL } }), 'text'],
    ['message edit', () => ({ method: 'PATCH', url: `/chat-api/messages/${messageId}`, payload: { text: NUL } }), 'text'],
    ['message search', () => ({ method: 'GET', url: `/chat-api/messages/search?chat_id=${chatId}&query=abcd%00` }), 'query'],
  ];
  it.each(cases)('%s', async (_label, make, field) => {
    const { guest, ...request } = make();
    const res = await t.app.inject({ ...request, headers: guest ? {} : a.headers });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field, message: 'Must not contain control characters' });
  });

  it('refuses DEL and the C1 controls too, and a control character in a JSON key', async () => {
    for (const about of ['x\u007f', 'x\u0085', 'x\u001b[31m']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/profile', headers: a.headers, payload: { about } });
      expect(res.statusCode, JSON.stringify(about)).toBe(400);
    }
    const key = await t.app.inject({ method: 'POST', url: '/api/user/profile', headers: a.headers, payload: { 'ab\u0000out': 'x' } });
    expect(key.statusCode).toBe(400);
  });

  it('keeps tab and line breaks in free text, refuses them in one-line values', async () => {
    const about = 'Line one\n\tLine two\r\n';
    const ok = await t.app.inject({ method: 'POST', url: '/api/user/profile', headers: a.headers, payload: { about } });
    expect(ok.statusCode, ok.body).toBe(200);
    const sent = await sendText(t, a, chatId, 'one\ntwo');
    expect(sent.json().data.text).toBe('one\ntwo');
    const city = await t.app.inject({ method: 'POST', url: '/api/user/profile', headers: a.headers, payload: { city: 'Ber\nlin' } });
    expect(city.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'city' });
  });

  it('refuses it in the socket command message:send', async () => {
    const socket = connect(base, { path: '/broadcast', auth: { token: a.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const ack = (await socket.timeout(5000).emitWithAck('message:send', { chat_id: chatId, client_message_id: randomUUID(), text: NUL })) as {
        errors: { code: string; field: string }[];
      };
      expect(ack.errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'text' });
    } finally {
      socket.close();
    }
  });
});
