// The AI partner against a local OpenAI-compatible server: streaming into the conversation, the
// gentle correction, the daily limit (10 free), timeouts and a 500 (the message is given back).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/openai-server';
import { createAiChat, AiChatError } from '../../platform/ai-chat/index';
import { makeTranslation } from '../../../test/dictionary-factories';
import { candidateWords, parseMarks, streamable } from './use-cases/dictionary';

let t: TestApp;
let ai: FakeOpenAi;

/** Parses a text/event-stream body into events. */
function events(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = block.match(/^event: (.*)$/m)?.[1] ?? 'message';
      return { event, data: JSON.parse(block.match(/^data: (.*)$/m)?.[1] ?? 'null') };
    });
}

const send = (headers: Record<string, string>, text: string, lang = 'ger') =>
  t.app.inject({ method: 'POST', url: '/api/ai-partner/messages', headers, payload: { lang, text } });

beforeAll(async () => {
  ai = await startFakeOpenAi();
  t = await createTestApp({ AI_CHAT_URL: ai.url, AI_CHAT_MODEL: 'tiny', AI_CHAT_API_KEY: 'key-1', AI_CHAT_TIMEOUT_MS: '800' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await ai?.close();
});

describe('platform/ai-chat', () => {
  it('streams the pieces and stops at [DONE]', async () => {
    ai.mode = { kind: 'stream', pieces: ['Guten ', 'Tag', '!'] };
    const client = createAiChat({ url: ai.url, model: 'tiny', timeoutMs: 2000 });
    const pieces: string[] = [];
    for await (const p of client.stream([{ role: 'user', content: 'Hallo' }])) pieces.push(p);
    expect(pieces).toEqual(['Guten ', 'Tag', '!']);
    expect(ai.requests.at(-1)!.body).toMatchObject({ model: 'tiny', stream: true });
  });

  it('throws on a 500 and on a stalled stream (timeout)', async () => {
    const client = createAiChat({ url: ai.url, model: 'tiny', timeoutMs: 300 });
    ai.mode = { kind: 'status', status: 500 };
    await expect(async () => {
      for await (const _ of client.stream([{ role: 'user', content: 'x' }])) void _;
    }).rejects.toMatchObject({ reason: 'http', status: 500 });
    ai.mode = { kind: 'stall' };
    const started = Date.now();
    const err = await (async () => {
      try {
        for await (const _ of client.stream([{ role: 'user', content: 'x' }])) void _;
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(AiChatError);
    expect((err as AiChatError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('AI partner routes', () => {
  it('streams the reply, shows the correction and stores the conversation', async () => {
    const u = await makeUser(t, { native: 'eng', languages: [{ lang: 'ger', level: 'ELEMENTARY' }] });
    ai.mode = { kind: 'stream', pieces: ['CORREC', 'TION: Ich bin müde.\n', 'Oh, warum ', 'bist du müde?'] };
    const res = await send(u.headers, 'Ich bin mude.');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const ev = events(res.body);
    const deltas = ev.filter((e) => e.event === 'delta').map((e) => e.data.text).join('');
    expect(deltas).toBe('Oh, warum bist du müde?');
    const done = ev.find((e) => e.event === 'done')!.data as { reply: { text: string; correction: unknown }; quota: { remaining: number } };
    expect(done.reply.text).toBe('Oh, warum bist du müde?');
    expect(done.reply.correction).toEqual({ original: 'Ich bin mude.', corrected: 'Ich bin müde.' });
    expect(done.quota.remaining).toBe(9);
    // The prompt: the language, the level, the API key.
    const req = ai.requests.at(-1)!;
    expect(req.headers.authorization).toBe('Bearer key-1');
    expect(req.body.messages[0]!.content).toMatch(/German/);
    expect(req.body.messages[0]!.content).toMatch(/beginner/);
    expect(req.body.messages.at(-1)).toEqual({ role: 'user', content: 'Ich bin mude.' });
    expect(req.body.messages[0]!.content).toContain('[[');
    const conv = await t.app.inject({ url: '/api/ai-partner/conversation?lang=ger', headers: u.headers });
    expect(conv.json().data.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(conv.json().data.level).toBe('ELEMENTARY');
  });

  it('refuses the 11th message of a free member with the limit error and the remaining count', async () => {
    const u = await makeUser(t);
    ai.mode = { kind: 'stream', pieces: ['Ja.'] };
    for (let i = 0; i < 10; i += 1) expect((await send(u.headers, `Satz ${i}`)).statusCode).toBe(200);
    const eleventh = await send(u.headers, 'noch einer');
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().errors[0]).toMatchObject({ code: 'AI_MESSAGE_LIMIT_EXCEEDED' });
    const plus = await makeUser(t, { premium: true });
    const r = events((await send(plus.headers, 'Hallo')).body).find((e) => e.event === 'done')!;
    expect(r.data.quota).toMatchObject({ limit: 200, remaining: 199 });
  }, 60_000);

  it('a 500 or a timeout ends the stream with an error event and gives the message back', async () => {
    const u = await makeUser(t);
    ai.mode = { kind: 'status', status: 500 };
    const failed = events((await send(u.headers, 'Hallo')).body);
    expect(failed.at(-1)).toMatchObject({ event: 'error', data: { code: 'AI_PARTNER_UNAVAILABLE', payload: { reason: 'http' } } });
    ai.mode = { kind: 'stall' };
    const stalled = events((await send(u.headers, 'Hallo')).body);
    expect(stalled.at(-1)).toMatchObject({ event: 'error', data: { code: 'AI_PARTNER_UNAVAILABLE', payload: { reason: 'timeout' } } });
    expect((await t.services.plus.quota.entry(u.id, 'ai_message')).used).toBe(0);
    const conv = (await t.app.inject({ url: '/api/ai-partner/conversation?lang=ger', headers: u.headers })).json().data;
    expect(conv.messages.filter((m: { state: string }) => m.state === 'failed')).toHaveLength(2);
  });

  it('validates the language and the text, and needs a sign-in', async () => {
    const u = await makeUser(t);
    expect((await send(u.headers, 'x', 'zzz')).statusCode).toBe(400);
    expect((await send(u.headers, '   ')).statusCode).toBe(400);
    expect((await send(u.headers, 'a'.repeat(2001))).statusCode).toBe(400);
    expect([400, 413]).toContain((await send(u.headers, 'a'.repeat(1024 * 1024))).statusCode);
    expect((await send(u.headers, 'Hallo\u0000')).json().errors[0].code).toBe('VALIDATION_ERROR');
    expect((await send(u.headers, 'Hallo', 'ger\u0007')).statusCode).toBe(400);
    expect((await send({}, 'Hallo')).statusCode).toBe(401);
  });

  it('puts the dictionary entries of the words asked about into the prompt; the reply marks a word', async () => {
    await makeTranslation(t, ['ger', 'Schornstein'], ['eng', 'chimney'], {
      verified: true,
      attributes: [{ side: 'primary', code: 'noun' }],
      meanings: [{ side: 'primary', text: 'Ein Abzug für den Rauch auf dem Dach.' }],
    });
    await makeTranslation(t, ['ger', 'Schornstein'], ['eng', 'smokestack']);
    const u = await makeUser(t, { native: 'eng', languages: [{ lang: 'ger', level: 'BASE' }] });
    ai.mode = { kind: 'dictionary' };
    const res = await send(u.headers, 'Was bedeutet „Schornstein“');
    const ev = events(res.body);
    const system = ai.requests.at(-1)!.body.messages[0]!.content;
    // The entry comes from the dictionary: the word, its translations into the native language, the meaning.
    expect(system).toMatch(/^- Schornstein .*= chimney, smokestack \[English\]; meaning: Ein Abzug für den Rauch auf dem Dach\.$/m);
    const done = ev.find((e) => e.event === 'done')!.data as { reply: { text: string; marks: { start: number; end: number; word: string }[]; correction: unknown } };
    // The test server marked the entry's word: the reply comes back as text and offsets.
    expect(done.reply.text).toBe('Das Wort Schornstein heißt „chimney“. Gefällt dir dein Haus?');
    expect(done.reply.marks.map((m) => done.reply.text.slice(m.start, m.end))).toEqual(['Schornstein', 'Haus']);
    expect(done.reply.marks.map((m) => m.word)).toEqual(['Schornstein', 'Haus']);
    expect(done.reply.correction).toEqual({ original: 'Was bedeutet „Schornstein“', corrected: 'Was bedeutet „Schornstein“?' });
    // No bracket reaches the stream.
    expect(ev.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe(done.reply.text);
    // The stored conversation shows the same marks.
    const conv = (await t.app.inject({ url: '/api/ai-partner/conversation?lang=ger', headers: u.headers })).json().data;
    expect(conv.messages.at(-1).marks).toEqual(done.reply.marks);
    // A message with no dictionary word: no entries section.
    await send(u.headers, 'Qwxz');
    expect(ai.requests.at(-1)!.body.messages[0]!.content).not.toMatch(/dictionary for words/);
  });

  it('is not offered without configuration', async () => {
    const bare = await createTestApp();
    try {
      const u = await makeUser(bare);
      const res = await bare.app.inject({ method: 'POST', url: '/api/ai-partner/messages', headers: u.headers, payload: { lang: 'ger', text: 'Hallo' } });
      expect(res.json().errors[0].code).toBe('AI_PARTNER_NOT_CONFIGURED');
      expect((await bare.app.inject({ url: '/api/plus/status', headers: u.headers })).json().data.ai_partner_available).toBe(false);
    } finally {
      await bare.close();
    }
  }, 60_000);
});

describe('marks and candidate words', () => {
  it('parses marks robustly', () => {
    expect(parseMarks('Ein [[Haus]] und ein [[ Baum ]].')).toEqual({
      text: 'Ein Haus und ein Baum.',
      marks: [
        { start: 4, end: 8, word: 'Haus' },
        { start: 17, end: 21, word: 'Baum' },
      ],
    });
    // [[shown|lemma]], a stray opening, a stray closing, a non-word inside, an empty mark.
    const r = parseMarks('[[Häuser|Haus]] sind ]] groß [[ und [[ein ganzer langer Satz, nicht ein Wort]] [[]] [[Dach');
    expect(r.text).toBe('Häuser sind  groß  und ein ganzer langer Satz, nicht ein Wort  Dach');
    expect(r.marks).toEqual([{ start: 0, end: 6, word: 'Häuser' }]);
    const words = parseMarks(Array.from({ length: 12 }, () => '[[Wort]]').join(' '));
    expect(words.marks).toHaveLength(8);
    expect(words.text).toBe(Array.from({ length: 12 }, () => 'Wort').join(' '));
  });

  it('streams without brackets, holding back a lone one', () => {
    expect(streamable('Das [[Hau')).toBe('Das Hau');
    expect(streamable('Das [')).toBe('Das ');
    expect(streamable('Das [[Haus]')).toBe('Das Haus');
    expect(streamable('Das [[Haus]] ist')).toBe('Das Haus ist');
  });

  it('looks up quoted words first, then the longest', () => {
    expect(candidateWords("What does 'Haus' mean in der Hauptstadt?")).toEqual(['Haus', 'Hauptstadt', 'What', 'does', 'mean', 'der']);
    expect(candidateWords('a b')).toEqual([]);
  });
});
