// Chat messages become notifications (issue 39): a member with no socket on any instance hears of
// new messages as `push_for_chat`, once per chat and unread burst (also when the burst's messages
// are written at once, and across two instances sharing Redis and the database); reading the chat
// takes it back; a member connected to the OTHER instance gets none (presence through the Socket.IO
// Redis adapter); a muted chat or the type turned off gives none. `@nickname` in a chat text tells
// the companion (the only other one who can see it), nobody outside the chat, not the writer;
// deleting the message takes the mention back. Skipped when Redis is not reachable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/app';
import { openChat, sendText } from '../../../test/chat-helpers';
import { makeUser, type TestUser } from '../../../test/factories';
import { openBroadcastSocket as open } from '../../../test/broadcast-socket';
import { TEST_REDIS_URL, redisReachable } from '../../../test/redis';

const REDIS_URL = TEST_REDIS_URL;

interface Listed {
  uuid: string;
  notification_type: string;
  actor: { uuid: string } | null;
  data: { entity_id: string | null; entity_business_type_slug: string | null };
}

describe.skipIf(!(await redisReachable()))('chat messages as notifications', () => {
  let t: TestApp;
  let second: BuiltApp;
  let bases: string[];
  let ann: TestUser;
  let bob: TestUser;
  let cat: TestUser;

  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setImmediate(r));
      await Promise.all([t.services.notifications.flush(), second.services.notifications.flush()]);
    }
  };
  const list = async (who: TestUser): Promise<Listed[]> => {
    await settle();
    const res = await t.app.inject({ url: '/api/user/notifications/all', headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const ofType = async (who: TestUser, type: string) => (await list(who)).filter((n) => n.notification_type === type);
  /** Sends on instance 1 or 2. */
  const send = (from: TestUser, chatId: number, text: string, on: 0 | 1 = 0) =>
    on === 0
      ? sendText(t, from, chatId, text)
      : second.app.inject({ method: 'POST', url: `/chat-api/chat/${chatId}/messages`, headers: from.headers, payload: { client_message_id: crypto.randomUUID(), text } });

  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL });
    second = await buildApp({ config: t.config, database: t.database, now: () => t.clock.now });
    bases = [await t.app.listen({ port: 0, host: '127.0.0.1' }), await second.app.listen({ port: 0, host: '127.0.0.1' })];
    [ann, bob, cat] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)]);
  });
  afterAll(async () => {
    await second.app.close();
    await t.close();
  });

  it('an offline member gets one push_for_chat for a burst, sent on two instances at once; reading takes it back; the next message is news again', async () => {
    const chatId = await openChat(t, ann, bob);
    const sent = await Promise.all([send(ann, chatId, 'Hallo!', 0), send(ann, chatId, 'Bist du da?', 1), send(ann, chatId, 'Ich warte.', 0), send(ann, chatId, 'Noch da?', 1)]);
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const pushes = await ofType(bob, 'push_for_chat');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ actor: { uuid: ann.uuid }, data: { entity_business_type_slug: 'chat', entity_id: String(chatId) } });
    // The writer hears nothing of her own messages.
    expect(await ofType(ann, 'push_for_chat')).toHaveLength(0);
    // It does not count on the bell (community.md §9 badge exceptions).
    expect((await t.app.inject({ url: '/api/user/notifications/unread/count', headers: bob.headers })).json().data).toMatchObject({ count: 0 });

    expect((await t.app.inject({ method: 'POST', url: `/chat-api/chat/${chatId}/read-all-messages`, headers: bob.headers })).statusCode).toBe(200);
    expect(await ofType(bob, 'push_for_chat')).toHaveLength(0);
    expect((await send(ann, chatId, 'Schön, dass du gelesen hast.')).statusCode).toBe(200);
    expect(await ofType(bob, 'push_for_chat')).toHaveLength(1);
  });

  it('a member connected to the other instance gets the message live and no notification', async () => {
    const chatId = await openChat(t, cat, bob);
    await t.app.inject({ method: 'POST', url: `/chat-api/chat/${(await openChat(t, ann, bob))}/read-all-messages`, headers: bob.headers });
    const socket = await open(bases[1]!, bob.token);
    const live: unknown[] = [];
    socket.on('message:new', (e) => live.push(e));
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect((await send(cat, chatId, 'Are you there?', 0)).statusCode).toBe(200);
      await expect.poll(() => live.length, { timeout: 5000 }).toBe(1);
      expect(await ofType(bob, 'push_for_chat')).toHaveLength(0);
    } finally {
      socket.close();
    }
    // Gone offline: the next one is a notification.
    await new Promise((r) => setTimeout(r, 200));
    expect((await send(cat, chatId, 'Now you are gone.', 0)).statusCode).toBe(200);
    const pushes = await ofType(bob, 'push_for_chat');
    expect(pushes.map((n) => n.actor?.uuid)).toEqual([cat.uuid]);
  });

  it('a muted chat and a type turned off give nothing', async () => {
    const [dan, eve] = await Promise.all([makeUser(t), makeUser(t)]);
    const chatId = await openChat(t, dan, eve);
    expect((await t.app.inject({ method: 'POST', url: `/chat-api/chat/${chatId}/mute`, headers: eve.headers })).statusCode).toBe(200);
    expect((await send(dan, chatId, 'Muted?')).statusCode).toBe(200);
    expect(await ofType(eve, 'push_for_chat')).toHaveLength(0);
    await t.app.inject({ method: 'POST', url: `/chat-api/chat/${chatId}/unmute`, headers: eve.headers });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notifications/settings',
      headers: eve.headers,
      payload: { settings: [{ notification_type: 'push_for_chat', in_app: false }] },
    });
    expect(off.statusCode).toBe(200);
    expect((await send(dan, chatId, 'Turned off?')).statusCode).toBe(200);
    expect(await ofType(eve, 'push_for_chat')).toHaveLength(0);
  });

  it('@nickname in a chat tells the companion, not someone outside the chat, not the writer; deleting the message takes it back', async () => {
    const chatId = await openChat(t, ann, cat);
    const res = await send(ann, chatId, `Hey @${cat.nickname}, ask @${bob.nickname} and me (@${ann.nickname}).`);
    expect(res.statusCode).toBe(200);
    const mentions = await ofType(cat, 'mention');
    expect(mentions).toHaveLength(1);
    expect(mentions[0]).toMatchObject({ actor: { uuid: ann.uuid }, data: { entity_business_type_slug: 'chat', entity_id: String(chatId) } });
    // Bob cannot see this chat; Ann wrote it.
    expect(await ofType(bob, 'mention')).toHaveLength(0);
    expect(await ofType(ann, 'mention')).toHaveLength(0);

    const messageId = res.json().data.id as number;
    expect((await t.app.inject({ method: 'DELETE', url: `/chat-api/messages/${messageId}`, headers: ann.headers })).statusCode).toBe(200);
    expect(await ofType(cat, 'mention')).toHaveLength(0);
  });
});
