// Serves a stored object through the server, whichever store holds it: a fixed content type and
// nosniff, validators (ETag, Last-Modified) with 304s, single byte ranges (206/416) so audio can
// seek, HEAD without reading the body. With presigned URLs configured, the (already authorized)
// request is redirected to a short-lived URL of the bucket instead.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CommonErrorCode } from '@glossa/contract';
import { errorBody, notFound } from '../errors';
import { RangeNotSatisfiableError, type ByteRange, type ObjectInfo, type ObjectStore } from './object-store';

export interface ServeOptions {
  contentType: string;
  cacheControl: string;
  /** Shown in Content-Disposition (inline). */
  filename: string;
}

/**
 * One range of a `Range: bytes=...` header. Null (serve the whole object, as RFC 9110 allows) for
 * no header, several ranges, another unit or a malformed value.
 */
export function parseRangeHeader(header: string | undefined): ByteRange | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const [a, b] = [m[1] === '' ? undefined : Number(m[1]), m[2] === '' ? undefined : Number(m[2])];
  if ((a !== undefined && !Number.isSafeInteger(a)) || (b !== undefined && !Number.isSafeInteger(b))) return null;
  if (a === undefined) return { suffix: b! };
  if (b !== undefined && b < a) return null;
  return b === undefined ? { start: a } : { start: a, end: b };
}

/** If-None-Match (a list of ETags or *) wins over If-Modified-Since, as in RFC 9110. */
function notModified(request: FastifyRequest, info: ObjectInfo): boolean {
  const tags = request.headers['if-none-match'];
  if (tags) return tags.trim() === '*' || tags.split(',').some((t) => t.trim().replace(/^W\//, '') === info.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(info.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

export async function sendStoredObject(reply: FastifyReply, store: ObjectStore, key: string, options: ServeOptions) {
  const request = reply.request;
  const describe = (info: ObjectInfo) =>
    reply
      .type(options.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${options.filename}"`)
      .header('cache-control', options.cacheControl)
      .header('etag', info.etag)
      .header('last-modified', info.lastModified.toUTCString())
      .header('accept-ranges', 'bytes');

  if (store.presignSeconds > 0) {
    if (!(await store.stat(key))) throw notFound('FILE', 'File not found');
    const url = await store.presign(key, { contentType: options.contentType, contentDisposition: `inline; filename="${options.filename}"`, cacheControl: options.cacheControl });
    // The redirect may be reused only while the URL it points to is valid.
    return reply.code(302).header('location', url).header('cache-control', `private, max-age=${Math.floor(store.presignSeconds / 2)}`).send();
  }

  if (request.method === 'HEAD') {
    const info = await store.stat(key);
    if (!info) throw notFound('FILE', 'File not found');
    // Fastify's HEAD handling keeps this content-length when the body is a stream (an empty one here).
    return describe(info).header('content-length', info.size).send(Readable.from([]));
  }

  // If-Range is rarely sent for immutable files; when it is, the whole file is the safe answer.
  const range = request.headers['if-range'] ? null : parseRangeHeader(request.headers.range);
  let opened;
  try {
    opened = await store.open(key, range ?? undefined);
  } catch (err) {
    if (!(err instanceof RangeNotSatisfiableError)) throw err;
    return reply
      .code(416)
      .header('content-range', `bytes */${err.size}`)
      .send(errorBody(CommonErrorCode.RANGE_NOT_SATISFIABLE, `The file has ${err.size} bytes`, 'range'));
  }
  if (!opened) throw notFound('FILE', 'File not found');
  describe(opened);
  if (notModified(request, opened)) {
    opened.body.destroy();
    return reply.code(304).send();
  }
  if (opened.range) {
    reply.code(206).header('content-range', `bytes ${opened.range.start}-${opened.range.end}/${opened.size}`);
  }
  const length = opened.range ? opened.range.end - opened.range.start + 1 : opened.size;
  return reply.header('content-length', length).send(opened.body);
}
