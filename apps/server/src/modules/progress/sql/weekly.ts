// The weekly ranking: a week's granted points per member (an index-only range scan of
// rating_events_week_idx), the stored snapshot, and the once-per-week King of Dictionary award.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { idList } from '../../../platform/db/rows';
import { one, rows } from './common';

export interface ChartEntry {
  user_id: number;
  points: number;
}

export const weeklySql = {
  /** The week's leaders: granted points created in [from, to), positive totals, live members. */
  top(exec: Executor, from: Date, to: Date, limit: number) {
    return rows<ChartEntry>(
      exec,
      sql`select w.user_id, w.points from (
          select user_id, sum(points)::int as points from rating_events
          where status = 'granted' and action not like 'LESSON\\_%' and created_at >= ${from} and created_at < ${to}
          group by user_id having sum(points) > 0) w
        join users u on u.id = w.user_id and u.deleted_at is null
        order by w.points desc, w.user_id limit ${limit}::int`,
    );
  },

  async save(exec: Executor, weekStart: string, chart: ChartEntry[], at: Date) {
    await exec.execute(sql`insert into weekly_charts (week_start, chart, refreshed_at) values (${weekStart}, ${JSON.stringify(chart)}::jsonb, ${at})
      on conflict (week_start) do update set chart = excluded.chart, refreshed_at = excluded.refreshed_at`);
  },

  snapshot(exec: Executor, weekStart: string) {
    return one<{ chart: ChartEntry[]; refreshed_at: Date | string }>(
      exec,
      sql`select chart, refreshed_at from weekly_charts where week_start = ${weekStart}`,
    );
  },

  /** The weeks (their Mondays, YYYY-MM-DD) from `fromWeek` on whose award was given. */
  async awardedSince(exec: Executor, fromWeek: string): Promise<Set<string>> {
    const found = await rows<{ week_start: string }>(
      exec,
      sql`select week_start::text as week_start from weekly_award_weeks where week_start >= ${fromWeek}::date`,
    );
    return new Set(found.map((r) => r.week_start));
  },

  /** Claims the week's award (false: another worker or an earlier run already gave it). */
  async claim(exec: Executor, weekStart: string, at: Date): Promise<boolean> {
    const r = await one(
      exec,
      sql`insert into weekly_award_weeks (week_start, awarded_at) values (${weekStart}, ${at}) on conflict do nothing returning week_start`,
    );
    return r !== null;
  },

  async award(exec: Executor, weekStart: string, winners: ChartEntry[], at: Date) {
    for (const [i, w] of winners.entries()) {
      await exec.execute(sql`insert into weekly_awards (week_start, user_id, place, points, awarded_at)
        values (${weekStart}, ${w.user_id}::int, ${i + 1}::int, ${w.points}::int, ${at})`);
    }
  },

  winners(exec: Executor, weekStart: string) {
    return rows<ChartEntry>(
      exec,
      sql`select user_id, points from weekly_awards where week_start = ${weekStart} order by place`,
    );
  },

  /** Nicknames, uuids and dictionary levels of chart members. */
  members(exec: Executor, ids: readonly number[]) {
    if (!ids.length) return Promise.resolve([]);
    return rows<{ id: number; uuid: string; nickname: string | null; points: number }>(
      exec,
      sql`select u.id, u.uuid, u.nickname, coalesce(r.points, 0)::int as points from users u left join user_ratings r on r.user_id = u.id
        where u.id in ${idList(ids)}`,
    );
  },
};
