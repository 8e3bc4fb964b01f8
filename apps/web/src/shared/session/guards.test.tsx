// Login-gated routes and actions (core.md §2, §6), the links remembered for after sign-in, and what
// ends with a session (core.md §4).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { resetSession, signInNow } from '../../../test/account-fixtures';
import { renderApp } from '../../../test/render';
import { onSessionEnded } from './events';
import {
  forgetRedirectLink,
  postLoginPath,
  rememberPreLoginLink,
  rememberRedirectLink,
} from './redirect-links';
import { RequireAuth, useRequireAuthAction } from './RequireAuth';
import { endSession } from './session';
import { SESSION_STORAGE_KEY, adoptStoredSession, currentSession, useSessionStore } from './session-store';
import { readUserSetting, writeUserSetting } from './user-data';

function LikeButton({ onLike }: { onLike(): void }) {
  const requireAuth = useRequireAuthAction();
  return (
    <button type="button" onClick={requireAuth(onLike)}>
      like
    </button>
  );
}

const like = vi.fn();
const routes: RouteObject[] = [
  { path: 'auth', element: <h1>auth page</h1> },
  { path: 'feed', element: <h1>feed page</h1> },
  { path: 'dictionary/:a/:b/:word', element: <LikeButton onLike={like} /> },
  {
    path: 'favorites',
    element: <RequireAuth />,
    children: [{ index: true, element: <h1>favorites page</h1> }],
  },
];

beforeEach(resetSession);
afterEach(() => {
  resetSession();
  like.mockReset();
});

describe('RequireAuth', () => {
  it('sends a guest to auth and remembers the target, with its query', async () => {
    const app = await renderApp('/de/favorites?group=3', { routes });
    await waitFor(() => expect(app.path()).toBe('/de/auth'));
    expect(postLoginPath()).toBe('/favorites?group=3');
  });

  it('lets a signed-in user in', async () => {
    signInNow();
    await renderApp('/favorites', { routes });
    expect(await screen.findByRole('heading', { name: 'favorites page' })).toBeInTheDocument();
  });

  it('after a logout the page left behind is not a redirect target', async () => {
    signInNow();
    const app = await renderApp('/favorites', { routes });
    await screen.findByRole('heading', { name: 'favorites page' });
    endSession('logout');
    await waitFor(() => expect(app.path()).toBe('/auth'));
    expect(window.sessionStorage.getItem('glossa-redirect-link')).toBeNull();
  });

  it('after an expired session it is (the user comes back after signing in again)', async () => {
    signInNow();
    const app = await renderApp('/favorites', { routes });
    await screen.findByRole('heading', { name: 'favorites page' });
    endSession('expired');
    await waitFor(() => expect(app.path()).toBe('/auth'));
    expect(window.sessionStorage.getItem('glossa-redirect-link')).toBe('/favorites');
  });

  it('after an account deletion it leaves the navigation to the deletion page (which goes to the feed)', async () => {
    signInNow();
    const app = await renderApp('/favorites', { routes });
    await screen.findByRole('heading', { name: 'favorites page' });
    endSession('deleted');
    // No competing redirect to auth (it could overtake the page's own navigation to the feed).
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'favorites page' })).toBeNull());
    await new Promise((r) => setTimeout(r, 100));
    expect(app.path()).toBe('/favorites');
    expect(window.sessionStorage.getItem('glossa-redirect-link')).toBeNull();
    await app.router.navigate('/feed');
    expect(await screen.findByRole('heading', { name: 'feed page' })).toBeInTheDocument();
  });
});

describe('useRequireAuthAction', () => {
  it('runs the action for a signed-in user', async () => {
    signInNow();
    await renderApp('/dictionary/eng/ger/house', { routes });
    await userEvent.click(await screen.findByRole('button', { name: 'like' }));
    expect(like).toHaveBeenCalledTimes(1);
  });

  it('sends a guest to auth instead and comes back to the page afterwards', async () => {
    const app = await renderApp('/dictionary/eng/ger/house', { routes });
    await userEvent.click(await screen.findByRole('button', { name: 'like' }));
    expect(like).not.toHaveBeenCalled();
    await waitFor(() => expect(app.path()).toBe('/auth'));
    expect(postLoginPath()).toBe('/dictionary/eng/ger/house');
  });
});

describe('links for after sign-in', () => {
  it('redirect link first, then the pre-login link, then the feed; auth pages are never targets', () => {
    expect(postLoginPath()).toBe('/feed');
    rememberPreLoginLink('/fr/about#team');
    expect(postLoginPath()).toBe('/about#team');
    rememberPreLoginLink('/fr/login/email');
    rememberPreLoginLink('/sign_up/email');
    rememberPreLoginLink('/profile/anna/logout');
    expect(postLoginPath()).toBe('/about#team');
    rememberRedirectLink('/uk/favorites');
    expect(postLoginPath()).toBe('/favorites');
    forgetRedirectLink();
    expect(postLoginPath()).toBe('/about#team');
  });
});

describe('the end of a session', () => {
  it('clears the user settings of this browser and tells the listeners', () => {
    signInNow();
    writeUserSetting('email-verification-dismissed-at', 1);
    window.localStorage.setItem('glossa-locale', 'de');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    endSession('logout');
    stop();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(readUserSetting('email-verification-dismissed-at')).toBeUndefined();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // Preferences are not user data.
    expect(window.localStorage.getItem('glossa-locale')).toBe('de');
  });

  it('another tab logging out or refreshing is followed', () => {
    signInNow(1);
    const stored = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!);
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ ...stored, token: 'access-2', refresh_token: 'refresh-2' }),
    );
    adoptStoredSession();
    expect(currentSession()?.refresh_token).toBe('refresh-2');
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(currentSession()).toBeNull();
    expect(useSessionStore.getState().endReason).toBe('logout');
  });
});
