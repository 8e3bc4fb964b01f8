// One suite, both stores: the local directory and S3 through the real AWS SDK against a real
// S3-speaking server (s3rver). Then the HTTP side (ranges, validators, HEAD, presigned redirects)
// through a Fastify app serving from each store.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { registerErrorHandling } from '../errors';
import { createFileStore } from './files';
import { createLocalStore } from './local-store';
import { RangeNotSatisfiableError, type ObjectStore } from './object-store';
import { createS3Store } from './s3-store';

const log = pino({ level: 'silent' });
const dirs: string[] = [];
let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const s3Options = () => ({
  bucket: s3.bucket,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  forcePathStyle: true,
  log,
});

const stores: [string, () => ObjectStore][] = [
  [
    'local directory',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'glossa-store-'));
      dirs.push(dir);
      return createLocalStore(dir);
    },
  ],
  // Each store its own key prefix in the one bucket, so the tests do not see each other's objects.
  ['S3 (s3rver)', () => createS3Store({ ...s3Options(), prefix: `t${randomBytes(4).toString('hex')}/` })],
];

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const read = async (body: Readable) => Buffer.concat(await body.toArray());
/** A stream that yields `total` bytes in 64 KiB chunks without holding them all. */
function generated(total: number, seed = 7): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const n = Math.min(65_536, total - sent);
      this.push(Buffer.alloc(n, (sent / 65_536 + seed) % 251));
      sent += n;
    },
  });
}
const generatedHash = async (total: number) => sha(await read(generated(total)));

