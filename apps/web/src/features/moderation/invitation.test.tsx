// The accept-moderation popup: an invited member sees it on any page (the session checks show the
// slot the app fills with it); accepting answers the invitation, refreshes the token (the role
// travels in it) and opens the greeting.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile, resetSession, signInNow, tokens } from '../../../test/account-fixtures';
import { installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { clearSlot, fillSlot } from '../../shared/slots/slots';
import InvitationPopup from './components/InvitationPopup';
import { moderationRoutes } from './routes';

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  resetSession();
  fillSlot('moderation-invitation', InvitationPopup);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  clearSlot('moderation-invitation');
});

describe('invitation to moderate', () => {
  it('accepting makes the member a moderator and shows the greeting', async () => {
    signInNow();
    let role: 'user' | 'moderator' = 'user';
    const server = installFakeApi({
      'GET /api/user/profile': () => ({
        body: { data: profile({ role, invited_to_moderation_status: role === 'user' ? 'invited' : 'accepted' }) },
      }),
      'POST /api/user/moderation/answer-invite': () => {
        role = 'moderator';
        return { body: { data: { uuid: profile().uuid, role: 'moderator', invited_to_moderation_status: 'accepted', is_expert: false } } };
      },
      'POST /api/user/refresh-token': () => ({ body: { data: tokens(2) } }),
    });
    const app = await renderApp('/moderation/rules', { routes: moderationRoutes });
    expect(await screen.findByTestId('invitation-popup', {}, { timeout: 8000 })).toHaveTextContent('become a moderator');
    await userEvent.click(screen.getByTestId('invitation-accept'));
    expect(await screen.findByTestId('moderation-greeting', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(app.path()).toBe('/moderation/greeting');
    expect(server.callsTo('POST', '/api/user/moderation/answer-invite').map((c) => c.path)).toEqual(['/api/user/moderation/answer-invite?accept=true']);
    expect(server.callsTo('POST', '/api/user/refresh-token')).toHaveLength(1);
    expect(screen.queryByTestId('invitation-popup')).toBeNull();
  });
});
