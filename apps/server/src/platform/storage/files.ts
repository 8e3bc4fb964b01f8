// Uploaded files on disk under DATA_DIR/uploads/<area>: random 128-bit names (the name never
// comes from the client), written exclusively, served with a fixed content type and nosniff.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { notFound } from '../errors';

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

export function createFileStore(dir: string) {
  const pathOf = (file: string) => path.join(dir, path.basename(file));
  return {
    dir,
    pathOf,
    /** A fresh random name with this extension (`_p` marks a preview of the same recording). */
    newName(ext: string, suffix = ''): string {
      return `${randomBytes(16).toString('hex')}${suffix}.${ext}`;
    },
    async write(file: string, bytes: Buffer): Promise<void> {
      await mkdir(dir, { recursive: true });
      await writeFile(pathOf(file), bytes, { flag: 'wx' });
    },
    async remove(...files: (string | null | undefined)[]): Promise<void> {
      await Promise.all(files.filter((f): f is string => !!f).map((f) => rm(pathOf(f), { force: true })));
    },
    /** Streams a stored file with its fixed content type; 404 FILE_NOT_FOUND when it is gone. */
    async send(reply: FastifyReply, file: string, cacheControl: string) {
      const full = pathOf(file);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) throw notFound('FILE', 'File not found');
      const ext = file.split('.').pop() ?? '';
      return reply
        .type(STORED_CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header('content-length', info.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${path.basename(file)}"`)
        .header('cache-control', cacheControl)
        .send(createReadStream(full));
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
