// The plus module's SQL, by table in sql/.
import { subscriptionsSql } from './sql/subscriptions';
import { eventsSql } from './sql/events';
import { quotaSql } from './sql/quota';

export const plusRepository = { subscriptions: subscriptionsSql, events: eventsSql, quota: quotaSql };
export type { SubscriptionRow } from './sql/subscriptions';
