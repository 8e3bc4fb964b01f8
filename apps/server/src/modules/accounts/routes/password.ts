import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema, passwordResetRequestBody, passwordResetUpdateBody, passwordUpdateBody } from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import { requestLocale } from '../../../platform/http/locale';
import { bearer, perUser, signedIn, tags } from '../http';
import type { RateLimitSetting } from '../service';
import type { PasswordService } from '../use-cases/password';

const ok = { data: { success: true as const } };

export function passwordRoutes(
  passwords: PasswordService,
  limits: { reset: RateLimitSetting; update: RateLimitSetting },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/password-reset/reset',
      {
        config: { lenientAuth: true, rateLimit: limits.reset },
        schema: {
          tags,
          summary: 'E-mails a password reset link (web route /password-reset?token=...)',
          description: '400 EMAIL_NOT_REGISTERED (field email); 429 TOO_MANY_REQUESTS. One e-mail per account per ACCOUNT_MAIL_INTERVAL.',
          body: passwordResetRequestBody,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await passwords.requestReset(request.body.email, requestLocale(request));
        return ok;
      },
    );

    app.post(
      '/user/password-reset/update',
      {
        config: { lenientAuth: true, rateLimit: limits.reset },
        schema: {
          tags,
          summary: 'Sets a new password with the token of the reset link; ends every session of the account',
          description: '400 PASSWORD_RESET_TOKEN_INVALID (field token: unknown, used or expired).',
          body: passwordResetUpdateBody,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await passwords.reset(request.body.token, request.body.password);
        return ok;
      },
    );

    app.post(
      '/user/password/update',
      {
        ...signedIn,
        config: { rateLimit: { ...limits.update, keyGenerator: perUser } },
        schema: {
          tags,
          security: bearer,
          summary: 'Changes the password; every other session of the account ends',
          description: '400 INVALID_PASSWORD (field old_password), 400 PASSWORD_NOT_SET (social account: use password reset).',
          body: passwordUpdateBody,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await passwords.update(requireViewer(request), request.body.old_password, request.body.new_password);
        return ok;
      },
    );
  };
}
