// The sign-in refusals: the failed-attempts lock (until a time of day) and a block by the
// moderators (until a date, or for ever) are two different messages.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { accountErrorText } from './errors';

const blocked = (payload: unknown) =>
  new ApiError({ kind: 'http', status: 400, code: 'USER_LOGIN_BLOCKED_EXCEPTION', payload, method: 'POST', url: '/api/user/login' });

describe('accountErrorText: USER_LOGIN_BLOCKED_EXCEPTION', () => {
  it('a block by the moderators says until which date, or that it has no end', () => {
    const until = accountErrorText(blocked({ blocked: true, locked_until: '2026-12-03T12:00:00.000Z', reason: 'spam' }), 'en');
    expect(until.key).toBe('account:errors.account_blocked_until');
    expect(until.values?.date).toMatch(/December 3, 2026/);
    expect(accountErrorText(blocked({ blocked: true, locked_until: null, reason: 'spam' }), 'en')).toEqual({ key: 'account:errors.account_blocked_forever' });
  });

  it('the failed-attempts lock keeps its own message', () => {
    expect(accountErrorText(blocked({ locked_until: '2026-12-03T12:00:00.000Z', retry_after_seconds: 60 }), 'en').key).toBe('account:errors.blocked_access_account_until');
  });
});

describe('accountErrorText: no answer', () => {
  const failed = (kind: 'network' | 'timeout') =>
    new ApiError({ kind, code: kind === 'timeout' ? 'TIMEOUT' : 'NETWORK_ERROR', method: 'POST', url: '/api/user/login' });

  it('a server that could not be reached is "no connection"; one that answered its health check but not in time is busy', () => {
    expect(accountErrorText(failed('network'), 'en')).toEqual({ key: 'account:errors.network' });
    expect(accountErrorText(failed('timeout'), 'en')).toEqual({ key: 'account:errors.server_slow' });
  });
});
