import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeSentence, makeWord } from '../../../test/dictionary-factories';
import { oggCrc } from '../../platform/storage/audio';

// ---- byte-accurate fixtures of each accepted format ---------------------------------------------

/** PCM WAV, 8 kHz mono 16-bit, a sine tone. */
function wav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) b.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return b;
}

/** MPEG-1 Layer III frames, 128 kbit/s, 44.1 kHz (417 bytes, 1152 samples each). */
function mp3(seconds: number): Buffer {
  const frames = Math.ceil((seconds * 44100) / 1152);
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9064, 0);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

function oggPage(flags: number, granule: bigint, seq: number, body: Buffer): Buffer {
  const segments: number[] = [];
  let left = body.length;
  while (left >= 255) {
    segments.push(255);
    left -= 255;
  }
  segments.push(left);
  const page = Buffer.alloc(27 + segments.length + body.length);
  page.write('OggS', 0, 'latin1');
  page[5] = flags;
  page.writeBigInt64LE(granule, 6);
  page.writeUInt32LE(0x1234, 14);
  page.writeUInt32LE(seq, 18);
  page[26] = segments.length;
  segments.forEach((s, i) => (page[27 + i] = s));
  body.copy(page, 27 + segments.length);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** Ogg Opus: head, tags, then one page of (silent) packets per second. */
function ogg(seconds: number): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(312, 10);
  head.writeUInt32LE(48000, 12);
  const tags = Buffer.concat([Buffer.from('OpusTags', 'latin1'), Buffer.from([4, 0, 0, 0]), Buffer.from('test'), Buffer.alloc(4)]);
  const pages = [oggPage(2, 0n, 0, head), oggPage(0, 0n, 1, tags)];
  for (let s = 1; s <= seconds; s++) pages.push(oggPage(s === seconds ? 4 : 0, BigInt(312 + s * 48000), 1 + s, Buffer.alloc(200, 0xf8)));
  return Buffer.concat(pages);
}

/** An EBML header with DocType webm, then a little payload. */
function webm(): Buffer {
  const header = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x82, 0x84, ...Buffer.from('webm'), 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02, 0x42, 0xf7, 0x81, 0x01]);
  return Buffer.concat([header, Buffer.alloc(256)]);
}

/** An MP4 `ftyp` box of brand M4A, then an empty mdat. */
function m4a(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypM4A ', 4, 'latin1');
  ftyp.write('M4A isom', 16, 'latin1');
  const mdat = Buffer.alloc(264);
  mdat.writeUInt32BE(264, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(bytes: Buffer, filename = 'audio.mp3') {
  const boundary = '----glossa' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: audio/mpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let native: TestUser;
let learner: TestUser;
let moderator: TestUser;

const upload = (url: string, user: TestUser | undefined, bytes: Buffer) => {
  const m = multipart(bytes);
  return t.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...m.headers, ...(user?.headers ?? {}) } });
};

beforeAll(async () => {
  t = await createTestApp({ AUDIO_MAX_BYTES: '200000', AUDIO_PREVIEW_SECONDS: '2' });
  native = await makeUser(t, { native: 'eng' });
  learner = await makeUser(t, { native: 'ger', languages: [{ lang: 'eng', level: 'ADVANCED' }] });
  moderator = await makeUser(t, { role: 'moderator' });
});
afterAll(() => t.close());

