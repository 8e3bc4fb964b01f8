// Migrating between stores: from a local directory into S3 (s3rver) and back, resumed after a
// failure, with copies verified (a store that corrupts bytes is caught) and sources kept until then.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable} from 'node:stream';
import { Transform } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { createLocalStore } from './local-store';
import { migrateObjects } from './migrate';
import type { ObjectStore } from './object-store';
import { createS3Store } from './s3-store';

let s3: TestS3Server;
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'glossa-migrate-'));
  dirs.push(d);
  return d;
};
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const bucket = () =>
  createS3Store({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    prefix: `m${randomBytes(4).toString('hex')}/`,
    log: pino({ level: 'silent' }),
  });

const read = async (store: ObjectStore, key: string) => {
  const o = await store.open(key);
  return o ? Buffer.concat(await o.body.toArray()) : null;
};

describe('migrateObjects', () => {
  let local: ObjectStore;
  let journal: string;
  const files: Record<string, Buffer> = {
    'audio/a1.wav': randomBytes(20_000),
    'audio/a1_p.wav': randomBytes(5_000),
    'chat/c1.png': randomBytes(70_000),
    'chat/c1_p.webp': randomBytes(3_000),
    'chat/c2.ogg': randomBytes(0),
  };
  beforeEach(async () => {
    const dir = tempDir();
    local = createLocalStore(path.join(dir, 'uploads'));
    journal = path.join(dir, 'journal.jsonl');
    for (const [key, bytes] of Object.entries(files)) await local.put(key, bytes);
  });

  it('copies every file, verified, deletes nothing, and skips verified files on the next run', async () => {
    const target = bucket();
    const progress: number[] = [];
    const first = await migrateObjects({ source: local, target, journal, onProgress: (d) => progress.push(d.files) });
    expect(first).toMatchObject({ files: 5, bytes: 98_000, copied: 5, alreadyThere: 0, deleted: 0, failed: [] });
    expect(progress.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5]);
    for (const [key, bytes] of Object.entries(files)) {
      expect((await read(target, key))!.equals(bytes)).toBe(true);
      expect((await read(local, key))!.equals(bytes)).toBe(true);
    }
    expect(readFileSync(journal, 'utf8').trim().split('\n')).toHaveLength(5);

    await local.put('chat/new.png', Buffer.from('written since'));
    const second = await migrateObjects({ source: local, target, journal });
    expect(second).toMatchObject({ files: 6, copied: 1, alreadyThere: 5, failed: [] });
    expect((await read(target, 'chat/new.png'))!.toString()).toBe('written since');
  });

  it('resumes after a failure, with the failed file still in place locally', async () => {
    const target = bucket();
    let puts = 0;
    const flaky: ObjectStore = {
      ...target,
      async put(key, body, options) {
        puts += 1;
        if (puts === 2) {
          (body as Readable).destroy();
          throw new Error('connection reset');
        }
        return target.put(key, body, options);
      },
    };
    const first = await migrateObjects({ source: local, target: flaky, journal, deleteSource: true, concurrency: 1 });
    expect(first.copied).toBe(4);
    expect(first.failed).toEqual([{ key: expect.any(String), reason: 'connection reset' }]);
    const failedKey = first.failed[0]!.key;
    expect((await read(local, failedKey))!.equals(files[failedKey]!)).toBe(true);
    expect(first.deleted).toBe(4);

    // A torn last line (the process killed while writing it) is ignored.
    writeFileSync(journal, `${readFileSync(journal, 'utf8')}{"key":"chat/c`);
    const second = await migrateObjects({ source: local, target, journal, deleteSource: true });
    expect(second).toMatchObject({ files: 1, copied: 1, deleted: 1, failed: [] });
    expect((await read(target, failedKey))!.equals(files[failedKey]!)).toBe(true);
    for (const key of Object.keys(files)) expect(await local.stat(key)).toBeNull();
  });

  it('refuses a copy whose bytes differ, keeps the source, and replaces a bad copy left by an earlier run', async () => {
    const target = bucket();
    // A store that flips one byte on the way in (a broken proxy, a bad disk).
    const corrupting: ObjectStore = {
      ...target,
      put(key, body, options) {
        const flip = new Transform({
          transform(chunk: Buffer, _e, done) {
            const copy = Buffer.from(chunk);
            if (copy.length) copy[0] = copy[0]! ^ 0xff;
            done(null, copy);
          },
        });
        return target.put(key, (body as Readable).pipe(flip), options);
      },
    };
    const bad = await migrateObjects({ source: local, target: corrupting, journal, deleteSource: true });
    expect(bad.failed.map((f) => f.key).sort()).toEqual(['audio/a1.wav', 'audio/a1_p.wav', 'chat/c1.png', 'chat/c1_p.webp']);
    expect(bad.failed[0]!.reason).toMatch(/verification failed: checksum/);
    expect(bad.deleted).toBe(1); // only the empty file, which has no byte to flip
    for (const key of Object.keys(files).filter((k) => k !== 'chat/c2.ogg')) expect(await local.stat(key)).not.toBeNull();

    const fixed = await migrateObjects({ source: local, target, journal });
    expect(fixed).toMatchObject({ files: 4, copied: 4, alreadyThere: 0, failed: [] });
    for (const [key, bytes] of Object.entries(files)) if (bytes.length) expect((await read(target, key))!.equals(bytes)).toBe(true);
  });

  it('migrates the bucket back into a directory (verified by reading the copies)', async () => {
    const target = bucket();
    await migrateObjects({ source: local, target, journal });
    const back = createLocalStore(path.join(tempDir(), 'uploads'));
    const summary = await migrateObjects({ source: target, target: back, journal: path.join(tempDir(), 'back.jsonl') });
    expect(summary).toMatchObject({ files: 5, copied: 5, failed: [] });
    for (const [key, bytes] of Object.entries(files)) expect((await read(back, key))!.equals(bytes)).toBe(true);
  });
});
