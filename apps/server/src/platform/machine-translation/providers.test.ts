// Each online adapter against a local server that speaks its protocol, and the fallback to the
// offline provider on failure and timeout.
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { startHttpPeer, sendJson, type HttpPeer } from '../../../test/http-peer';
import { createGoogleTranslate, parseGoogleAnswer } from './google';
import { createLibreTranslate } from './libretranslate';
import {
  createMachineTranslation,
  createOnlineTranslator,
  MachineTranslationError,
  type Lexicon,
} from './index';
import { tokenize } from './offline';
import { ConfigError } from '../../config';

const peers: HttpPeer[] = [];
const peer = async (...args: Parameters<typeof startHttpPeer>) => {
  const p = await startHttpPeer(...args);
  peers.push(p);
  return p;
};
afterAll(async () => {
  for (const p of peers) await p.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A tiny lexicon in the shape the dictionary provides (the app tests use the real dictionary). */
const lexicon: Lexicon = {
  async lookup(_lang, _langT, phrases) {
    const known: Record<string, string> = { 'good morning': 'guten Morgen', friend: 'Freund' };
    return new Map(
      phrases
        .filter((p) => known[p.toLowerCase()])
        .map((p) => [p, { translation: known[p.toLowerCase()]!, verified: true, viaLemma: false }]),
    );
  },
  async sentence() {
    return null;
  },
};
const log = pino({ level: 'silent' });

describe('LibreTranslate adapter', () => {
  it('posts q, source, target, format and api_key with ISO 639-1 codes and reads translatedText', async () => {
    const lt = await peer((req, res) => {
      const body = JSON.parse(req.body);
      sendJson(res, 200, { translatedText: body.q === 'Hello world' ? 'Hallo Welt' : '?' });
    });
    const mt = createLibreTranslate({ url: `${lt.url}/`, apiKey: 'k3y', timeoutMs: 2000 });
    expect(await mt.translate({ text: 'Hello world', from: 'eng', to: 'ger' })).toEqual({
      text: 'Hallo Welt',
      confidence: null,
      coverage: null,
      segments: null,
    });
    expect(lt.received[0]!.method).toBe('POST');
    expect(lt.received[0]!.url.pathname).toBe('/translate');
    expect(lt.received[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(lt.received[0]!.body)).toEqual({
      q: 'Hello world',
      source: 'en',
      target: 'de',
      format: 'text',
      api_key: 'k3y',
    });
  });

  it('turns error answers, odd answers and silence into clear errors', async () => {
    const lt = await peer(async (req, res) => {
      const q = JSON.parse(req.body).q as string;
      if (q === 'forbidden') return sendJson(res, 403, { error: 'Invalid API key' });
      if (q === 'odd') return sendJson(res, 200, { something: 'else' });
      if (q === 'html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<html>');
      }
      await sleep(1000);
      sendJson(res, 200, { translatedText: 'too late' });
    });
    const mt = createLibreTranslate({ url: lt.url, timeoutMs: 200 });
    const failure = (text: string) =>
      mt.translate({ text, from: 'eng', to: 'ger' }).then(
        () => null,
        (e: unknown) => e,
      );
    expect(await failure('forbidden')).toMatchObject({
      provider: 'libretranslate',
      reason: 'error',
      message: 'libretranslate answered HTTP 403: Invalid API key',
    });
    expect(await failure('odd')).toMatchObject({
      reason: 'error',
      message: 'libretranslate answered without translatedText',
    });
    expect(await failure('html')).toMatchObject({ reason: 'error' });
    expect(await failure('slow')).toMatchObject({
      reason: 'timeout',
      message: 'libretranslate did not answer within 200 ms',
    });
    expect(JSON.parse(lt.received[0]!.body)).not.toHaveProperty('api_key');
    const closed = createLibreTranslate({ url: 'http://127.0.0.1:1', timeoutMs: 500 });
    expect(
      await closed.translate({ text: 'x', from: 'eng', to: 'ger' }).catch((e: unknown) => e),
    ).toBeInstanceOf(MachineTranslationError);
  });
});

describe('Google-compatible adapter', () => {
  it('calls client, sl, tl, dt and q and joins the sentences of the nested-array answer', async () => {
    const g = await peer((req, res) => {
      expect(req.method).toBe('GET');
      sendJson(res, 200, [
        [
          ['Hallo Welt. ', 'Hello world. ', null, null, 10],
          ['Wie geht es dir?', 'How are you?', null, null, 10],
          [null, null, 'Hallo Welt. Wie geht es dir?'],
        ],
        null,
        'en',
      ]);
    });
    const mt = createGoogleTranslate({ url: `${g.url}/translate_a/single`, client: 'gtx', timeoutMs: 2000 });
    const answer = await mt.translate({ text: 'Hello world. How are you?', from: 'eng', to: 'ukr' });
    expect(answer.text).toBe('Hallo Welt. Wie geht es dir?');
    const url = g.received[0]!.url;
    expect(url.pathname).toBe('/translate_a/single');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client: 'gtx',
      sl: 'en',
      tl: 'uk',
      dt: 't',
      q: 'Hello world. How are you?',
    });
  });

  it('parses only the expected shape', () => {
    expect(
      parseGoogleAnswer([
        [
          ['a', 'x'],
          ['b', 'y'],
        ],
      ]),
    ).toBe('ab');
    expect(parseGoogleAnswer({ sentences: [] })).toBeNull();
    expect(parseGoogleAnswer([null])).toBeNull();
    expect(parseGoogleAnswer([['not an array']])).toBeNull();
  });

  it('reports a failing endpoint', async () => {
    const g = await peer((_req, res) => sendJson(res, 429, [null]));
    const mt = createGoogleTranslate({ url: g.url, client: 'gtx', timeoutMs: 2000 });
    expect(await mt.translate({ text: 'x', from: 'eng', to: 'ger' }).catch((e: unknown) => e)).toMatchObject({
      provider: 'google',
      reason: 'error',
      message: 'google answered HTTP 429',
    });
    const shape = await peer((_req, res) => sendJson(res, 200, { data: 1 }));
    expect(
      await createGoogleTranslate({ url: shape.url, client: 'gtx', timeoutMs: 2000 })
        .translate({ text: 'x', from: 'eng', to: 'ger' })
        .catch((e: unknown) => e),
    ).toMatchObject({ reason: 'error', message: 'google answered in an unknown shape' });
  });
});

