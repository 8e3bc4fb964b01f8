// The official `stripe` client built from configuration, or null when payments are not configured.
// STRIPE_API_URL points it at another Stripe-speaking server (tests: test/stripe-server.ts).
// The SDK is imported only when payments are configured (importing it costs seconds at startup).
import type Stripe from 'stripe';
import type { Config } from '../../config';

export interface StripeGateway {
  client: Stripe;
  webhookSecret: string;
  prices: { month: string; year: string };
}

export async function createStripeGateway(config: Config): Promise<StripeGateway | null> {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET || !config.STRIPE_PRICE_MONTH || !config.STRIPE_PRICE_YEAR) return null;
  const { default: Stripe } = await import('stripe');
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const client = new Stripe(config.STRIPE_SECRET_KEY, {
    // Below the web's 5 s API timeout; one retry on network errors (Stripe's idempotency keys make it safe).
    timeout: 4000,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(api
      ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
  return { client, webhookSecret: config.STRIPE_WEBHOOK_SECRET, prices: { month: config.STRIPE_PRICE_MONTH, year: config.STRIPE_PRICE_YEAR } };
}

/** Stripe moved the period end onto subscription items (API 2025-03); older answers have it on top. */
export function periodEnd(sub: Stripe.Subscription): Date | null {
  const item = sub.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const top = (sub as unknown as { current_period_end?: number }).current_period_end;
  const seconds = item?.current_period_end ?? top;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

export function intervalOf(sub: Stripe.Subscription): 'month' | 'year' | null {
  const interval: string | undefined = sub.items?.data?.[0]?.price?.recurring?.interval;
  return interval === 'month' ? 'month' : interval === 'year' ? 'year' : null;
}
