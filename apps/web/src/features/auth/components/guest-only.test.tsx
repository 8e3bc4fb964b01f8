// A signed-in user on a guest page moves on once their profile is read: a read that fails at the
// moment of sign-in is tried again, so a new account still reaches its missing profile step.
import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile, resetSession, signInNow } from '../../../../test/account-fixtures';
import { errorBody, installFakeApi } from '../../../../test/fake-api';
import { renderWithProvidersNow } from '../../../../test/render';
import { initI18n } from '../../../shared/i18n/i18n';
import { GuestOnly } from './GuestOnly';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function mount() {
  return renderWithProvidersNow(
    <MemoryRouter initialEntries={['/auth']}>
      <Routes>
        <Route path="/auth" element={<GuestOnly>the sign-in form</GuestOnly>} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function flush(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('moving on from a guest page after sign-in', () => {
  beforeEach(async () => {
    resetSession();
    await initI18n('en', ['auth']);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetSession();
  });

  it('shows the form to a guest', () => {
    installFakeApi({});
    mount();
    expect(screen.getByText('the sign-in form')).toBeInTheDocument();
  });

  it('waits out a failed profile read and then sends a new account to add its native language', async () => {
    let serverUp = false;
    const api = installFakeApi({
      'GET /api/user/profile': () =>
        serverUp
          ? { body: { data: profile({ native_lang: null, languages: [] }) } }
          : { status: 503, body: errorBody('SERVICE_UNAVAILABLE') },
    });
    signInNow();
    mount();
    // The client's own retries, then the query is in error: the user stays, told what happens.
    for (let i = 0; i < 120 && !screen.queryByTestId('profile-retrying'); i++) await flush(250);
    expect(screen.getByTestId('profile-retrying')).toHaveTextContent('We could not read your profile');
    expect(screen.queryByTestId('where')).toBeNull();
    const failedReads = api.callsTo('GET', '/api/user/profile').length;
    serverUp = true;
    await flush(20_000);
    expect(api.callsTo('GET', '/api/user/profile').length).toBeGreaterThan(failedReads);
    expect(screen.getByTestId('where')).toHaveTextContent('/add_native_lang');
  });

  it('sends a complete profile to the feed', async () => {
    installFakeApi({ 'GET /api/user/profile': () => ({ body: { data: profile() } }) });
    signInNow();
    mount();
    await flush(100);
    expect(screen.getByTestId('where')).toHaveTextContent('/feed');
  });
});
