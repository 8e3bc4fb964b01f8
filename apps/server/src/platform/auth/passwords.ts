// Password hashing with argon2id (@node-rs/argon2, runs on the libuv thread pool). The default
// parameters are measured by bench/password-hashing.ts; PASSWORD_HASH_COST=test is for test suites.
import { hash, parseOptions, verify } from '@node-rs/argon2';
import type { Config } from '../../config';

export interface PasswordParams {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface PasswordHasher {
  params: PasswordParams;
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** True when the stored hash uses other parameters than the current ones (rehash on next login). */
  needsRehash(hashed: string): boolean;
  /** Spends the time of one verification without a user, so unknown e-mails answer as slowly as known ones. */
  waste(password: string): Promise<void>;
}

export const TEST_PASSWORD_PARAMS: PasswordParams = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export function passwordParams(config: Pick<Config, 'PASSWORD_HASH_COST' | 'ARGON2_MEMORY_KIB' | 'ARGON2_TIME_COST' | 'ARGON2_PARALLELISM'>): PasswordParams {
  if (config.PASSWORD_HASH_COST === 'test') return TEST_PASSWORD_PARAMS;
  return { memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST, parallelism: config.ARGON2_PARALLELISM };
}

export function createPasswordHasher(params: PasswordParams): PasswordHasher {
  // The default algorithm of @node-rs/argon2 is argon2id (its Algorithm enum is a const enum).
  let dummy: Promise<string> | undefined;
  return {
    params,
    hash: (password) => hash(password, params),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        // A malformed stored hash never matches.
        return false;
      }
    },
    needsRehash(hashed) {
      try {
        const o = parseOptions(hashed);
        return o.memoryCost !== params.memoryCost || o.timeCost !== params.timeCost || o.parallelism !== params.parallelism;
      } catch {
        return true;
      }
    },
    async waste(password) {
      dummy ??= hash('not-a-real-password', params);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
