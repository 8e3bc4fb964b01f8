// Plus events -> notifications to the member: Plus began, was renewed (or resumed), was cancelled
// (it runs until the period ends), ended, a payment failed. The bad news carries the subject
// `plus:<member>`, so Plus beginning or renewing takes it back (no stale "payment failed").
import type { NotificationType } from '@glossa/contract';
import type { PlusEvent } from '../../plus/service';
import type { Delivery } from '../use-cases/delivery';

const CHANGED: Record<string, NotificationType> = {
  activated: 'plus_activated',
  renewed: 'plus_renewed',
  cancelled: 'plus_cancelled',
  expired: 'plus_expired',
};

export const plusSubject = (userId: number) => `plus:${userId}`;

export function createPlusSource(delivery: Pick<Delivery, 'notify' | 'cancel'>) {
  return (e: PlusEvent): void => {
    const to = [e.userId];
    if (e.type === 'plus.payment_failed') {
      delivery.notify({ type: 'plus_payment_failed', to, actorId: null, subject: plusSubject(e.userId) });
      return;
    }
    const type = CHANGED[e.change];
    if (!type) return;
    const params = e.until ? { until: e.until.toISOString() } : undefined;
    if (e.change === 'activated' || e.change === 'renewed') {
      delivery.cancel({ subject: plusSubject(e.userId) });
      delivery.notify({ type, to, actorId: null, params });
    } else {
      delivery.notify({ type, to, actorId: null, params, subject: plusSubject(e.userId) });
    }
  };
}
