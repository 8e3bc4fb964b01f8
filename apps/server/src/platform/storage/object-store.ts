// The one storage interface uploads go through: objects under keys like `audio/<name>.wav`.
// Two implementations: a local directory (local-store.ts, the embedded default) and S3-compatible
// object storage (s3-store.ts). Bodies are streams both ways: nothing reads a whole file into memory.
import type { Readable } from 'node:stream';

export interface ObjectInfo {
  /** Size of the whole object in bytes. */
  size: number;
  /** A strong validator for If-None-Match, quoted as HTTP sends it. */
  etag: string;
  lastModified: Date;
}

/** One byte range of a request: `bytes=a-b`, `bytes=a-` or `bytes=-n` (the last n bytes). */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export interface OpenedObject extends ObjectInfo {
  body: Readable;
  /** The bytes served (inclusive), when a range was asked and satisfiable; null for the whole object. */
  range: { start: number; end: number } | null;
}

export interface PutOptions {
  contentType?: string;
  /** Known length of a stream (lets S3 take it in one request instead of a multipart upload). */
  size?: number;
}

/** Response headers a presigned URL makes the storage send (S3's response-* overrides). */
export interface PresignOptions {
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
}

export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Writes an object. Buffers are for small generated files (previews); uploads come as streams. */
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<void>;
  /** Size and validators, or null when there is no such object. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** The object's bytes (or one range of them), or null when there is no such object. */
  open(key: string, range?: ByteRange): Promise<OpenedObject | null>;
  /** Removes objects; keys that do not exist are ignored. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every object under a prefix (`audio/`), in no particular order. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  /** Seconds a presigned URL stays valid; 0 when files are always streamed through the server. */
  readonly presignSeconds: number;
  /** A short-lived URL that reads the object straight from the storage (only when presignSeconds > 0). */
  presign(key: string, options: PresignOptions): Promise<string>;
  /** Throws a message for the operator when the storage cannot be used (checked at start). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** The asked range starts past the end of the object (HTTP 416). */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`Range not satisfiable (object has ${size} bytes)`);
  }
}

const KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** Keys are built by the server (area + random name); anything else is a programming error. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * The inclusive byte range [start, end] a ByteRange means for an object of `size` bytes, or
 * throws RangeNotSatisfiableError. A suffix longer than the object is the whole object.
 */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) throw new RangeNotSatisfiableError(size);
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
