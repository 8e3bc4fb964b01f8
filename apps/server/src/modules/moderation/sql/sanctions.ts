// Blocks and warnings (user_sanctions). "In force": not lifted, and not ended (ends_at null or later).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';

export interface SanctionRow {
  id: number;
  user_id: number;
  kind: 'block' | 'reprimand';
  reason: string;
  comment: string | null;
  period_days: number | null;
  starts_at: Date | string;
  ends_at: Date | string | null;
  created_by_id: number | null;
  task_id: number | null;
  lifted_at: Date | string | null;
  lifted_by_id: number | null;
  lift_reason: string | null;
  created_at: Date | string;
}

export type LiftReason = 'erased' | 'replaced' | 'expired' | 'reversed';

const inForce = (now: Date) => sql`lifted_at is null and (ends_at is null or ends_at > ${now})`;

export const sanctionsSql = {
  activeBlock(exec: Executor, userId: number, now: Date) {
    return one<SanctionRow>(
      exec,
      sql`select * from user_sanctions where user_id = ${userId}::int and kind = 'block' and ${inForce(now)} order by id desc limit 1`,
    );
  },

  active(exec: Executor, userId: number, kind: SanctionRow['kind'], now: Date) {
    return one<SanctionRow>(
      exec,
      sql`select * from user_sanctions where user_id = ${userId}::int and kind = ${kind} and ${inForce(now)} order by id desc limit 1`,
    );
  },

  /** Blocks in force among some members (lists mark them). */
  async blockedAmong(exec: Executor, userIds: readonly number[], now: Date): Promise<Set<number>> {
    if (!userIds.length) return new Set();
    const found = await rows<{ user_id: number }>(
      exec,
      sql`select distinct user_id from user_sanctions where kind = 'block' and ${inForce(now)} and user_id in (${sql.join(
        userIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
    );
    return new Set(found.map((r) => r.user_id));
  },

  byId(exec: Executor, id: number) {
    return one<SanctionRow>(exec, sql`select * from user_sanctions where id = ${id}::int`);
  },

  /** The violation history: every block and warning, newest first. */
  history(exec: Executor, userId: number, limit: number) {
    return rows<SanctionRow>(exec, sql`select * from user_sanctions where user_id = ${userId}::int order by id desc limit ${limit}::int`);
  },

  /** Null when a warning is already in force (the partial unique index decides, also in a race). */
  insert(
    exec: Executor,
    s: { userId: number; kind: SanctionRow['kind']; reason: string; comment: string | null; periodDays: number | null; at: Date; endsAt: Date | null; byId: number | null; taskId: number | null },
  ) {
    return one<SanctionRow>(
      exec,
      sql`insert into user_sanctions (user_id, kind, reason, comment, period_days, starts_at, ends_at, created_by_id, task_id, created_at)
        values (${s.userId}::int, ${s.kind}, ${s.reason}, ${s.comment}, ${s.periodDays}, ${s.at}, ${s.endsAt}, ${s.byId}, ${s.taskId}, ${s.at})
        on conflict (user_id) where kind = 'reprimand' and lifted_at is null do nothing
        returning *`,
    );
  },

  /** Lifts what is in force of one kind; returns the lifted rows. */
  lift(exec: Executor, userId: number, kind: SanctionRow['kind'], r: { at: Date; byId: number | null; reason: LiftReason }) {
    return rows<SanctionRow>(
      exec,
      sql`update user_sanctions set lifted_at = ${r.at}, lifted_by_id = ${r.byId}, lift_reason = ${r.reason}
        where user_id = ${userId}::int and kind = ${kind} and ${inForce(r.at)} returning *`,
    );
  },

  /** Lifts one sanction if it is still in force (an admin's reversal). */
  liftOne(exec: Executor, id: number, r: { at: Date; byId: number; reason: LiftReason }) {
    return one<SanctionRow>(
      exec,
      sql`update user_sanctions set lifted_at = ${r.at}, lifted_by_id = ${r.byId}, lift_reason = ${r.reason}
        where id = ${id}::int and ${inForce(r.at)} returning *`,
    );
  },

  /** Ended sanctions nobody lifted are closed as expired (before a new warning; the scheduled sweep). */
  closeEnded(exec: Executor, at: Date, userId?: number) {
    return rows<SanctionRow>(
      exec,
      sql`update user_sanctions set lifted_at = ends_at, lift_reason = 'expired'
        where lifted_at is null and ends_at is not null and ends_at <= ${at} ${userId === undefined ? sql`` : sql`and user_id = ${userId}::int`}
        returning *`,
    );
  },
};
