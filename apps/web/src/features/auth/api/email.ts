// Password reset and e-mail verification (core.md §7, community.md §4, §7).
import { api } from '../../../shared/api';

type Ok = { data: { success: true } };
const quiet = { silent: true, replayWhenOnline: false } as const;

export const requestPasswordReset = (email: string) =>
  api.post<Ok>('/user/password-reset/reset', { email }, quiet);

// Hashes the new password: waits while the server is reachable (see sign-in.ts).
export const resetPassword = (token: string, password: string) =>
  api.post<Ok>('/user/password-reset/update', { token, password }, { ...quiet, patient: {} });

export const verifyEmail = (id: string, hash: string) =>
  api
    .post<{ data: { is_verified: boolean } }>('/user/email-verification/verify', { id, hash }, quiet)
    .then((a) => a.data);

export const isEmailVerified = () =>
  api
    .post<{ data: { is_verified: boolean } }>('/user/email/is-verified', undefined, { silent: true })
    .then((a) => a.data);

export const resendVerification = () => api.post<Ok>('/user/email-verification/resend', undefined, quiet);
