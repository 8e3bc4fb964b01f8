import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailVerificationBody, isVerifiedResponse, okSchema } from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import { requestLocale } from '../../../platform/http/locale';
import { bearer, perUser, signedIn, tags } from '../http';
import type { RateLimitSetting } from '../service';
import type { EmailVerificationService } from '../use-cases/email-verification';

export function emailVerificationRoutes(verification: EmailVerificationService, rateLimit: RateLimitSetting): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/email-verification/resend',
      {
        ...signedIn,
        config: { rateLimit: { ...rateLimit, keyGenerator: perUser } },
        schema: {
          tags,
          security: bearer,
          summary: 'E-mails a new verification link (web route /email-verification?id=...&hash=...)',
          description: '400 EMAIL_ALREADY_VERIFIED; 429 TOO_MANY_REQUESTS. At most one e-mail per ACCOUNT_MAIL_INTERVAL.',
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await verification.resend(requireViewer(request), requestLocale(request));
        return { data: { success: true as const } };
      },
    );

    app.post(
      '/user/email-verification/verify',
      {
        config: { lenientAuth: true, rateLimit: { ...rateLimit, max: rateLimit.max * 4 } },
        schema: {
          tags,
          summary: 'Verifies the e-mail with the id and hash of the link (no sign-in needed)',
          description: '400 EMAIL_VERIFICATION_INVALID (field hash: unknown, used, expired or for another address).',
          body: emailVerificationBody,
          response: { 200: isVerifiedResponse },
        },
      },
      async (request) => ({ data: await verification.verify(request.body.id, request.body.hash) }),
    );

    app.post(
      '/user/email/is-verified',
      { ...signedIn, schema: { tags, security: bearer, summary: 'Whether the signed-in user verified their e-mail', response: { 200: isVerifiedResponse } } },
      async (request) => ({ data: await verification.isVerified(requireViewer(request)) }),
    );
  };
}
