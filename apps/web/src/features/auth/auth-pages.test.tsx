// The auth pages as a user meets them: validation messages, the password and nickname rules while
// typing, the spec's error messages from server codes, and where each sign-in leads.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { profile, resetSession, signInNow, tokens } from '../../../test/account-fixtures';
import { errorBody, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { RequireAuth } from '../../shared/session/RequireAuth';
import { currentSession } from '../../shared/session/session-store';
import { authRoutes } from './routes';

const routes: RouteObject[] = [
  ...authRoutes,
  { path: 'feed', element: <h1>feed page</h1> },
  { path: 'about', element: <h1>about page</h1> },
  {
    path: 'favorites',
    element: (
      <RequireAuth>
        <h1>favorites page</h1>
      </RequireAuth>
    ),
  },
];

const noProviders = { data: { google: null, facebook: null, apple: null } };

vi.setConfig({ testTimeout: 30_000 });

beforeEach(resetSession);
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('sign-up form', () => {
  it('shows the nickname and password rules as the user types and ticks them off', async () => {
    installFakeApi({ 'GET /api/user/login/providers': () => ({ body: noProviders }) });
    await renderApp('/sign_up/email', { routes });
    const password = await screen.findByLabelText(/^Password/);
    // The nickname's rules are said before anything is typed, and nothing promises it is for ever.
    expect(screen.getByText(/^Latin letters only, 3 to 20, no spaces or symbols/)).toBeInTheDocument();
    expect(screen.queryByText(/cannot be changed/)).toBeNull();
    await userEvent.type(password, 'abc');
    const rules = document.getElementById('password-rules')!;
    const state = (key: string) => rules.querySelector(`[data-rule="${key}"]`)!.getAttribute('data-state');
    expect(within(rules).getByText('Your password needs')).toBeInTheDocument();
    expect(state('lowercase')).toBe('ok');
    expect(state('uppercase')).toBe('pending');
    expect(state('length')).toBe('pending');
    await userEvent.type(password, 'DEF1!x');
    expect(['length', 'lowercase', 'uppercase', 'digit', 'special', 'allowed'].map(state)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    await userEvent.type(password, 'é');
    expect(state('allowed')).toBe('pending');

    await userEvent.type(screen.getByLabelText(/^Nickname/), 'Ann 2');
    const nickRules = document.getElementById('nickname-rules')!;
    expect(nickRules.querySelector('[data-rule="length"]')!.getAttribute('data-state')).toBe('ok');
    expect(nickRules.querySelector('[data-rule="latin"]')!.getAttribute('data-state')).toBe('pending');
  });

  it('says what is wrong on submit and sends nothing', async () => {
    const api = installFakeApi({ 'GET /api/user/login/providers': () => ({ body: noProviders }) });
    await renderApp('/sign_up/email', { routes });
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'anna@');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret#2024');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'Secret#2025');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Incorrect e-mail format')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    // The nickname is empty: required, and its rules turn red.
    expect(screen.getByText('Please fill in this field')).toBeInTheDocument();
    const nickRules = document.getElementById('nickname-rules')!;
    expect(nickRules.querySelector('[data-rule="latin"]')!.getAttribute('data-state')).toBe('error');
    expect(api.callsTo('POST', '/api/user/registration')).toHaveLength(0);
  });

  it('a refused submit puts the focus on the first field with a message (out of sight after scrolling to the button)', async () => {
    const api = installFakeApi({ 'GET /api/user/login/providers': () => ({ body: noProviders }) });
    await renderApp('/sign_up/email', { routes });
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'anna@mail.glossa.dev');
    await userEvent.type(screen.getByLabelText(/^Nickname/), 'anna2026');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret#2024');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'Secret#2024');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const nickname = screen.getByLabelText(/^Nickname/);
    await waitFor(() => expect(nickname).toHaveFocus());
    expect(nickname).toHaveAccessibleDescription(/The nickname does not meet the rules below/);
    expect(api.callsTo('POST', '/api/user/registration')).toHaveLength(0);
  });

  it("puts the server's 'already registered' and 'nickname in use' under their fields", async () => {
    let answer = errorBody('EMAIL_ALREADY_REGISTERED', 'This e-mail is already registered', {
      field: 'email',
    });
    const api = installFakeApi({
      'GET /api/user/login/providers': () => ({ body: noProviders }),
      'POST /api/user/registration': () => ({ status: 400, body: answer }),
    });
    await renderApp('/sign_up/email', { routes });
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'anna@mail.glossa.dev');
    await userEvent.type(screen.getByLabelText(/^Nickname/), 'Annabel');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret#2024');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'Secret#2024');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(/This e-mail is already registered/));
    expect(api.callsTo('POST', '/api/user/registration')[0]!.body).toEqual({
      email: 'anna@mail.glossa.dev',
      nickname: 'Annabel',
      password: 'Secret#2024',
      platform: 'WEB',
    });

    answer = errorBody('NICKNAME_ALREADY_IN_USE', 'This nickname is already in use', { field: 'nickname' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This nickname is already in use')).toBeInTheDocument();
    expect(currentSession()).toBeNull();
  });

  it('a new account without a native language is asked for one next', async () => {
    installFakeApi({
      'GET /api/user/login/providers': () => ({ body: noProviders }),
      'POST /api/user/registration': () => ({ body: { data: tokens(1) } }),
      'GET /api/user/profile': () => ({
        body: { data: profile({ native_lang: null, languages: [], is_email_verified: false }) },
      }),
      'GET /api/languages/get/all-data': () => ({
        body: { data: { languages: [], interface_languages: [], vocabularies: [] }, modified_key: 'k' },
      }),
    });
    const app = await renderApp('/sign_up', { routes });
    await waitFor(() => expect(app.path()).toBe('/sign_up/email'));
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'anna@mail.glossa.dev');
    await userEvent.type(screen.getByLabelText(/^Nickname/), 'Annabel');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret#2024');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'Secret#2024');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(app.path()).toBe('/add_native_lang'));
    expect(await screen.findByRole('heading', { name: 'What is your native language?' })).toBeInTheDocument();
    // Stored in milliseconds, with the moment it arrived.
    expect(currentSession()).toMatchObject({ token: 'access-1', expires_in: 900_000 });
  });

  it('a new account is told that the verification e-mail was sent, and to which address', async () => {
    installFakeApi({
      'GET /api/user/login/providers': () => ({ body: noProviders }),
      'POST /api/user/registration': () => ({ body: { data: tokens(1) } }),
      'GET /api/user/profile': () => ({ body: { data: profile({ email: 'anna@mail.glossa.dev', is_email_verified: false }) } }),
    });
    const app = await renderApp('/sign_up', { routes });
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'anna@mail.glossa.dev');
    await userEvent.type(screen.getByLabelText(/^Nickname/), 'Annabel');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret#2024');
    await userEvent.type(screen.getByLabelText(/^Repeat the password/), 'Secret#2024');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.path()).toBe('/feed'));
    const notice = await screen.findByTestId('verification-sent');
    expect(notice).toHaveTextContent('We sent a verification link to anna@mail.glossa.dev');
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('verification-sent')).toBeNull();
  });
});

