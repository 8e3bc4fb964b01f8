// Scheduled reminders: the members' zones, and the claim that makes each kind at most once per
// period (a local day, or the end date it warns about) even when a run repeats or two overlap.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { rows } from '../../../platform/db/rows';
import { pgArray } from './array';

export const reminderQueries = {
  /** Time zones of existing members. */
  timezones(exec: Executor, userIds: number[]) {
    return rows<{ id: number; timezone: string | null }>(
      exec,
      sql`select id, timezone from users where id = any(${pgArray(userIds)}::int[]) and deleted_at is null`,
    );
  },

  /**
   * Takes the period for each member unless they already had this kind for it (or a later one);
   * answers the members taken with when they had the previous one (null: never).
   */
  claimReminders(exec: Executor, kind: string, list: { userId: number; period: string }[], now: Date) {
    const ids = list.map((c) => c.userId);
    return rows<{ user_id: number; previous: Date | string | null }>(
      exec,
      sql`with c as (select * from unnest(${pgArray(ids)}::int[], ${pgArray(list.map((c) => c.period))}::date[]) as c(user_id, period)),
        prev as (select user_id, sent_at from notification_reminders where kind = ${kind} and user_id = any(${pgArray(ids)}::int[])),
        up as (
          insert into notification_reminders (user_id, kind, period, sent_at)
          select c.user_id, ${kind}, c.period, ${now} from c
          on conflict (user_id, kind) do update set period = excluded.period, sent_at = excluded.sent_at
            where notification_reminders.period < excluded.period
          returning user_id)
        select up.user_id, prev.sent_at as previous from up left join prev on prev.user_id = up.user_id`,
    );
  },
};
