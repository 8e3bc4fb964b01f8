// Real Socket.IO clients against a real listening app: events, socket commands, auth on connect,
// and two app instances sharing rooms through Redis.
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { openChat } from '../../../test/chat-helpers';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { TEST_REDIS_URL, redisReachable } from '../../../test/redis';

const REDIS_URL = TEST_REDIS_URL;

function client(base: string, token: string, options: { reconnection?: boolean } = {}): Socket {
  return connect(base, { path: '/broadcast', auth: { token }, transports: ['websocket'], reconnection: options.reconnection ?? false, forceNew: true });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: Socket): Promise<Error & { data?: { code: string; reason: string } }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected, expected a refusal')));
    socket.once('connect_error', resolve);
  });
}

const next = <T = Record<string, unknown>>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
const command = <T = { data?: Record<string, unknown>; errors?: { code: string; field?: string }[] }>(socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<T>;

describe('one server', () => {
  let t: TestApp;
  let base: string;
  let a: TestUser;
  let b: TestUser;
  let chatId: number;
  const sockets: Socket[] = [];
  const open = async (user: TestUser) => {
    const s = client(base, user.token);
    sockets.push(s);
    await connected(s);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    chatId = await openChat(t, a, b);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('two clients exchange, edit and delete messages in real time', async () => {
    const [sa, sb] = await Promise.all([open(a), open(b)]);
    const received = next(sb, 'message:new');
    const unread = next(sb, 'chat:unread');
    const echo = next(sa, 'message:new');
    const ack = await command(sa, 'message:send', { chat_id: chatId, client_message_id: randomUUID(), text: 'Hola, ¿qué tal?' });
    expect(ack.data).toMatchObject({ chat_id: chatId, author_uuid: a.uuid, text: 'Hola, ¿qué tal?' });
    const event = await received;
    expect(event).toMatchObject({ chat_id: chatId, message: { id: ack.data!.id, text: 'Hola, ¿qué tal?' } });
    expect((await echo as { message: { id: number } }).message.id).toBe(ack.data!.id);
    expect(await unread).toEqual({ chat_id: chatId, unread_messages_count: 1, has_unread_messages: true });
    // The acknowledged message is durable: another request sees it.
    const stored = (await t.app.inject({ url: `/chat-api/chat/${chatId}`, headers: b.headers })).json().data.messages;
    expect(stored.map((m: { id: number }) => m.id)).toContain(ack.data!.id);

    const reply = next(sa, 'message:new');
    const replyAck = await command(sb, 'message:send', { chat_id: chatId, client_message_id: randomUUID(), text: 'Muy bien, gracias' });
    expect(((await reply) as { message: { id: number } }).message.id).toBe(replyAck.data!.id);

    const edited = next(sb, 'message:edited');
    const editAck = await command(sa, 'message:edit', { message_id: ack.data!.id, text: 'Hola, ¿qué tal estás?' });
    expect(editAck.data).toMatchObject({ text: 'Hola, ¿qué tal estás?' });
    expect(await edited).toMatchObject({ chat_id: chatId, message: { id: ack.data!.id, text: 'Hola, ¿qué tal estás?' } });

    const deleted = next(sb, 'message:deleted');
    const unreadAfter = next(sb, 'chat:unread');
    await command(sa, 'message:delete', { message_id: ack.data!.id });
    const gone = (await deleted) as { message: { id: number; text: string; deleted_at: string | null } };
    expect(gone.message).toMatchObject({ id: ack.data!.id, text: '' });
    expect(gone.message.deleted_at).not.toBeNull();
    expect(await unreadAfter).toMatchObject({ chat_id: chatId, unread_messages_count: 0 });

    const receipt = next(sa, 'messages:read');
    await command(sa, 'chat:read', { chat_id: chatId });
    expect(await receipt).toMatchObject({ chat_id: chatId, reader_uuid: a.uuid, last_read_message_id: replyAck.data!.id });
  });

  it('a resend over the socket with the same client_message_id stays one message', async () => {
    const sa = await open(a);
    const clientId = randomUUID();
    const [first, second] = await Promise.all([
      command(sa, 'message:send', { chat_id: chatId, client_message_id: clientId, text: 'only once' }),
      command(sa, 'message:send', { chat_id: chatId, client_message_id: clientId, text: 'only once' }),
    ]);
    expect(second.data!.id).toBe(first.data!.id);
    const all = (await t.app.inject({ url: `/chat-api/chat/${chatId}?limit=100`, headers: a.headers })).json().data.messages;
    expect(all.filter((m: { client_message_id: string }) => m.client_message_id === clientId)).toHaveLength(1);
  });

  it('answers socket commands with the HTTP error shapes; strangers get 404 codes', async () => {
    const c = await makeUser(t);
    const sc = await open(c);
    const bad = await command(sc, 'message:send', { chat_id: chatId, text: 'hi' });
    expect(bad.errors![0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'client_message_id' });
    const stranger = await command(sc, 'message:send', { chat_id: chatId, client_message_id: randomUUID(), text: 'let me in' });
    expect(stranger.errors![0].code).toBe('CHAT_NOT_FOUND');
    const sneaky = await command(sc, 'chat:read', { chat_id: chatId });
    expect(sneaky.errors![0].code).toBe('CHAT_NOT_FOUND');
  });

  it('refuses a flood of commands from one connection with TOO_MANY_REQUESTS', async () => {
    const user = await makeUser(t);
    const s = await open(user);
    const answers = await Promise.all(Array.from({ length: 45 }, () => command(s, 'chat:read', { chat_id: 999_999 })));
    const codes = answers.map((x) => x.errors![0]!.code);
    expect(codes.filter((c) => c === 'CHAT_NOT_FOUND').length).toBeGreaterThanOrEqual(30);
    expect(codes).toContain('TOO_MANY_REQUESTS');
  });

  it('does not deliver to other users', async () => {
    const c = await makeUser(t);
    const sc = await open(c);
    const sa = await open(a);
    let leaked = false;
    sc.on('message:new', () => (leaked = true));
    const seen = next(sa, 'message:new');
    await command(sa, 'message:send', { chat_id: chatId, client_message_id: randomUUID(), text: 'private' });
    await seen;
    await new Promise((r) => setTimeout(r, 100));
    expect(leaked).toBe(false);
  });

  it('refuses missing, invalid and expired tokens with a clear connect_error; a refreshed token connects', async () => {
    const missing = connect(base, { path: '/broadcast', transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(missing);
    expect((await refused(missing)).data).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'missing' });
    const invalid = client(base, 'not-a-token');
    sockets.push(invalid);
    const invalidErr = await refused(invalid);
    expect(invalidErr.message).toBe('Invalid access token');
    expect(invalidErr.data?.reason).toBe('invalid');

    const user = await makeUser(t);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    const session = await t.services.accounts.sessions.open(t.ctx.db, row!, 'password', { userAgent: 'realtime test', ip: null });
    t.clock.advance((t.config.ACCESS_TOKEN_TTL + 60) * 1000);
    const expired = client(base, session.access_token);
    sockets.push(expired);
    const err = await refused(expired);
    expect(err.message).toBe('Access token expired');
    expect(err.data).toEqual({ code: 'UNAUTHENTICATED', reason: 'expired' });

    // The client refreshes its token and reconnects with the new one, as the same user.
    const refresh = await t.app.inject({ method: 'POST', url: '/api/user/refresh-token', payload: { refresh_token: session.refresh_token } });
    expect(refresh.statusCode).toBe(200);
    const again = client(base, refresh.json().access_token ?? refresh.json().data?.access_token);
    sockets.push(again);
    await connected(again);
    const other = await makeUser(t);
    const chat = await openChat(t, other, user);
    const received = next(again, 'message:new');
    await t.app.inject({ method: 'POST', url: `/chat-api/chat/${chat}/messages`, headers: other.headers, payload: { client_message_id: randomUUID(), text: 'after refresh' } });
    expect(await received).toMatchObject({ chat_id: chat, message: { text: 'after refresh' } });
  });

  it('closes a connection when its token expires, after telling the client', async () => {
    const short = await createTestApp({ ACCESS_TOKEN_TTL: '1' });
    try {
      const url = await short.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await makeUser(short);
      const s = client(url, user.token);
      sockets.push(s);
      const expired = next(s, 'session:expired');
      const closed = next<string>(s, 'disconnect');
      await connected(s);
      expect(await expired).toEqual({ reason: 'expired' });
      expect(await closed).toBe('io server disconnect');
    } finally {
      await short.close();
    }
  });

  it('ends the connections of one session on request (logout), leaving the user\'s other sessions', async () => {
    const user = await makeUser(t);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    const other = await t.services.accounts.sessions.open(t.ctx.db, row!, 'password', { userAgent: 'second device', ip: null });
    const first = await open(user);
    const second = client(base, other.access_token);
    sockets.push(second);
    await connected(second);
    const closed = next<string>(first, 'disconnect');
    const verified = await t.ctx.tokens.verify(user.token);
    await t.ctx.realtime.endSession(user.uuid, (verified as { sessionId: string }).sessionId);
    expect(await closed).toBe('io server disconnect');
    expect(second.connected).toBe(true);
  });

  it('accepts the token in the Authorization header too', async () => {
    const user = await makeUser(t);
    const s = connect(base, { path: '/broadcast', transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { authorization: `Bearer ${user.token}` } });
    sockets.push(s);
    await connected(s);
  });
});

describe('shutdown', () => {
  it('finishes an in-flight socket command (acknowledged and stored), then disconnects clients', async () => {
    const t = await createTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    const chatId = await openChat(t, a, b);
    // Hold the send in the middle of its work so app.close() starts while it is in flight.
    const original = t.services.chat.send;
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    t.services.chat.send = async (...args) => {
      started();
      await new Promise((r) => setTimeout(r, 300));
      return original(...args);
    };
    const sa = client(base, a.token);
    await connected(sa);
    const disconnected = next(sa, 'disconnect');
    const ack = command(sa, 'message:send', { chat_id: chatId, client_message_id: randomUUID(), text: 'last words' });
    await inFlight;
    await t.app.close();
    const answer = await ack;
    expect(answer.data).toMatchObject({ text: 'last words' });
    await disconnected;
    sa.close();
    const stored = await t.database.db.query.messages.findFirst({ where: (m, { eq }) => eq(m.id, answer.data!.id as number) });
    expect(stored?.text).toBe('last words');
    await t.close();
  });
});

describe.skipIf(!(await redisReachable()))('two server instances through Redis', () => {
  let t: TestApp;
  let second: BuiltApp;
  let bases: string[];
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL });
    // A second app on the same database, as a second process behind a load balancer would be.
    second = await buildApp({ config: t.config, database: t.database, now: () => t.clock.now });
    bases = [await t.app.listen({ port: 0, host: '127.0.0.1' }), await second.app.listen({ port: 0, host: '127.0.0.1' })];
  });
  afterAll(async () => {
    await second.app.close();
    await t.close();
  });

  it('delivers a message sent on one server to a client connected to the other', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    const chatId = await openChat(t, a, b);
    const sa = client(bases[0]!, a.token);
    const sb = client(bases[1]!, b.token);
    try {
      await Promise.all([connected(sa), connected(sb)]);
      // The Redis subscription of a fresh room may take a moment to be in place.
      await new Promise((r) => setTimeout(r, 200));
      const received = next(sb, 'message:new');
      const ack = await command(sa, 'message:send', { chat_id: chatId, client_message_id: randomUUID(), text: 'across servers' });
      expect(ack.data).toMatchObject({ text: 'across servers' });
      expect(await received).toMatchObject({ chat_id: chatId, message: { id: ack.data!.id, text: 'across servers' } });
      // And back: an HTTP send on the second server reaches the client on the first.
      const back = next(sa, 'message:new');
      const res = await second.app.inject({
        method: 'POST',
        url: `/chat-api/chat/${chatId}/messages`,
        headers: b.headers,
        payload: { client_message_id: randomUUID(), text: 'and back' },
      });
      expect(res.statusCode).toBe(200);
      expect(await back).toMatchObject({ message: { text: 'and back' } });
    } finally {
      sa.close();
      sb.close();
    }
  });
});
