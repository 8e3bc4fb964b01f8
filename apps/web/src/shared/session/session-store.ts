// The auth session (core.md §3 "Auth session"), kept in localStorage so it survives reloads and is
// shared by the tabs of the browser. Logged in means a token exists (core.md §4 Session).
// Persistence is a few lines by hand rather than zustand's persist middleware: this module loads
// on every page, and the middleware costs ~4 KB gzip.
import { create } from 'zustand';
import type { AuthTokens } from '@glossa/contract';

export const SESSION_STORAGE_KEY = 'glossa-session';

export interface Session {
  token: string;
  token_type: 'Bearer';
  /**
   * Lifetime of the access token in MILLISECONDS. The server answers `expires_in` in seconds;
   * toSession() converts it, once, when the tokens arrive (the spec stores milliseconds).
   */
  expires_in: number;
  refresh_token: string;
  /** When the tokens arrived (ms since the epoch, this browser's clock). */
  authorization_date: number;
  google_auth: boolean;
  facebook_auth: boolean;
  apple_auth: boolean;
}

/** Why the last session ended: the user logged out or deleted the account, or it could not be refreshed. */
export type SessionEndReason = 'logout' | 'deleted' | 'expired';

interface SessionState {
  session: Session | null;
  /** In memory only: lets guards tell a logout from an expired session. */
  endReason: SessionEndReason | null;
  signIn(tokens: AuthTokens, now?: number): void;
  /** Stores a session as it is (new tokens from a refresh, or another tab's tokens). */
  replace(session: Session): void;
  end(reason: SessionEndReason): void;
}

export function toSession(tokens: AuthTokens, now: number): Session {
  return {
    token: tokens.access_token,
    token_type: tokens.token_type,
    expires_in: tokens.expires_in * 1000,
    refresh_token: tokens.refresh_token,
    authorization_date: now,
    google_auth: tokens.google_auth,
    facebook_auth: tokens.facebook_auth,
    apple_auth: tokens.apple_auth,
  };
}

/** The session exactly as stored, read now: what another tab may have written a moment ago. */
export function readStoredSession(): Session | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    const session = raw ? (JSON.parse(raw) as Session | null) : null;
    return session && typeof session.token === 'string' && typeof session.refresh_token === 'string'
      ? session
      : null;
  } catch {
    return null;
  }
}

function writeStoredSession(session: Session | null): void {
  try {
    if (session) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Private mode or storage full: the session lasts for this page only.
  }
}

export const useSessionStore = create<SessionState>()((set) => ({
  session: typeof window === 'undefined' ? null : readStoredSession(),
  endReason: null,
  signIn: (tokens, now = Date.now()) => set({ session: toSession(tokens, now), endReason: null }),
  replace: (session) => set({ session }),
  end: (reason) => set({ session: null, endReason: reason }),
}));

/** True while this tab applies what another tab stored (nothing to write back). */
let adopting = false;

useSessionStore.subscribe((state, previous) => {
  if (!adopting && state.session !== previous.session) writeStoredSession(state.session);
});

export const currentSession = (): Session | null => useSessionStore.getState().session;

export function useIsLoggedIn(): boolean {
  return useSessionStore((s) => s.session !== null);
}

/** Follows what another tab stored: a sign-in, a refresh or a logout. */
export function adoptStoredSession(): void {
  const stored = readStoredSession();
  const { session, end } = useSessionStore.getState();
  if (stored?.refresh_token === session?.refresh_token && stored?.token === session?.token) return;
  adopting = true;
  try {
    if (stored) useSessionStore.setState({ session: stored, endReason: null });
    else end('logout');
  } finally {
    adopting = false;
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) adoptStoredSession();
  });
}
