// Avatars: an upload is sniffed from its bytes, capped in bytes and in pixels, re-encoded into the
// three sizes the profile names, served as WebP; a new one or a removal deletes the old files, and so
// does an administrator deleting the avatar. Hostile input gets a 4xx with a code, never a 5xx.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_LIMITS } from '@glossa/contract';
import { createTestApp, type TestApp } from '../../../test/app';
import { multipart } from '../../../test/chat-helpers';
import { makeUser, type TestUser } from '../../../test/factories';

let t: TestApp;
let member: TestUser;
let jpeg: Buffer;
const MAX = 200 * 1024;

const upload = (user: TestUser | null, bytes: Buffer, type = 'image/jpeg', filename = 'me.jpg') => {
  const body = multipart({}, { filename, type, bytes });
  return t.app.inject({ method: 'POST', url: '/api/user/avatar', headers: { ...(user?.headers ?? {}), ...body.headers }, payload: body.payload });
};
const dir = () => path.join(t.config.DATA_DIR, 'uploads', 'avatars');
const fileOf = (url: string) => path.join(dir(), path.basename(url));
const profile = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: user.headers })).json().data;

/** A PNG whose header claims width x height (one tiny IDAT): what a decompression bomb looks like. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

beforeAll(async () => {
  t = await createTestApp({ AVATAR_MAX_BYTES: String(MAX), RATE_LIMIT_AVATAR: '1000/1m' });
  member = await makeUser(t);
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e76f51' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' } })
    .toBuffer();
});
afterAll(() => t.close());

describe('POST /user/avatar', () => {
  it('re-encodes into three square WebP sizes without metadata, shown on the profile', async () => {
    const res = await upload(member, jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const urls = res.json().data;
    expect(Object.keys(urls).sort()).toEqual(['avatar', 'medium_avatar', 'mini_avatar']);
    const sizes = { avatar: AVATAR_LIMITS.sizes.avatar, medium_avatar: AVATAR_LIMITS.sizes.medium, mini_avatar: AVATAR_LIMITS.sizes.mini };
    for (const [key, side] of Object.entries(sizes)) {
      const file = await t.app.inject({ method: 'GET', url: urls[key] });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', side, side]);
    }
    expect(await profile(member)).toMatchObject(urls);
    const nick = await t.app.inject({ method: 'GET', url: `/api/user/${member.nickname}/profile` });
    expect(nick.json().data).toMatchObject(urls);
  });

  it('a new avatar removes the old files; DELETE removes the current ones', async () => {
    const first = (await upload(member, jpeg)).json().data;
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#264653' } }).png().toBuffer();
    const second = (await upload(member, png, 'image/png', 'x.png')).json().data;
    expect(second.avatar).not.toBe(first.avatar);
    for (const url of Object.values<string>(first)) expect(existsSync(fileOf(url))).toBe(false);
    for (const url of Object.values<string>(second)) expect(existsSync(fileOf(url))).toBe(true);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/user/avatar', headers: member.headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ avatar: null, medium_avatar: null, mini_avatar: null });
    for (const url of Object.values<string>(second)) expect(existsSync(fileOf(url))).toBe(false);
    expect(await profile(member)).toMatchObject({ avatar: null, medium_avatar: null, mini_avatar: null });
    // Removing nothing is fine.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/avatar', headers: member.headers })).statusCode).toBe(200);
  });

  it('hostile input: wrong type, renamed file, oversized, huge dimensions, no file, not signed in', async () => {
    const user = await makeUser(t);
    const expectCode = async (res: Awaited<ReturnType<typeof upload>>, status: number, code: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors[0].code).toBe(code);
    };
    // An HTML page named .png with an image type.
    await expectCode(await upload(user, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png', 'cat.png'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    // A PDF renamed to .jpg.
    await expectCode(await upload(user, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'image/jpeg', 'me.jpg'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    // A truncated JPEG: the right magic bytes, nothing decodable.
    await expectCode(await upload(user, jpeg.subarray(0, 40)), 415, 'UNSUPPORTED_MEDIA_TYPE');
    // Over the byte cap (AVATAR_MAX_BYTES).
    const noisy = await sharp(Buffer.from(Array.from({ length: 600 * 600 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(MAX);
    await expectCode(await upload(user, noisy, 'image/png', 'big.png'), 413, 'PAYLOAD_TOO_LARGE');
    // A tiny file claiming 20000 x 20000 pixels (a decompression bomb): refused before decoding.
    const bomb = pngHeaderClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(MAX);
    await expectCode(await upload(user, bomb, 'image/png', 'bomb.png'), 413, 'PAYLOAD_TOO_LARGE');
    // No file part, not multipart, and a guest.
    const empty = multipart({ note: 'x' });
    const noFile = await t.app.inject({ method: 'POST', url: '/api/user/avatar', headers: { ...user.headers, ...empty.headers }, payload: empty.payload });
    await expectCode(noFile, 400, 'VALIDATION_ERROR');
    const json = await t.app.inject({ method: 'POST', url: '/api/user/avatar', headers: user.headers, payload: { file: 'x' } });
    await expectCode(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectCode(await upload(null, jpeg), 401, 'UNAUTHENTICATED');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/avatar' })).statusCode).toBe(401);
    // Nothing was kept of any refused upload, and the profile has no avatar.
    expect(await profile(user)).toMatchObject({ avatar: null });
    // Path tricks on the file route.
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/avatars/${'0'.repeat(32)}.webp` })).statusCode).toBe(404);
  });

  it('is rate limited per member', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AVATAR: '2/1m' });
    try {
      const u = await makeUser(limited);
      const send = () => {
        const body = multipart({}, { filename: 'a.jpg', type: 'image/jpeg', bytes: jpeg });
        return limited.app.inject({ method: 'POST', url: '/api/user/avatar', headers: { ...u.headers, ...body.headers }, payload: body.payload });
      };
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().errors[0].code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });

  it("an administrator deleting a member's avatar removes its files", async () => {
    const admin = await makeUser(t, { role: 'admin' });
    const m = await makeUser(t);
    const urls = (await upload(m, jpeg)).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/user/${m.uuid}/avatar`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    for (const url of Object.values<string>(urls)) expect(existsSync(fileOf(url))).toBe(false);
    expect(await profile(m)).toMatchObject({ avatar: null });
  });

  it('deleting the account removes the avatar files', async () => {
    const m = await makeUser(t);
    const urls = (await upload(m, jpeg)).json().data;
    const before = readdirSync(dir()).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/user/delete', headers: m.headers, payload: { email: m.email } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    for (const url of Object.values<string>(urls)) expect(existsSync(fileOf(url))).toBe(false);
    expect(readdirSync(dir()).length).toBe(before - 3);
  });
});
