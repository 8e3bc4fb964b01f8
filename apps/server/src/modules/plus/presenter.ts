// What the member sees of a subscription (community.md §3 Subscription info, §4 rules by source).
import type { SubscriptionInfo } from '@glossa/contract';
import type { SubscriptionRow } from './repository';

export function presentSubscription(row: SubscriptionRow, plus: boolean): SubscriptionInfo {
  return {
    source: row.source as SubscriptionInfo['source'],
    status: row.status as SubscriptionInfo['status'],
    period: (row.period as SubscriptionInfo['period']) ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    active: plus,
    can_cancel: row.source === 'STRIPE' && row.status === 'completed' && plus,
  };
}
