import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appleLoginBody, authTokensResponse, facebookLoginBody, googleLoginBody, loginProvidersResponse } from '@glossa/contract';
import { requestLocale } from '../../../platform/http/locale';
import { clientMeta, tags } from '../http';
import type { RateLimitSetting } from '../service';
import type { SocialLoginService } from '../use-cases/social';

const description =
  'A first sign-in creates the account (need_to_set_nickname true) or links the account with the same ' +
  'provider-verified e-mail. 400 SOCIAL_LOGIN_FAILED (the provider refused the token), ' +
  '400 SOCIAL_LOGIN_NOT_CONFIGURED, 400 EMAIL_ALREADY_REGISTERED (unverified provider e-mail of an existing account), ' +
  '503 SERVICE_UNAVAILABLE (provider unreachable).';

export function socialRoutes(social: SocialLoginService, rateLimit: RateLimitSetting): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { lenientAuth: true, rateLimit };

    app.get(
      '/user/login/providers',
      { schema: { tags, summary: 'Social sign-in methods configured on this server', response: { 200: loginProvidersResponse } } },
      async () => ({ data: social.providers() }),
    );

    app.post(
      '/user/login/google',
      {
        config,
        schema: {
          tags,
          summary: 'Sign in with a Google ID token, or with the authorization code of the redirect flow',
          description: `${description} With code: 400 SOCIAL_LOGIN_FAILED (field code) when Google refuses it.`,
          body: googleLoginBody,
          response: { 200: authTokensResponse },
        },
      },
      async (request) => ({ data: await social.google(request.body, requestLocale(request), clientMeta(request)) }),
    );

    app.post(
      '/user/login/apple',
      { config, schema: { tags, summary: 'Sign in with an Apple ID token', description, body: appleLoginBody, response: { 200: authTokensResponse } } },
      async (request) => ({
        data: await social.apple(request.body.id_token, request.body.nonce, requestLocale(request), clientMeta(request)),
      }),
    );

    app.post(
      '/user/login/facebook',
      {
        config,
        schema: { tags, summary: 'Sign in with a Facebook user access token', description, body: facebookLoginBody, response: { 200: authTokensResponse } },
      },
      async (request) => ({ data: await social.facebook(request.body.access_token, requestLocale(request), clientMeta(request)) }),
    );
  };
}
