// Accounts data for component tests, shaped like the server's answers (contract types).
import type { AuthTokens, Profile } from '@glossa/contract';
import { useSessionStore } from '../src/shared/session/session-store';

export function tokens(n = 1, overrides: Partial<AuthTokens> = {}): AuthTokens {
  return {
    access_token: `access-${n}`,
    token_type: 'Bearer',
    expires_in: 900,
    refresh_token: `refresh-${n}`,
    google_auth: false,
    facebook_auth: false,
    apple_auth: false,
    ...overrides,
  };
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    uuid: '0b6f0a0e-6a55-4c1f-9a77-2b2f1c1d0e01',
    nickname: 'Annabel',
    email: 'annabel@mail.glossa.dev',
    is_email_verified: true,
    need_to_set_nickname: false,
    premium: false,
    timezone: null,
    avatar: null,
    mini_avatar: null,
    medium_avatar: null,
    likes_count: 0,
    country: 'DE',
    city: 'Berlin',
    role: 'user',
    invited_to_moderation_status: null,
    reprimand: null,
    is_trust_publisher: false,
    native_lang: 'ger',
    languages: [{ id: 1, lang: { code: 'ger' }, level: 'NATIVE', is_available_to_chat: true }],
    birthday: null,
    birthday_shared: false,
    gender: null,
    about: null,
    accessibility: 'public',
    has_password: true,
    linked_providers: [],
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Signs in as if the tokens had just arrived. */
export function signInNow(n = 1): void {
  useSessionStore.getState().signIn(tokens(n));
}

export function resetSession(): void {
  useSessionStore.setState({ session: null, endReason: null });
  window.localStorage.clear();
  window.sessionStorage.clear();
}
