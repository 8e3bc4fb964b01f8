// The app's side of a session ending (core.md §4): the user's queries go, reference data stays,
// and a session that could not be refreshed sends the user to {locale}/auth unless already there.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, signInNow } from '../../test/account-fixtures';
import { endSession } from '../shared/session/session';
import { wireSession } from './session-wiring';

beforeEach(resetSession);
afterEach(resetSession);

describe('session wiring', () => {
  it("drops the user's queries, keeps reference data, and an expired session goes to auth", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['user'], { nickname: 'Annabel' });
    queryClient.setQueryData(['favorites', 'groups'], [1]);
    queryClient.setQueryData(['reference', 'all-data', 'eng'], { languages: [] });
    const navigate = vi.fn();
    const router = { navigate, state: { location: { pathname: '/de/favorites' } } };
    const unwire = wireSession(queryClient, router);
    signInNow();
    endSession('expired');
    unwire();
    expect(queryClient.getQueryData(['user'])).toBeUndefined();
    expect(queryClient.getQueryData(['favorites', 'groups'])).toBeUndefined();
    expect(queryClient.getQueryData(['reference', 'all-data', 'eng'])).toEqual({ languages: [] });
    expect(navigate).toHaveBeenCalledWith('/auth');
  });

  it('an expired session on the auth page stays there', () => {
    const navigate = vi.fn();
    const unwire = wireSession(new QueryClient(), { navigate, state: { location: { pathname: '/auth' } } });
    signInNow();
    endSession('expired');
    unwire();
    expect(navigate).not.toHaveBeenCalled();
  });
});
