// POST /api/stripe/webhook: Stripe's events. The signature covers the exact bytes, so this scope
// keeps JSON bodies raw. 400 for a bad signature (nothing changed), 200 for everything verified,
// including replays and unknown customers (Stripe stops retrying; the outcome is logged).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlusService } from '../service';

export function webhookRoutes(service: PlusService): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    app.post(
      '/stripe/webhook',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['Plus'],
          summary: 'Stripe webhook (checkout.session.completed, customer.subscription.*, invoice.payment_failed)',
          description: 'Verified with STRIPE_WEBHOOK_SECRET; each event id is processed once, in any order.',
          response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['stripe-signature'];
        const outcome = await service.stripe.webhook(raw, typeof signature === 'string' ? signature : undefined);
        return { received: true as const, outcome };
      },
    );
  };
}
