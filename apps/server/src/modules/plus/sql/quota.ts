// daily_quota_usage: one counter per member, kind and local day, taken in one atomic statement.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { dailyQuotaUsage } from '../../../db/schema/index';

export const quotaSql = {
  /**
   * Counts one unless the count already reached `limit` (null: no limit). Insert-or-increment with
   * the limit in the conflict's WHERE: of N concurrent takes at the limit exactly the allowed ones
   * return a row. Answers the count after, or null when refused.
   */
  async take(exec: Executor, q: { userId: number; kind: string; day: string; limit: number | null }): Promise<number | null> {
    if (q.limit !== null && q.limit <= 0) return null;
    const t = dailyQuotaUsage;
    const [row] = await exec
      .insert(t)
      .values({ userId: q.userId, kind: q.kind, day: q.day, count: 1 })
      .onConflictDoUpdate({
        target: [t.userId, t.kind, t.day],
        set: { count: sql`${t.count} + 1` },
        ...(q.limit !== null ? { setWhere: sql`${t.count} < ${q.limit}` } : {}),
      })
      .returning({ count: t.count });
    return row?.count ?? null;
  },

  async giveBack(exec: Executor, q: { userId: number; kind: string; day: string }): Promise<void> {
    const t = dailyQuotaUsage;
    await exec
      .update(t)
      .set({ count: sql`greatest(${t.count} - 1, 0)` })
      .where(and(eq(t.userId, q.userId), eq(t.kind, q.kind), eq(t.day, q.day)));
  },

  async counts(exec: Executor, userId: number, day: string): Promise<Map<string, number>> {
    const t = dailyQuotaUsage;
    const rows = await exec.select({ kind: t.kind, count: t.count }).from(t).where(and(eq(t.userId, userId), eq(t.day, day)));
    return new Map(rows.map((r) => [r.kind, r.count]));
  },
};
