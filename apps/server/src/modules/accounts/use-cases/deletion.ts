// Account deletion, confirmed by typing the registration e-mail: sessions end, linked identities,
// e-mail tokens and languages are deleted, the users row is anonymized, and other modules wipe
// their personal data through onDelete hooks in the same transaction. A goodbye e-mail follows.
import type { AppContext } from '../../../platform/context';
import type { Executor } from '../../../platform/db/index';
import type { Viewer } from '../../../platform/auth/viewer';
import { unauthenticated } from '../../../platform/errors';
import { accountError } from '../errors';
import { languagesRepository, oneTimeTokensRepository, identitiesRepository, usersRepository as users, deletionRepository } from '../repository';
import type { AccountMails } from '../mail/sender';
import type { SessionsService } from './sessions';

/** Another module's cleanup of a deleted user's personal data, run inside the deletion transaction. */
export type AccountDeletionHook = (tx: Executor, userId: number) => Promise<void>;

export type DeletionService = ReturnType<typeof createDeletionService>;

import type { AvatarService } from './avatar';

export function createDeletionService(ctx: AppContext, deps: { sessions: SessionsService; mails: AccountMails; avatar: Pick<AvatarService, 'dropFiles'> }) {
  const hooks: AccountDeletionHook[] = [];

  return {
    /** Modules that keep personal data (chat, locations ...) register their cleanup here. */
    onDelete(hook: AccountDeletionHook): void {
      hooks.push(hook);
    },

    async delete(viewer: Viewer, typedEmail: string, locale: string): Promise<void> {
      const user = await users.byId(ctx.db, viewer.id);
      if (!user) throw unauthenticated();
      if (!user.email || user.email.toLowerCase() !== typedEmail.toLowerCase()) throw accountError('DELETE_EMAIL_MISMATCH', 'email');
      const now = ctx.now();
      const revoked = await ctx.db.transaction(async (tx) => {
        const ids = await deps.sessions.revokeAllOfUser(tx, user.id, 'deleted');
        for (const hook of hooks) await hook(tx, user.id);
        await identitiesRepository.deleteAllOfUser(tx, user.id);
        await oneTimeTokensRepository.deleteAllOfUser(tx, user.id);
        await languagesRepository.deleteAll(tx, user.id);
        await deletionRepository.anonymize(tx, user.id, now);
        return ids;
      });
      deps.sessions.forget(revoked);
      await deps.avatar.dropFiles(user.avatarFile);
      deps.mails.accountDeleted({ email: user.email, nickname: user.nickname, locale });
      ctx.log.info({ userId: user.id }, 'account deleted');
    },
  };
}
