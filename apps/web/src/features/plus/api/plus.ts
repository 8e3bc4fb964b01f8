// The Plus calls (community.md §7 Payments, docs/architecture.md "Plus").
import type { PlusPeriod, SubscriptionInfo } from '@glossa/contract';
import { api } from '../../../shared/api';

export { PLUS_STATUS_KEY, fetchPlusStatus } from '../../../shared/plus/plus-status';

export const createCheckout = (period: PlusPeriod) =>
  api.get<{ data: { session_id: string; url: string } }>('/stripe/session-id', { query: { period }, silent: true }).then((a) => a.data);

export const finalizeCheckout = (sessionId: string) =>
  api
    .post<{ data: SubscriptionInfo | null }>('/payments/subscriptions/finalize', { session_id: sessionId }, { silent: true, replayWhenOnline: false })
    .then((a) => a.data);

export const cancelSubscription = () =>
  api.patch<{ data: SubscriptionInfo }>('/stripe/cancel-subscription', {}, { replayWhenOnline: false }).then((a) => a.data);
