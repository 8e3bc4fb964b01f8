// Synthetic voices with the real espeak-ng from Debian: a word's IPA and WAV made on first request
// and kept in the object store (the second request reads them back), languages espeak-ng lacks
// get none, members can turn them off, and every input is checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeWord } from '../../../test/dictionary-factories';
import { fixWavSizes, mapEspeakVoices } from '../../platform/speech/index';

let t: TestApp;
let member: TestUser;
let casa: number;
let tibetan: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SPEECH: '1000/1m' });
  member = await makeUser(t);
  casa = await makeWord(t, 'spa', 'casa');
  // espeak-ng has no Tibetan voice.
  tibetan = await makeWord(t, 'tib', 'བོད');
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser | null, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(user?.headers ?? {}), ...headers } });

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of t.ctx.storage.list('speech/')) keys.push(o.key);
  return keys.sort();
}

describe('a synthetic voice for a word', () => {
  it('speaks and transcribes a Spanish word on first request, then reads it back from the store', async () => {
    const first = await get(`/api/speech/words/${casa}`);
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ text: 'casa', lang_code: 'spa', voice: 'es', synthetic: true, engine: 'espeak-ng' });
    expect(data.ipa).toBe('kˈasa');
    expect(data.audio_url).toMatch(/^\/api\/speech\/audio\/es\/[0-9a-f]{64}\.wav$/);
    const keys = await storedKeys();
    expect(keys).toHaveLength(2);

    const audio = await get(data.audio_url);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.headers['cache-control']).toContain('immutable');
    const wav = audio.rawPayload;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    // Real sizes in the header (espeak-ng streams 0x7fffffff).
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.length).toBeGreaterThan(5000);

    // Members get the same, from the store: nothing new is made.
    const again = await get(`/api/speech/words/${casa}`, member);
    expect(again.json().data).toEqual(data);
    expect(await storedKeys()).toEqual(keys);
    // Ranges, so the player can seek.
    const part = await get(data.audio_url, null, { range: 'bytes=0-43' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(44);
  });

  it('has none for a language espeak-ng lacks', async () => {
    const res = await get(`/api/speech/words/${tibetan}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('refuses unknown words, bad ids and bad audio names', async () => {
    const missing = await get('/api/speech/words/2147483000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('WORD_NOT_FOUND');
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999']) expect((await get(`/api/speech/words/${bad}`)).statusCode).toBe(400);
    expect((await get(`/api/speech/audio/es/${'0'.repeat(64)}.wav`)).json().errors[0].code).toBe('SPEECH_AUDIO_NOT_FOUND');
    expect((await get(`/api/speech/audio/es/${'0'.repeat(64)}.wav`)).statusCode).toBe(404);
    for (const path of ['es/..%2F..%2Fetc%2Fpasswd', `..%2Faudio/${'0'.repeat(64)}.wav`, 'es/abc.wav', `ES/${'a'.repeat(64)}.wav`, `es/${'a'.repeat(64)}.mp3`])
      expect((await get(`/api/speech/audio/${path}`)).statusCode, path).toBe(400);
  });
});

describe('who may hear a word', () => {
  it('a word under review: its author and moderators hear it; guests and other members get 404', async () => {
    const author = await makeUser(t);
    const stranger = await makeUser(t);
    const moderator = await makeUser(t, { role: 'moderator' });
    const pending = await makeWord(t, 'spa', 'casita', { author });
    const spoken = async (user: TestUser | null) => {
      const res = await get(`/api/speech/words/${pending}`, user);
      return res.statusCode === 200 ? (res.json().data as { text: string }).text : res.statusCode;
    };
    expect(await spoken(author)).toBe('casita');
    expect(await spoken(moderator)).toBe('casita');
    expect(await spoken(null)).toBe(404);
    expect(await spoken(stranger)).toBe(404);
  });

  it("a moderator's setting is their own: changing it leaves other members' voices on", async () => {
    const moderator = await makeUser(t, { role: 'moderator' });
    const off = await t.app.inject({ method: 'PUT', url: '/api/speech/settings', headers: moderator.headers, payload: { synthetic_voice: false } });
    expect(off.json()).toEqual({ data: { synthetic_voice: false } });
    expect((await get('/api/speech/settings', member)).json()).toEqual({ data: { synthetic_voice: true } });
    expect((await get(`/api/speech/words/${casa}`, moderator)).json()).toEqual({ data: null });
    expect((await get(`/api/speech/words/${casa}`, member)).json().data).not.toBeNull();
  });
});

describe('the setting', () => {
  it('is on by default; a member can turn synthetic voices off and on; guests have none to change', async () => {
    const u = await makeUser(t);
    expect((await get('/api/speech/settings', u)).json()).toEqual({ data: { synthetic_voice: true } });
    const put = (payload: unknown, user: TestUser | null = u) =>
      t.app.inject({ method: 'PUT', url: '/api/speech/settings', headers: user?.headers ?? {}, payload: payload as object });
    expect((await put({ synthetic_voice: false })).json()).toEqual({ data: { synthetic_voice: false } });
    expect((await get(`/api/speech/words/${casa}`, u)).json()).toEqual({ data: null });
    expect((await get(`/api/speech/words/${casa}`, member)).json().data).not.toBeNull();
    expect((await put({ synthetic_voice: true })).json()).toEqual({ data: { synthetic_voice: true } });
    expect((await get(`/api/speech/words/${casa}`, u)).json().data.ipa).toBe('kˈasa');

    expect((await get('/api/speech/settings', null)).statusCode).toBe(401);
    expect((await put({ synthetic_voice: false }, null)).statusCode).toBe(401);
    expect((await put({ synthetic_voice: 'no' })).statusCode).toBe(400);
    expect((await put({ synthetic_voice: true, other: 1 })).statusCode).toBe(400);
    expect((await put('x'.repeat(1_100_000))).statusCode).toBeGreaterThanOrEqual(400);
    expect((await put({ synthetic_voice: true })).statusCode).toBe(200);
  });
});

describe('espeak-ng voices and WAV sizes', () => {
  it('maps voices to dictionary codes, the plain voice first', () => {
    const listing = [
      'Pty Language       Age/Gender VoiceName          File                 Other Languages',
      ' 5  en-gb           --/M      English_(GB)       gmw/en',
      ' 2  en-us           --/M      English_(America)  gmw/en-US',
      ' 5  en-029          --/M      English_(Caribbean) gmw/en-029',
      ' 5  fr-be           --/M      French_(Belgium)   roa/fr-BE',
      ' 5  fr-fr           --/M      French_(France)    roa/fr',
      ' 5  de              --/M      German             gmw/de',
      ' 5  cmn             --/M      Chinese_(Mandarin) sit/cmn',
      ' 5  qya             --/M      Quenya             art/qya',
    ].join('\n');
    expect(Object.fromEntries(mapEspeakVoices(listing))).toEqual({ eng: 'en-gb', fre: 'fr-fr', ger: 'de', chi: 'cmn' });
  });

  it('writes the real sizes into a streamed header', () => {
    const wav = Buffer.alloc(60);
    wav.write('RIFF', 0, 'ascii');
    wav.writeUInt32LE(0x7fffffff, 4);
    wav.write('WAVEfmt ', 8, 'ascii');
    wav.writeUInt32LE(16, 16);
    wav.write('data', 36, 'ascii');
    wav.writeUInt32LE(0x7fffffff, 40);
    const fixed = fixWavSizes(wav);
    expect(fixed.readUInt32LE(4)).toBe(52);
    expect(fixed.readUInt32LE(40)).toBe(16);
  });
});
