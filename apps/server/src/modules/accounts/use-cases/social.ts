// Google, Facebook and Apple sign-in. The client hands over the provider's token; the provider
// module verifies it. A known identity signs in to its account; a new one is linked to the
// account with the same (provider-verified) e-mail, or creates an account that still needs a
// nickname (need_to_set_nickname).
import { CommonErrorCode, SOCIAL_LOGIN_FAILED_MESSAGES, type AuthTokens, type GoogleLoginBody, type LoginProviders } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import { AppError, validationError } from '../../../platform/errors';
import { IdentityTokenError, type IdentityProviders, type VerifiedIdentity } from '../../../platform/auth/providers/index';
import type { SocialProvider } from '../../../db/schema/index';
import type { EmailVerificationService } from './email-verification';
import { accountError } from '../errors';
import type { ClientMeta, SessionsService } from './sessions';
import { violatedUniqueIndex } from '../../../platform/db/unique-violation';
import { usersRepository as users, type UserRow, identitiesRepository as identities } from '../repository';

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;

export function createSocialLoginService(
  ctx: AppContext,
  deps: { providers: IdentityProviders; sessions: SessionsService; verification: EmailVerificationService },
) {
  const failed = (provider: SocialProvider, field: string) =>
    accountError('SOCIAL_LOGIN_FAILED', field, { provider }, SOCIAL_LOGIN_FAILED_MESSAGES[provider]);

  async function verify(provider: SocialProvider, token: string, nonce: string | undefined, field: string): Promise<VerifiedIdentity> {
    const verifier = deps.providers[provider];
    if (!verifier) throw accountError('SOCIAL_LOGIN_NOT_CONFIGURED', undefined, { provider });
    try {
      return await verifier.verify(token, nonce === undefined ? {} : { nonce });
    } catch (err) {
      if (err instanceof IdentityTokenError) {
        ctx.log.info({ provider, reason: err.reason, detail: err.message }, 'social sign-in refused');
        if (err.reason === 'unavailable') {
          throw new AppError(CommonErrorCode.SERVICE_UNAVAILABLE, 503, `${SOCIAL_LOGIN_FAILED_MESSAGES[provider]} (the provider cannot be reached)`);
        }
        throw failed(provider, field);
      }
      throw err;
    }
  }

  /** One attempt; a unique-index race with a parallel first sign-in is retried by the caller. */
  async function signIn(identity: VerifiedIdentity, locale: string, meta: ClientMeta): Promise<AuthTokens> {
    const provider = identity.provider;
    const now = ctx.now();
    const after: (() => void)[] = [];
    const tokens = await ctx.db.transaction(async (tx) => {
      let user: UserRow | undefined;
      const linked = await identities.find(tx, provider, identity.subject);
      if (linked) {
        user = await users.byId(tx, linked.userId);
        await identities.touch(tx, linked.id, identity.email, now);
      }
      if (!user) {
        if (!identity.email) throw failed(provider, 'email');
        const existing = await users.byEmail(tx, identity.email);
        if (existing) {
          // Linking needs the provider to vouch for the address, or anyone could claim any account.
          if (!identity.emailVerified) throw accountError('EMAIL_ALREADY_REGISTERED', 'email');
          if (!existing.isEmailVerified) {
            // Someone registered this address without proving it; the provider just proved the
            // real owner is here. Drop that password and those sessions (account pre-hijacking).
            const revoked = await deps.sessions.revokeAllOfUser(tx, existing.id, 'email_takeover');
            after.push(() => deps.sessions.forget(revoked));
            await users.update(tx, existing.id, { passwordHash: null, isEmailVerified: true }, now);
          }
          user = existing;
        } else {
          user = await users.insert(tx, {
            email: identity.email,
            nickname: null,
            needToSetNickname: true,
            isEmailVerified: identity.emailVerified,
            interfaceLocale: locale,
          });
          if (!identity.emailVerified) after.push(await deps.verification.prepare(tx, user, locale));
        }
        await identities.insert(tx, { userId: user.id, provider, subject: identity.subject, email: identity.email, now });
      }
      await users.update(tx, user.id, { interfaceLocale: locale }, now);
      return deps.sessions.open(tx, user, provider, meta);
    });
    for (const run of after) run();
    return tokens;
  }

  async function login(provider: SocialProvider, token: string, nonce: string | undefined, field: string, locale: string, meta: ClientMeta) {
    const identity = await verify(provider, token, nonce, field);
    try {
      return await signIn(identity, locale, meta);
    } catch (err) {
      if (!violatedUniqueIndex(err)) throw err;
      // A parallel first sign-in of the same person created the account or link: use it.
      return signIn(identity, locale, meta);
    }
  }

  return {
    /** An ID token from Google Identity Services, or an authorization code of the redirect flow. */
    async google(body: GoogleLoginBody, locale: string, meta: ClientMeta) {
      if (body.id_token) return login('google', body.id_token, body.nonce, 'id_token', locale, meta);
      const redirectUri = body.redirect_uri!;
      // The code must have been issued for our own web app, not for a page elsewhere.
      if (new URL(redirectUri).origin !== new URL(ctx.config.PUBLIC_URL).origin) {
        throw validationError('redirect_uri', 'redirect_uri must be on PUBLIC_URL');
      }
      const provider = deps.providers.google;
      if (!provider?.exchangeCode) throw accountError('SOCIAL_LOGIN_NOT_CONFIGURED', undefined, { provider: 'google' });
      let idToken: string;
      try {
        idToken = await provider.exchangeCode(body.code!, redirectUri, body.code_verifier);
      } catch (err) {
        if (!(err instanceof IdentityTokenError)) throw err;
        ctx.log.info({ provider: 'google', reason: err.reason, detail: err.message }, 'social sign-in refused');
        if (err.reason === 'unavailable') {
          throw new AppError(CommonErrorCode.SERVICE_UNAVAILABLE, 503, `${SOCIAL_LOGIN_FAILED_MESSAGES.google} (the provider cannot be reached)`);
        }
        throw failed('google', 'code');
      }
      return login('google', idToken, body.nonce, 'code', locale, meta);
    },
    apple: (idToken: string, nonce: string | undefined, locale: string, meta: ClientMeta) =>
      login('apple', idToken, nonce, 'id_token', locale, meta),
    facebook: (accessToken: string, locale: string, meta: ClientMeta) => login('facebook', accessToken, undefined, 'access_token', locale, meta),

    /** What the web needs to show and drive the provider buttons. */
    providers(): LoginProviders {
      const c = ctx.config;
      return {
        google:
          deps.providers.google && c.GOOGLE_CLIENT_ID
            ? { client_id: c.GOOGLE_CLIENT_ID.split(',')[0]!.trim(), authorization_endpoint: c.GOOGLE_AUTHORIZATION_URL }
            : null,
        facebook: deps.providers.facebook && c.FACEBOOK_APP_ID ? { app_id: c.FACEBOOK_APP_ID } : null,
        apple:
          deps.providers.apple && c.APPLE_CLIENT_ID
            ? { client_id: c.APPLE_CLIENT_ID.split(',')[0]!.trim(), redirect_uri: c.APPLE_REDIRECT_URI ?? c.PUBLIC_URL }
            : null,
      };
    },
  };
}
