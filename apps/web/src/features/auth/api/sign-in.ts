// Sign-in and sign-up calls (core.md §7 "Session and account"); each answers the token set.
import type { AuthTokens, GoogleLoginBody, LoginBody, RegistrationBody } from '@glossa/contract';
import { REGISTRATION_PLATFORM } from '@glossa/contract/constants';
import { api } from '../../../shared/api';

type TokensAnswer = { data: AuthTokens };

// Errors of these forms are shown next to the form, not as the global server-error banner.
const quiet = { silent: true, replayWhenOnline: false } as const;

/**
 * Sign-in and sign-up hash the password on the server: seconds when it is busy, past the API
 * timeout. They wait while the server is reachable (RequestOptions.patient), and `onSlow` tells
 * the form to say so, instead of giving up and calling a busy server "no connection".
 */
const patient = (onSlow?: () => void) => ({ ...quiet, patient: { onSlow } });

export const loginWithPassword = (body: LoginBody, onSlow?: () => void) =>
  api.post<TokensAnswer>('/user/login', body, patient(onSlow)).then((a) => a.data);

export const register = (body: Omit<RegistrationBody, 'platform'>, onSlow?: () => void) =>
  api
    .post<TokensAnswer>('/user/registration', { ...body, platform: REGISTRATION_PLATFORM }, patient(onSlow))
    .then((a) => a.data);

export const loginWithGoogle = (body: GoogleLoginBody) =>
  api.post<TokensAnswer>('/user/login/google', body, quiet).then((a) => a.data);

export const loginWithFacebook = (accessToken: string) =>
  api.post<TokensAnswer>('/user/login/facebook', { access_token: accessToken }, quiet).then((a) => a.data);

export const loginWithApple = (idToken: string, nonce: string) =>
  api.post<TokensAnswer>('/user/login/apple', { id_token: idToken, nonce }, quiet).then((a) => a.data);
