// "Mute all" sets every notification type off in one call, instead of 110 switches one by one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_INFO } from '@glossa/contract/notification-types';
import { resetSession, signInNow } from '../../../../test/account-fixtures';
import { installFakeApi, type RecordedCall } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { NotificationSettings } from './NotificationSettings';

vi.setConfig({ testTimeout: 30_000 });
afterEach(resetSession);

const settings = (on: boolean) => NOTIFICATION_TYPES.map((type) => ({ notification_type: type, group: NOTIFICATION_TYPE_INFO[type].group, in_app: on, email: on }));

describe('notification settings', () => {
  it('mutes every type at once', async () => {
    signInNow();
    const api = installFakeApi({
      'GET /api/user/notifications/settings': () => ({ body: { data: settings(true) } }),
      'PUT /api/user/notifications/settings': () => ({ body: { data: settings(false) } }),
    });
    await loadNamespaces(['notifications']);
    await renderApp('/settings-test', { routes: [{ path: 'settings-test', element: <NotificationSettings /> }] });
    fireEvent.click(await screen.findByTestId('notifications-mute-all'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/user/notifications/settings')).toHaveLength(1));
    const body = (api.callsTo('PUT', '/api/user/notifications/settings')[0] as RecordedCall).body as { settings: { in_app: boolean; email: boolean }[] };
    expect(body.settings).toHaveLength(NOTIFICATION_TYPES.length);
    expect(body.settings.every((s) => !s.in_app && !s.email)).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('switch').every((s) => !(s as HTMLInputElement).checked)).toBe(true));
  });
});
