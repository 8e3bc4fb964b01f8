// Token refresh exactly as core.md §4:
// - due when less than 99 % of the token's lifetime remains (TIMINGS.tokenRefreshDueFraction);
//   read literally, that is once 1 % of it has passed: 9 s of a 900 s token;
// - done before calls (the API client asks accessToken() for every request) and on a 401;
// - one refresh at a time: other callers wait, polling every 150 ms, and take its outcome;
// - the lock is released 500 ms after the refresh ends (callers in that window reuse the outcome);
// - also one at a time ACROSS TABS: the server revokes the whole session when a refresh token is
//   presented twice, so the exchange runs under a Web Lock and first re-reads the stored tokens;
//   when another tab already rotated them, this tab adopts them instead of refreshing again;
// - on success: onRefreshed (realtime reconnects, failed actions are retried);
//   on refusal (401/400): onRefused (log out, close panels, go to auth). A refresh that could not
//   reach the server keeps the session: being offline is not a reason to log anyone out.
import type { AuthTokens } from '@glossa/contract';
import { TIMINGS } from '@glossa/contract/constants';
import { toSession, type Session } from './session-store';

export const REFRESH_LOCK_NAME = 'glossa-token-refresh';

export type RefreshAnswer =
  { kind: 'ok'; tokens: AuthTokens } | { kind: 'refused' } | { kind: 'unavailable' };

/** The subset of the Web Locks API used here (navigator.locks). */
export interface CrossTabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface RefresherDeps {
  /** The session this tab holds. */
  current(): Session | null;
  /** The session as stored for all tabs, read at the moment of the call. */
  stored(): Session | null;
  save(session: Session): void;
  /** POST /user/refresh-token. */
  request(refreshToken: string): Promise<RefreshAnswer>;
  locks?: CrossTabLocks | null;
  now?: () => number;
  onRefreshed(): void;
  onRefused(): void;
}

export interface Refresher {
  /** Refreshes now (or waits for the refresh in progress); true when a usable new token exists. */
  refresh(): Promise<boolean>;
  /** The token to send: refreshed first when due; null for a guest. */
  accessToken(): Promise<string | null>;
  /** Whether the in-tab lock is held (during a refresh and 500 ms after it). */
  readonly locked: boolean;
}

export function isRefreshDue(
  session: Pick<Session, 'expires_in' | 'authorization_date'>,
  now: number,
): boolean {
  const remaining = session.authorization_date + session.expires_in - now;
  return remaining < session.expires_in * TIMINGS.tokenRefreshDueFraction;
}

export function createRefresher(deps: RefresherDeps): Refresher {
  const now = deps.now ?? (() => Date.now());
  let held = false;
  /** The outcome of the last refresh while the lock is still held; null while it runs. */
  let outcome: boolean | null = null;

  async function exchange(): Promise<boolean> {
    const mine = deps.current();
    const stored = deps.stored();
    // Logged out (here or in another tab, whose storage event ends this tab's session too).
    if (!mine || !stored) return false;
    if (stored.refresh_token !== mine.refresh_token) {
      // Another tab refreshed while this one waited for the lock: its tokens are ours too.
      deps.save(stored);
      return true;
    }
    const answer = await deps.request(mine.refresh_token);
    if (answer.kind === 'ok') {
      deps.save(toSession(answer.tokens, now()));
      deps.onRefreshed();
      return true;
    }
    if (answer.kind === 'refused') deps.onRefused();
    return false;
  }

  function acrossTabs(): Promise<boolean> {
    return deps.locks ? deps.locks.request(REFRESH_LOCK_NAME, exchange) : exchange();
  }

  function waitForOutcome(): Promise<boolean> {
    return new Promise((resolve) => {
      const poll = () => {
        if (outcome !== null) resolve(outcome);
        else if (!held) resolve(deps.current() !== null);
        else setTimeout(poll, TIMINGS.refreshPollMs);
      };
      poll();
    });
  }

  async function refresh(): Promise<boolean> {
    if (held) return waitForOutcome();
    held = true;
    outcome = null;
    let result = false;
    try {
      result = await acrossTabs();
    } catch (err) {
      console.error('[session] token refresh failed', err);
    } finally {
      outcome = result;
      setTimeout(() => {
        held = false;
        outcome = null;
      }, TIMINGS.refreshLockReleaseMs);
    }
    return result;
  }

  async function accessToken(): Promise<string | null> {
    const session = deps.current();
    if (!session) return null;
    if (isRefreshDue(session, now())) await refresh();
    return deps.current()?.token ?? null;
  }

  return {
    refresh,
    accessToken,
    get locked() {
      return held;
    },
  };
}

/** POST /api/user/refresh-token with fetch (not the API client: it would ask for a token first). */
export async function requestRefresh(refreshToken: string): Promise<RefreshAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMINGS.apiTimeoutMs);
  try {
    const response = await fetch('/api/user/refresh-token', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (response.ok) return { kind: 'ok', tokens: ((await response.json()) as { data: AuthTokens }).data };
    // 401: unknown, expired, revoked or replayed token; 400: not a token at all.
    return response.status === 401 || response.status === 400 ? { kind: 'refused' } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  } finally {
    clearTimeout(timer);
  }
}
