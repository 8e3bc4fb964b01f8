import type { AuthTokens } from '@glossa/contract';
import type { AuthMethod } from '../../../db/schema/index';

export function presentTokens(accessToken: string, expiresIn: number, refreshToken: string, method: AuthMethod): AuthTokens {
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: expiresIn,
    refresh_token: refreshToken,
    google_auth: method === 'google',
    facebook_auth: method === 'facebook',
    apple_auth: method === 'apple',
  };
}
