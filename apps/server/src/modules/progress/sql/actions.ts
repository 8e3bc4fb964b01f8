// Statistics of actions (community.md §3, §5): the member's ledger rows with their side (ADDED: the
// material they sent; VERIFIED: their checks and moderation decisions; OTHER: complaints, the
// community's confirmation) and the material's state now (ACCEPTED, ON_MODIFY, REJECTED). Lessons'
// LESSON_x rows are learning, not dictionary statistics: left out.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from './common';

export interface ActionRow {
  id: number;
  user_id: number;
  action: string;
  entity_type: string | null;
  entity_id: number | null;
  points: number;
  status: 'granted' | 'cancelled';
  created_at: Date | string;
  side: 'ADDED' | 'VERIFIED' | 'OTHER';
  state: 'accepted' | 'under_review' | 'rejected';
}

export interface ActionsFilter {
  entityTypes?: readonly string[];
  sides?: readonly ('ADDED' | 'VERIFIED')[];
  states?: readonly ('accepted' | 'under_review' | 'rejected')[];
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The member's ledger rows with side and state (a scan of the member's rows by id, newest first). */
function base(owner: SQL, where: SQL) {
  return sql`select e.id, e.user_id, e.action, e.entity_type, e.entity_id, e.points, e.status, e.created_at,
      case when e.action like 'ADD\\_%' then 'ADDED'
           when e.action like 'VERIFY\\_%' or e.action like 'MODERATE\\_%' then 'VERIFIED'
           else 'OTHER' end as side,
      case when e.action like 'ADD\\_%' then coalesce(e.entity_status, 'under_review')
           when e.entity_type is null then 'accepted'
           else coalesce((select a.entity_status from rating_events a
                 where a.entity_type = e.entity_type and a.entity_id = e.entity_id and a.action like 'ADD\\_%'
                 order by a.id limit 1), 'accepted') end as state
    from rating_events e where ${owner} and e.action not like 'LESSON\\_%' ${where}`;
}

function filtered(f: ActionsFilter): SQL {
  const parts: SQL[] = [];
  if (f.sides?.length) parts.push(sql`side in (${list(f.sides)})`);
  if (f.states?.length) parts.push(sql`state in (${list(f.states)})`);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

export const actionsSql = {
  page(exec: Executor, userId: number, f: ActionsFilter & { before?: number; limit: number }) {
    const where: SQL[] = [];
    if (f.before) where.push(sql`and e.id < ${f.before}::int`);
    if (f.entityTypes) where.push(sql`and e.entity_type in (${list(f.entityTypes)})`);
    return rows<ActionRow>(
      exec,
      sql`select * from (${base(sql`e.user_id = ${userId}::int`, sql.join(where, sql` `))}) x ${filtered(f)} order by id desc limit ${f.limit}::int`,
    );
  },

  byId(exec: Executor, id: number) {
    return one<
      ActionRow & { uuid: string; nickname: string | null; accessibility: string; deleted_at: Date | null }
    >(
      exec,
      sql`select x.*, u.uuid, u.nickname, u.accessibility, u.deleted_at
        from (${base(sql`e.id = ${id}::int`, sql``)}) x
        join users u on u.id = x.user_id`,
    );
  },
};
