// A member's subscription: applying Stripe's state (webhooks and finalize), manual grants from the
// admin command line, cancelling, and the sweep that ends what ran out (a scheduled job). Each write
// answers the change it made for the member (events.ts); callers announce it after their commit.
import type Stripe from 'stripe';
import { PlusErrorCode, type SubscriptionInfo } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { Executor } from '../../../platform/db/index';
import { AppError } from '../../../platform/errors';
import { plusRepository as repo } from '../repository';
import { presentSubscription } from '../presenter';
import { intervalOf, periodEnd } from '../stripe-gateway';
import { isPlusNow } from './quota';
import { STRIPE_ACTIVE, plusChange, stateOf, type PlusEvent, type PlusEvents } from '../events';

/** Whom a manual grant is for. */
export type MemberRef = { email: string } | { uuid: string };

export function createSubscriptions(ctx: AppContext, events: Pick<PlusEvents, 'publish'>) {
  /** The member's Plus changed (or not): call after the commit. */
  function announce(change: PlusEvent | null): void {
    if (change) events.publish(change);
  }

  /** Writes Stripe's view of a subscription for the member, in the caller's transaction (the row locked by the caller). */
  async function applyStripe(tx: Executor, userId: number, sub: Stripe.Subscription, eventAt: Date | null): Promise<PlusEvent | null> {
    const before = stateOf(await repo.subscriptions.byUser(tx, userId), ctx.now());
    const until = periodEnd(sub);
    const active = STRIPE_ACTIVE.has(sub.status) && (!until || until > ctx.now());
    const status = active ? (sub.cancel_at_period_end ? 'cancelled' : 'completed') : sub.status === 'incomplete' ? 'processing' : 'expired';
    const customer = typeof sub.customer === 'string' ? sub.customer : (sub.customer?.id ?? null);
    await repo.subscriptions.upsert(
      tx,
      userId,
      {
        source: 'STRIPE',
        status,
        period: intervalOf(sub),
        expiresAt: until,
        stripeCustomerId: customer,
        stripeSubscriptionId: sub.id,
        stripeStatus: sub.status,
        stripeEventAt: eventAt,
        grantedBy: null,
      },
      ctx.now(),
    );
    await repo.subscriptions.setPremium(tx, userId, active, until);
    const change = plusChange(before, { active, status, expiresAt: until });
    return change ? { type: 'plus.changed', userId, change, until } : null;
  }

  /** The member a manual grant is for: by e-mail (command line) or uuid (administrators' screen); 404 when gone. */
  async function findMember(member: MemberRef): Promise<{ id: number }> {
    const user = 'email' in member ? await repo.subscriptions.userByEmail(ctx.db, member.email) : await repo.subscriptions.userByUuid(ctx.db, member.uuid);
    if (!user) throw new AppError('USER_NOT_FOUND', 404, 'email' in member ? `No account with the e-mail ${member.email}` : 'No such member');
    return user;
  }

  async function info(userId: number, exec: Executor = ctx.db): Promise<SubscriptionInfo | null> {
    const row = await repo.subscriptions.byUser(exec, userId);
    if (!row) return null;
    const account = await repo.subscriptions.account(exec, userId);
    return presentSubscription(row, Boolean(account && isPlusNow(account, ctx.now())));
  }

  return {
    applyStripe,
    announce,
    info,
    /** A member's subscription by e-mail or uuid (administrators); 404 when there is no such member. */
    infoOf: async (member: MemberRef) => info((await findMember(member)).id),

    /** Plus by hand (community.md §3 source MANUAL): from the admin command line (by e-mail) or an administrator's screen (by uuid). */
    async grantManual(member: MemberRef, until: Date, grantedBy: number | null = null): Promise<SubscriptionInfo> {
      const user = await findMember(member);
      if (until <= ctx.now()) throw new AppError('VALIDATION_ERROR', 400, 'The end date must be in the future', 'until');
      const change = await ctx.db.transaction(async (tx) => {
        const row = await repo.subscriptions.lockByUser(tx, user.id);
        if (row?.source === 'STRIPE' && row.status === 'completed' && row.expiresAt && row.expiresAt > ctx.now()) {
          throw new AppError(PlusErrorCode.ALREADY_PLUS, 400, 'This member pays for Plus through Stripe; cancel that first');
        }
        await repo.subscriptions.upsert(
          tx,
          user.id,
          { source: 'MANUAL', status: 'completed', period: null, expiresAt: until, stripeCustomerId: row?.stripeCustomerId ?? null, stripeSubscriptionId: null, stripeStatus: null, stripeEventAt: null, grantedBy },
          ctx.now(),
        );
        await repo.subscriptions.setPremium(tx, user.id, true, until);
        return plusChange(stateOf(row, ctx.now()), { active: true, status: 'completed', expiresAt: until });
      });
      if (change) announce({ type: 'plus.changed', userId: user.id, change, until });
      return (await info(user.id))!;
    },

    /** A manual grant of `days` from now (administrators' screen). */
    grantForDays(member: MemberRef, days: number, grantedBy: number): Promise<SubscriptionInfo> {
      return this.grantManual(member, new Date(ctx.now().getTime() + days * 86_400_000), grantedBy);
    },

    /** Ends a manual grant at once. */
    async revokeManual(member: MemberRef): Promise<SubscriptionInfo | null> {
      const user = await findMember(member);
      await ctx.db.transaction(async (tx) => {
        const row = await repo.subscriptions.lockByUser(tx, user.id);
        if (!row || row.source !== 'MANUAL' || row.status === 'expired') throw new AppError(PlusErrorCode.SUBSCRIPTION_NOT_FOUND, 404, 'This member has no manual Plus');
        await repo.subscriptions.upsert(tx, user.id, { ...row, status: 'expired', expiresAt: ctx.now() }, ctx.now());
        await repo.subscriptions.setPremium(tx, user.id, false, null);
      });
      announce({ type: 'plus.changed', userId: user.id, change: 'expired', until: null });
      return info(user.id);
    },

    /**
     * The scheduled sweep: subscriptions and premium flags whose end passed. Members of ended grants
     * hear of it; a Stripe subscription's end is announced when Stripe says so (it may be renewing).
     */
    async expireDue(): Promise<number> {
      const { ended, expired } = await repo.subscriptions.expireDue(ctx.db, ctx.now());
      for (const e of expired) if (e.source !== 'STRIPE' && e.wasActive) announce({ type: 'plus.changed', userId: e.userId, change: 'expired', until: null });
      return ended;
    },

    /** Subscriptions that end within `withinMs` and will not renew (cancelled, or given): the "ends soon" reminder. */
    endingSoon: (withinMs: number) => repo.subscriptions.endingSoon(ctx.db, ctx.now(), new Date(ctx.now().getTime() + withinMs)),
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
