// Stripe (community.md §4, §7): Checkout Sessions in subscription mode for month or year (the
// price ids come from configuration; the client only names the period), the session's status,
// finalize (speeds up what the member sees), cancel at period end, and webhooks: verified with the
// signing secret, processed once per event id and in any order. Every event re-reads the
// subscription from Stripe and applies that current state, so an old event arriving late cannot
// undo a newer one. The webhook is the source of truth.
import type Stripe from 'stripe';
import { PLUS, PlusErrorCode, type PlusPeriod, type SubscriptionInfo } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { Viewer } from '../../../platform/auth/viewer';
import { AppError, forbidden } from '../../../platform/errors';
import { plusRepository as repo } from '../repository';
import type { StripeGateway } from '../stripe-gateway';
import type { Subscriptions } from './subscriptions';
import type { PlusEvent } from '../events';

const notConfigured = () => new AppError(PlusErrorCode.PAYMENTS_NOT_CONFIGURED, 400, 'Payments are not configured on this server');
const sessionNotFound = () => new AppError(PlusErrorCode.CHECKOUT_SESSION_NOT_FOUND, 404, 'Checkout session not found', 'session_id');

/** A Stripe failure is the provider's (502), except "no such object" which is the caller's 404. */
function providerError(err: unknown, notFound?: () => AppError): AppError {
  const e = err as { type?: string; code?: string; statusCode?: number };
  if (notFound && (e.code === 'resource_missing' || e.statusCode === 404)) return notFound();
  return new AppError(PlusErrorCode.PAYMENT_PROVIDER_ERROR, 502, 'The payment provider did not answer; try again');
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown_customer' | 'unknown_subscription';

export function createStripePayments(ctx: AppContext, gateway: StripeGateway | null, subscriptions: Subscriptions) {
  const need = () => {
    if (!gateway) throw notConfigured();
    return gateway;
  };

  async function retrieveSubscription(g: StripeGateway, id: string): Promise<Stripe.Subscription> {
    try {
      return await g.client.subscriptions.retrieve(id);
    } catch (err) {
      throw providerError(err);
    }
  }

  /** The subscription, or null when Stripe answers that there is no such subscription. */
  async function knownSubscription(g: StripeGateway, id: string): Promise<Stripe.Subscription | null> {
    try {
      return await g.client.subscriptions.retrieve(id);
    } catch (err) {
      const e = err as { code?: string; statusCode?: number };
      if (e.code === 'resource_missing' || e.statusCode === 404) return null;
      throw providerError(err);
    }
  }

  /** The member's own Checkout Session (someone else's is as unknown: 404). */
  async function ownSession(viewer: Viewer, sessionId: string): Promise<{ g: StripeGateway; session: Stripe.Checkout.Session }> {
    const g = need();
    let session: Stripe.Checkout.Session;
    try {
      session = await g.client.checkout.sessions.retrieve(sessionId);
    } catch (err) {
      throw providerError(err, sessionNotFound);
    }
    if (session.client_reference_id !== viewer.uuid) throw sessionNotFound();
    return { g, session };
  }

  /** Whose subscription this is: our row, else the uuid put in its metadata at checkout. */
  async function ownerOf(sub: Stripe.Subscription, hintUuid?: string | null): Promise<number | null> {
    const row = await repo.subscriptions.byStripeSubscription(ctx.db, sub.id);
    if (row) return row.userId;
    const uuid = hintUuid ?? sub.metadata?.user_uuid ?? null;
    if (uuid) {
      const user = await repo.subscriptions.userByUuid(ctx.db, uuid);
      if (user) return user.id;
    }
    const customer = idOf(sub.customer as string | { id: string } | null);
    if (customer) return (await repo.subscriptions.byStripeCustomer(ctx.db, customer))?.userId ?? null;
    return null;
  }

  /** The subscription an event is about, and the member hint it carries. */
  function subjectOf(event: Stripe.Event): { subscriptionId: string | null; uuid: string | null } {
    const o = event.data.object as unknown as Record<string, unknown>;
    switch (event.type) {
      case 'checkout.session.completed':
        return { subscriptionId: idOf(o.subscription as string | null), uuid: (o.client_reference_id as string | null) ?? null };
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { subscriptionId: o.id as string, uuid: null };
      case 'invoice.payment_failed': {
        const parent = o.parent as { subscription_details?: { subscription?: string | { id: string } } } | null;
        return { subscriptionId: idOf((o.subscription as string | null) ?? parent?.subscription_details?.subscription ?? null), uuid: null };
      }
      default:
        return { subscriptionId: null, uuid: null };
    }
  }

  return {
    configured: gateway !== null,

    /** GET /stripe/session-id?period=: a Checkout Session for the member; the price id is ours. */
    async checkout(viewer: Viewer, period: PlusPeriod): Promise<{ session_id: string; url: string }> {
      const g = need();
      const row = await repo.subscriptions.byUser(ctx.db, viewer.id);
      if (row?.source === 'STRIPE' && row.status === 'completed' && row.expiresAt && row.expiresAt > ctx.now()) {
        throw new AppError(PlusErrorCode.ALREADY_PLUS, 400, 'You already have Plus');
      }
      const account = await repo.subscriptions.account(ctx.db, viewer.id);
      const base = `${ctx.config.PUBLIC_URL}/${PLUS.paymentRoute}`;
      try {
        const session = await g.client.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: g.prices[period], quantity: 1 }],
          client_reference_id: viewer.uuid,
          metadata: { user_uuid: viewer.uuid, period },
          subscription_data: { metadata: { user_uuid: viewer.uuid } },
          ...(row?.stripeCustomerId ? { customer: row.stripeCustomerId } : account?.email ? { customer_email: account.email } : {}),
          success_url: `${base}/verification?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${base}/${period}?canceled=1`,
        });
        if (!session.url) throw new Error('Checkout Session without a URL');
        return { session_id: session.id, url: session.url };
      } catch (err) {
        ctx.log.error({ err }, 'stripe: checkout session failed');
        throw providerError(err);
      }
    },

    /** GET /stripe/session-status: only the member's own sessions. */
    async sessionStatus(viewer: Viewer, sessionId: string): Promise<{ status: 'open' | 'complete' | 'expired'; payment_status: string }> {
      const { session } = await ownSession(viewer, sessionId);
      const status: string | null = session.status;
      return { status: status === 'complete' ? 'complete' : status === 'expired' ? 'expired' : 'open', payment_status: session.payment_status };
    },

    /** POST /payments/subscriptions/finalize: applies a completed session now instead of waiting for the webhook. */
    async finalize(viewer: Viewer, sessionId: string): Promise<SubscriptionInfo | null> {
      const { g, session } = await ownSession(viewer, sessionId);
      const subscriptionId = idOf(session.subscription as string | null);
      if (session.status === 'complete' && subscriptionId) {
        const sub = await retrieveSubscription(g, subscriptionId);
        const change = await ctx.db.transaction(async (tx) => {
          await repo.subscriptions.lockByUser(tx, viewer.id);
          return subscriptions.applyStripe(tx, viewer.id, sub, null);
        });
        subscriptions.announce(change);
      }
      return subscriptions.info(viewer.id);
    },

    /** PATCH /stripe/cancel-subscription: at the period's end; MANUAL and store ones cannot be. */
    async cancel(viewer: Viewer, subscriptionId?: string): Promise<SubscriptionInfo> {
      const row = await repo.subscriptions.byUser(ctx.db, viewer.id);
      if (subscriptionId && row?.stripeSubscriptionId !== subscriptionId) {
        const other = await repo.subscriptions.byStripeSubscription(ctx.db, subscriptionId);
        if (other) throw forbidden('This subscription is not yours');
        throw new AppError(PlusErrorCode.SUBSCRIPTION_NOT_FOUND, 404, 'Subscription not found', 'subscription_id');
      }
      if (!row || row.status === 'expired') throw new AppError(PlusErrorCode.SUBSCRIPTION_NOT_FOUND, 404, 'You have no subscription to cancel');
      if (row.source !== 'STRIPE' || !row.stripeSubscriptionId) {
        throw new AppError(
          PlusErrorCode.SUBSCRIPTION_CANNOT_BE_CANCELLED,
          400,
          'The subscription cannot be cancelled on another device or when given free; write to the admin',
          undefined,
          { source: row.source },
        );
      }
      const g = need();
      let sub: Stripe.Subscription;
      try {
        sub = await g.client.subscriptions.update(row.stripeSubscriptionId, { cancel_at_period_end: true });
      } catch (err) {
        throw providerError(err);
      }
      const change = await ctx.db.transaction(async (tx) => {
        await repo.subscriptions.lockByUser(tx, viewer.id);
        return subscriptions.applyStripe(tx, viewer.id, sub, null);
      });
      subscriptions.announce(change);
      return (await subscriptions.info(viewer.id))!;
    },

    /** POST /stripe/webhook with the raw body and the Stripe-Signature header. */
    async webhook(raw: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      const g = need();
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('no signature');
        event = g.client.webhooks.constructEvent(raw, signature, g.webhookSecret);
      } catch {
        throw new AppError(PlusErrorCode.WEBHOOK_SIGNATURE_INVALID, 400, 'The Stripe signature is missing or wrong', 'stripe-signature');
      }
      const log = ctx.log.child({ stripeEvent: event.id, type: event.type });
      const { subscriptionId, uuid } = subjectOf(event);
      // Read the subscription before the transaction (no network inside it); a failure answers 502
      // and Stripe delivers the event again.
      // A subscription Stripe does not know (deleted, another account's or test mode's) is
      // acknowledged with 200 and logged: a 5xx would have Stripe retry it for days (Stripe's guidance).
      const sub = subscriptionId ? await knownSubscription(g, subscriptionId) : null;
      if (subscriptionId && !sub) {
        log.warn({ subscriptionId }, 'stripe webhook for a subscription Stripe does not know: acknowledged, nothing changed');
        return 'unknown_subscription';
      }
      const userId = sub ? await ownerOf(sub, uuid) : null;
      let change: PlusEvent | null = null;
      const outcome = await ctx.db.transaction(async (tx): Promise<WebhookOutcome> => {
        if (!(await repo.events.claim(tx, event.id, event.type, ctx.now()))) return 'duplicate';
        let result: WebhookOutcome = 'ignored';
        if (sub && userId === null) result = 'unknown_customer';
        else if (sub && userId !== null) {
          await repo.subscriptions.lockByUser(tx, userId);
          change = await subscriptions.applyStripe(tx, userId, sub, new Date(event.created * 1000));
          result = 'applied';
        }
        await repo.events.setOutcome(tx, event.id, result);
        return result;
      });
      // After the commit: the member hears of the change, and of a failed payment (each failed attempt is its own event).
      subscriptions.announce(change);
      if (outcome === 'applied' && event.type === 'invoice.payment_failed' && userId !== null) subscriptions.announce({ type: 'plus.payment_failed', userId });
      if (outcome === 'unknown_customer') log.warn('stripe webhook for an unknown customer: nothing changed');
      else log.info({ outcome }, 'stripe webhook');
      return outcome;
    },
  };
}

export type StripePayments = ReturnType<typeof createStripePayments>;
