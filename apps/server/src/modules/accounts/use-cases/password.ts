// Passwords: reset by e-mail link (request + update) and change while signed in. A reset ends
// every session (whoever knew the old password is out); a change ends all other sessions.
import type { AppContext } from '../../../platform/context';
import type { PasswordHasher } from '../../../platform/auth/passwords';
import type { Viewer } from '../../../platform/auth/viewer';
import { unauthenticated } from '../../../platform/errors';
import { accountError } from '../errors';
import type { AccountMails } from '../mail/sender';
import { oneTimeTokensRepository as tokens, usersRepository as users } from '../repository';
import type { LoginService } from './login';
import type { SessionsService } from './sessions';
import { hashSecret, newSecret } from '../secrets';

export type PasswordService = ReturnType<typeof createPasswordService>;

export function createPasswordService(
  ctx: AppContext,
  deps: { hasher: PasswordHasher; sessions: SessionsService; mails: AccountMails; login: Pick<LoginService, 'clearFailures'> },
) {
  const { hasher, sessions, mails, login } = deps;

  return {
    /**
     * Sends a reset link. The spec answers 'This e-mail is not registered' for unknown addresses;
     * the route is rate limited, and one account gets at most one mail per ACCOUNT_MAIL_INTERVAL.
     */
    async requestReset(email: string, locale: string): Promise<void> {
      const user = await users.byEmail(ctx.db, email);
      if (!user?.email) throw accountError('EMAIL_NOT_REGISTERED', 'email');
      const now = ctx.now();
      const last = await tokens.lastCreatedAt(ctx.db, user.id, 'password_reset');
      if (last && now.getTime() - last.getTime() < ctx.config.ACCOUNT_MAIL_INTERVAL * 1000) return;
      const secret = newSecret();
      await tokens.insert(ctx.db, {
        userId: user.id,
        kind: 'password_reset',
        tokenHash: hashSecret(secret),
        email: user.email,
        now,
        expiresAt: new Date(now.getTime() + ctx.config.PASSWORD_RESET_TTL * 1000),
      });
      mails.passwordReset({ email: user.email, nickname: user.nickname, locale }, secret);
    },

    /** Sets the new password from a reset link; the link proves the address, so it counts as verified. */
    async reset(token: string, password: string): Promise<void> {
      const now = ctx.now();
      const found = await tokens.findUsable(ctx.db, 'password_reset', hashSecret(token), now);
      const user = found ? await users.byId(ctx.db, found.userId) : undefined;
      if (!found || !user || user.email?.toLowerCase() !== found.email.toLowerCase()) {
        throw accountError('PASSWORD_RESET_TOKEN_INVALID', 'token');
      }
      const passwordHash = await hasher.hash(password);
      const revoked = await ctx.db.transaction(async (tx) => {
        // Conditional on the token still being open: of two parallel uses, one wins.
        if (!(await tokens.use(tx, found.id, now))) throw accountError('PASSWORD_RESET_TOKEN_INVALID', 'token');
        await tokens.useAll(tx, user.id, 'password_reset', now);
        await users.update(tx, user.id, { passwordHash, isEmailVerified: true, failedLoginCount: 0, loginLockedUntil: null }, now);
        return sessions.revokeAllOfUser(tx, user.id, 'password_reset');
      });
      sessions.forget(revoked);
      // The link proved who owns the account: lockouts end at every address.
      await login.clearFailures(user.id);
    },

    /** Changes the password of the signed-in user; other sessions end, this one stays. */
    async update(viewer: Viewer, oldPassword: string, newPassword: string): Promise<void> {
      const user = await users.byId(ctx.db, viewer.id);
      if (!user) throw unauthenticated();
      if (!user.passwordHash) throw accountError('PASSWORD_NOT_SET', 'old_password');
      if (!(await hasher.verify(user.passwordHash, oldPassword))) throw accountError('INVALID_PASSWORD', 'old_password');
      const passwordHash = await hasher.hash(newPassword);
      const now = ctx.now();
      const revoked = await ctx.db.transaction(async (tx) => {
        await users.update(tx, user.id, { passwordHash }, now);
        await tokens.useAll(tx, user.id, 'password_reset', now);
        return sessions.revokeAllOfUser(tx, user.id, 'password_change', viewer.sessionId);
      });
      sessions.forget(revoked);
    },
  };
}