describe('fallback to the offline provider', () => {
  const config = {
    MT_PROVIDER: 'libretranslate' as const,
    MT_LIBRETRANSLATE_URL: 'http://127.0.0.1:1',
    MT_LIBRETRANSLATE_API_KEY: undefined,
    MT_GOOGLE_URL: 'http://127.0.0.1:1',
    MT_GOOGLE_CLIENT: 'gtx',
    MT_TIMEOUT_MS: 200,
  };

  it('answers from the dictionary, saying which provider failed and why', async () => {
    const slow = await peer(async (_req, res) => {
      await sleep(1000);
      sendJson(res, 200, { translatedText: 'late' });
    });
    const mt = createMachineTranslation({
      config: { ...config, MT_LIBRETRANSLATE_URL: slow.url },
      lexicon,
      log,
    });
    expect(mt.provider).toBe('libretranslate');
    const started = Date.now();
    const answer = await mt.translate({ text: 'Good morning, friend', from: 'eng', to: 'ger' });
    expect(Date.now() - started).toBeLessThan(900);
    expect(answer).toMatchObject({
      provider: 'offline',
      text: 'Guten Morgen, Freund',
      found: true,
      coverage: 1,
      fallback: { provider: 'libretranslate', reason: 'timeout' },
    });
    const down = createMachineTranslation({ config: { ...config, MT_PROVIDER: 'google' }, lexicon, log });
    expect(await down.translate({ text: 'nothing known', from: 'eng', to: 'ger' })).toMatchObject({
      provider: 'offline',
      text: null,
      found: false,
      fallback: { provider: 'google', reason: 'error' },
    });
  });

  it('uses the online provider when it answers', async () => {
    const lt = await peer((_req, res) => sendJson(res, 200, { translatedText: 'Guten Morgen, mein Freund' }));
    const mt = createMachineTranslation({
      config: { ...config, MT_LIBRETRANSLATE_URL: lt.url },
      lexicon,
      log,
    });
    expect(await mt.translate({ text: 'Good morning, my friend', from: 'eng', to: 'ger' })).toEqual({
      text: 'Guten Morgen, mein Freund',
      found: true,
      provider: 'libretranslate',
      confidence: null,
      coverage: null,
      segments: null,
      fallback: null,
    });
  });

  it('needs a URL for LibreTranslate', () => {
    expect(() => createOnlineTranslator({ ...config, MT_LIBRETRANSLATE_URL: undefined })).toThrow(
      ConfigError,
    );
    expect(createOnlineTranslator({ ...config, MT_PROVIDER: 'offline' })).toBeNull();
  });
});

describe('offline tokenizer', () => {
  it('cuts words in scripts with and without spaces', () => {
    expect(tokenize("Good morning, l'ami!", 'fre').map((t) => t.text)).toEqual(['Good', 'morning', "l'ami"]);
    expect(tokenize('私は学生です', 'jpn').length).toBeGreaterThan(1);
  });
});
