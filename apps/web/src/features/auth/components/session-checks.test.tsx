// What a signed-in user meets on any page: the unverified e-mail reminder (core.md §4: 800 ms after
// the check, again only 24 h after a dismissal, never for test domains or right after sign-up) and
// the redirect to finish an incomplete profile (community.md §4).
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile, resetSession, signInNow } from '../../../../test/account-fixtures';
import { installFakeApi } from '../../../../test/fake-api';
import { renderWithProvidersNow } from '../../../../test/render';
import { initI18n } from '../../../shared/i18n/i18n';
import { readUserSetting, writeUserSetting } from '../../../shared/session/user-data';
import { EMAIL_REMINDER_SETTING, shouldCheckEmail } from '../lib/email-reminder';
import { setSignInKind } from '../lib/sign-in-kind';
import SessionChecks from './SessionChecks';

const DAY = 86_400_000;
const unverified = { email: 'anna@mail.glossa.dev', is_email_verified: false };

describe('when to ask about the e-mail', () => {
  const now = Date.UTC(2026, 4, 1);

  it('asks returning users with an unverified address', () => {
    expect(shouldCheckEmail(unverified, null, now, undefined)).toBe(true);
    expect(shouldCheckEmail(unverified, 'password', now, undefined)).toBe(true);
    expect(shouldCheckEmail(unverified, 'social', now, undefined)).toBe(true);
  });

  it('not right after registration, not for verified or test-domain addresses', () => {
    expect(shouldCheckEmail(unverified, 'registration', now, undefined)).toBe(false);
    expect(shouldCheckEmail({ ...unverified, is_email_verified: true }, null, now, undefined)).toBe(false);
    for (const email of [
      'a@example.com',
      'a@mail.example.org',
      'a@example.net',
      'a@x.test',
      'a@x.example',
      'a@x.invalid',
      'a@box.localhost',
    ]) {
      expect(shouldCheckEmail({ email, is_email_verified: false }, null, now, undefined), email).toBe(false);
    }
  });

  it('again only 24 h after the last dismissal', () => {
    expect(shouldCheckEmail(unverified, null, now, now - DAY + 1)).toBe(false);
    expect(shouldCheckEmail(unverified, null, now, now - DAY)).toBe(true);
  });
});

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function mount(path = '/feed') {
  return renderWithProvidersNow(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <SessionChecks />
    </MemoryRouter>,
  );
}

/** Lets fetch answers and React updates through, moving fake time by `ms`. */
async function flush(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Lets the profile query, the check and their React updates settle without moving the clock. */
async function settle() {
  for (let i = 0; i < 10; i++) await flush();
}

describe('the e-mail reminder popup', () => {
  beforeEach(async () => {
    resetSession();
    setSignInKind(null);
    await initI18n('en', ['auth', 'account']);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 4, 1, 9));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetSession();
  });

  it('opens 800 ms after the check answers "not verified"; dismissing it is remembered', async () => {
    const me = profile({ uuid: '0b6f0a0e-6a55-4c1f-9a77-2b2f1c1d0e11', is_email_verified: false });
    const api = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: me } }),
      'POST /api/user/email/is-verified': () => ({ body: { data: { is_verified: false } } }),
    });
    signInNow();
    mount();
    await settle();
    expect(api.callsTo('POST', '/api/user/email/is-verified')).toHaveLength(1);
    await flush(799);
    expect(screen.queryByText('Please confirm your e-mail')).toBeNull();
    await flush(1);
    expect(screen.getByText('Please confirm your e-mail')).toBeInTheDocument();
    expect(screen.getByTestId('email-reminder')).toHaveTextContent('annabel@mail.glossa.dev');

    fireEvent.click(screen.getByTestId('email-reminder-later'));
    expect(readUserSetting(EMAIL_REMINDER_SETTING)).toBe(Date.UTC(2026, 4, 1, 9) + 800);
  });

  it('the resend button sends the link again', async () => {
    const me = profile({ uuid: '0b6f0a0e-6a55-4c1f-9a77-2b2f1c1d0e12', is_email_verified: false });
    const api = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: me } }),
      'POST /api/user/email/is-verified': () => ({ body: { data: { is_verified: false } } }),
      'POST /api/user/email-verification/resend': () => ({ body: { data: { success: true } } }),
    });
    signInNow();
    mount();
    await settle();
    await flush(800);
    // The popup's opening transition (timed in the test above).
    const resend = await act(() => vi.waitFor(() => screen.getByTestId('email-reminder-resend')));
    expect(resend).toHaveTextContent('Send the link again');
    fireEvent.click(resend);
    await flush();
    expect(api.callsTo('POST', '/api/user/email-verification/resend')).toHaveLength(1);
  });

  it('stays closed when the check says verified', async () => {
    const me = profile({ uuid: '0b6f0a0e-6a55-4c1f-9a77-2b2f1c1d0e13', is_email_verified: false });
    const api = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: me } }),
      'POST /api/user/email/is-verified': () => ({ body: { data: { is_verified: true } } }),
    });
    signInNow();
    mount();
    await settle();
    await flush(2000);
    expect(api.callsTo('POST', '/api/user/email/is-verified')).toHaveLength(1);
    expect(screen.queryByText('Please confirm your e-mail')).toBeNull();
  });

  it('makes no check within 24 h of the last dismissal', async () => {
    const me = profile({ uuid: '0b6f0a0e-6a55-4c1f-9a77-2b2f1c1d0e14', is_email_verified: false });
    const api = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: me } }),
      'POST /api/user/email/is-verified': () => ({ body: { data: { is_verified: false } } }),
    });
    signInNow();
    writeUserSetting(EMAIL_REMINDER_SETTING, Date.now() - DAY + 60_000);
    mount();
    await settle();
    await flush(2000);
    expect(api.callsTo('GET', '/api/user/profile')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/user/email/is-verified')).toHaveLength(0);
    expect(screen.queryByText('Please confirm your e-mail')).toBeNull();
  });

  it('an incomplete profile is sent to finish it, except from the info and auth pages', async () => {
    installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile({ native_lang: null, languages: [] }) } }),
    });
    signInNow();
    mount('/favorites');
    await settle();
    expect(screen.getByTestId('where')).toHaveTextContent('/add_native_lang');
  });

  it('leaves the privacy page alone', async () => {
    installFakeApi({
      'GET /api/user/profile': () => ({
        body: { data: profile({ nickname: null, need_to_set_nickname: true }) },
      }),
    });
    signInNow();
    mount('/de/privacy');
    await settle();
    expect(screen.getByTestId('where')).toHaveTextContent('/de/privacy');
  });
});
