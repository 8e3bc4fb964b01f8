import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { befriend, multipart, openChat, sendText, wavBytes } from '../../../test/chat-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (user: TestUser, url: string) => t.app.inject({ url, headers: user.headers });
const post = (user: TestUser, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('chat basics', () => {
  let a: TestUser;
  let b: TestUser;
  let c: TestUser;
  let chatId: number;
  beforeAll(async () => {
    [a, b, c] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)]);
    chatId = await openChat(t, a, b);
  });

  it('refuses guests', async () => {
    expect((await t.app.inject({ url: '/chat-api/chat/list' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/chat-api/chat/${chatId}` })).statusCode).toBe(401);
  });

  it('opens the same chat from both sides; the companion comes first', async () => {
    const res = await get(b, `/chat-api/chat?recipient_uuid=${a.uuid}`);
    expect(res.statusCode).toBe(200);
    const { chat, messages } = res.json().data;
    expect(chat.id).toBe(chatId);
    expect(messages).toEqual([]);
    expect(chat.users[0]).toMatchObject({ uuid: a.uuid, nickname: a.nickname, active: true, friendship_status: null });
    expect(chat.users[1].uuid).toBe(b.uuid);
    expect(chat.access_status).toBe('available');
    expect((await get(a, `/chat-api/chat?recipient_uuid=${a.uuid}`)).json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'recipient_uuid' });
    expect((await get(a, `/chat-api/chat?recipient_uuid=${randomUUID()}`)).json().errors[0].code).toBe('USER_NOT_FOUND');
  });

  it('a resend with the same client_message_id stays one message', async () => {
    const clientId = randomUUID();
    const first = await post(a, `/chat-api/chat/${chatId}/messages`, { client_message_id: clientId, text: 'Hallo, wie geht es dir?' });
    expect(first.statusCode).toBe(200);
    const again = await post(a, `/chat-api/chat/${chatId}/messages`, { client_message_id: clientId, text: 'Hallo, wie geht es dir?' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const page = (await get(b, `/chat-api/chat/${chatId}`)).json().data.messages;
    expect(page.filter((m: { client_message_id: string }) => m.client_message_id === clientId)).toHaveLength(1);
    expect(page.at(-1)).toMatchObject({ author_uuid: a.uuid, text: 'Hallo, wie geht es dir?', type: 'text', read_at: null });
  });

  it('counts unread messages and reads them all', async () => {
    await sendText(t, a, chatId, 'Second message');
    const list = (await get(b, '/chat-api/chat/list')).json().data;
    const chat = list.find((ch: { id: number }) => ch.id === chatId);
    expect(chat.unread_messages_count).toBe(2);
    expect(chat.last_message.text).toBe('Second message');
    expect((await get(b, '/chat-api/chat/are-there-unread-messages')).json().data).toEqual({ has_unread_messages: true, unread_chats_count: 1 });
    expect((await get(a, '/chat-api/chat/are-there-unread-messages')).json().data.has_unread_messages).toBe(false);
    expect((await post(b, `/chat-api/chat/${chatId}/read-all-messages`)).statusCode).toBe(200);
    expect((await get(b, '/chat-api/chat/are-there-unread-messages')).json().data.has_unread_messages).toBe(false);
    const messages = (await get(a, `/chat-api/chat/${chatId}`)).json().data.messages;
    expect(messages.every((m: { read_at: string | null }) => m.read_at !== null)).toBe(true);
    expect((await get(b, `/chat-api/chat/${chatId}/info`)).json().data.unread_messages_count).toBe(0);
  });

  it('a stranger can neither read nor write the chat: 404, not 403', async () => {
    for (const url of [`/chat-api/chat/${chatId}`, `/chat-api/chat/${chatId}/info`, `/chat-api/messages/search?chat_id=${chatId}&query=hallo`, `/chat-api/messages?chat_id=${chatId}&message_id=1`]) {
      const res = await get(c, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors[0].code).toMatch(/_NOT_FOUND$/);
    }
    expect((await sendText(t, c, chatId, 'let me in')).statusCode).toBe(404);
    expect((await post(c, `/chat-api/chat/${chatId}/read-all-messages`)).statusCode).toBe(404);
    expect((await post(c, `/chat-api/chat/${chatId}/mute`)).statusCode).toBe(404);
    const own = (await sendText(t, a, chatId, 'mine')).json().data;
    const edit = await t.app.inject({ method: 'PATCH', url: `/chat-api/messages/${own.id}`, headers: c.headers, payload: { text: 'hacked' } });
    expect(edit.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/chat-api/messages/${own.id}`, headers: c.headers })).statusCode).toBe(404);
    const fwd = await post(c, '/chat-api/messages/forward', { chat_id: await openChat(t, c, a), message_ids: [own.id], client_message_id: randomUUID() });
    expect(fwd.statusCode).toBe(404);
  });

  it('edits and deletes only own messages', async () => {
    const msg = (await sendText(t, a, chatId, 'Ich habe ein Hund')).json().data;
    const byOther = await t.app.inject({ method: 'PATCH', url: `/chat-api/messages/${msg.id}`, headers: b.headers, payload: { text: 'no' } });
    expect(byOther.statusCode).toBe(403);
    const edited = await t.app.inject({ method: 'PATCH', url: `/chat-api/messages/${msg.id}`, headers: a.headers, payload: { text: 'Ich habe einen Hund' } });
    expect(edited.json().data).toMatchObject({ text: 'Ich habe einen Hund', deleted_at: null });
    expect(edited.json().data.edited_at).not.toBeNull();
    expect((await t.app.inject({ method: 'DELETE', url: `/chat-api/messages/${msg.id}`, headers: b.headers })).statusCode).toBe(403);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/chat-api/messages/${msg.id}`, headers: a.headers });
    expect(deleted.json().data).toMatchObject({ text: '' });
    expect(deleted.json().data.deleted_at).not.toBeNull();
    const again = await t.app.inject({ method: 'PATCH', url: `/chat-api/messages/${msg.id}`, headers: a.headers, payload: { text: 'back' } });
    expect(again.json().errors[0].code).toBe('MESSAGE_NOT_EDITABLE');
  });

  it('quotes point into the same chat (corrections: corrections.test.ts)', async () => {
    const theirs = (await sendText(t, b, chatId, 'Yesterday I goed home')).json().data;
    const quote = await sendText(t, a, chatId, 'About this', { quote_message_id: theirs.id });
    expect(quote.json().data.quote).toMatchObject({ id: theirs.id, author_uuid: b.uuid, text: 'Yesterday I goed home', deleted: false });
    const otherChat = await openChat(t, c, a);
    const foreign = (await sendText(t, c, otherChat, 'elsewhere')).json().data;
    const bad = await sendText(t, a, chatId, 'x', { quote_message_id: foreign.id });
    expect(bad.statusCode).toBe(404);
  });

  it('search needs 4 characters: fewer gives an empty list, not an error', async () => {
    await sendText(t, a, chatId, 'Das Wetter ist heute wunderbar');
    const short = await get(b, `/chat-api/messages/search?chat_id=${chatId}&query=Wet`);
    expect(short.statusCode).toBe(200);
    expect(short.json().data).toEqual([]);
    const spaces = await get(b, `/chat-api/messages/search?chat_id=${chatId}&query=${encodeURIComponent('  We  ')}`);
    expect(spaces.json().data).toEqual([]);
    const hit = await get(b, `/chat-api/messages/search?chat_id=${chatId}&query=wetter`);
    expect(hit.json().data.map((m: { text: string }) => m.text)).toEqual(['Das Wetter ist heute wunderbar']);
    const pct = await get(b, `/chat-api/messages/search?chat_id=${chatId}&query=${encodeURIComponent('%%%%')}`);
    expect(pct.json().data).toEqual([]);
    const around = await get(b, `/chat-api/messages?chat_id=${chatId}&message_id=${hit.json().data[0].id}&limit=5`);
    expect(around.json().data.some((m: { id: number }) => m.id === hit.json().data[0].id)).toBe(true);
    expect(around.json().data.length).toBeLessThanOrEqual(5);
  });

  it('pages messages up and down with a server maximum', async () => {
    const chat = await openChat(t, b, c);
    for (let i = 0; i < 7; i += 1) await sendText(t, b, chat, `m${i}`);
    const latest = (await get(c, `/chat-api/chat/${chat}?limit=3`)).json().data.messages;
    expect(latest.map((m: { text: string }) => m.text)).toEqual(['m4', 'm5', 'm6']);
    const older = (await get(c, `/chat-api/chat/${chat}?limit=3&direction=up&last_message_id=${latest[0].id}`)).json().data.messages;
    expect(older.map((m: { text: string }) => m.text)).toEqual(['m1', 'm2', 'm3']);
    const newer = (await get(c, `/chat-api/chat/${chat}?limit=2&direction=down&last_message_id=${older[0].id}`)).json().data.messages;
    expect(newer.map((m: { text: string }) => m.text)).toEqual(['m2', 'm3']);
    expect((await get(c, `/chat-api/chat/${chat}?limit=100000`)).json().data.messages).toHaveLength(7);
    expect((await get(c, `/chat-api/chat/${chat}?direction=sideways`)).json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'direction' });
    expect((await get(c, '/chat-api/chat/abc')).statusCode).toBe(400);
  });

  it('forwards up to 20 messages into a chat of the viewer', async () => {
    const target = await openChat(t, a, c);
    const sources = (await get(a, `/chat-api/chat/${chatId}?limit=2`)).json().data.messages;
    const key = randomUUID();
    const res = await post(a, '/chat-api/messages/forward', { chat_id: target, message_ids: sources.map((m: { id: number }) => m.id), client_message_id: key });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
    expect(res.json().data[0].forwarded_from).toMatchObject({ message_id: sources[0].id, author_uuid: sources[0].author_uuid });
    const again = await post(a, '/chat-api/messages/forward', { chat_id: target, message_ids: sources.map((m: { id: number }) => m.id), client_message_id: key });
    expect(again.json().data.map((m: { id: number }) => m.id)).toEqual(res.json().data.map((m: { id: number }) => m.id));
    const tooMany = await post(a, '/chat-api/messages/forward', { chat_id: target, message_ids: Array.from({ length: 21 }, (_, i) => i + 1), client_message_id: randomUUID() });
    expect(tooMany.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'message_ids' });
  });

  it('mutes, unmutes and hides chats until their next message', async () => {
    expect((await post(b, `/chat-api/chat/${chatId}/mute`)).json().data.is_muted).toBe(true);
    await sendText(t, a, chatId, 'while muted');
    expect((await get(b, '/chat-api/chat/are-there-unread-messages')).json().data.has_unread_messages).toBe(false);
    expect((await post(b, `/chat-api/chat/${chatId}/unmute`)).json().data.is_muted).toBe(false);
    expect((await get(b, '/chat-api/chat/are-there-unread-messages')).json().data.has_unread_messages).toBe(true);
    expect((await post(b, '/chat-api/chat/hide', { chat_ids: [chatId, 999999] })).statusCode).toBe(200);
    expect((await get(b, '/chat-api/chat/list')).json().data.some((ch: { id: number }) => ch.id === chatId)).toBe(false);
    await sendText(t, a, chatId, 'back again');
    expect((await get(b, '/chat-api/chat/list')).json().data.some((ch: { id: number }) => ch.id === chatId)).toBe(true);
    expect((await post(b, '/chat-api/chat/hide', { chat_ids: [] })).statusCode).toBe(400);
  });

  it('rejects bad input with 400 and the field', async () => {
    const empty = await post(a, `/chat-api/chat/${chatId}/messages`, { client_message_id: randomUUID(), text: '   ' });
    expect(empty.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'text' });
    const long = await post(a, `/chat-api/chat/${chatId}/messages`, { client_message_id: randomUUID(), text: 'x'.repeat(4001) });
    expect(long.json().errors[0].field).toBe('text');
    const badId = await post(a, `/chat-api/chat/${chatId}/messages`, { client_message_id: 'no spaces allowed', text: 'hi' });
    expect(badId.json().errors[0].field).toBe('client_message_id');
  });
});

describe('concurrent sends (group commit)', () => {
  it('stores every message once and keeps unread counters exact', async () => {
    const [a, b, c] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)]);
    const ab = await openChat(t, a, b);
    const cb = await openChat(t, c, b);
    await sendText(t, a, ab, 'start');
    await sendText(t, c, cb, 'start');
    const same = randomUUID();
    const results = await Promise.all([
      ...Array.from({ length: 15 }, (_, i) => sendText(t, a, ab, `a${i}`)),
      ...Array.from({ length: 10 }, (_, i) => sendText(t, c, cb, `c${i}`)),
      ...Array.from({ length: 5 }, (_, i) => sendText(t, b, ab, `b${i}`)),
      sendText(t, a, ab, 'dup', { client_message_id: same }),
      sendText(t, a, ab, 'dup', { client_message_id: same }),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.at(-1)!.json().data.id).toBe(results.at(-2)!.json().data.id);
    const list = (await get(b, '/chat-api/chat/list')).json().data;
    expect(list.find((ch: { id: number }) => ch.id === ab).unread_messages_count).toBe(1 + 15 + 1);
    expect(list.find((ch: { id: number }) => ch.id === cb).unread_messages_count).toBe(1 + 10);
    const messages = (await get(b, `/chat-api/chat/${ab}?limit=100`)).json().data.messages;
    expect(messages).toHaveLength(1 + 15 + 5 + 1);
    expect((await get(a, '/chat-api/chat/list')).json().data[0].unread_messages_count).toBe(5);
    const newest = Math.max(...messages.map((m: { id: number }) => m.id));
    expect(list.find((ch: { id: number }) => ch.id === ab).last_message.id).toBe(newest);
  });
});

describe('chat list', () => {
  it('orders chats by last activity and pages with last_message_id', async () => {
    const me = await makeUser(t);
    const others = await Promise.all(Array.from({ length: 5 }, () => makeUser(t)));
    const chats: number[] = [];
    for (const o of others) {
      const id = await openChat(t, me, o);
      chats.push(id);
      await sendText(t, o, id, `from ${o.nickname}`);
    }
    await sendText(t, me, chats[1]!, 'bump');
    const first = (await t.app.inject({ url: '/chat-api/chat/list?limit=2', headers: me.headers })).json().data;
    expect(first.map((ch: { id: number }) => ch.id)).toEqual([chats[1], chats[4]]);
    const cursor = first.at(-1).last_message.id;
    const next = (await t.app.inject({ url: `/chat-api/chat/list?limit=2&last_message_id=${cursor}`, headers: me.headers })).json().data;
    expect(next.map((ch: { id: number }) => ch.id)).toEqual([chats[3], chats[2]]);
    expect(first[0].users[0].uuid).toBe(others[1]!.uuid);
  });
});

/** A number written with letters (nicknames allow Latin letters only). */
const letters = (n: number) => [...String(n)].map((d) => String.fromCharCode(97 + Number(d))).join('');

describe('daily new-chat limit', () => {
  it('allows the 10th new chat, refuses the 11th, and allows it again the next day', async () => {
    // Just before midnight UTC, so the next day comes while the access tokens are still valid.
    t.clock.set(new Date(Date.UTC(2026, 4, 10, 23, 55)));
    const me = await makeUser(t);
    const others = await Promise.all(Array.from({ length: 11 }, () => makeUser(t)));
    const ids = [];
    for (const o of others) ids.push(await openChat(t, me, o));
    for (let i = 0; i < 10; i += 1) expect((await sendText(t, me, ids[i]!, 'hi')).statusCode, `chat ${i + 1}`).toBe(200);
    const eleventh = await sendText(t, me, ids[10]!, 'hi');
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().errors[0].code).toBe('FREE_CHAT_LIMIT_EXCEEDED');
    // Replies and further messages in started chats are not new chats.
    expect((await sendText(t, me, ids[0]!, 'more')).statusCode).toBe(200);
    expect((await sendText(t, others[10]!, ids[10]!, 'I can start it')).statusCode).toBe(200);
    const fresh = await makeUser(t);
    const twelfth = await openChat(t, me, fresh);
    expect((await sendText(t, me, twelfth, 'hi')).json().errors[0].code).toBe('FREE_CHAT_LIMIT_EXCEEDED');
    t.clock.advance(10 * 60 * 1000);
    const nextDay = await makeUser(t);
    expect((await sendText(t, me, twelfth, 'hi')).statusCode).toBe(200);
    expect((await sendText(t, me, await openChat(t, me, nextDay), 'hi')).statusCode).toBe(200);
  });

  it('gives Plus users 200 new chats a day', async () => {
    const plus = await makeUser(t, { premium: true });
    const others = await Promise.all(Array.from({ length: 201 }, (_, i) => makeUser(t, { nickname: `plus${letters(i)}${letters(Date.now() % 100000)}` })));
    let ok = 0;
    let last = 0;
    for (const o of others) {
      const res = await sendText(t, plus, await openChat(t, plus, o), 'hello');
      if (res.statusCode === 200) ok += 1;
      else last = res.json().errors[0].code;
    }
    expect(ok).toBe(200);
    expect(last).toBe('FREE_CHAT_LIMIT_EXCEEDED');
  }, 120_000);
});

describe('blocking', () => {
  it('stops messages both ways and shows the chat as blocked', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    const chat = await openChat(t, a, b);
    expect((await sendText(t, a, chat, 'hi')).statusCode).toBe(200);
    const own = (await sendText(t, b, chat, 'mine')).json().data;
    expect((await post(a, `/api/users/${b.uuid}/block`, { reason: 'spam' })).statusCode).toBe(200);
    for (const [from, text] of [
      [a, 'from blocker'],
      [b, 'from blocked'],
    ] as const) {
      const res = await sendText(t, from, chat, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].code).toBe('USERS_HAVE_RELATION');
    }
    const info = (await get(b, `/chat-api/chat/${chat}/info`)).json().data;
    expect(info.access_status).toBe('blocked');
    expect(info.users[0].block).toEqual({ blocked_by_me: false, blocked_me: true });
    // Removing what one wrote stays possible.
    expect((await t.app.inject({ method: 'DELETE', url: `/chat-api/messages/${own.id}`, headers: b.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${b.uuid}/block`, headers: a.headers })).statusCode).toBe(200);
    expect((await sendText(t, b, chat, 'again')).statusCode).toBe(200);
  });
});

