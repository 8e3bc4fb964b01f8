// Which view of the Plus popup shows (community.md §2 views, §4 rules by source).
import { PLUS } from '@glossa/contract/plus-constants';
import type { PlusStatus, SubscriptionInfo } from '@glossa/contract';

export type PlusView = 'offer' | 'success' | 'unsubscribe' | 'canceled' | 'cannot_cancel' | 'processing';

/** What opening the popup shows: the offer, or the member's Plus (cancelled or not). */
export function openingView(status: PlusStatus): PlusView {
  const sub = status.subscription;
  if (!status.premium) return 'offer';
  if (sub?.source === 'STRIPE' && sub.status === 'cancelled') return 'canceled';
  return 'success';
}

/** Where "cancel the subscription" leads, by source. */
export function cancelView(sub: SubscriptionInfo | null, now: number): { view: PlusView; free?: boolean } {
  if (sub?.source === 'STRIPE') return { view: sub.can_cancel ? 'unsubscribe' : 'canceled' };
  if (sub?.source === 'MANUAL') {
    const left = sub.expires_at ? new Date(sub.expires_at).getTime() - now : Infinity;
    return left < PLUS.manualProcessingThresholdMs ? { view: 'processing' } : { view: 'cannot_cancel', free: true };
  }
  return { view: 'cannot_cancel' };
}

/** The payment window's state, read every 500 ms (community.md §4). */
export function windowState(w: Window | null): 'closed' | 'payment' | 'verification' | 'elsewhere' {
  if (!w || w.closed) return 'closed';
  let path: string;
  try {
    path = w.location.pathname;
  } catch {
    // Another origin (the payment provider's checkout): still paying.
    return 'payment';
  }
  if (path.includes(`${PLUS.paymentRoute}/verification`)) return 'verification';
  if (path.includes(PLUS.paymentRoute) || path === 'blank') return 'payment';
  return 'elsewhere';
}
