// plus_subscriptions and the users' premium flag they keep in step (one row per member).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { plusSubscriptions, users } from '../../../db/schema/index';

export type SubscriptionRow = typeof plusSubscriptions.$inferSelect;
export type SubscriptionWrite = Omit<typeof plusSubscriptions.$inferInsert, 'userId' | 'createdAt'>;

export const subscriptionsSql = {
  async byUser(exec: Executor, userId: number): Promise<SubscriptionRow | undefined> {
    const [row] = await exec.select().from(plusSubscriptions).where(eq(plusSubscriptions.userId, userId));
    return row;
  },

  /** The row for update (a webhook and a finalize for one member run one after the other). */
  async lockByUser(exec: Executor, userId: number): Promise<SubscriptionRow | undefined> {
    const [row] = await exec.select().from(plusSubscriptions).where(eq(plusSubscriptions.userId, userId)).for('update');
    return row;
  },

  async byStripeSubscription(exec: Executor, stripeSubscriptionId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await exec.select().from(plusSubscriptions).where(eq(plusSubscriptions.stripeSubscriptionId, stripeSubscriptionId));
    return row;
  },

  async byStripeCustomer(exec: Executor, customerId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await exec.select().from(plusSubscriptions).where(eq(plusSubscriptions.stripeCustomerId, customerId)).limit(1);
    return row;
  },

  async upsert(exec: Executor, userId: number, values: SubscriptionWrite, now: Date): Promise<void> {
    await exec
      .insert(plusSubscriptions)
      .values({ userId, ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: plusSubscriptions.userId, set: { ...values, updatedAt: now } });
  },

  /** users.premium / premium_until: what tokens, profiles and other modules read. */
  async setPremium(exec: Executor, userId: number, premium: boolean, until: Date | null): Promise<void> {
    await exec.update(users).set({ premium, premiumUntil: premium ? until : null }).where(eq(users.id, userId));
  },

  /** Ends what has run out: the scheduled job's sweep. Answers how many members lost Plus, and the subscriptions it ended. */
  async expireDue(exec: Executor, now: Date): Promise<{ ended: number; expired: { userId: number; source: string; wasActive: boolean }[] }> {
    const r = await exec.execute(sql`update plus_subscriptions s set status = 'expired', updated_at = ${now}
      from plus_subscriptions old where old.user_id = s.user_id and s.status <> 'expired' and s.expires_at < ${now}
      returning s.user_id, s.source, old.status in ('completed', 'cancelled') as was_active`);
    const expired = (r as unknown as { rows: { user_id: number; source: string; was_active: boolean }[] }).rows;
    const rows = await exec
      .update(users)
      .set({ premium: false, premiumUntil: null })
      .where(and(eq(users.premium, true), lt(users.premiumUntil, now)))
      .returning({ id: users.id });
    return { ended: rows.length, expired: expired.map((e) => ({ userId: e.user_id, source: e.source, wasActive: e.was_active })) };
  },

  /** Subscriptions ending in (now, until] that will not renew: cancelled at the period's end, or given (not Stripe). */
  async endingSoon(exec: Executor, now: Date, until: Date): Promise<{ userId: number; expiresAt: Date }[]> {
    const list = await exec
      .select({ userId: plusSubscriptions.userId, expiresAt: plusSubscriptions.expiresAt })
      .from(plusSubscriptions)
      .where(
        and(
          sql`${plusSubscriptions.expiresAt} > ${now} and ${plusSubscriptions.expiresAt} <= ${until}`,
          sql`(${plusSubscriptions.status} = 'cancelled' or (${plusSubscriptions.status} = 'completed' and ${plusSubscriptions.source} <> 'STRIPE'))`,
        ),
      );
    return list.flatMap((r) => (r.expiresAt ? [{ userId: r.userId, expiresAt: r.expiresAt }] : []));
  },

  async userByUuid(exec: Executor, uuid: string): Promise<{ id: number; email: string | null } | undefined> {
    const [row] = await exec.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.uuid, uuid), sql`${users.deletedAt} is null`));
    return row;
  },

  async userByEmail(exec: Executor, email: string): Promise<{ id: number; uuid: string } | undefined> {
    const [row] = await exec
      .select({ id: users.id, uuid: users.uuid })
      .from(users)
      .where(and(eq(users.email, email.toLowerCase()), sql`${users.deletedAt} is null`));
    return row;
  },

  async account(exec: Executor, userId: number) {
    const [row] = await exec
      .select({ id: users.id, uuid: users.uuid, email: users.email, premium: users.premium, premiumUntil: users.premiumUntil, timezone: users.timezone })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },
};
