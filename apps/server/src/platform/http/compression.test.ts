// Compression and caching of what the server sends (issue 38), on a real app with a small built
// web app of its own: precompressed assets chosen by accept-encoding, API answers compressed on
// the fly above the threshold, index.html revalidated by ETag, the inline script allowed by its hash.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

const INLINE = "document.documentElement.setAttribute('data-mantine-color-scheme','light');";
const INDEX = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
const ASSET = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'glossa-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  // What the web build writes (apps/web/build/precompress.ts): each file, its .br and its .gz.
  for (const [file, body] of [['index.html', INDEX], ['assets/app-1a2b3c.js', ASSET]] as const) {
    writeFileSync(path.join(dist, file), body);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(body));
  }
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('built assets', () => {
  it('are sent as their brotli file to a client that accepts br, cached for good', async () => {
    const res = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
    // The file written at build, not compressed again per request (which would have no length).
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(ASSET).length);
  });

  it('are sent as their gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(ASSET);
    expect(Number(res.headers['content-length'])).toBe(gzipSync(ASSET).length);
  });

  it('are sent plain to a client without accept-encoding', async () => {
    const res = await get('/assets/app-1a2b3c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe(ASSET);
  });

  it('keep their ETag and answer 304 when unchanged', async () => {
    const first = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('index.html', () => {
  it('is revalidated on every load: no-cache, an ETag per encoding, 304 when unchanged', async () => {
    const br = await get('/dictionary/eng/ger/house', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);

    const plain = await get('/feed');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(INDEX);
    expect(plain.headers.etag).not.toBe(br.headers.etag);

    const again = await get('/feed', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
  });

  it('may run its inline colour-scheme script: the CSP names its hash, and no other inline script', async () => {
    const res = await get('/');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    const scriptSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});

describe('API answers', () => {
  it('are compressed on the fly above the threshold: /api/openapi.json as br and as gzip', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await get('/api/openapi.json', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
    expect(br.rawPayload.length).toBeLessThan(plain.payload.length / 10);

    const gzip = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toMatchObject({ openapi: '3.1.0' });
  });

  it('stay plain below the threshold', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.payload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('are not given an encoding the client did not ask for', async () => {
    const res = await get('/api/openapi.json', { 'accept-encoding': 'deflate' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('do not inflate compressed request bodies: a gzip body is refused with a 4xx, not read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@b.cd', password: 'x' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
