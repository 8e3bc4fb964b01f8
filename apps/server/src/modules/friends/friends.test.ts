import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

describe('friends', () => {
  it('request, accept, list with totals, delete', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    const sent = await call(a, 'POST', `/api/friends/${b.uuid}/request`);
    expect(sent.json().data).toMatchObject({ uuid: b.uuid, friendship_status: 'request_sender' });
    expect((await call(a, 'POST', `/api/friends/${b.uuid}/request`)).json().data.friendship_status).toBe('request_sender');
    expect((await call(b, 'GET', `/api/friends/${a.uuid}`)).json().data.friendship_status).toBe('request_receiver');
    const incoming = (await call(b, 'GET', '/api/friends/requests/incoming')).json();
    expect(incoming.total).toBe(1);
    expect(incoming.data[0]).toMatchObject({ uuid: a.uuid, nickname: a.nickname, friendship_status: 'request_receiver' });
    expect((await call(a, 'GET', '/api/friends/requests/outgoing')).json().data[0].uuid).toBe(b.uuid);
    expect((await call(b, 'POST', `/api/friends/${a.uuid}/accept`)).json().data.friendship_status).toBe('accepted');
    const friends = (await call(a, 'GET', '/api/friends')).json();
    expect(friends).toMatchObject({ total: 1, data: [{ uuid: b.uuid, friendship_status: 'accepted' }] });
    expect((await call(b, 'GET', '/api/friends/requests/incoming')).json().total).toBe(0);
    expect((await call(a, 'DELETE', `/api/friends/${b.uuid}`)).json().data.friendship_status).toBe(null);
    expect((await call(a, 'DELETE', `/api/friends/${b.uuid}`)).statusCode).toBe(404);
  });

  it('answers FRIENDS_REQUEST_NOT_FOUND_EXCEPTION for a missing request', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    for (const url of [`/api/friends/${b.uuid}/accept`, `/api/friends/${b.uuid}/decline`]) {
      const res = await call(a, 'POST', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('FRIENDS_REQUEST_NOT_FOUND_EXCEPTION');
    }
    expect((await call(a, 'DELETE', `/api/friends/${b.uuid}/request`)).json().errors[0].code).toBe('FRIENDS_REQUEST_NOT_FOUND_EXCEPTION');
    // The sender cannot accept their own request.
    await call(a, 'POST', `/api/friends/${b.uuid}/request`);
    expect((await call(a, 'POST', `/api/friends/${b.uuid}/accept`)).json().errors[0].code).toBe('FRIENDS_REQUEST_NOT_FOUND_EXCEPTION');
    expect((await call(b, 'POST', `/api/friends/${a.uuid}/decline`)).json().data.friendship_status).toBe(null);
  });

  it('a request to someone who already asked accepts theirs; cancel removes an own request', async () => {
    const [a, b, c] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)]);
    await call(a, 'POST', `/api/friends/${b.uuid}/request`);
    expect((await call(b, 'POST', `/api/friends/${a.uuid}/request`)).json().data.friendship_status).toBe('accepted');
    await call(a, 'POST', `/api/friends/${c.uuid}/request`);
    expect((await call(a, 'DELETE', `/api/friends/${c.uuid}/request`)).json().data.friendship_status).toBe(null);
    expect((await call(c, 'GET', '/api/friends/requests/incoming')).json().total).toBe(0);
  });

  it('guards input: guests, oneself, unknown users, bad uuids', async () => {
    const a = await makeUser(t);
    expect((await t.app.inject({ url: '/api/friends' })).statusCode).toBe(401);
    expect((await call(a, 'POST', `/api/friends/${a.uuid}/request`)).json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'uuid' });
    expect((await call(a, 'POST', '/api/friends/00000000-0000-4000-8000-000000000000/request')).json().errors[0].code).toBe('USER_NOT_FOUND');
    expect((await call(a, 'POST', '/api/friends/not-a-uuid/request')).statusCode).toBe(400);
    expect((await call(a, 'GET', '/api/friends?limit=1000')).statusCode).toBe(200);
  });
});

describe('blocking', () => {
  it('ends the friendship, refuses requests both ways, lists the blocked with reason and total', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    await call(a, 'POST', `/api/friends/${b.uuid}/request`);
    await call(b, 'POST', `/api/friends/${a.uuid}/accept`);
    const blocked = await call(a, 'POST', `/api/users/${b.uuid}/block`, { reason: 'rude' });
    expect(blocked.json().data).toMatchObject({ friendship_status: null, block: { blocked_by_me: true, blocked_me: false } });
    expect((await call(a, 'GET', '/api/friends')).json().total).toBe(0);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await call(from, 'POST', `/api/friends/${to.uuid}/request`);
      expect(res.json().errors[0].code).toBe('USERS_HAVE_RELATION');
    }
    const list = (await call(a, 'GET', '/api/users/blocked')).json();
    expect(list).toMatchObject({ total: 1, data: [{ uuid: b.uuid, reason: 'rude' }] });
    expect((await call(b, 'GET', '/api/users/blocked')).json().total).toBe(0);
    expect((await call(a, 'POST', `/api/users/${b.uuid}/block`, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await call(a, 'DELETE', `/api/users/${b.uuid}/block`)).json().data.block.blocked_by_me).toBe(false);
    expect((await call(a, 'GET', '/api/users/blocked')).json().total).toBe(0);
  });
});

describe('chat status', () => {
  it("defaults to 'want_to_chat' and can be changed", async () => {
    const a = await makeUser(t);
    expect((await call(a, 'GET', '/api/user/chat-status')).json().data.chat_status).toBe('want_to_chat');
    expect((await call(a, 'PUT', '/api/user/chat-status', { chat_status: 'do_not_want_to_chat' })).json().data.chat_status).toBe('do_not_want_to_chat');
    expect((await call(a, 'GET', '/api/user/chat-status')).json().data.chat_status).toBe('do_not_want_to_chat');
    expect((await call(a, 'PUT', '/api/user/chat-status', { chat_status: 'maybe' })).json().errors[0].field).toBe('chat_status');
  });
});

describe('realtime friendship events', () => {
  it('tells both users about a request and its acceptance, each from their side', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    const sockets: Socket[] = [a, b].map((u) => connect(base, { path: '/broadcast', auth: { token: u.token }, transports: ['websocket'], reconnection: false }));
    try {
      await Promise.all(sockets.map((s) => new Promise<void>((resolve, reject) => s.once('connect', () => resolve()).once('connect_error', reject))));
      const next = (s: Socket) => new Promise<Record<string, unknown>>((resolve) => s.once('friendship:changed', resolve));
      let events = Promise.all(sockets.map(next));
      await call(a, 'POST', `/api/friends/${b.uuid}/request`);
      let [forA, forB] = await events;
      expect(forA).toMatchObject({ action: 'requested', friendship_status: 'request_sender', user: { uuid: b.uuid } });
      expect(forB).toMatchObject({ action: 'requested', friendship_status: 'request_receiver', user: { uuid: a.uuid } });
      events = Promise.all(sockets.map(next));
      await call(b, 'POST', `/api/friends/${a.uuid}/accept`);
      [forA, forB] = await events;
      expect(forA).toMatchObject({ action: 'accepted', friendship_status: 'accepted' });
      expect(forB).toMatchObject({ action: 'accepted', friendship_status: 'accepted' });
    } finally {
      for (const s of sockets) s.close();
    }
  });
});