describe.each(stores)('object store: %s', (_name, make) => {
  let store: ObjectStore;
  const bytes = randomBytes(10_000);
  beforeAll(async () => {
    store = make();
    await store.check();
    await store.put('audio/a.wav', bytes, { contentType: 'audio/wav' });
  });
  afterAll(() => store.close());

  it('reads back what was written, with size and validators', async () => {
    const info = await store.stat('audio/a.wav');
    expect(info).toMatchObject({ size: 10_000 });
    expect(info!.etag).toMatch(/^".+"$/);
    expect(info!.lastModified.getTime()).toBeGreaterThan(Date.now() - 120_000);
    const opened = await store.open('audio/a.wav');
    expect(opened).toMatchObject({ size: 10_000, etag: info!.etag, range: null });
    expect(sha(await read(opened!.body))).toBe(sha(bytes));
  });

  it('takes streams of unknown and of known length (several MiB, multipart on S3)', async () => {
    const big = 6 * 1024 * 1024 + 123;
    await store.put('chat/big.webm', generated(big));
    await store.put('chat/known.webm', generated(300_000), { size: 300_000 });
    expect((await store.stat('chat/big.webm'))?.size).toBe(big);
    expect(sha(await read((await store.open('chat/big.webm'))!.body))).toBe(await generatedHash(big));
    expect(sha(await read((await store.open('chat/known.webm'))!.body))).toBe(await generatedHash(300_000));
  });

  it('serves byte ranges: from-to, open-ended, suffix, clamped; past the end is refused with the size', async () => {
    const part = async (range: Parameters<ObjectStore['open']>[1]) => {
      const o = (await store.open('audio/a.wav', range))!;
      return { range: o.range, size: o.size, bytes: await read(o.body) };
    };
    expect(await part({ start: 10, end: 19 })).toEqual({ range: { start: 10, end: 19 }, size: 10_000, bytes: bytes.subarray(10, 20) });
    expect(await part({ start: 9_990 })).toEqual({ range: { start: 9_990, end: 9_999 }, size: 10_000, bytes: bytes.subarray(9_990) });
    expect(await part({ suffix: 5 })).toEqual({ range: { start: 9_995, end: 9_999 }, size: 10_000, bytes: bytes.subarray(9_995) });
    expect((await part({ start: 9_000, end: 20_000 })).range).toEqual({ start: 9_000, end: 9_999 });
    expect((await part({ suffix: 50_000 })).bytes.length).toBe(10_000);
    await expect(store.open('audio/a.wav', { start: 10_000 })).rejects.toEqual(new RangeNotSatisfiableError(10_000));
    await expect(store.open('audio/a.wav', { suffix: 0 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
  });

  it('answers null for what does not exist, also for ranges', async () => {
    expect(await store.stat('audio/missing.wav')).toBeNull();
    expect(await store.open('audio/missing.wav')).toBeNull();
    expect(await store.open('audio/missing.wav', { start: 5 })).toBeNull();
    expect(await store.open('nothing-here/x.wav')).toBeNull();
  });

  it('lists the objects of an area with their sizes', async () => {
    await store.put('images/one.png', Buffer.from('one'));
    await store.put('images/two.png', Buffer.from('second'));
    const listed = [];
    for await (const o of store.list('images/')) listed.push(o);
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'images/one.png', size: 3 },
      { key: 'images/two.png', size: 6 },
    ]);
    const all = [];
    for await (const o of store.list()) all.push(o.key);
    expect(all).toEqual(expect.arrayContaining(['audio/a.wav', 'images/one.png', 'chat/big.webm']));
  });

  it('removes objects, ignoring keys that are already gone', async () => {
    await store.put('images/gone.png', Buffer.from('x'));
    await store.remove(['images/gone.png', 'images/never-was.png']);
    expect(await store.stat('images/gone.png')).toBeNull();
  });

  it('keeps nothing of a write whose source failed half-way', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent > 6 * 1024 * 1024) return this.destroy(new Error('client went away'));
        this.push(Buffer.alloc(65_536, 1));
        sent += 65_536;
      },
    });
    await expect(store.put('chat/broken.webm', failing)).rejects.toBeTruthy();
    expect(await store.stat('chat/broken.webm')).toBeNull();
    const keys = [];
    for await (const o of store.list('chat/')) keys.push(o.key);
    expect(keys.filter((k) => k.includes('broken'))).toEqual([]);
  });

  it('refuses keys that could leave their area', async () => {
    for (const key of ['../etc/passwd', 'audio/../../x', '/abs/x', 'audio/', 'a b/c', 'audio/.hidden']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
      await expect(store.stat(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('S3 store failures', () => {
  it('an unreachable storage is 503 SERVICE_UNAVAILABLE, and check() names the bucket', async () => {
    const down = createS3Store({ ...s3Options(), endpoint: 'http://127.0.0.1:9', bucket: 'nowhere' });
    await expect(down.put('audio/x.wav', Buffer.from('x'))).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    await expect(down.check()).rejects.toThrow(/S3_BUCKET=nowhere at http:\/\/127\.0\.0\.1:9 cannot be reached/);
    const missing = createS3Store({ ...s3Options(), bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow(/S3_BUCKET=no-such-bucket .* does not exist/);
    await Promise.all([down.close(), missing.close()]);
  });
});

/** A tiny app that serves the `audio` area of a store the way the product's routes do. */
async function serving(store: ObjectStore): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  const files = createFileStore(store, 'audio');
  app.get<{ Params: { name: string } }>('/files/:name', (request, reply) => files.send(reply, request.params.name, 'public, max-age=86400'));
  await app.ready();
  return app;
}

describe.each(stores)('serving files over HTTP: %s', (_name, make) => {
  let store: ObjectStore;
  let app: FastifyInstance;
  const bytes = randomBytes(4096);
  beforeAll(async () => {
    store = make();
    await createFileStore(store, 'audio').write('clip.wav', Readable.from([bytes]), bytes.length);
    app = await serving(store);
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('sends the whole file with a fixed type, nosniff, caching headers and validators', async () => {
    const res = await app.inject({ url: '/files/clip.wav' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'audio/wav',
      'content-length': '4096',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=86400',
      'accept-ranges': 'bytes',
      'content-disposition': 'inline; filename="clip.wav"',
    });
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
  });

  it('answers a range with 206 and Content-Range, a range past the end with 416, a malformed one with the whole file', async () => {
    const part = await app.inject({ url: '/files/clip.wav', headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/4096');
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await app.inject({ url: '/files/clip.wav', headers: { range: 'bytes=-96' } });
    expect([tail.statusCode, tail.headers['content-range']]).toEqual([206, 'bytes 4000-4095/4096']);
    const past = await app.inject({ url: '/files/clip.wav', headers: { range: 'bytes=5000-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */4096');
    expect(past.json()).toMatchObject({ errors: [{ code: 'RANGE_NOT_SATISFIABLE', field: 'range' }] });
    for (const range of ['bytes=abc', 'bytes=5-1', 'bytes=0-1,5-9', 'items=0-5', `bytes=0-${'9'.repeat(30)}`]) {
      const whole = await app.inject({ url: '/files/clip.wav', headers: { range } });
      expect([range, whole.statusCode, whole.rawPayload.length]).toEqual([range, 200, 4096]);
    }
  });

  it('answers 304 to a matching If-None-Match and If-Modified-Since', async () => {
    const first = await app.inject({ url: '/files/clip.wav' });
    const again = await app.inject({ url: '/files/clip.wav', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await app.inject({ url: '/files/clip.wav', headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    const since = await app.inject({ url: '/files/clip.wav', headers: { 'if-modified-since': first.headers['last-modified'] as string } });
    expect(since.statusCode).toBe(304);
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/files/clip.wav' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('4096');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 FILE_NOT_FOUND for a missing file and keeps a hostile name inside the area', async () => {
    const res = await app.inject({ url: '/files/nothing.wav' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: [{ code: 'FILE_NOT_FOUND' }] });
    expect((await app.inject({ url: '/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('presigned URLs (S3_PRESIGN_SECONDS)', () => {
  it('redirects to a short-lived bucket URL that serves the bytes with the fixed headers', async () => {
    const store = createS3Store({ ...s3Options(), prefix: 'presign/', presignSeconds: 120 });
    const bytes = randomBytes(2048);
    await createFileStore(store, 'audio').write('signed.wav', bytes);
    const app = await serving(store);
    const res = await app.inject({ url: '/files/signed.wav' });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    const location = res.headers.location as string;
    expect(location).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/presign/audio/signed\\.wav\\?.*X-Amz-Expires=120`));
    const fetched = await fetch(location, { headers: { range: 'bytes=0-9' } });
    expect(fetched.status).toBe(206);
    expect(fetched.headers.get('content-type')).toBe('audio/wav');
    expect(fetched.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);
    expect((await app.inject({ url: '/files/missing.wav' })).statusCode).toBe(404);
    await app.close();
    await store.close();
  });
});
