import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setRealtimeConnected } from '../../../shared/realtime/events';
import { trackNotifications, useNotificationsLive } from './live';

describe('the bell\'s live state', () => {
  afterEach(() => setRealtimeConnected(false));

  it('is connected when the socket connected before tracking started', () => {
    // The shell's unread badge opened the socket; it connected after this module was evaluated.
    expect(useNotificationsLive.getState().connected).toBe(false);
    setRealtimeConnected(true);
    const stop = trackNotifications(new QueryClient());
    expect(useNotificationsLive.getState().connected).toBe(true);
    setRealtimeConnected(false);
    expect(useNotificationsLive.getState().connected).toBe(false);
    stop();
  });
});
