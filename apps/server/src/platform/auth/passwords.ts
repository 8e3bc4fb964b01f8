// Password hashing with argon2id (@node-rs/argon2, runs on the libuv thread pool). The default
// parameters are measured by bench/password-hashing.ts; PASSWORD_HASH_COST=test is for test suites.
//
// At most `hashConcurrency()` hashes run at once (the rest wait their turn): a hash is ~77 ms of one
// core and 64 MiB, so more of them at once than there are cores gain no throughput, only memory and
// latency for all; and the libuv pool (4 threads by default) also serves file reads (the web app's
// assets), zlib and DNS, which a burst of sign-ins must not stall. A busy server's sign-in still takes
// seconds: the web waits for it while the server answers its health check (RequestOptions.patient).
import { availableParallelism } from 'node:os';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
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
  /** Hashes and verifications running now and waiting for their turn. */
  load(): { running: number; waiting: number };
}

/** Cores, but always one libuv pool thread left for files, zlib and DNS. */
export function hashConcurrency(): number {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(availableParallelism(), pool - 1));
}

export const TEST_PASSWORD_PARAMS: PasswordParams = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export function passwordParams(config: Pick<Config, 'PASSWORD_HASH_COST' | 'ARGON2_MEMORY_KIB' | 'ARGON2_TIME_COST' | 'ARGON2_PARALLELISM'>): PasswordParams {
  if (config.PASSWORD_HASH_COST === 'test') return TEST_PASSWORD_PARAMS;
  return { memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST, parallelism: config.ARGON2_PARALLELISM };
}

export function createPasswordHasher(params: PasswordParams, concurrency = hashConcurrency()): PasswordHasher {
  // The default algorithm of @node-rs/argon2 is argon2id (its Algorithm enum is a const enum).
  let dummy: Promise<string> | undefined;
  // p-limit runs them in the order they came (as the search line does, use-cases/search.ts).
  const limit = pLimit(concurrency);
  return {
    params,
    load: () => ({ running: limit.activeCount, waiting: limit.pendingCount }),
    hash: (password) => limit(() => hash(password, params)),
    async verify(hashed, password) {
      try {
        return await limit(() => verify(hashed, password));
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
      dummy ??= limit(() => hash('not-a-real-password', params));
      const made = await dummy;
      await limit(() => verify(made, password)).catch(() => false);
    },
  };
}
