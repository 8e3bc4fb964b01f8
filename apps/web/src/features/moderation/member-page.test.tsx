// The member page (moderators): the discipline buttons follow the server's rule (nothing against
// an administrator, a moderator only for admins), a warning is sent with its reason, and "this user
// already has a warning" shows in the popup.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberStanding } from '@glossa/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile, resetSession, signInNow } from '../../../test/account-fixtures';
import { errorBody, installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { moderationRoutes } from './routes';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(resetSession);
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

const UUID = '5a1f0a0e-6a55-4c1f-9a77-2b2f1c1d0e05';

function standing(overrides: Partial<MemberStanding> = {}): MemberStanding {
  return {
    uuid: UUID,
    nickname: 'Spammer',
    avatar: null,
    role: 'user',
    about: 'Buy now',
    is_trust_publisher: false,
    is_expert: false,
    invited_to_moderation_status: null,
    deleted: false,
    block: null,
    reprimand: null,
    points: 120,
    level: 3,
    confirmed: 14,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('member page', () => {
  it('warns a member; a second warning is refused with the message in the popup', async () => {
    signInNow();
    let warned = 0;
    const server = installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile({ role: 'moderator' }) } }),
      [`GET /api/moderation/members/${UUID}`]: () => ({ body: { data: standing() } }),
      [`GET /api/user/${UUID}/violation-history`]: () => ({ body: { data: [] } }),
      [`POST /api/user/${UUID}/reprimand`]: () => {
        warned += 1;
        return { status: 400, body: errorBody('USER_ALREADY_HAS_REPRIMAND', 'This user already has a warning') };
      },
    });
    await renderApp(`/moderation/members/${UUID}`, { routes: moderationRoutes });
    expect(await screen.findByTestId('member-nickname', {}, { timeout: 8000 })).toHaveTextContent('Spammer');
    expect(screen.queryByTestId('member-delete-nickname')).toBeNull();
    await userEvent.click(screen.getByTestId('member-warn'));
    const popup = await screen.findByTestId('sanction-popup');
    await userEvent.selectOptions(within(popup).getByLabelText('Reason'), 'insults');
    await userEvent.click(within(popup).getByTestId('sanction-confirm'));
    expect(await within(popup).findByRole('alert')).toHaveTextContent('This user already has a warning');
    expect(warned).toBe(1);
    expect(server.callsTo('POST', `/api/user/${UUID}/reprimand`)[0]!.body).toEqual({ reason: 'insults', period: 'forever' });
  });

  it('offers nothing against an administrator, and only admins act on a moderator', async () => {
    signInNow();
    installFakeApi({
      'GET /api/user/profile': () => ({ body: { data: profile({ role: 'moderator' }) } }),
      [`GET /api/moderation/members/${UUID}`]: () => ({ body: { data: standing({ role: 'moderator', nickname: 'Othermod' }) } }),
      [`GET /api/user/${UUID}/violation-history`]: () => ({ body: { data: [] } }),
    });
    await renderApp(`/moderation/members/${UUID}`, { routes: moderationRoutes });
    expect(await screen.findByTestId('member-nickname', {}, { timeout: 8000 })).toHaveTextContent('Othermod');
    expect(screen.queryByTestId('member-warn')).toBeNull();
    expect(screen.queryByTestId('member-block')).toBeNull();
    expect(screen.getByText('No warnings or blocks so far.')).toBeInTheDocument();
  });

  it('answers 403 to a member who is not a moderator', async () => {
    signInNow();
    const server = installFakeApi({ 'GET /api/user/profile': () => ({ body: { data: profile({ role: 'user' }) } }) });
    await renderApp(`/moderation/members/${UUID}`, { routes: moderationRoutes });
    expect(await screen.findByTestId('moderation-forbidden', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(server.callsTo('GET', `/api/moderation/members/${UUID}`)).toHaveLength(0);
  });
});
