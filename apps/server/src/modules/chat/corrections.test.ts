// Corrections in chat (issue 40): a message of kind correction referencing the companion's text
// message, with the corrected text and an optional comment; thanked once by the corrected author;
// counted in both members' statistics. Over HTTP and the socket; who may do what; hostile input.
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { openChat, sendText } from '../../../test/chat-helpers';

let t: TestApp;
let base: string;
let a: TestUser; // corrects
let b: TestUser; // learner, author of the corrected message
let stranger: TestUser;
let moderator: TestUser;
let chatId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [a, b, stranger, moderator] = await Promise.all([makeUser(t), makeUser(t), makeUser(t), makeUser(t, { role: 'moderator' })]);
  chatId = await openChat(t, a, b);
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const correct = (user: TestUser | null, messageId: number | string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/chat-api/messages/${messageId}/corrections`,
    headers: user?.headers ?? {},
    payload: { client_message_id: randomUUID(), ...payload },
  });
const thank = (user: TestUser | null, messageId: number) =>
  t.app.inject({ method: 'POST', url: `/chat-api/messages/${messageId}/thank`, headers: user?.headers ?? {} });
const stats = (user: TestUser | null, id = chatId) => t.app.inject({ url: `/chat-api/chat/${id}/corrections`, headers: user?.headers ?? {} });
const learnerSays = async (text: string) => (await sendText(t, b, chatId, text)).json().data as { id: number; text: string };

async function socketOf(user: TestUser): Promise<Socket> {
  const s = connect(base, { path: '/broadcast', auth: { token: user.token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  return s;
}
/** The next `event` whose payload passes `test` (the learner's own message:new comes first). */
const next = <T>(socket: Socket, event: string, test: (payload: T) => boolean = () => true) =>
  new Promise<T>((resolve) => {
    const on = (payload: T) => {
      if (!test(payload)) return;
      socket.off(event, on);
      resolve(payload);
    };
    socket.on(event, on);
  });
type Ack = { data?: Record<string, unknown> & { id: number }; errors?: { code: string; field?: string }[] };
const command = (socket: Socket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack>;

describe('corrections over HTTP', () => {
  it('the companion corrects a text message: a message of kind correction with the diff sides and the comment', async () => {
    const original = await learnerSays('Yesterday I goed home');
    const res = await correct(a, original.id, { corrected_text: '  Yesterday I went home ', comment: 'go → went (past)' });
    expect(res.statusCode).toBe(200);
    const message = res.json().data;
    expect(message).toMatchObject({
      chat_id: chatId,
      author_uuid: a.uuid,
      type: 'correction',
      text: 'go → went (past)',
      quote: { id: original.id, author_uuid: b.uuid, text: 'Yesterday I goed home' },
      correction: { message_id: original.id, original_text: 'Yesterday I goed home', corrected_text: 'Yesterday I went home', thanked_at: null },
    });
    // Both see it in the conversation, after the original.
    const page = (await t.app.inject({ url: `/chat-api/chat/${chatId}`, headers: b.headers })).json().data.messages as { id: number; type: string }[];
    expect(page.at(-1)).toMatchObject({ id: message.id, type: 'correction' });
    // The comment is optional; a resend with the same client id stays one correction.
    const clientId = randomUUID();
    const first = await correct(a, original.id, { client_message_id: clientId, corrected_text: 'Yesterday, I went home' });
    const again = await correct(a, original.id, { client_message_id: clientId, corrected_text: 'Yesterday, I went home' });
    expect(first.json().data).toMatchObject({ type: 'correction', text: '' });
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  it('the original as it was stays in the correction after the author edits the message', async () => {
    const original = await learnerSays('I has a cat');
    const c = (await correct(a, original.id, { corrected_text: 'I have a cat' })).json().data;
    await t.app.inject({ method: 'PATCH', url: `/chat-api/messages/${original.id}`, headers: b.headers, payload: { text: 'I have a cat' } });
    const page = (await t.app.inject({ url: `/chat-api/chat/${chatId}`, headers: a.headers })).json().data.messages as { id: number; correction: unknown }[];
    expect(page.find((m) => m.id === c.id)!.correction).toMatchObject({ original_text: 'I has a cat', corrected_text: 'I have a cat' });
    // A correction is not edited like a text message.
    const edit = await t.app.inject({ method: 'PATCH', url: `/chat-api/messages/${c.id}`, headers: a.headers, payload: { text: 'x' } });
    expect(edit.json().errors[0].code).toBe('MESSAGE_NOT_EDITABLE');
  });

  it('guests 401; a stranger and a moderator outside the chat 404; never 5xx', async () => {
    const original = await learnerSays('She go to school');
    expect((await correct(null, original.id, { corrected_text: 'She goes to school' })).statusCode).toBe(401);
    for (const outsider of [stranger, moderator]) {
      const res = await correct(outsider, original.id, { corrected_text: 'She goes to school' });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].code).toBe('MESSAGE_NOT_FOUND');
      expect((await stats(outsider)).statusCode).toBe(404);
    }
    expect((await stats(null)).statusCode).toBe(401);
    // A correction of someone else's message in a chat one is not in: the stranger's own chat with
    // the learner does not make the learner's other chat visible.
    await openChat(t, stranger, b);
    const foreign = await correct(stranger, original.id, { corrected_text: 'She goes to school' });
    expect(foreign.statusCode).toBe(404);
    expect((await correct(a, 99_999_999, { corrected_text: 'x' })).statusCode).toBe(404);
    expect((await correct(a, 'abc', { corrected_text: 'x' })).statusCode).toBe(400);
  });

  it('refuses bad input with a code: empty, 1 MB, control characters, own messages, photos of nothing, unchanged text', async () => {
    const original = await learnerSays('We was happy');
    const empty = await correct(a, original.id, { corrected_text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'corrected_text' });
    expect((await correct(a, original.id, {})).json().errors[0].field).toBe('corrected_text');
    const huge = await correct(a, original.id, { corrected_text: 'x'.repeat(1024 * 1024) });
    expect([400, 413]).toContain(huge.statusCode);
    const long = await correct(a, original.id, { corrected_text: 'We were happy', comment: 'y'.repeat(1001) });
    expect(long.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'comment' });
    const control = await correct(a, original.id, { corrected_text: 'We were\u0000 happy' });
    expect(control.statusCode).toBe(400);
    expect(control.json().errors[0].code).toBe('VALIDATION_ERROR');
    const bell = await correct(a, original.id, { corrected_text: 'We were happy', comment: 'ring\u0007' });
    expect(bell.statusCode).toBe(400);
    const badClient = await correct(a, original.id, { client_message_id: 'a b', corrected_text: 'We were happy' });
    expect(badClient.json().errors[0].field).toBe('client_message_id');
    const unchanged = await correct(a, original.id, { corrected_text: ' We was happy ' });
    expect(unchanged.json().errors[0]).toMatchObject({ code: 'CORRECTION_UNCHANGED', field: 'corrected_text' });
    const mine = (await sendText(t, a, chatId, 'my own text')).json().data;
    expect((await correct(a, mine.id, { corrected_text: 'My own text.' })).json().errors[0].code).toBe('MESSAGE_NOT_CORRECTABLE');
    const c = (await correct(a, original.id, { corrected_text: 'We were happy' })).json().data;
    // A correction is not corrected in turn.
    expect((await correct(b, c.id, { corrected_text: 'Ok' })).json().errors[0].code).toBe('MESSAGE_NOT_CORRECTABLE');
    // A deleted message cannot be corrected.
    const gone = await learnerSays('deleted soon');
    await t.app.inject({ method: 'DELETE', url: `/chat-api/messages/${gone.id}`, headers: b.headers });
    expect((await correct(a, gone.id, { corrected_text: 'Deleted soon.' })).statusCode).toBe(404);
  });

  it('the corrected author thanks once; the corrector, a stranger and a moderator cannot; statistics count it', async () => {
    const chat2Users = await Promise.all([makeUser(t), makeUser(t)]);
    const [tutor, learner] = chat2Users;
    const chat2 = await openChat(t, tutor!, learner!);
    const o1 = (await sendText(t, learner!, chat2, 'He dont know')).json().data;
    const o2 = (await sendText(t, learner!, chat2, 'I am agree')).json().data;
    const c1 = (await correct(tutor!, o1.id, { corrected_text: "He doesn't know" })).json().data;
    const c2 = (await correct(tutor!, o2.id, { corrected_text: 'I agree' })).json().data;
    // And one the other way.
    const o3 = (await sendText(t, tutor!, chat2, 'Thanks for you help')).json().data;
    await correct(learner!, o3.id, { corrected_text: 'Thanks for your help' });

    expect((await thank(null, c1.id)).statusCode).toBe(401);
    expect((await thank(stranger, c1.id)).statusCode).toBe(404);
    expect((await thank(moderator, c1.id)).statusCode).toBe(404);
    const self = await thank(tutor!, c1.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().errors[0].code).toBe('FORBIDDEN');
    expect((await thank(learner!, o3.id)).json().errors[0].code).toBe('NOT_A_CORRECTION');

    const first = await thank(learner!, c1.id);
    expect(first.statusCode).toBe(200);
    const thankedAt = first.json().data.correction.thanked_at;
    expect(thankedAt).toEqual(expect.any(String));
    const second = await thank(learner!, c1.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.correction.thanked_at).toBe(thankedAt);

    const tutorView = (await stats(tutor!, chat2)).json().data;
    expect(tutorView).toEqual({
      companion: { given: 1, received: 2, thanks_received: 0 },
      me: { given: 2, received: 1, thanks_received: 1 },
      in_chat: { given: 2, received: 1 },
    });
    // A deleted correction no longer counts, and cannot be thanked.
    await t.app.inject({ method: 'DELETE', url: `/chat-api/messages/${c2.id}`, headers: tutor!.headers });
    expect((await thank(learner!, c2.id)).statusCode).toBe(404);
    expect((await stats(learner!, chat2)).json().data).toMatchObject({ companion: { given: 1 }, me: { received: 1 }, in_chat: { given: 1, received: 1 } });
  });

  it('two thanks at once store one', async () => {
    const original = await learnerSays('They was late');
    const c = (await correct(a, original.id, { corrected_text: 'They were late' })).json().data;
    const answers = await Promise.all(Array.from({ length: 6 }, () => thank(b, c.id)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().data.correction.thanked_at)).size).toBe(1);
  });

  it('a block stops corrections and thanks both ways', async () => {
    const [x, y] = await Promise.all([makeUser(t), makeUser(t)]);
    const chat = await openChat(t, x, y);
    const o = (await sendText(t, y, chat, 'I goed')).json().data;
    const c = (await correct(x, o.id, { corrected_text: 'I went' })).json().data;
    const block = await t.app.inject({ method: 'POST', url: `/api/users/${x.uuid}/block`, headers: y.headers });
    expect(block.statusCode).toBeLessThan(300);
    const o2 = (await sendText(t, x, chat, 'before?')).json();
    expect(o2.errors[0].code).toBe('USERS_HAVE_RELATION');
    expect((await correct(x, o.id, { corrected_text: 'I did go' })).json().errors[0].code).toBe('USERS_HAVE_RELATION');
    expect((await thank(y, c.id)).json().errors[0].code).toBe('USERS_HAVE_RELATION');
  });
});

describe('corrections over the socket', () => {
  it('a correction and its thanks reach both members live', async () => {
    const [sa, sb] = await Promise.all([socketOf(a), socketOf(b)]);
    const original = await learnerSays('I am living here since 2010');
    const seenByB = next<{ chat_id: number; message: { id: number; type: string; correction: { corrected_text: string } } }>(sb, 'message:new', (e) => e.message.type === 'correction');
    const ack = await command(sa, 'message:correct', {
      message_id: original.id,
      client_message_id: randomUUID(),
      corrected_text: 'I have been living here since 2010',
      comment: 'present perfect',
    });
    expect(ack.data).toMatchObject({ type: 'correction', text: 'present perfect' });
    const event = await seenByB;
    expect(event).toMatchObject({ chat_id: chatId, message: { id: ack.data!.id, type: 'correction', correction: { corrected_text: 'I have been living here since 2010' } } });

    const thankedForA = next<{ message: { id: number; correction: { thanked_at: string | null } } }>(sa, 'correction:thanked');
    const thankAck = await command(sb, 'correction:thank', { message_id: ack.data!.id });
    expect((thankAck.data as unknown as { correction: { thanked_at: string } }).correction.thanked_at).toEqual(expect.any(String));
    expect((await thankedForA).message).toMatchObject({ id: ack.data!.id, correction: { thanked_at: expect.any(String) } });

    // The same refusals as over HTTP.
    const ss = await socketOf(stranger);
    const refused = await command(ss, 'message:correct', { message_id: original.id, client_message_id: randomUUID(), corrected_text: 'x' });
    expect(refused.errors![0]!.code).toBe('MESSAGE_NOT_FOUND');
    const empty = await command(sa, 'message:correct', { message_id: original.id, client_message_id: randomUUID(), corrected_text: '' });
    expect(empty.errors![0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'corrected_text' });
    const control = await command(sa, 'message:correct', { message_id: original.id, client_message_id: randomUUID(), corrected_text: 'a\u0001b' });
    expect(control.errors![0]!.code).toBe('VALIDATION_ERROR');
    expect((await command(ss, 'correction:thank', { message_id: ack.data!.id })).errors![0]!.code).toBe('MESSAGE_NOT_FOUND');
  });
});
