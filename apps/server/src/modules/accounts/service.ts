// The accounts module: sign-up, sign-in (password and social), sessions and tokens, e-mail
// flows, profile and languages. Each feature lives in its own folder (routes/service/repository/
// presenter); this file builds them and wires their collaborators.
import type { AppContext } from '../../platform/context';
import { createPasswordHasher, passwordParams } from '../../platform/auth/passwords';
import { createIdentityProviders, type IdentityProviders } from '../../platform/auth/providers/index';
import { createAdminService } from './admin/service';
import { createDeletionService } from './deletion/service';
import { createEmailVerificationService } from './email-verification/service';
import { createLanguagesService } from './languages/service';
import { createLoginService } from './login/service';
import { createAccountMails } from './mail/service';
import { createPasswordService } from './password/service';
import { createProfileService } from './profile/service';
import { createRegistrationService } from './registration/service';
import { createSessionsService } from './sessions/service';
import { createSocialLoginService } from './social/service';
import { oneTimeTokensRepository } from './one-time-tokens/repository';

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

  return {
    hasher,
    sessions,
    verification,
    languages,
    registration: createRegistrationService(ctx, { hasher, sessions, verification }),
    login,
    social: createSocialLoginService(ctx, { providers, sessions, verification }),
    password: createPasswordService(ctx, { hasher, sessions, mails, login }),
    deletion: createDeletionService(ctx, { sessions, mails }),
    profile: createProfileService(ctx, { languages }),
    admin: createAdminService(ctx, { hasher, sessions }),
    rateLimits: {
      login: ctx.config.RATE_LIMIT_LOGIN,
      registration: ctx.config.RATE_LIMIT_REGISTRATION,
      passwordReset: ctx.config.RATE_LIMIT_PASSWORD_RESET,
      passwordUpdate: ctx.config.RATE_LIMIT_PASSWORD_UPDATE,
      emailVerification: ctx.config.RATE_LIMIT_EMAIL_VERIFICATION,
    },

    close: () => login.close(),

    /** Housekeeping (hourly): ended sessions and e-mail tokens older than a week. */
    async prune(): Promise<{ sessions: number; tokens: number }> {
      const weekAgo = new Date(ctx.now().getTime() - 7 * 86_400_000);
      return { sessions: await sessions.pruneEnded(), tokens: await oneTimeTokensRepository.deleteEndedBefore(ctx.db, weekAgo) };
    },
  };
}