describe('word and sentence audio', () => {
  it('accepts each format from a native speaker, sniffed from the bytes, with a preview where it can be cut', async () => {
    const fixtures: [string, Buffer, string, boolean][] = [
      ['wav', wav(4), 'audio/wav', true],
      ['mp3', mp3(4), 'audio/mpeg', true],
      ['ogg', ogg(4), 'audio/ogg', true],
      ['webm', webm(), 'audio/webm', false],
      ['m4a', m4a(), 'audio/mp4', false],
    ];
    for (const [ext, bytes, mime, cut] of fixtures) {
      const wordId = await makeWord(t, 'eng', `tone-${ext}`);
      const res = await upload(`/api/words/${wordId}/audios`, native, bytes);
      expect(res.statusCode, ext).toBe(200);
      const a = res.json().data;
      expect(a.actual_file_name).toMatch(new RegExp(`^[a-f0-9]{32}\\.${ext}$`));
      expect(a).toMatchObject({ mime_type: mime, review_status: 'under_review', url: `/api/audios/${a.actual_file_name}` });
      expect(res.json().rating.points).toBe(3);
      const dir = path.join(t.config.DATA_DIR, 'uploads', 'audio');
      expect(readFileSync(path.join(dir, a.actual_file_name)).equals(bytes)).toBe(true);
      if (cut) {
        expect(a.preview_file_name).toBe(a.actual_file_name.replace(`.${ext}`, `_p.${ext}`));
        const preview = readFileSync(path.join(dir, a.preview_file_name));
        expect(preview.length).toBeLessThan(bytes.length);
        expect(preview.length).toBeGreaterThan(bytes.length / 4);
      } else {
        expect(a.preview_file_name).toBe(a.actual_file_name);
      }
    }
  });

  it('cuts a WAV preview to exactly the preview length with a valid header', async () => {
    const wordId = await makeWord(t, 'eng', 'tone-exact');
    const a = (await upload(`/api/words/${wordId}/audios`, native, wav(5))).json().data;
    const res = await t.app.inject({ url: a.preview_url, headers: native.headers });
    expect(res.statusCode).toBe(200);
    const preview = res.rawPayload;
    expect(preview.readUInt32LE(40)).toBe(2 * 8000 * 2);
    expect(preview.readUInt32LE(4)).toBe(preview.length - 8);
  });

  it('refuses guests, non-native speakers, unreviewed words, spoofed types, oversized files and a second recording', async () => {
    const wordId = await makeWord(t, 'eng', 'harbour-audio');
    expect((await upload(`/api/words/${wordId}/audios`, undefined, wav(1))).statusCode).toBe(401);

    const notNative = await upload(`/api/words/${wordId}/audios`, learner, wav(1));
    expect(notNative.statusCode).toBe(403);
    expect(notNative.json().errors[0].code).toBe('NATIVE_SPEAKERS_ONLY');

    const added = await t.app.inject({ method: 'POST', url: '/api/words/add-or-get', headers: native.headers, payload: { word: 'brand-new-word', lang_code: 'eng' } });
    const pending = await upload(`/api/words/${added.json().data.id}/audios`, native, wav(1));
    expect(pending.statusCode).toBe(400);
    expect(pending.json().errors[0]).toMatchObject({
      code: 'ENTITY_HAS_UNVERIFIED_PARENTS',
      payload: { entity_type_slug: 'word', entity_id: added.json().data.id, review_status: 'under_review', summary: 'brand-new-word' },
    });

    const spoofed = await upload(`/api/words/${wordId}/audios`, native, png);
    expect(spoofed.statusCode).toBe(415);
    expect(spoofed.json().errors[0]).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'file' });
    const text = await upload(`/api/words/${wordId}/audios`, native, Buffer.from('ID3 but not really an mp3 file at all'));
    expect(text.statusCode).toBe(415);

    const big = await upload(`/api/words/${wordId}/audios`, native, wav(20));
    expect(big.statusCode).toBe(413);

    expect((await upload(`/api/words/${wordId}/audios`, native, wav(1))).statusCode).toBe(200);
    const second = await upload(`/api/words/${wordId}/audios`, native, mp3(1));
    expect(second.statusCode).toBe(400);
    expect(second.json().errors[0]).toMatchObject({ code: 'WORD_AUDIO_EXIST' });
    expect((await upload('/api/words/999999/audios', native, wav(1))).statusCode).toBe(404);
  });

  it('serves under-review audio only to its author and moderators, with a fixed type; everyone once accepted', async () => {
    const wordId = await makeWord(t, 'eng', 'served-word');
    const res = await upload(`/api/words/${wordId}/audios`, native, mp3(1));
    const a = res.json().data;
    expect((await t.app.inject({ url: a.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: a.url, headers: learner.headers })).statusCode).toBe(404);
    const mine = await t.app.inject({ url: a.url, headers: native.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('audio/mpeg');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['content-disposition']).toContain('inline');
    expect(mine.headers['cache-control']).toBe('private, no-store');

    const tasks = (await t.app.inject({ url: '/api/v2/moderation/tasks?limit=50', headers: moderator.headers })).json().data as { id: number; detail_data: { entity_id: string; entity_type_slug: string } }[];
    const task = tasks.find((x) => x.detail_data.entity_type_slug === 'word-audio' && x.detail_data.entity_id === String(a.id))!;
    const ok = await t.app.inject({ method: 'POST', url: `/api/v2/moderation/tasks/${task.id}/dictionary`, headers: moderator.headers, payload: { action: 'accept' } });
    expect(ok.statusCode).toBe(200);
    const pub = await t.app.inject({ url: a.url });
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['cache-control']).toContain('public');
    // The word now lists it.
    const w = await t.app.inject({ url: `/api/translations/words/${wordId}` });
    expect(w.json().data.audios).toEqual([{ id: a.id, actual_file_name: a.actual_file_name, preview_file_name: a.preview_file_name }]);
    expect((await t.app.inject({ url: '/api/audios/not-a-file.exe' })).statusCode).toBe(400);
  });

  it('replaces a recording: another user 403, the author 200 and the old file is gone', async () => {
    const wordId = await makeWord(t, 'eng', 'replaced-word');
    const a = (await upload(`/api/words/${wordId}/audios`, native, wav(1))).json().data;
    const other = await makeUser(t, { native: 'eng' });
    expect((await upload(`/api/words/${wordId}/audios/${a.id}`, other, mp3(1))).statusCode).toBe(403);
    expect((await upload(`/api/words/${wordId}/audios/${a.id}`, undefined, mp3(1))).statusCode).toBe(401);
    const res = await upload(`/api/words/${wordId}/audios/${a.id}`, native, mp3(1));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: a.id, mime_type: 'audio/mpeg' });
    const dir = path.join(t.config.DATA_DIR, 'uploads', 'audio');
    expect(existsSync(path.join(dir, a.actual_file_name))).toBe(false);
    expect(existsSync(path.join(dir, res.json().data.actual_file_name))).toBe(true);
    expect((await upload(`/api/words/${wordId + 1}/audios/${a.id}`, native, mp3(1))).statusCode).toBe(404);
  });

  it('records sentences of accepted examples', async () => {
    const wordId = await makeWord(t, 'eng', 'quay');
    const s = await makeSentence(t, wordId, 'eng', 'The boat is at the quay.');
    const res = await upload(`/api/sentences/${s.sentenceId}/audios`, native, ogg(2));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mime_type).toBe('audio/ogg');
    expect((await upload(`/api/sentences/${s.sentenceId}/audios`, learner, ogg(2))).json().errors[0].code).toBe('NATIVE_SPEAKERS_ONLY');
  });
});
