// The token refresh rules of core.md §4, on fake timers: when a refresh is due, one at a time with
// waiting callers polling every 150 ms, the lock released 500 ms after the end, success and
// refusal, and two tabs that must never present the same refresh token twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthTokens } from '@glossa/contract';
import { createRefresher, isRefreshDue, type CrossTabLocks, type RefreshAnswer } from './refresh';
import { toSession, type Session } from './session-store';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const LIFETIME_S = 900;

function tokens(n: number): AuthTokens {
  return {
    access_token: `access-${n}`,
    token_type: 'Bearer',
    expires_in: LIFETIME_S,
    refresh_token: `refresh-${n}`,
    google_auth: false,
    facebook_auth: false,
    apple_auth: false,
  };
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** One browser: localStorage shared by its tabs, and a Web Locks stand-in (FIFO, exclusive). */
function browser() {
  let stored: Session | null = null;
  let tail: Promise<unknown> = Promise.resolve();
  const locks: CrossTabLocks = {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return {
    locks,
    get stored() {
      return stored;
    },
    set stored(value: Session | null) {
      stored = value;
    },
  };
}

/** One tab: its own in-memory session, the browser's storage and locks, a controllable server. */
function tab(b: ReturnType<typeof browser>, start: Session | null) {
  let current = start;
  const answers: Deferred<RefreshAnswer>[] = [];
  const request = vi.fn((refreshToken: string) => {
    void refreshToken;
    const answer = deferred<RefreshAnswer>();
    answers.push(answer);
    return answer.promise;
  });
  const onRefreshed = vi.fn();
  const onRefused = vi.fn(() => {
    current = null;
    b.stored = null;
  });
  const refresher = createRefresher({
    current: () => current,
    stored: () => b.stored,
    // What the persisted store does: this tab's state and the shared storage change together.
    save: (session) => {
      current = session;
      b.stored = session;
    },
    request,
    locks: b.locks,
    onRefreshed,
    onRefused,
  });
  return {
    refresher,
    request,
    onRefreshed,
    onRefused,
    answers,
    get session() {
      return current;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('when a refresh is due', () => {
  it('stores expires_in in milliseconds and the authorization date', () => {
    const session = toSession(tokens(1), T0);
    expect(session.expires_in).toBe(900_000);
    expect(session.authorization_date).toBe(T0);
    expect(session.token).toBe('access-1');
  });

  it('is due once less than 99 % of the lifetime remains (9 s of 900 s)', () => {
    const session = toSession(tokens(1), T0);
    expect(isRefreshDue(session, T0)).toBe(false);
    expect(isRefreshDue(session, T0 + 9_000)).toBe(false); // exactly 99 % left
    expect(isRefreshDue(session, T0 + 9_001)).toBe(true);
    expect(isRefreshDue(session, T0 + 900_000)).toBe(true); // expired
  });

  it('calls get the token as it is until then, and a refreshed one after', async () => {
    const b = browser();
    b.stored = toSession(tokens(1), T0);
    const t = tab(b, b.stored);

    vi.setSystemTime(T0 + 5_000);
    await expect(t.refresher.accessToken()).resolves.toBe('access-1');
    expect(t.request).not.toHaveBeenCalled();

    vi.setSystemTime(T0 + 10_000);
    const token = t.refresher.accessToken();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.request).toHaveBeenCalledWith('refresh-1');
    t.answers[0]!.resolve({ kind: 'ok', tokens: tokens(2) });
    await expect(token).resolves.toBe('access-2');
    expect(t.session).toMatchObject({
      token: 'access-2',
      refresh_token: 'refresh-2',
      authorization_date: T0 + 10_000,
    });
    expect(t.onRefreshed).toHaveBeenCalledTimes(1);
  });

  it('a guest has no token and never refreshes', async () => {
    const t = tab(browser(), null);
    await expect(t.refresher.accessToken()).resolves.toBeNull();
    await expect(t.refresher.refresh()).resolves.toBe(false);
    expect(t.request).not.toHaveBeenCalled();
  });
});

describe('one refresh at a time', () => {
  it('concurrent callers share one refresh and pick up its outcome at their next 150 ms poll', async () => {
    const b = browser();
    b.stored = toSession(tokens(1), T0);
    const t = tab(b, b.stored);
    vi.setSystemTime(T0 + 60_000);

    const first = t.refresher.refresh();
    const settled: string[] = [];
    const waiters = [t.refresher.accessToken(), t.refresher.accessToken()].map((p, i) =>
      p.then((token) => settled.push(`${i}:${token}`)),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(t.request).toHaveBeenCalledTimes(1);
    expect(t.refresher.locked).toBe(true);

    // The refresh takes 100 ms; the waiters poll at 150 ms.
    await vi.advanceTimersByTimeAsync(100);
    t.answers[0]!.resolve({ kind: 'ok', tokens: tokens(2) });
    await expect(first).resolves.toBe(true);
    expect(settled).toEqual([]); // not before their next poll
    await vi.advanceTimersByTimeAsync(49);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(waiters);
    expect(settled.sort()).toEqual(['0:access-2', '1:access-2']);
    expect(t.request).toHaveBeenCalledTimes(1);
  });

  it('the lock is released 500 ms after the refresh ends; until then a refresh reuses the outcome', async () => {
    const b = browser();
    b.stored = toSession(tokens(1), T0);
    const t = tab(b, b.stored);
    vi.setSystemTime(T0 + 60_000);

    const first = t.refresher.refresh();
    await vi.advanceTimersByTimeAsync(0);
    t.answers[0]!.resolve({ kind: 'ok', tokens: tokens(2) });
    await first;

    // A 401 that arrives 499 ms later (a call sent with the old token) does not refresh again.
    await vi.advanceTimersByTimeAsync(499);
    expect(t.refresher.locked).toBe(true);
    await expect(t.refresher.refresh()).resolves.toBe(true);
    expect(t.request).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(t.refresher.locked).toBe(false);
    const second = t.refresher.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.request).toHaveBeenCalledTimes(2);
    expect(t.request).toHaveBeenLastCalledWith('refresh-2');
    t.answers[1]!.resolve({ kind: 'ok', tokens: tokens(3) });
    await expect(second).resolves.toBe(true);
  });
});

describe('outcomes', () => {
  it('a refused refresh logs out (onRefused) and the waiting callers get no token', async () => {
    const b = browser();
    b.stored = toSession(tokens(1), T0);
    const t = tab(b, b.stored);
    vi.setSystemTime(T0 + 60_000);

    const first = t.refresher.refresh();
    const waiter = t.refresher.accessToken();
    await vi.advanceTimersByTimeAsync(0);
    t.answers[0]!.resolve({ kind: 'refused' });
    await expect(first).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(150);
    await expect(waiter).resolves.toBeNull();
    expect(t.onRefused).toHaveBeenCalledTimes(1);
    expect(t.onRefreshed).not.toHaveBeenCalled();
  });

  it('an unreachable server keeps the session (offline is no reason to log out)', async () => {
    const b = browser();
    b.stored = toSession(tokens(1), T0);
    const t = tab(b, b.stored);
    vi.setSystemTime(T0 + 60_000);

    const token = t.refresher.accessToken();
    await vi.advanceTimersByTimeAsync(0);
    t.answers[0]!.resolve({ kind: 'unavailable' });
    await expect(token).resolves.toBe('access-1');
    expect(t.onRefused).not.toHaveBeenCalled();
    expect(t.session?.refresh_token).toBe('refresh-1');
  });
});

describe('across tabs', () => {
  it('two tabs due at once present the refresh token once; the second adopts the new tokens', async () => {
    const b = browser();
    const start = toSession(tokens(1), T0);
    b.stored = start;
    const a = tab(b, start);
    const c = tab(b, start);
    vi.setSystemTime(T0 + 60_000);

    const fromA = a.refresher.accessToken();
    const fromC = c.refresher.accessToken();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.request).toHaveBeenCalledTimes(1);
    // Tab C waits for the cross-tab lock; it has not sent anything.
    expect(c.request).not.toHaveBeenCalled();

    a.answers[0]!.resolve({ kind: 'ok', tokens: tokens(2) });
    await expect(fromA).resolves.toBe('access-2');
    await expect(fromC).resolves.toBe('access-2');
    expect(c.request).not.toHaveBeenCalled();
    expect(c.session?.refresh_token).toBe('refresh-2');
    // Only the tab that talked to the server reconnects its realtime socket.
    expect(a.onRefreshed).toHaveBeenCalledTimes(1);
    expect(c.onRefreshed).not.toHaveBeenCalled();
  });

  it('a tab whose session was ended by another tab does not refresh', async () => {
    const b = browser();
    const start = toSession(tokens(1), T0);
    const t = tab(b, start);
    b.stored = null; // the other tab logged out
    vi.setSystemTime(T0 + 60_000);
    await expect(t.refresher.refresh()).resolves.toBe(false);
    expect(t.request).not.toHaveBeenCalled();
  });

  it('without Web Locks the in-tab rules still hold', async () => {
    let current: Session | null = toSession(tokens(1), T0);
    const request = vi.fn(async (): Promise<RefreshAnswer> => ({ kind: 'ok', tokens: tokens(2) }));
    const refresher = createRefresher({
      current: () => current,
      stored: () => current,
      save: (s) => (current = s),
      request,
      locks: null,
      onRefreshed: () => undefined,
      onRefused: () => undefined,
    });
    vi.setSystemTime(T0 + 60_000);
    const both = Promise.all([refresher.accessToken(), refresher.accessToken()]);
    await vi.advanceTimersByTimeAsync(150);
    await expect(both).resolves.toEqual(['access-2', 'access-2']);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
