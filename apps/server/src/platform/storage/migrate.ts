// Copies every object of one store to another (DATA_DIR/uploads -> bucket, or back), streaming,
// and verifies each copy's size and checksum before it counts. Resumable: verified keys are appended
// to a journal, so a second run skips them. A source object is removed only when asked, and only
// after its copy was verified.
import { createHash } from 'node:crypto';
import { appendFile, readFile } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from './files';
import type { ObjectStore } from './object-store';

export interface MigrationOptions {
  source: ObjectStore;
  target: ObjectStore;
  /** JSON lines of verified copies: `{"key","size","sha256"}`. */
  journal: string;
  /** Remove each source object once its copy is verified. */
  deleteSource?: boolean;
  concurrency?: number;
  onStart?(plan: { files: number; bytes: number; verifiedBefore: number }): void;
  onProgress?(done: { files: number; bytes: number }): void;
  onFailure?(key: string, reason: string): void;
}

export interface MigrationSummary {
  files: number;
  bytes: number;
  copied: number;
  /** Verified in an earlier run (journal) or already present and identical in the target. */
  alreadyThere: number;
  deleted: number;
  failed: { key: string; reason: string }[];
}

interface Digest {
  size: number;
  md5: string;
  sha256: string;
}

/** Hashes what flows through: MD5 (what S3 reports as the ETag of a single-part upload) and SHA-256. */
function hasher() {
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      md5.update(chunk);
      sha256.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, digest: (): Digest => ({ size, md5: md5.digest('hex'), sha256: sha256.digest('hex') }) };
}

async function digestOf(body: Readable): Promise<Digest> {
  const h = hasher();
  await pipeline(body, h.stream, async (source) => {
    for await (const chunk of source) void chunk;
  });
  return h.digest();
}

/** Null when the stored object has the expected bytes; otherwise why not. */
async function mismatch(store: ObjectStore, key: string, expected: Digest): Promise<string | null> {
  const info = await store.stat(key);
  if (!info) return 'missing after the copy';
  if (info.size !== expected.size) return `size ${info.size}, expected ${expected.size}`;
  const etag = /^"([0-9a-f]{32})"$/.exec(info.etag)?.[1];
  if (etag) return etag === expected.md5 ? null : `checksum (MD5 ${etag}, expected ${expected.md5})`;
  // No MD5 from the store (local files, multipart uploads): read the copy back.
  const opened = await store.open(key);
  if (!opened) return 'missing after the copy';
  const actual = await digestOf(opened.body);
  return actual.sha256 === expected.sha256 ? null : `checksum (SHA-256 ${actual.sha256}, expected ${expected.sha256})`;
}

async function readJournal(file: string): Promise<Map<string, { size: number; sha256: string }>> {
  const verified = new Map<string, { size: number; sha256: string }>();
  const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return '';
    throw err;
  });
  for (const line of text.split('\n')) {
    try {
      const entry = JSON.parse(line) as { key?: unknown; size?: unknown; sha256?: unknown };
      if (typeof entry.key === 'string' && typeof entry.size === 'number' && typeof entry.sha256 === 'string') verified.set(entry.key, { size: entry.size, sha256: entry.sha256 });
    } catch {
      // an empty line, or the last line of a run that was killed while writing it
    }
  }
  return verified;
}

export async function migrateObjects(options: MigrationOptions): Promise<MigrationSummary> {
  const { source, target } = options;
  const journal = await readJournal(options.journal);
  const objects: { key: string; size: number }[] = [];
  for await (const o of source.list()) objects.push(o);
  const summary: MigrationSummary = { files: objects.length, bytes: 0, copied: 0, alreadyThere: 0, deleted: 0, failed: [] };
  for (const o of objects) summary.bytes += o.size;
  options.onStart?.({ files: objects.length, bytes: summary.bytes, verifiedBefore: objects.filter((o) => journal.get(o.key)?.size === o.size).length });
  const done = { files: 0, bytes: 0 };

  const record = async (key: string, digest: Digest) => {
    await appendFile(options.journal, `${JSON.stringify({ key, size: digest.size, sha256: digest.sha256 })}\n`);
  };

  async function migrateOne(key: string, size: number): Promise<void> {
    const known = journal.get(key);
    if (known?.size === size && (await target.stat(key))?.size === size) {
      summary.alreadyThere += 1;
    } else {
      const opened = await source.open(key);
      if (!opened) return; // removed since the listing
      const existing = await target.stat(key);
      if (existing) {
        // A copy from an interrupted run (or an identical upload): keep it if it checks out.
        const digest = await digestOf(opened.body);
        if (!(await mismatch(target, key, digest))) {
          await record(key, digest);
          summary.alreadyThere += 1;
          return finish(key);
        }
        await target.remove([key]);
        return migrateOne(key, size);
      }
      const h = hasher();
      const flowing = opened.body.pipe(h.stream);
      opened.body.on('error', (err) => flowing.destroy(err));
      await target.put(key, flowing, { size: opened.size, contentType: contentTypeOf(key) });
      const digest = h.digest();
      const wrong = digest.size === opened.size ? await mismatch(target, key, digest) : `read ${digest.size} of ${opened.size} bytes`;
      if (wrong) throw new Error(`verification failed: ${wrong}`);
      await record(key, digest);
      summary.copied += 1;
    }
    return finish(key);
  }

  async function finish(key: string) {
    if (options.deleteSource) {
      await source.remove([key]);
      summary.deleted += 1;
    }
  }

  let next = 0;
  const worker = async () => {
    while (next < objects.length) {
      const { key, size } = objects[next++]!;
      try {
        await migrateOne(key, size);
      } catch (err) {
        const cause = (err as Error).cause as Error | undefined;
        const reason = `${(err as Error).message || String(err)}${cause ? ` (${cause.message || cause.name})` : ''}`;
        summary.failed.push({ key, reason });
        options.onFailure?.(key, reason);
      }
      done.files += 1;
      done.bytes += size;
      options.onProgress?.({ ...done });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return summary;
}
