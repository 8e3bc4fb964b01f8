// The chat's translate tool with the real Apertium (apertium-apy from Debian): a member translates
// the companion's message into their own language, the engine named; guests, strangers and
// moderators outside the chat get nothing; bad input is refused with a 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { openChat, sendText } from '../../../test/chat-helpers';
import { startApertiumApy, type ApertiumApy } from '../../../test/apertium-apy';

let t: TestApp;
let apy: ApertiumApy;
let ana: TestUser; // native Spanish, learns English
let ben: TestUser; // native English, learns Spanish
let messageId: number;

beforeAll(async () => {
  apy = await startApertiumApy();
  t = await createTestApp({ MT_PROVIDER: 'apertium', APERTIUM_URL: apy.url, MT_TIMEOUT_MS: '15000', RATE_LIMIT_MACHINE_TRANSLATION: '1000/1m' });
  ana = await makeUser(t, { native: 'spa', languages: [{ lang: 'eng', level: 'BASE' }] });
  ben = await makeUser(t, { native: 'eng', languages: [{ lang: 'spa', level: 'BASE' }] });
  const chatId = await openChat(t, ben, ana);
  const sent = await sendText(t, ben, chatId, 'the house is big');
  expect(sent.statusCode, sent.body).toBe(200);
  messageId = sent.json().data.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await apy?.close();
});

const translate = (user: TestUser | null, id: number | string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url: `/chat-api/messages/${id}/translate`, headers: user?.headers ?? {}, payload: payload as object });

describe('translating a chat message', () => {
  it('gives the reader the message in their language, from Apertium, counted as a machine translation', async () => {
    const res = await translate(ana, messageId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ text: 'La casa es grande', provider: 'apertium', lang: 'eng', lang_t: 'spa', fallback: null });
    expect(res.json().usage.count).toBe(1);
    // The author may translate their own message too, with the languages named.
    const own = await translate(ben, messageId, { lang: 'en', lang_t: 'spa' });
    expect(own.json().data.text).toBe('La casa es grande');
  }, 30_000);

  it('is for members of the chat only: guests 401, strangers and moderators 404', async () => {
    expect((await translate(null, messageId)).statusCode).toBe(401);
    const stranger = await makeUser(t, { native: 'spa' });
    const moderator = await makeUser(t, { role: 'moderator', native: 'spa' });
    for (const u of [stranger, moderator]) {
      const res = await translate(u, messageId);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].code).toBe('MESSAGE_NOT_FOUND');
    }
    expect((await translate(ana, 2_000_000_000)).statusCode).toBe(404);
  });

  it('refuses bad input with a 4xx', async () => {
    for (const id of ['0', 'abc', '-3']) expect((await translate(ana, id)).statusCode).toBe(400);
    expect((await translate(ana, messageId, { lang_t: 'xx-nope' })).statusCode).toBe(400);
    expect((await translate(ana, messageId, { lang_t: 'en\u0000' })).statusCode).toBe(400);
    expect((await translate(ana, messageId, { extra: 1 })).statusCode).toBe(400);
    expect((await translate(ana, messageId, { lang: 'spa', lang_t: 'es' })).statusCode).toBe(400);
    const huge = await translate(ana, messageId, { lang: 'x'.repeat(1_000_000) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    // Without languages in either profile, the pair must be named.
    const [x, y] = [await makeUser(t), await makeUser(t)];
    const chatId = await openChat(t, x, y);
    const id = (await sendText(t, x, chatId, 'hola')).json().data.id;
    const res = await translate(y, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('CHAT_TRANSLATION_LANGUAGE_UNKNOWN');
  });
});
