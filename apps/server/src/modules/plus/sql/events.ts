// stripe_events: each webhook event id is recorded once; a second delivery finds it and stops.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { stripeEvents } from '../../../db/schema/index';

export const eventsSql = {
  /** Records the event; false when it was already there (a replay). */
  async claim(exec: Executor, id: string, type: string, now: Date): Promise<boolean> {
    const rows = await exec
      .insert(stripeEvents)
      .values({ id, type, outcome: 'processing', receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    return rows.length > 0;
  },

  async setOutcome(exec: Executor, id: string, outcome: string): Promise<void> {
    await exec.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, id));
  },
};
