import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../config';
import { TEST_PASSWORD_PARAMS, createPasswordHasher, hashConcurrency, passwordParams } from './passwords';

describe('password hashing settings', () => {
  it('defaults to the measured argon2id parameters; PASSWORD_HASH_COST=test is cheap', () => {
    expect(passwordParams(parseEnv({}))).toEqual({ memoryCost: 65_536, timeCost: 4, parallelism: 1 });
    expect(passwordParams(parseEnv({ PASSWORD_HASH_COST: 'test' }))).toEqual(TEST_PASSWORD_PARAMS);
    expect(passwordParams(parseEnv({ ARGON2_MEMORY_KIB: '32768', ARGON2_TIME_COST: '2' }))).toEqual({ memoryCost: 32_768, timeCost: 2, parallelism: 1 });
    expect(() => parseEnv({ ARGON2_MEMORY_KIB: '10' })).toThrowError(/ARGON2_MEMORY_KIB=/);
    expect(() => parseEnv({ PASSWORD_HASH_COST: 'cheap' })).toThrowError(ConfigError);
  });

  it('hashes with argon2id, verifies, and spots hashes made with other parameters', async () => {
    const hasher = createPasswordHasher(TEST_PASSWORD_PARAMS);
    const hashed = await hasher.hash('Secret#2024');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await hasher.verify(hashed, 'Secret#2024')).toBe(true);
    expect(await hasher.verify(hashed, 'Secret#2025')).toBe(false);
    expect(await hasher.verify('not a hash', 'Secret#2024')).toBe(false);
    expect(hasher.needsRehash(hashed)).toBe(false);
    expect(createPasswordHasher({ memoryCost: 2048, timeCost: 1, parallelism: 1 }).needsRehash(hashed)).toBe(true);
  });
});

describe('hashes at once', () => {
  it('runs at most its concurrency (cores, one libuv thread left free), the others in turn, and all finish', async () => {
    expect(hashConcurrency()).toBeGreaterThanOrEqual(1);
    expect(hashConcurrency()).toBeLessThanOrEqual(3);
    const hasher = createPasswordHasher({ memoryCost: 8192, timeCost: 2, parallelism: 1 }, 2);
    const made = Array.from({ length: 6 }, (_, i) => hasher.hash(`Secret#${i}`));
    expect(hasher.load()).toEqual({ running: 2, waiting: 4 });
    const hashes = await Promise.all(made);
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
    const checks = hashes.map((h, i) => hasher.verify(h, `Secret#${i}`));
    expect(hasher.load()).toEqual({ running: 2, waiting: 4 });
    expect(await Promise.all(checks)).toEqual(Array(6).fill(true));
    // A failing hash gives its turn back too.
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('rate limit settings', () => {
  it('read max/window with s, m or h', () => {
    expect(parseEnv({ RATE_LIMIT_LOGIN: '7/30s' }).RATE_LIMIT_LOGIN).toEqual({ max: 7, timeWindow: 30_000 });
    expect(parseEnv({ RATE_LIMIT_REGISTRATION: '3/2h' }).RATE_LIMIT_REGISTRATION).toEqual({ max: 3, timeWindow: 7_200_000 });
    expect(parseEnv({}).RATE_LIMIT_LOGIN).toEqual({ max: 10, timeWindow: 60_000 });
    for (const bad of ['10', '10/minute', 'x/1m', '10/1d']) {
      expect(() => parseEnv({ RATE_LIMIT_LOGIN: bad })).toThrowError(/RATE_LIMIT_LOGIN=/);
    }
  });
});