describe('e-mail login', () => {
  function loginApi(answer: () => { status?: number; body: unknown }, me = profile()) {
    return installFakeApi({
      'GET /api/user/login/providers': () => ({ body: noProviders }),
      'POST /api/user/login': answer,
      'GET /api/user/profile': () => ({ body: { data: me } }),
      'POST /api/user/email/is-verified': () => ({ body: { data: { is_verified: true } } }),
    });
  }

  async function submit(email = 'anna@mail.glossa.dev', password = 'whatever') {
    await userEvent.type(await screen.findByLabelText(/^E-mail/), email);
    await userEvent.type(screen.getByLabelText(/^Password/), password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it("shows 'Incorrect login or password' for INVALID_LOGIN_OR_PASSWORD", async () => {
    loginApi(() => ({ status: 400, body: errorBody('INVALID_LOGIN_OR_PASSWORD', 'x') }));
    await renderApp('/login/email', { routes });
    await submit();
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Incorrect login or password');
    expect(currentSession()).toBeNull();
  });

  it('shows blocked_access_account with the time the lock ends', async () => {
    const until = new Date(Date.now() + 15 * 60_000);
    loginApi(() => ({
      status: 400,
      body: errorBody('USER_LOGIN_BLOCKED_EXCEPTION', 'locked', {
        payload: { locked_until: until.toISOString() },
      }),
    }));
    await renderApp('/login/email', { routes });
    await submit();
    const time = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(until);
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      `sign-in to this account is locked until ${time}`,
    );
  });

  it('a busy server (password hashing past the 5 s API timeout) is waited for and said to be busy, not "no connection"', async () => {
    const api = installFakeApi({
      'GET /api/user/login/providers': () => ({ body: noProviders }),
      'POST /api/user/login': () => new Promise((resolve) => setTimeout(() => resolve({ body: { data: tokens(1) } }), 6500)),
      'GET /api/health': () => ({ body: { data: { status: 'ok', version: 't', uptime_seconds: 1, database: { engine: 'pglite', ok: true, latency_ms: 1 } } } }),
      'GET /api/user/profile': () => ({ body: { data: profile() } }),
      'POST /api/user/email/is-verified': () => ({ body: { data: { is_verified: true } } }),
    });
    const app = await renderApp('/login/email', { routes });
    await submit();
    // Past the API timeout the server answers its health check: the form says it is working on it.
    expect(await screen.findByTestId('form-slow', undefined, { timeout: 6000 })).toHaveTextContent(
      'The server is busy, so this takes longer than usual.',
    );
    expect(screen.queryByTestId('form-error')).toBeNull();
    // The one sign-in sent gets its answer: signed in, no error shown.
    await waitFor(() => expect(app.path()).toBe('/feed'), { timeout: 5000 });
    expect(currentSession()).not.toBeNull();
    expect(api.callsTo('POST', '/api/user/login')).toHaveLength(1);
    expect(screen.queryByText(/No connection/)).toBeNull();
  });

  it('checks the e-mail format before calling the server', async () => {
    const api = loginApi(() => ({ body: { data: tokens(1) } }));
    await renderApp('/login/email', { routes });
    await submit('not-an-email', 'x');
    expect(await screen.findByText('Incorrect e-mail format')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/login')).toHaveLength(0);
  });

  it('after sign-in goes to the saved redirect link of a login-gated page', async () => {
    loginApi(() => ({ body: { data: tokens(1) } }));
    const app = await renderApp('/favorites', { routes });
    await waitFor(() => expect(app.path()).toBe('/auth'));
    await app.router.navigate('/login/email');
    await submit();
    await waitFor(() => expect(app.path()).toBe('/favorites'));
    expect(await screen.findByRole('heading', { name: 'favorites page' })).toBeInTheDocument();
  });

  it('else the page the user was on before the auth pages, else the feed', async () => {
    loginApi(() => ({ body: { data: tokens(1) } }));
    const app = await renderApp('/about', { routes });
    await screen.findByRole('heading', { name: 'about page' });
    await userEvent.click(screen.getByTestId('sign-in-button'));
    await waitFor(() => expect(app.path()).toBe('/auth'));
    await app.router.navigate('/login/email');
    await submit();
    await waitFor(() => expect(app.path()).toBe('/about'));
  });

  it('a social account without a nickname is sent to complete_profile/nickname', async () => {
    loginApi(
      () => ({ body: { data: tokens(1, { google_auth: true }) } }),
      profile({ nickname: null, need_to_set_nickname: true, native_lang: null, languages: [] }),
    );
    const app = await renderApp('/login/email', { routes });
    await submit();
    await waitFor(() => expect(app.path()).toBe('/complete_profile/nickname'));
    expect(await screen.findByRole('heading', { name: 'Choose your nickname' })).toBeInTheDocument();
  });
});

describe('guest-only and profile-step pages', () => {
  it('a signed-in user is sent away from auth, login and sign-up', async () => {
    installFakeApi({ 'GET /api/user/profile': () => ({ body: { data: profile() } }) });
    signInNow();
    for (const path of ['/auth', '/login/email', '/sign_up/email']) {
      const app = await renderApp(path, { routes });
      await waitFor(() => expect(app.path()).toBe('/feed'));
    }
  });

  it('complete_profile is allowed only while the nickname is missing', async () => {
    installFakeApi({ 'GET /api/user/profile': () => ({ body: { data: profile() } }) });
    signInNow();
    const app = await renderApp('/complete_profile/nickname', { routes });
    await waitFor(() => expect(app.path()).toBe('/feed'));
  });

  it('complete_profile: the nickname rules, the server answer, then the native language', async () => {
    let me = profile({ nickname: null, need_to_set_nickname: true, native_lang: null, languages: [] });
    const api = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: me } }),
      'PATCH /api/user/profile/nickname': (call) => {
        const nickname = (call.body as { nickname: string }).nickname;
        if (nickname === 'Taken')
          return { status: 400, body: errorBody('NICKNAME_ALREADY_IN_USE', 'x', { field: 'nickname' }) };
        me = { ...me, nickname, need_to_set_nickname: false };
        return { body: { data: me } };
      },
      'GET /api/languages/get/all-data': () => ({
        body: { data: { languages: [], interface_languages: [], vocabularies: [] }, modified_key: 'k' },
      }),
    });
    signInNow();
    const app = await renderApp('/complete_profile/other', { routes });
    await waitFor(() => expect(app.path()).toBe('/complete_profile/nickname'));
    const input = await screen.findByLabelText(/^Nickname/);
    await userEvent.type(input, 'an');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The nickname does not meet the rules below')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/user/profile/nickname')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, 'Taken');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This nickname is already in use')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'Annabel');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.path()).toBe('/add_native_lang'));
  });
});
