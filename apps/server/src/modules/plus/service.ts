// Plus: the subscription (Stripe, manual grants), the one quota service every limited action asks,
// and the scheduled sweep that ends subscriptions whose time ran out (platform/jobs).
import type { PlusStatus } from '@glossa/contract';
import type { AppContext } from '../../platform/context';
import type { Viewer } from '../../platform/auth/viewer';
import { createEventSeam } from '../../platform/events';
import type { PlusEvent } from './events';
import type { StripeGateway } from './stripe-gateway';
import { createQuota } from './use-cases/quota';
import { createSubscriptions } from './use-cases/subscriptions';
import { createStripePayments } from './use-cases/stripe';

/** Every minute, across instances once (pg-boss schedules): Plus that ran out is switched off. */
export const EXPIRE_JOB = 'plus.expire';

/** `stripe`: the gateway (createStripeGateway), null when payments are not configured. */
export function createPlusService(ctx: AppContext, options: { stripe: StripeGateway | null; aiPartnerAvailable: () => boolean }) {
  const quota = createQuota(ctx);
  const events = createEventSeam<PlusEvent>(ctx.log, 'plus');
  const subscriptions = createSubscriptions(ctx, events);
  const stripe = createStripePayments(ctx, options.stripe, subscriptions);

  ctx.jobs.schedule(EXPIRE_JOB, '* * * * *', async () => {
    const ended = await subscriptions.expireDue();
    if (ended) ctx.log.info({ ended }, 'plus: subscriptions ended');
  });

  return {
    quota,
    subscriptions,
    stripe,
    /** After-commit events (notifications listen): Plus began, renewed, cancelled, ended; a payment failed. */
    events: { on: events.on },

    /** GET /plus/status: everything the Plus popup and the limit hints need, in one answer. */
    async status(viewer: Viewer): Promise<PlusStatus> {
      const { standing, quotas } = await quota.all(viewer.id);
      return {
        premium: standing.plus,
        subscription: await subscriptions.info(viewer.id),
        payments_configured: stripe.configured,
        ai_partner_available: options.aiPartnerAvailable(),
        day: standing.day,
        resets_at: standing.resetsAt.toISOString(),
        quotas,
      };
    },
  };
}

export type PlusService = ReturnType<typeof createPlusService>;
export type { PlusEvent } from './events';
