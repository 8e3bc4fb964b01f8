// Stored per-member counts of the ledger (user_action_counts, kept by the trigger
// `rating_events_action_counts`, migration 0021): the statistics panel and the ledger-based
// achievements read a member's few count rows instead of their whole ledger. What the ledger alone
// says (the same rules as sql/actions.ts) is the view `ledger_action_tallies` for some members (one
// index look-up of the material's first ADD row per verification), and `ALL_TALLIES` for everyone
// (one join with `ledger_first_adds`); the audit compares it with the stored counts and the rebuild
// copies it over them.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { idList } from '../../../platform/db/rows';
import { rows } from './common';

export interface CountDisagreement {
  user_id: number;
  kind: string;
  ledger: number;
  stored: number;
}

const ALL_TALLIES = sql`select e.user_id, e.action, coalesce(e.entity_type, '') as entity_type, e.status,
    case ledger_side(e.action)
      when 'ADDED' then coalesce(e.entity_status, 'under_review')
      when 'VERIFIED' then case when e.entity_type is null or e.entity_id is null then '' else coalesce(f.entity_status, 'accepted') end
      else '' end as state,
    e.points > 0 as positive, count(*)::int as n
  from rating_events e left join ledger_first_adds f on f.entity_type = e.entity_type and f.entity_id = e.entity_id
  group by 1, 2, 3, 4, 5, 6`;

/** What the ledger says: for these members, or (none given) for everyone. */
const tallies = (userIds?: readonly number[]) =>
  userIds?.length ? sql`select * from ledger_action_tallies where user_id in ${idList(userIds)}` : ALL_TALLIES;

/** The member's count rows, summed over the given columns (n <> 0 only). */
const sums = (userId: number, select: SQL, where: SQL, group: SQL) =>
  sql`select ${select}, sum(n)::int as n from user_action_counts where user_id = ${userId}::int and ${where} group by ${group} having sum(n) <> 0`;

export const countsSql = {
  /** ADDED / VERIFIED actions per material type and state (the statistics panel). */
  general(exec: Executor, userId: number) {
    return rows<{ side: 'ADDED' | 'VERIFIED'; entity_type: string; state: string; n: number }>(
      exec,
      sums(
        userId,
        sql`ledger_side(action) as side, entity_type, state`,
        sql`entity_type <> '' and ledger_side(action) <> 'OTHER'`,
        sql`1, 2, 3`,
      ),
    );
  },

  /** The member's granted rows per action, state and sign (the ledger-based achievements). */
  granted(exec: Executor, userId: number) {
    return rows<{ action: string; state: string; positive: boolean; n: number }>(
      exec,
      sums(userId, sql`action, state, positive`, sql`status = 'granted'`, sql`1, 2, 3`),
    );
  },

  /** Stored counts that disagree with the ledger (all members, or some). */
  audit(exec: Executor, userIds?: readonly number[]) {
    const only = userIds?.length ? sql`user_id in ${idList(userIds)}` : sql`true`;
    return rows<CountDisagreement>(
      exec,
      sql`select coalesce(l.user_id, s.user_id) as user_id,
          concat_ws(' ', 'count', coalesce(l.action, s.action), nullif(coalesce(l.entity_type, s.entity_type), ''),
            coalesce(l.status, s.status), nullif(coalesce(l.state, s.state), ''),
            case when coalesce(l.positive, s.positive) then '+' else '-' end) as kind,
          coalesce(l.n, 0) as ledger, coalesce(s.n, 0) as stored
        from (${tallies(userIds)}) l
        full join (select * from user_action_counts where n <> 0 and ${only}) s
          on s.user_id = l.user_id and s.action = l.action and s.entity_type = l.entity_type
          and s.status = l.status and s.state = l.state and s.positive = l.positive
        where coalesce(l.n, 0) <> coalesce(s.n, 0)`,
    );
  },

  /** Recomputes the stored counts (and the material states they use) from the ledger. */
  async rebuild(exec: Executor, userIds?: readonly number[]) {
    if (!userIds?.length) {
      await exec.execute(sql`delete from ledger_entity_states`);
      await exec.execute(sql`insert into ledger_entity_states (entity_type, entity_id, state)
        select x.entity_type, x.entity_id, coalesce(f.entity_status, 'accepted')
        from (select distinct entity_type, entity_id from rating_events
          where ledger_side(action) = 'VERIFIED' and entity_type is not null and entity_id is not null) x
        left join ledger_first_adds f on f.entity_type = x.entity_type and f.entity_id = x.entity_id`);
      await exec.execute(sql`delete from user_action_counts`);
      await exec.execute(sql`insert into user_action_counts (user_id, action, entity_type, status, state, positive, n)
        select user_id, action, entity_type, status, state, positive, n from (${ALL_TALLIES}) t`);
      return;
    }
    const ids = idList(userIds);
    // The states of the material these members verified (other members' counts of the same
    // material are consistent with the ledger when these states already were).
    await exec.execute(sql`insert into ledger_entity_states (entity_type, entity_id, state)
      select x.entity_type, x.entity_id, ledger_entity_state(x.entity_type, x.entity_id)
      from (select distinct entity_type, entity_id from rating_events
        where user_id in ${ids} and ledger_side(action) = 'VERIFIED' and entity_type is not null and entity_id is not null) x
      on conflict (entity_type, entity_id) do update set state = excluded.state`);
    await exec.execute(sql`delete from user_action_counts where user_id in ${ids}`);
    await exec.execute(sql`insert into user_action_counts (user_id, action, entity_type, status, state, positive, n)
      select user_id, action, entity_type, status, state, positive, n from (${tallies(userIds)}) t`);
  },
};
