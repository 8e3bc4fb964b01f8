import { describe, expect, it } from 'vitest';
import type { PlusStatus, SubscriptionInfo } from '@glossa/contract';
import { cancelView, openingView, windowState } from './views';

const sub = (over: Partial<SubscriptionInfo>): SubscriptionInfo => ({
  source: 'STRIPE',
  status: 'completed',
  period: 'year',
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  active: true,
  can_cancel: true,
  ...over,
});
const status = (premium: boolean, subscription: SubscriptionInfo | null) => ({ premium, subscription }) as PlusStatus;

describe('Plus popup rules by source', () => {
  it('opens on the offer for free members, on the member\u2019s Plus otherwise', () => {
    expect(openingView(status(false, null))).toBe('offer');
    expect(openingView(status(true, sub({})))).toBe('success');
    expect(openingView(status(true, sub({ status: 'cancelled', can_cancel: false })))).toBe('canceled');
  });

  it('STRIPE confirms, MANUAL under 10 minutes is processing, MANUAL otherwise and stores cannot cancel', () => {
    const now = Date.now();
    expect(cancelView(sub({}), now)).toEqual({ view: 'unsubscribe' });
    expect(cancelView(sub({ source: 'MANUAL', expires_at: new Date(now + 9 * 60_000).toISOString() }), now)).toEqual({ view: 'processing' });
    expect(cancelView(sub({ source: 'MANUAL', expires_at: new Date(now + 11 * 60_000).toISOString() }), now)).toEqual({ view: 'cannot_cancel', free: true });
    expect(cancelView(sub({ source: 'APP_STORE' }), now)).toEqual({ view: 'cannot_cancel' });
    expect(cancelView(sub({ source: 'PLAY_STORE' }), now)).toEqual({ view: 'cannot_cancel' });
  });

  it('reads the payment window: closed, on the provider, back on verification, elsewhere', () => {
    expect(windowState(null)).toBe('closed');
    expect(windowState({ closed: true } as Window)).toBe('closed');
    const foreign = { closed: false, get location(): Location { throw new DOMException('cross-origin'); } } as unknown as Window;
    expect(windowState(foreign)).toBe('payment');
    expect(windowState({ closed: false, location: { pathname: '/de/glossa-plus-payment/verification' } } as Window)).toBe('verification');
    expect(windowState({ closed: false, location: { pathname: '/feed' } } as Window)).toBe('elsewhere');
  });
});
