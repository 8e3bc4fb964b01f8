// SQL of machine translation counting: the per-user, per-day counters.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index';
import { machineTranslationUsage } from '../../db/schema/index';

export type CounterKind = 'limited' | 'exempt';

export interface UsageCounts {
  count: number;
  exemptCount: number;
}

const column = (kind: CounterKind) =>
  kind === 'limited' ? machineTranslationUsage.count : machineTranslationUsage.exemptCount;

export const translateRepository = {
  /**
   * Counts one translation of `kind` for the user's day in one atomic statement, unless `limits`
   * forbid it: the limited count must stay below `limit`, both counts together below `cap`.
   * Without limits (Plus) it always counts. Answers the counts after, or null when refused.
   */
  async reserve(
    exec: Executor,
    q: {
      userId: number;
      day: string;
      kind: CounterKind;
      limits: { limit: number; cap: number } | null;
      now: Date;
    },
  ): Promise<UsageCounts | null> {
    const { limits, kind } = q;
    if (limits && (limits.cap <= 0 || (kind === 'limited' && limits.limit <= 0))) return null;
    const col = column(kind);
    const t = machineTranslationUsage;
    const allowed = !limits
      ? undefined
      : kind === 'limited'
        ? sql`${t.count} < ${limits.limit} and ${t.count} + ${t.exemptCount} < ${limits.cap}`
        : sql`${t.count} + ${t.exemptCount} < ${limits.cap}`;
    const [row] = await exec
      .insert(t)
      .values({
        userId: q.userId,
        day: q.day,
        count: kind === 'limited' ? 1 : 0,
        exemptCount: kind === 'exempt' ? 1 : 0,
        updatedAt: q.now,
      })
      .onConflictDoUpdate({
        target: [t.userId, t.day],
        set: { [kind === 'limited' ? 'count' : 'exemptCount']: sql`${col} + 1`, updatedAt: q.now },
        ...(allowed ? { setWhere: allowed } : {}),
      })
      .returning({ count: t.count, exemptCount: t.exemptCount });
    return row ?? null;
  },

  /** Gives one back: the translation produced nothing. */
  async release(exec: Executor, userId: number, day: string, kind: CounterKind): Promise<void> {
    const col = column(kind);
    await exec
      .update(machineTranslationUsage)
      .set({ [kind === 'limited' ? 'count' : 'exemptCount']: sql`greatest(${col} - 1, 0)` })
      .where(and(eq(machineTranslationUsage.userId, userId), eq(machineTranslationUsage.day, day)));
  },

  async usage(exec: Executor, userId: number, day: string): Promise<UsageCounts> {
    const [row] = await exec
      .select({ count: machineTranslationUsage.count, exemptCount: machineTranslationUsage.exemptCount })
      .from(machineTranslationUsage)
      .where(and(eq(machineTranslationUsage.userId, userId), eq(machineTranslationUsage.day, day)));
    return row ?? { count: 0, exemptCount: 0 };
  },

  async deleteAllOf(tx: Executor, userId: number): Promise<void> {
    await tx.delete(machineTranslationUsage).where(eq(machineTranslationUsage.userId, userId));
  },
};