describe('a deleted companion', () => {
  it('keeps the chat readable but refuses new messages', async () => {
    const [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    const chat = await openChat(t, a, b);
    expect((await sendText(t, a, chat, 'hi')).statusCode).toBe(200);
    await t.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, b.id));
    const res = await sendText(t, a, chat, 'are you there?');
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('USER_NOT_FOUND');
    const info = (await get(a, `/chat-api/chat/${chat}/info`)).json().data;
    expect(info.access_status).toBe('companion_deleted');
    expect(info.users[0]).toMatchObject({ uuid: b.uuid, active: false, nickname: null });
  });
});

describe('images and voice messages', () => {
  let a: TestUser;
  let b: TestUser;
  let chat: number;
  let png: Buffer;
  beforeAll(async () => {
    [a, b] = await Promise.all([makeUser(t), makeUser(t)]);
    chat = await openChat(t, a, b);
    await sendText(t, a, chat, 'hi');
    png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366ff' } }).png().toBuffer();
  });
  const upload = (user: TestUser, kind: 'image' | 'audio', file: { filename: string; type: string; bytes: Buffer }, fields: Record<string, string> = {}) => {
    const body = multipart({ client_message_id: randomUUID(), ...fields }, file);
    return t.app.inject({ method: 'POST', url: `/chat-api/chat/${chat}/messages/${kind}`, headers: { ...user.headers, ...body.headers }, payload: body.payload });
  };

  it('are refused between non-friends', async () => {
    const res = await upload(a, 'image', { filename: 'a.png', type: 'image/png', bytes: png });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('CHAT_MEDIA_FRIENDS_ONLY');
    const voice = await upload(a, 'audio', { filename: 'a.wav', type: 'audio/wav', bytes: wavBytes() });
    expect(voice.json().errors[0].code).toBe('CHAT_MEDIA_FRIENDS_ONLY');
  });

  it('are accepted between friends, with a preview, served with a fixed type', async () => {
    await befriend(t, a, b);
    const res = await upload(a, 'image', { filename: 'photo.txt', type: 'text/plain', bytes: png }, { text: 'look' });
    expect(res.statusCode).toBe(200);
    const message = res.json().data;
    expect(message).toMatchObject({ type: 'image', text: 'look', image: { base: '/chat-api/uploads/' } });
    expect(message.image.actual_file_name).toMatch(/^[a-f0-9]{32}\.png$/);
    const file = await t.app.inject({ url: `/chat-api/uploads/${message.image.actual_file_name}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const preview = await t.app.inject({ url: `/chat-api/uploads/${message.image.preview_file_name}` });
    expect(preview.headers['content-type']).toBe('image/webp');
    const meta = await sharp(preview.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(320);
    const voice = await upload(b, 'audio', { filename: 'v.wav', type: 'audio/wav', bytes: wavBytes() });
    expect(voice.json().data).toMatchObject({ type: 'audio', audio: { base: '/chat-api/uploads/' } });
    expect((await t.app.inject({ url: `/chat-api/uploads/${voice.json().data.audio.actual_file_name}` })).headers['content-type']).toBe('audio/wav');
    expect((await t.app.inject({ url: '/chat-api/uploads/../../etc/passwd' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ url: `/chat-api/uploads/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
  });

  it('lose their files with the last message that shows them (forwarded copies share them)', async () => {
    const c = await makeUser(t);
    await befriend(t, a, c);
    const toC = await openChat(t, a, c);
    const image = (await upload(a, 'image', { filename: 'p.png', type: 'image/png', bytes: png })).json().data;
    const fileUrl = `/chat-api/uploads/${image.image.actual_file_name}`;
    const copy = (await post(a, '/chat-api/messages/forward', { chat_id: toC, message_ids: [image.id], client_message_id: randomUUID() })).json().data[0];
    expect(copy.image.actual_file_name).toBe(image.image.actual_file_name);
    await t.app.inject({ method: 'DELETE', url: `/chat-api/messages/${image.id}`, headers: a.headers });
    expect((await t.app.inject({ url: fileUrl })).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/chat-api/messages/${copy.id}`, headers: a.headers });
    expect((await t.app.inject({ url: fileUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/chat-api/uploads/${image.image.preview_file_name}` })).statusCode).toBe(404);
  });

  it('sniff the type from the bytes and cap the size', async () => {
    const fake = await upload(a, 'image', { filename: 'x.png', type: 'image/png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>') });
    expect(fake.statusCode).toBe(415);
    const audioAsImage = await upload(a, 'image', { filename: 'x.png', type: 'image/png', bytes: wavBytes() });
    expect(audioAsImage.statusCode).toBe(415);
    const big = await upload(a, 'audio', { filename: 'x.wav', type: 'audio/wav', bytes: Buffer.concat([wavBytes(), Buffer.alloc(6 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(413);
    const noFile = multipart({ client_message_id: randomUUID() });
    const res = await t.app.inject({ method: 'POST', url: `/chat-api/chat/${chat}/messages/image`, headers: { ...a.headers, ...noFile.headers }, payload: noFile.payload });
    expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'file' });
    const json = await post(a, `/chat-api/chat/${chat}/messages/image`, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('keep nothing a client hides in a file: images re-encoded, audio probed beyond its first bytes', async () => {
    const [c, d] = await Promise.all([makeUser(t), makeUser(t)]);
    await befriend(t, c, d);
    const between = await openChat(t, c, d);
    const send = (file: { filename: string; type: string; bytes: Buffer }, kind: 'image' | 'audio' = 'image') => {
      const body = multipart({ client_message_id: randomUUID() }, file);
      return t.app.inject({ method: 'POST', url: `/chat-api/chat/${between}/messages/${kind}`, headers: { ...c.headers, ...body.headers }, payload: body.payload });
    };
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff3366' } }).gif().toBuffer();
    for (const [name, bytes] of [['p.png', png], ['g.gif', gif]] as const) {
      const res = await send({ filename: name, type: 'image/png', bytes: Buffer.concat([bytes, html]) });
      expect(res.statusCode, res.body).toBe(200);
      const stored = await t.app.inject({ url: `/chat-api/uploads/${res.json().data.image.actual_file_name}` });
      expect(stored.rawPayload.includes('<script>')).toBe(false);
      expect((await sharp(stored.rawPayload).metadata()).width).toBeGreaterThan(0);
    }
    const id3Text = Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]), Buffer.from('just some text, no audio frame at all')]);
    expect((await send({ filename: 'v.mp3', type: 'audio/mpeg', bytes: id3Text }, 'audio')).statusCode).toBe(415);
    const oneHeader = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.from('and then text instead of the frame '.repeat(20))]);
    expect((await send({ filename: 'v.mp3', type: 'audio/mpeg', bytes: oneHeader }, 'audio')).statusCode).toBe(415);
    const truncatedWav = wavBytes().subarray(0, 40);
    expect((await send({ filename: 'v.wav', type: 'audio/wav', bytes: truncatedWav }, 'audio')).statusCode).toBe(415);
    expect((await send({ filename: 'v.wav', type: 'audio/wav', bytes: wavBytes() }, 'audio')).statusCode).toBe(200);
  });
});
