// Objects as files under one directory (DATA_DIR/uploads): key `audio/x.wav` is `<root>/audio/x.wav`.
// A write goes to a hidden temporary file first and is linked into place, so a reader never sees
// half a file and an existing object is never overwritten.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, opendir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, resolveRange, type ByteRange, type ObjectInfo, type ObjectStore } from './object-store';

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

export function createLocalStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function info(file: string): Promise<ObjectInfo | null> {
    const s = await stat(file).catch((err: unknown) => {
      if (isMissing(err)) return null;
      throw err;
    });
    if (!s?.isFile()) return null;
    return { size: s.size, etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`, lastModified: s.mtime };
  }

  async function* walk(dir: string, prefix: string): AsyncGenerator<{ key: string; size: number }> {
    const handle = await opendir(dir).catch((err: unknown) => {
      if (isMissing(err)) return null;
      throw err;
    });
    if (!handle) return;
    for await (const entry of handle) {
      if (entry.name.startsWith('.')) continue; // temporary files of writes in progress
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full, `${prefix}${entry.name}/`);
      else if (entry.isFile()) yield { key: `${prefix}${entry.name}`, size: (await stat(full)).size };
    }
  }

  return {
    kind: 'local',
    presignSeconds: 0,

    async put(key, body) {
      const file = fileOf(key);
      const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.part`);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        if (Buffer.isBuffer(body)) await writeFile(temp, body, { flag: 'wx' });
        else await pipeline(body as Readable, createWriteStream(temp, { flags: 'wx' }));
        await link(temp, file); // EEXIST when the key is taken: objects are never overwritten
      } finally {
        await rm(temp, { force: true });
      }
    },

    async stat(key) {
      return info(fileOf(key));
    },

    async open(key, range?: ByteRange) {
      const file = fileOf(key);
      const found = await info(file);
      if (!found) return null;
      const served = range ? resolveRange(range, found.size) : null;
      const body = createReadStream(file, served ?? {});
      return { ...found, body, range: served };
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },

    list(prefix = '') {
      const dir = prefix ? path.join(root, ...prefix.split('/').filter(Boolean)) : root;
      const base = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix;
      return walk(dir, base);
    },

    async presign() {
      throw new Error('The local store has no presigned URLs');
    },

    async check() {
      await mkdir(root, { recursive: true });
    },

    async close() {},
  };
}
