// Sign-in with e-mail and password. Repeated failures lock the account for a while
// (USER_LOGIN_BLOCKED_EXCEPTION) from the address they came from only: a stranger elsewhere cannot
// lock a member out. Unknown e-mails cost as much time as known ones.
import type { AuthTokens, LoginBody } from '@glossa/contract';
import { createCache } from '../../../platform/cache/index';
import type { AppContext } from '../../../platform/context';
import { guestKey } from '../../../platform/http/client-key';
import type { PasswordHasher } from '../../../platform/auth/passwords';
import { accountError } from '../errors';
import type { ClientMeta, SessionsService } from './sessions';
import { usersRepository as users, type UserPatch } from '../repository';

export type LoginService = ReturnType<typeof createLoginService>;

export function createLoginService(ctx: AppContext, deps: { hasher: PasswordHasher; sessions: SessionsService }) {
  const { hasher, sessions } = deps;
  // Failures per account and client address (IPv6: one /64), shared through Redis when set.
  const failures = createCache({ redisUrl: ctx.config.REDIS_URL, prefix: 'glossa-login-failures:', log: ctx.log, now: () => ctx.now().getTime() });
  const lockoutMs = () => ctx.config.LOGIN_LOCKOUT_SECONDS * 1000;
  interface Failures {
    count: number;
    locked_until?: string;
    /** When the last failure was counted. */
    at: string;
  }
  /** Failures counted before an account's password reset no longer count (any address). */
  const clearedKey = (userId: number) => `cleared:${userId}`;

  const blocked = (until: Date, now: Date) =>
    accountError('USER_LOGIN_BLOCKED_EXCEPTION', undefined, {
      locked_until: until.toISOString(),
      retry_after_seconds: Math.ceil((until.getTime() - now.getTime()) / 1000),
    });

  return {
    close: () => failures.close(),

    async clearFailures(userId: number): Promise<void> {
      await failures.set(clearedKey(userId), ctx.now().toISOString(), lockoutMs());
    },

    async login(body: LoginBody, locale: string, meta: ClientMeta): Promise<AuthTokens> {
      const now = ctx.now();
      const user = await users.byEmail(ctx.db, body.email);
      if (!user) {
        await hasher.waste(body.password);
        throw accountError('INVALID_LOGIN_OR_PASSWORD');
      }
      const key = `${user.id}:${guestKey(meta.ip ?? 'unknown')}`;
      const [counted, cleared] = await Promise.all([failures.get<Failures>(key), failures.get<string>(clearedKey(user.id))]);
      const seen = counted && (!cleared || counted.at > cleared) ? counted : undefined;
      if (seen?.locked_until && new Date(seen.locked_until) > now) throw blocked(new Date(seen.locked_until), now);

      let ok = false;
      if (user.passwordHash) ok = await hasher.verify(user.passwordHash, body.password);
      else await hasher.waste(body.password); // social-only account: no password to match
      if (!ok) {
        const count = (seen?.locked_until ? 0 : (seen?.count ?? 0)) + 1;
        if (count >= ctx.config.LOGIN_MAX_FAILURES) {
          const until = new Date(now.getTime() + lockoutMs());
          await failures.set(key, { count: 0, locked_until: until.toISOString(), at: now.toISOString() }, lockoutMs());
          throw blocked(until, now);
        }
        // Failures are forgotten after a lockout's time without another one.
        await failures.set(key, { count, at: now.toISOString() }, lockoutMs());
        throw accountError('INVALID_LOGIN_OR_PASSWORD');
      }
      await failures.delete(key);

      const patch: UserPatch = { interfaceLocale: locale, failedLoginCount: 0, loginLockedUntil: null };
      // Parameters raised since this hash was made: upgrade it now that we know the password.
      if (hasher.needsRehash(user.passwordHash!)) patch.passwordHash = await hasher.hash(body.password);
      return ctx.db.transaction(async (tx) => {
        await users.update(tx, user.id, patch, now);
        return sessions.open(tx, user, 'password', meta);
      });
    },
  };
}
