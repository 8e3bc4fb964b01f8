import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authTokensResponse, registrationBody } from '@glossa/contract';
import { requestLocale } from '../../../platform/http/locale';
import { clientMeta, tags } from '../http';
import type { RateLimitSetting } from '../service';
import type { RegistrationService } from '../use-cases/registration';

export function registrationRoutes(registration: RegistrationService, rateLimit: RateLimitSetting): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/registration',
      {
        config: { lenientAuth: true, rateLimit },
        schema: {
          tags,
          summary: 'Sign up with e-mail, nickname and password; signs in and sends the verification e-mail',
          description:
            '400 EMAIL_ALREADY_REGISTERED (field email), 400 NICKNAME_ALREADY_IN_USE (field nickname), ' +
            '400 VALIDATION_ERROR naming the field; 429 TOO_MANY_REQUESTS. The e-mail is in the language of the `local` header.',
          body: registrationBody,
          response: { 200: authTokensResponse },
        },
      },
      async (request) => ({ data: await registration.register(request.body, requestLocale(request), clientMeta(request)) }),
    );
  };
}
