import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DICTIONARY_SEARCH_CONCURRENCY).toBe(2 * availableParallelism());
    expect(parseEnv({ DICTIONARY_SEARCH_CONCURRENCY: '3' }).DICTIONARY_SEARCH_CONCURRENCY).toBe(3);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DICTIONARY_SEARCH_CONCURRENCY', '0'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['REDIS_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['DEMO_DATA', 'maybe'],
    ['JWT_SECRET', 'short'],
    ['SMTP_URL', 'http://mail'],
    ['STORAGE_DRIVER', 'ftp'],
    ['S3_BUCKET', 'Not_A_Bucket'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_PREFIX', '../up'],
    ['S3_PRESIGN_SECONDS', '-1'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrowError(ConfigError);
    expect(() => parseEnv({ [name]: value })).toThrowError(new RegExp(`${name}=`));
  });

  it('takes TRUST_PROXY as false, a hop count or proxy addresses, and refuses true with a reason', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback,::1' }).TRUST_PROXY).toEqual(['10.0.0.5', '10.1.0.0/16', 'loopback', '::1']);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrowError(/TRUST_PROXY="true": true would trust any X-Forwarded-For/);
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.example.org' })).toThrowError(/TRUST_PROXY=.*hop count/);
  });

  it('stores uploads locally by default; S3 needs a bucket, and both halves of its credentials', () => {
    expect(parseEnv({}).STORAGE_DRIVER).toBe('local');
    expect(parseEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'glossa-uploads', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      S3_BUCKET: 'glossa-uploads',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_PRESIGN_SECONDS: 0,
      S3_CHECKSUMS: 'when_required',
    });
    expect(() => parseEnv({ STORAGE_DRIVER: 's3' })).toThrowError(/S3_BUCKET="": is required when STORAGE_DRIVER=s3/);
    expect(() => parseEnv({ S3_SECRET_ACCESS_KEY: 'secret' })).toThrowError(/S3_ACCESS_KEY_ID="": S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
  });

  it('refuses a data directory it cannot write', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'glossa-cfg-'));
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'x');
    expect(() => loadConfig({ DATA_DIR: path.join(file, 'sub') })).toThrowError(/DATA_DIR=.*not a writable directory/);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a generated JWT secret across restarts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'glossa-cfg-'));
    const a = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    const b = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(a).toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  });
});
