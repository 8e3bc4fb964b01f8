// A default configuration (no Stripe, S3, Redis or SMTP) must not load the SDKs that cost seconds
// to import: a fresh process builds the app (test/startup/probe.ts) while a resolution hook records
// every module it resolves.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

describe('startup with the default configuration', () => {
  it('loads neither Stripe, the AWS SDK, ioredis, nodemailer nor hunspell-reader', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'test/startup/probe.ts'], { cwd: serverDir, env: { PATH: process.env.PATH } });
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as { loaded: string[] };
    expect(result.loaded).toEqual([]);
  }, 300_000);
});
