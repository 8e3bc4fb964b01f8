// Points, ratings per kind and levels: read from the running totals (user_ratings: the dictionary
// total kept by the contributions module, without lessons; user_rating_kinds: kept by the ledger's
// trigger, lessons as EDUCATION_RATING), audited
// and rebuilt from the ledger (rating_events) alone.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from './common';

/** The SQL twin of the migration's rating_kind(action) (the trigger's rule). */
export const ratingKindSql = sql`rating_kind(action)`;

export const ratingsSql = {
  async totals(exec: Executor, userId: number) {
    const total = await one<{ points: number }>(
      exec,
      sql`select points from user_ratings where user_id = ${userId}::int`,
    );
    const kinds = await rows<{ kind: string; points: number }>(
      exec,
      sql`select kind, points from user_rating_kinds where user_id = ${userId}::int`,
    );
    return { points: total?.points ?? 0, kinds: new Map(kinds.map((k) => [k.kind, k.points])) };
  },

  /** What the ledger says, per member and kind, beside the stored totals: rows that disagree. */
  audit(exec: Executor, userIds?: readonly number[]) {
    const only = userIds?.length
      ? sql`user_id in (${sql.join(
          userIds.map((id) => sql`${id}::int`),
          sql`, `,
        )}) and`
      : sql``;
    return rows<{ user_id: number; kind: string; ledger: number; stored: number }>(
      exec,
      sql`with ledger as (
          select user_id, rating_kind(action) as kind, sum(points)::int as points from rating_events where status = 'granted' group by 1, 2
          union all
          select user_id, 'DICTIONARY_RATING', sum(points)::int from rating_events where status = 'granted' and action not like 'LESSON\\_%' group by 1),
        stored as (
          select user_id, kind, points from user_rating_kinds
          union all
          select user_id, 'DICTIONARY_RATING', points from user_ratings)
        select * from (
          select coalesce(l.user_id, s.user_id) as user_id, coalesce(l.kind, s.kind) as kind,
            coalesce(l.points, 0) as ledger, coalesce(s.points, 0) as stored
          from ledger l full join stored s on s.user_id = l.user_id and s.kind = l.kind) d
        where ${only} ledger <> stored`,
    );
  },

  /** Recomputes the stored totals from the ledger (all members, or some). */
  async rebuild(exec: Executor, userIds?: readonly number[]) {
    const list = userIds?.length
      ? sql`(${sql.join(
          userIds.map((id) => sql`${id}::int`),
          sql`, `,
        )})`
      : null;
    const inUsers = list ? sql`user_id in ${list}` : sql`true`;
    await exec.execute(sql`delete from user_rating_kinds where ${inUsers}`);
    await exec.execute(sql`insert into user_rating_kinds (user_id, kind, points)
      select user_id, rating_kind(action), sum(points)::int from rating_events where status = 'granted' and ${inUsers} group by 1, 2`);
    await exec.execute(sql`update user_ratings r set points = coalesce((select sum(points)::int from rating_events e
        where e.user_id = r.user_id and e.status = 'granted' and e.action not like 'LESSON\\_%'), 0)
      where ${list ? sql`r.user_id in ${list}` : sql`true`}`);
  },

  /** Raises the level announced to the member; the previous level when it rose (null: nothing new). */
  async raiseLevel(exec: Executor, userId: number, level: number, at: Date): Promise<number | null> {
    const before = await one<{ level: number }>(
      exec,
      sql`select level from user_levels where user_id = ${userId}::int`,
    );
    const raised = await one<{ level: number }>(
      exec,
      sql`insert into user_levels (user_id, level, updated_at) values (${userId}::int, ${level}::int, ${at})
        on conflict (user_id) do update set level = excluded.level, updated_at = excluded.updated_at
        where user_levels.level < excluded.level
        returning level`,
    );
    if (!raised) return null;
    const previous = before?.level ?? 1;
    return level > previous ? previous : null;
  },
};
