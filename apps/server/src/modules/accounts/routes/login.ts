import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authTokensResponse, loginBody } from '@glossa/contract';
import { requestLocale } from '../../../platform/http/locale';
import { clientMeta, tags } from '../http';
import type { RateLimitSetting } from '../service';
import type { LoginService } from '../use-cases/login';

export function loginRoutes(login: LoginService, rateLimit: RateLimitSetting): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/login',
      {
        config: { lenientAuth: true, rateLimit },
        schema: {
          tags,
          summary: 'Sign in with e-mail and password',
          description:
            '400 INVALID_LOGIN_OR_PASSWORD; 400 USER_LOGIN_BLOCKED_EXCEPTION (payload locked_until, retry_after_seconds) ' +
            'after repeated failures; 429 TOO_MANY_REQUESTS.',
          body: loginBody,
          response: { 200: authTokensResponse },
        },
      },
      async (request) => ({ data: await login.login(request.body, requestLocale(request), clientMeta(request)) }),
    );
  };
}
