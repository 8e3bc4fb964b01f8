// "Write a message" on another member's profile: shown to members on someone else's profile (a
// private one too: the chat allows it), not on one's own nor to guests, disabled while a block stands;
// clicking opens the chat with that member (chat?with=<uuid>, where the chat finds or starts it).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicProfile, Relation } from '@glossa/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile, resetSession, signInNow } from '../../../../test/account-fixtures';
import { installFakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render';
import { profileRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(resetSession);
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

const BEN = '7c2e1b3f-1d2a-4b5c-8d9e-0f1a2b3c4d5e';

function ben(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    uuid: BEN,
    nickname: 'Benedikt',
    avatar: null,
    mini_avatar: null,
    medium_avatar: null,
    role: 'user',
    premium: false,
    is_trust_publisher: false,
    native_lang: 'eng',
    country: 'GB',
    city: 'Leeds',
    accessibility: 'public',
    details_hidden: false,
    is_this_user: false,
    likes_count: 0,
    about: 'I learn German.',
    birthday: null,
    languages: [{ lang: { code: 'eng' }, level: 'NATIVE' }],
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

function relation(block: Relation['block'] = { blocked_by_me: false, blocked_me: false }): Relation {
  return { uuid: BEN, friendship_id: null, friendship_status: null, block };
}

// The chat screen is a stand-in here (its own tests and e2e/chat.spec.ts open the conversation).
const routes = [...profileRoutes, { path: 'chat', element: <p>chat screen</p> }];

function fakeServer(other: PublicProfile, rel = relation()) {
  return installFakeApi({
    'GET /api/user/profile': () => ({ body: { data: profile() } }),
    [`GET /api/user/${other.nickname}/profile`]: () => ({ body: { data: other } }),
    [`GET /api/friends/${BEN}`]: () => ({ body: { data: rel } }),
  });
}

describe('Write a message on a profile', () => {
  it("a member on someone else's profile opens the chat with them", async () => {
    signInNow();
    fakeServer(ben());
    const app = await renderApp('/profile/Benedikt', { routes });
    const write = await screen.findByTestId('profile-write', {}, { timeout: 8000 });
    expect(write).toHaveTextContent('Write a message');
    await userEvent.click(write);
    expect(await screen.findByText('chat screen')).toBeInTheDocument();
    expect(app.path()).toBe(`/chat?with=${BEN}`);
  });

  it('keeps the locale on the way to the chat (Ukrainian)', async () => {
    signInNow();
    fakeServer(ben());
    const app = await renderApp('/uk/profile/Benedikt', { routes });
    const write = await screen.findByTestId('profile-write', {}, { timeout: 8000 });
    expect(write).toHaveTextContent('Написати повідомлення');
    await userEvent.click(write);
    expect(await screen.findByText('chat screen')).toBeInTheDocument();
    expect(app.path()).toBe(`/uk/chat?with=${BEN}`);
  });

  it('a private profile still offers it (the chat allows writing to its member)', async () => {
    signInNow();
    fakeServer(ben({ accessibility: 'private', details_hidden: true, about: null, country: null, city: null, languages: [] }));
    await renderApp('/profile/Benedikt', { routes });
    expect(await screen.findByTestId('profile-private-notice', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByTestId('profile-write')).toHaveAttribute('href', `/chat?with=${BEN}`);
    expect(screen.queryByTestId('profile-follow')).toBeNull();
  });

  it('is disabled while either of them blocks the other', async () => {
    signInNow();
    fakeServer(ben(), relation({ blocked_by_me: false, blocked_me: true }));
    await renderApp('/profile/Benedikt', { routes });
    await screen.findByTestId('profile-write', {}, { timeout: 8000 });
    await vi.waitFor(() => expect(screen.getByTestId('profile-write')).toBeDisabled());
    expect(screen.getByTestId('profile-write')).not.toHaveAttribute('href');
  });

  it('is not on one’s own profile', async () => {
    signInNow();
    installFakeApi({ 'GET /api/user/profile': () => ({ body: { data: profile({ nickname: 'Annabel' }) } }) });
    await renderApp('/profile/Annabel', { routes });
    expect(await screen.findByTestId('own-profile', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('profile-write')).toBeNull();
  });

  it('is not shown to guests (as follow and add friend)', async () => {
    fakeServer(ben());
    await renderApp('/profile/Benedikt', { routes });
    expect(await screen.findByTestId('public-profile', {}, { timeout: 8000 })).toHaveTextContent('I learn German.');
    expect(screen.queryByTestId('profile-write')).toBeNull();
    expect(screen.queryByTestId('profile-friend')).toBeNull();
  });
});
