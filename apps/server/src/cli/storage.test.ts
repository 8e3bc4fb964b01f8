// `npm run storage -- migrate --to s3` as an operator runs it, on a data directory whose uploads were
// made through the app (a word recording, a chat image with its preview, a voice message);
// afterwards an app configured for the bucket serves the same files.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { befriend, multipart, openChat, wavBytes } from '../../test/chat-helpers';
import { makeWord } from '../../test/dictionary-factories';
import { makeUser } from '../../test/factories';
import { startS3Server, type TestS3Server } from '../../test/s3-server';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'storage.ts');

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, DATABASE_URL: '', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

let s3: TestS3Server;
let local: TestApp;
const urls: { url: string; bytes: Buffer; headers?: Record<string, string> }[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  local = await createTestApp();
  const native = await makeUser(local, { native: 'eng' });
  const [a, b] = await Promise.all([makeUser(local), makeUser(local)]);
  await befriend(local, a, b);
  const chat = await openChat(local, a, b);
  const send = async (url: string, headers: Record<string, string>, file: { filename: string; type: string; bytes: Buffer }, fields: Record<string, string> = {}) => {
    const body = multipart(fields, file);
    const res = await local.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const recording = await send(`/api/words/${await makeWord(local, 'eng', 'migrated')}/audios`, native.headers, { filename: 'w.wav', type: 'audio/wav', bytes: wavBytes() });
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#aa3355' } }).png().toBuffer();
  const image = await send(`/chat-api/chat/${chat}/messages/image`, a.headers, { filename: 'p.png', type: 'image/png', bytes: png }, { client_message_id: randomUUID() });
  const voice = await send(`/chat-api/chat/${chat}/messages/audio`, a.headers, { filename: 'v.wav', type: 'audio/wav', bytes: wavBytes() }, { client_message_id: randomUUID() });
  for (const name of [recording.actual_file_name, recording.preview_file_name]) {
    urls.push({ url: `/api/audios/${name}`, bytes: (await local.app.inject({ url: `/api/audios/${name}`, headers: native.headers })).rawPayload, headers: native.headers });
  }
  for (const name of [image.image.actual_file_name, image.image.preview_file_name, voice.audio.actual_file_name]) {
    urls.push({ url: `/chat-api/uploads/${name}`, bytes: (await local.app.inject({ url: `/chat-api/uploads/${name}` })).rawPayload });
  }
});
afterAll(async () => {
  await local?.close();
  await s3?.close();
});

describe('npm run storage -- migrate', () => {
  it('explains itself and refuses bad arguments', async () => {
    const help = await runCli([], { DATA_DIR: local.config.DATA_DIR });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('migrate --to s3');
    const bad = await runCli(['migrate', '--to', 'ftp'], { DATA_DIR: local.config.DATA_DIR });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--to must be s3 or local');
    const noBucket = await runCli(['migrate', '--to', 's3'], { DATA_DIR: local.config.DATA_DIR });
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toContain('Set S3_BUCKET');
    const unreachable = await runCli(['migrate', '--to', 's3', '--delete-source'], { DATA_DIR: local.config.DATA_DIR, ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain('cannot be reached');
    expect(readdirSync(path.join(local.config.DATA_DIR, 'uploads', 'chat'))).toHaveLength(3);
  }, 60_000);

  it('copies real uploads to the bucket, verified; the app on S3 then serves them; local files go only when asked', async () => {
    const env = { DATA_DIR: local.config.DATA_DIR, ...s3.env, STORAGE_DRIVER: 'local' };
    const first = await runCli(['migrate', '--to', 's3'], env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('4 files');
    expect(first.stdout).toContain('4 copied and verified, 0 already there and verified, nothing deleted');
    expect(first.stdout).toContain('All files verified.');
    expect(readdirSync(path.join(local.config.DATA_DIR, 'uploads', 'audio'))).toHaveLength(1);

    // The same database, now with uploads in the bucket: every file reads the same.
    const onS3 = await createTestApp({ ...s3.env, JWT_SECRET: local.config.JWT_SECRET }, { database: local.database });
    try {
      for (const u of urls) {
        const res = await onS3.app.inject({ url: u.url, headers: u.headers });
        expect([u.url, res.statusCode, res.rawPayload.equals(u.bytes)]).toEqual([u.url, 200, true]);
      }
    } finally {
      await onS3.close();
    }

    const again = await runCli(['migrate', '--to', 's3', '--delete-source'], env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('Resuming: 4 of 4 files were verified by an earlier run');
    expect(again.stdout).toContain('0 copied and verified, 4 already there and verified, 4 deleted from the source');
    for (const area of ['audio', 'chat']) expect(readdirSync(path.join(local.config.DATA_DIR, 'uploads', area))).toEqual([]);
  }, 60_000);
});
