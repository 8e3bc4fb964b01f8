// The local Stripe-speaking server as a process (Playwright starts it beside the app):
// FAKE_STRIPE_PORT, FAKE_STRIPE_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTH/YEAR.
import { startFakeStripe } from './stripe-server';

const env = process.env;
const server = await startFakeStripe({
  port: Number(env.FAKE_STRIPE_PORT ?? 12111),
  webhookUrl: env.FAKE_STRIPE_WEBHOOK_URL,
  webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local',
  prices: { [env.STRIPE_PRICE_MONTH ?? 'price_month']: 'month', [env.STRIPE_PRICE_YEAR ?? 'price_year']: 'year' },
});
process.stdout.write(`Local Stripe-speaking server on ${server.url}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
