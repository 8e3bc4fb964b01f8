// The accounts module: sign-up, sign-in (password and social), sessions and tokens, e-mail
// flows, profile and languages. One use-case file per feature (use-cases/), its HTTP wiring in
// routes/, its SQL in sql/ (behind repository.ts); this file builds them and wires their collaborators.
import type { AppContext } from '../../platform/context';
import { createPasswordHasher, passwordParams } from '../../platform/auth/passwords';
import { createIdentityProviders, type IdentityProviders } from '../../platform/auth/providers/index';
import { createAdminService } from './use-cases/admin';
import { createAvatarService } from './use-cases/avatar';
import { createAvatarStore } from '../../platform/users/avatars';
import { createDeletionService } from './use-cases/deletion';
import { createEmailVerificationService } from './use-cases/email-verification';
import { createLanguagesService } from './use-cases/languages';
import { createLoginService } from './use-cases/login';
import { createAccountMails } from './mail/sender';
import { createPasswordService } from './use-cases/password';
import { createProfileService } from './use-cases/profile';
import { createRegistrationService } from './use-cases/registration';
import { createSessionsService } from './use-cases/sessions';
import { createSocialLoginService } from './use-cases/social';
import { activityRepository, oneTimeTokensRepository } from './repository';

export interface RateLimitSetting {
  max: number;
  timeWindow: number;
}

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService(ctx: AppContext, options: { providers?: IdentityProviders } = {}) {
  const hasher = createPasswordHasher(passwordParams(ctx.config));
  const providers = options.providers ?? createIdentityProviders(ctx.config, ctx.now);
  const mails = createAccountMails(ctx);
  const sessions = createSessionsService(ctx);
  const verification = createEmailVerificationService(ctx, mails);
  const languages = createLanguagesService(ctx);
  const login = createLoginService(ctx, { hasher, sessions });
  const avatar = createAvatarService(ctx, { store: createAvatarStore(ctx.storage) });
  const deletion = createDeletionService(ctx, { sessions, mails, avatar });

  return {
    hasher,
    sessions,
    verification,
    languages,
    registration: createRegistrationService(ctx, { hasher, sessions, verification }),
    login,
    social: createSocialLoginService(ctx, { providers, sessions, verification }),
    password: createPasswordService(ctx, { hasher, sessions, mails, login }),
    deletion,
    avatar,
    profile: createProfileService(ctx, { languages }),
    admin: createAdminService(ctx, { hasher, sessions }),
    rateLimits: {
      login: ctx.config.RATE_LIMIT_LOGIN,
      registration: ctx.config.RATE_LIMIT_REGISTRATION,
      passwordReset: ctx.config.RATE_LIMIT_PASSWORD_RESET,
      passwordUpdate: ctx.config.RATE_LIMIT_PASSWORD_UPDATE,
      avatar: ctx.config.RATE_LIMIT_AVATAR,
      emailVerification: ctx.config.RATE_LIMIT_EMAIL_VERIFICATION,
    },

    close: () => login.close(),

    activity: {
      /**
       * Members away for at least `idleMs` but not longer than `maxMs`, with the day (UTC) they were
       * last seen: the come-back reminder's "once per absence".
       */
      async away(idleMs: number, maxMs: number): Promise<{ userId: number; lastActiveDay: string }[]> {
        const now = ctx.now().getTime();
        const list = await activityRepository.awayBetween(ctx.db, new Date(now - maxMs), new Date(now - idleMs));
        return list.map((r) => ({ userId: r.id, lastActiveDay: new Date(r.last_active_at).toISOString().slice(0, 10) }));
      },
    },

    /** Housekeeping (hourly): ended sessions and e-mail tokens older than a week. */
    async prune(): Promise<{ sessions: number; tokens: number }> {
      const weekAgo = new Date(ctx.now().getTime() - 7 * 86_400_000);
      return { sessions: await sessions.pruneEnded(), tokens: await oneTimeTokensRepository.deleteEndedBefore(ctx.db, weekAgo) };
    },
  };
}
