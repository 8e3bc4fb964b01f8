// E-mail verification: a link with the user's uuid (id) and a single-use secret (hash) is sent
// at sign-up and on request; opening it marks the address verified.
import type { AppContext } from '../../../platform/context';
import type { Executor } from '../../../platform/db/index';
import type { Viewer } from '../../../platform/auth/viewer';
import { unauthenticated } from '../../../platform/errors';
import { accountError } from '../errors';
import type { AccountMails } from '../mail/sender';
import { oneTimeTokensRepository as tokens, usersRepository as users, type UserRow } from '../repository';
import { hashSecret, newSecret } from '../secrets';

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;

export function createEmailVerificationService(ctx: AppContext, mails: AccountMails) {
  const ttlMs = ctx.config.EMAIL_VERIFICATION_TTL * 1000;

  /** Stores a new link for the user's current address; the returned function sends it (call after commit). */
  async function prepare(exec: Executor, user: UserRow, locale: string): Promise<() => void> {
    const email = user.email;
    if (!email) return () => undefined;
    const secret = newSecret();
    const now = ctx.now();
    await tokens.insert(exec, {
      userId: user.id,
      kind: 'email_verification',
      tokenHash: hashSecret(secret),
      email,
      now,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    return () => mails.emailVerification({ email, nickname: user.nickname, locale }, user.uuid, secret);
  }

  return {
    prepare,

    /** A new link, unless one was sent within ACCOUNT_MAIL_INTERVAL (then the earlier one is still on its way). */
    async resend(viewer: Viewer, locale: string): Promise<void> {
      const user = await users.byId(ctx.db, viewer.id);
      if (!user) throw unauthenticated();
      if (user.isEmailVerified) throw accountError('EMAIL_ALREADY_VERIFIED');
      const last = await tokens.lastCreatedAt(ctx.db, user.id, 'email_verification');
      if (last && ctx.now().getTime() - last.getTime() < ctx.config.ACCOUNT_MAIL_INTERVAL * 1000) return;
      const send = await ctx.db.transaction(async (tx) => {
        await users.update(tx, user.id, { interfaceLocale: locale }, ctx.now());
        return prepare(tx, user, locale);
      });
      send();
    },

    /** Opens the link: valid, unused, unexpired, for this user and for the address it was sent to. */
    async verify(id: string, hash: string): Promise<{ is_verified: boolean }> {
      const now = ctx.now();
      const verified = await ctx.db.transaction(async (tx) => {
        const token = await tokens.findUsable(tx, 'email_verification', hashSecret(hash), now);
        const user = token ? await users.byId(tx, token.userId) : undefined;
        if (!token || !user || user.uuid !== id || user.email?.toLowerCase() !== token.email.toLowerCase()) return false;
        if (!(await tokens.use(tx, token.id, now))) return false;
        await tokens.useAll(tx, user.id, 'email_verification', now);
        await users.update(tx, user.id, { isEmailVerified: true }, now);
        return true;
      });
      if (verified) return { is_verified: true };
      // A real link of this account opened again once the address is verified: say so kindly. Any
      // other hash is refused the same way whatever the account's state, so the answer tells a
      // stranger nothing about who is verified.
      const sent = await tokens.findAny(ctx.db, 'email_verification', hashSecret(hash));
      const owner = sent ? await users.byId(ctx.db, sent.userId) : undefined;
      if (owner?.uuid === id && owner.isEmailVerified) return { is_verified: true };
      throw accountError('EMAIL_VERIFICATION_INVALID', 'hash');
    },

    async isVerified(viewer: Viewer): Promise<{ is_verified: boolean }> {
      const user = await users.byId(ctx.db, viewer.id);
      if (!user) throw unauthenticated();
      return { is_verified: user.isEmailVerified };
    },
  };
}
