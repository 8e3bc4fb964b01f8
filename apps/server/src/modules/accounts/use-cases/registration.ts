// Sign-up with e-mail, nickname and password: the account, its first session and the
// verification e-mail (sent after the transaction committed).
import type { AuthTokens, RegistrationBody } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { PasswordHasher } from '../../../platform/auth/passwords';
import type { EmailVerificationService } from './email-verification';
import { accountError, uniqueViolationError } from '../errors';
import type { ClientMeta, SessionsService } from './sessions';
import { usersRepository as users } from '../repository';

export type RegistrationService = ReturnType<typeof createRegistrationService>;

export function createRegistrationService(
  ctx: AppContext,
  deps: { hasher: PasswordHasher; sessions: SessionsService; verification: EmailVerificationService },
) {
  return {
    async register(body: RegistrationBody, locale: string, meta: ClientMeta): Promise<AuthTokens> {
      if (await users.emailTaken(ctx.db, body.email)) throw accountError('EMAIL_ALREADY_REGISTERED', 'email');
      if (await users.nicknameTaken(ctx.db, body.nickname)) throw accountError('NICKNAME_ALREADY_IN_USE', 'nickname');
      const passwordHash = await deps.hasher.hash(body.password);
      try {
        const { tokens, sendVerification } = await ctx.db.transaction(async (tx) => {
          const user = await users.insert(tx, { email: body.email, nickname: body.nickname, passwordHash, interfaceLocale: locale });
          const sendVerification = await deps.verification.prepare(tx, user, locale);
          return { tokens: await deps.sessions.open(tx, user, 'password', meta), sendVerification };
        });
        sendVerification();
        return tokens;
      } catch (err) {
        // Two sign-ups racing for one e-mail or nickname: the unique index decides.
        throw uniqueViolationError(err) ?? err;
      }
    },
  };
}
