// Uploaded files of one area (`audio`, `chat`, ...) in the configured object store (ctx.storage:
// DATA_DIR/uploads or an S3 bucket): random 128-bit names (the name never comes from the client, and
// is never reused), served through the server with a fixed content type and nosniff.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ObjectStore } from './object-store';
import { sendStoredObject } from './serve';

/** Content types by stored extension: files are served with these, never with what was sent. */
export const STORED_CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
};

export const contentTypeOf = (file: string) => STORED_CONTENT_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';

/**
 * `types` overrides the content types of this area's extensions (videos: webm is video/webm there,
 * audio/webm elsewhere).
 */
export function createFileStore(storage: ObjectStore, area: string, types: Record<string, string> = {}) {
  const typeOf = (file: string) => types[file.split('.').pop() ?? ''] ?? contentTypeOf(file);
  /** The object key of a file name; basename keeps a hostile name inside the area. */
  const keyOf = (file: string) => `${area}/${path.basename(file)}`;
  return {
    area,
    keyOf,
    /** A fresh random name with this extension (`_p` marks a preview of the same recording). */
    newName(ext: string, suffix = ''): string {
      return `${randomBytes(16).toString('hex')}${suffix}.${ext}`;
    },
    /** Stores a file; a stream is passed on as it arrives (give `size` when it is known). */
    async write(file: string, body: Buffer | Readable, size?: number): Promise<void> {
      await storage.put(keyOf(file), body, { contentType: typeOf(file), size });
    },
    async remove(...files: (string | null | undefined)[]): Promise<void> {
      const keys = files.filter((f): f is string => !!f).map(keyOf);
      if (keys.length) await storage.remove(keys);
    },
    /** Streams a stored file (ranges, validators, HEAD); 404 FILE_NOT_FOUND when it is gone. */
    send(reply: FastifyReply, file: string, cacheControl: string) {
      const name = path.basename(file);
      return sendStoredObject(reply, storage, keyOf(name), { contentType: typeOf(name), cacheControl, filename: name });
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
