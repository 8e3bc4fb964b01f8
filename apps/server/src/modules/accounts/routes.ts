// Mounts the accounts routes (under /api) and the hourly housekeeping.
import type { FastifyInstance } from 'fastify';
import { avatarRoutes } from './routes/avatar';
import { deletionRoutes } from './routes/deletion';
import { emailVerificationRoutes } from './routes/email-verification';
import { languagesRoutes } from './routes/languages';
import { loginRoutes } from './routes/login';
import { passwordRoutes } from './routes/password';
import { profileRoutes } from './routes/profile';
import { registrationRoutes } from './routes/registration';
import type { AccountsService } from './service';
import { sessionRoutes } from './routes/sessions';
import { socialRoutes } from './routes/social';

export async function registerAccounts(app: FastifyInstance, accounts: AccountsService, prefix = '/api'): Promise<void> {
  const limits = accounts.rateLimits;
  await app.register(registrationRoutes(accounts.registration, limits.registration), { prefix });
  await app.register(loginRoutes(accounts.login, limits.login), { prefix });
  await app.register(socialRoutes(accounts.social, limits.login), { prefix });
  await app.register(sessionRoutes(accounts.sessions), { prefix });
  await app.register(passwordRoutes(accounts.password, { reset: limits.passwordReset, update: limits.passwordUpdate }), { prefix });
  await app.register(emailVerificationRoutes(accounts.verification, limits.emailVerification), { prefix });
  await app.register(deletionRoutes(accounts.deletion), { prefix });
  await app.register(profileRoutes(accounts.profile), { prefix });
  await app.register(avatarRoutes(accounts.avatar, limits.avatar), { prefix });
  await app.register(languagesRoutes(accounts.languages), { prefix });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      accounts.prune().catch((err: unknown) => app.log.warn({ err }, 'accounts housekeeping failed'));
    }, 3_600_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
