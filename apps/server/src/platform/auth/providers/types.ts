// What a social sign-in provider tells us about a person once it has verified their token.
export type IdentityProviderName = 'google' | 'facebook' | 'apple';

export interface VerifiedIdentity {
  provider: IdentityProviderName;
  /** Stable id of the person at the provider (`sub`, or the Facebook user id). */
  subject: string;
  email: string | null;
  /** The provider vouches that the person controls `email`. */
  emailVerified: boolean;
}

export interface IdentityProvider {
  name: IdentityProviderName;
  /** Throws IdentityTokenError when the token is not acceptable. */
  verify(token: string, options?: { nonce?: string }): Promise<VerifiedIdentity>;
  /** Redirect flow (OpenID providers with a token endpoint): the ID token for an authorization code. */
  exchangeCode?(code: string, redirectUri: string, codeVerifier?: string): Promise<string>;
}

/** `invalid`: the token is bad (the user's problem); `unavailable`: the provider could not be reached. */
export class IdentityTokenError extends Error {
  constructor(
    readonly reason: 'invalid' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}
