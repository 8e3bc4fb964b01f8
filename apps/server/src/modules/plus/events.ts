// The Plus module's after-commit events (notifications subscribe in modules/index.ts): a member's
// Plus began, was renewed (or resumed), was cancelled (it runs until the period ends) or ended, and
// a payment failed. Published only once the write committed.
import type { EventSeam } from '../../platform/events';
import type { SubscriptionRow } from './sql/subscriptions';

export type PlusChange = 'activated' | 'renewed' | 'cancelled' | 'expired';

export type PlusEvent =
  | { type: 'plus.changed'; userId: number; change: PlusChange; until: Date | null }
  | { type: 'plus.payment_failed'; userId: number };

export type PlusEvents = EventSeam<PlusEvent>;

/** Stripe statuses that still give Plus until the period ends (past_due: Stripe is retrying the card). */
export const STRIPE_ACTIVE = new Set(['active', 'trialing', 'past_due']);

export interface PlusState {
  active: boolean;
  status: string;
  expiresAt: Date | null;
}

/**
 * What a stored subscription means for the member. A Stripe one is what Stripe last said (the
 * minute sweep may have marked it expired while the renewal is on its way); others run until
 * their end date.
 */
export function stateOf(row: SubscriptionRow | undefined, now: Date): PlusState | null {
  if (!row) return null;
  const active =
    row.source === 'STRIPE'
      ? STRIPE_ACTIVE.has(row.stripeStatus ?? '') && row.status !== 'processing'
      : (row.status === 'completed' || row.status === 'cancelled') && row.expiresAt !== null && row.expiresAt > now;
  return { active, status: row.status, expiresAt: row.expiresAt };
}

/** The change from one state to the next worth telling the member (null: nothing new for them). */
export function plusChange(was: PlusState | null, now: PlusState): PlusChange | null {
  const wasActive = was?.active ?? false;
  if (!wasActive) return now.active ? 'activated' : null;
  if (!now.active) return 'expired';
  if (was!.status === 'completed' && now.status === 'cancelled') return 'cancelled';
  if (was!.status === 'cancelled' && now.status === 'completed') return 'renewed';
  if (now.expiresAt && (!was!.expiresAt || now.expiresAt > was!.expiresAt)) return 'renewed';
  return null;
}
