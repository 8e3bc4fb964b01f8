// Training video test helpers: the committed fixtures (tiny MP4 and WebM clips made with ffmpeg's
// test sources, 2 s and 3 s), WebVTT text, an upload and a video maker through app.inject.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { multipart } from './chat-helpers';
import type { TestUser } from './factories';

const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'fixtures/video');
export const MP4 = readFileSync(path.join(dir, 'clip.mp4'));
export const WEBM = readFileSync(path.join(dir, 'clip.webm'));

/** The MP4 clip with a random `free` box appended: another file (another SHA-256), still valid MP4. */
export function uniqueMp4(): Buffer<ArrayBuffer> {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('free', 4, 'latin1');
  randomBytes(16).copy(box, 8);
  return Buffer.concat([MP4, box]) as Buffer<ArrayBuffer>;
}

const clock = (ms: number) => new Date(ms).toISOString().slice(11, 23);

/** A WebVTT file of `n` one-second-apart segments (each 800 ms long), "word0" ... */
export function vtt(n: number, words = (i: number) => `word${i}`): string {
  return `WEBVTT\n\n${Array.from({ length: n }, (_, i) => `${clock(i * 1000)} --> ${clock(i * 1000 + 800)}\n${words(i)}`).join('\n\n')}\n`;
}

export function videoClient(t: () => TestApp) {
  const uploadRaw = (user: TestUser | null, bytes: Buffer, type = 'video/mp4', filename = 'clip.mp4') => {
    const body = multipart({}, { filename, type, bytes });
    return t().app.inject({ method: 'POST', url: '/api/education/videos/uploads', headers: { ...(user?.headers ?? {}), ...body.headers }, payload: body.payload });
  };

  async function upload(user: TestUser, bytes: Buffer = MP4) {
    const res = await uploadRaw(user, bytes, bytes === WEBM ? 'video/webm' : 'video/mp4');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { upload_uuid: string; duration: number; size: number; has_poster: boolean };
  }

  /** Uploads `bytes` and makes a video of them with English captions (2 segments). */
  async function video(user: TestUser, extra: Record<string, unknown> = {}, bytes: Buffer = uniqueMp4()) {
    const up = await upload(user, bytes);
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/education/videos',
      headers: user.headers,
      payload: { title: 'A dog and a cat', lang_code: 'eng', upload_uuid: up.upload_uuid, captions: [{ lang_code: 'eng', text: vtt(2, (i) => ['The dog sleeps.', 'A cat drinks milk.'][i]!) }], ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { uuid: string; media_url: string; poster_url: string | null; duration: number; is_public: boolean };
  }

  return { uploadRaw, upload, video };
}
