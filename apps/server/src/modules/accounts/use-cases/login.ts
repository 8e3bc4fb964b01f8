// Sign-in with e-mail and password. Repeated failures lock the account for a while
// (USER_LOGIN_BLOCKED_EXCEPTION); unknown e-mails cost as much time as known ones.
import type { AuthTokens, LoginBody } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { PasswordHasher } from '../../../platform/auth/passwords';
import { accountError } from '../errors';
import type { ClientMeta, SessionsService } from './sessions';
import { usersRepository as users, type UserPatch } from '../repository';

export type LoginService = ReturnType<typeof createLoginService>;

export function createLoginService(ctx: AppContext, deps: { hasher: PasswordHasher; sessions: SessionsService }) {
  const { hasher, sessions } = deps;

  const blocked = (until: Date, now: Date) =>
    accountError('USER_LOGIN_BLOCKED_EXCEPTION', undefined, {
      locked_until: until.toISOString(),
      retry_after_seconds: Math.ceil((until.getTime() - now.getTime()) / 1000),
    });

  return {
    async login(body: LoginBody, locale: string, meta: ClientMeta): Promise<AuthTokens> {
      const now = ctx.now();
      const user = await users.byEmail(ctx.db, body.email);
      if (!user) {
        await hasher.waste(body.password);
        throw accountError('INVALID_LOGIN_OR_PASSWORD');
      }
      if (user.loginLockedUntil && user.loginLockedUntil > now) throw blocked(user.loginLockedUntil, now);

      let ok = false;
      if (user.passwordHash) ok = await hasher.verify(user.passwordHash, body.password);
      else await hasher.waste(body.password); // social-only account: no password to match
      if (!ok) {
        const lockUntil = new Date(now.getTime() + ctx.config.LOGIN_LOCKOUT_SECONDS * 1000);
        const lockedUntil = await users.recordLoginFailure(ctx.db, user.id, ctx.config.LOGIN_MAX_FAILURES, lockUntil);
        if (lockedUntil && lockedUntil > now) throw blocked(lockedUntil, now);
        throw accountError('INVALID_LOGIN_OR_PASSWORD');
      }

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
