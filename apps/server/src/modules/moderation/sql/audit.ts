// The append-only audit log (moderation_audit): inserts and reads, never an update or a delete.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';

export interface AuditRow {
  id: number;
  actor_id: number | null;
  actor_role: string;
  action: string;
  target_type: string;
  target_key: string;
  target_user_id: number | null;
  task_id: number | null;
  sanction_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  comment: string | null;
  reverses_id: number | null;
  created_at: Date | string;
  /** Joined: the record that reversed this one. */
  reversed_by_id: number | null;
}

export interface NewAuditRecord {
  actorId: number | null;
  actorRole: string;
  action: string;
  targetType: string;
  targetKey: string;
  targetUserId: number | null;
  taskId?: number | null;
  sanctionId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  comment?: string | null;
  reversesId?: number | null;
  at: Date;
}

const SELECT = sql`select a.*, r.id as reversed_by_id from moderation_audit a left join moderation_audit r on r.reverses_id = a.id`;
const json = (v: Record<string, unknown> | null | undefined) => (v ? JSON.stringify(v) : null);

export const auditSql = {
  /** Null when the record named by reversesId was reversed already (the unique index decides). */
  insert(exec: Executor, r: NewAuditRecord) {
    return one<{ id: number }>(
      exec,
      sql`insert into moderation_audit (actor_id, actor_role, action, target_type, target_key, target_user_id, task_id, sanction_id,
          before, after, reason, comment, reverses_id, created_at)
        values (${r.actorId}, ${r.actorRole}, ${r.action}, ${r.targetType}, ${r.targetKey}, ${r.targetUserId}, ${r.taskId ?? null},
          ${r.sanctionId ?? null}, ${json(r.before)}::jsonb, ${json(r.after)}::jsonb, ${r.reason ?? null}, ${r.comment ?? null},
          ${r.reversesId ?? null}, ${r.at})
        on conflict (reverses_id) where reverses_id is not null do nothing
        returning id`,
    );
  },

  byId(exec: Executor, id: number, lock = false) {
    return one<AuditRow>(exec, sql`${SELECT} where a.id = ${id}::int ${lock ? sql`for update of a` : sql``}`);
  },

  /** Newest first, below `beforeId`, optionally of one actor or about one member. */
  list(exec: Executor, q: { limit: number; beforeId?: number; actorId?: number; targetUserId?: number }) {
    const where = [
      q.beforeId ? sql`a.id < ${q.beforeId}::int` : null,
      q.actorId !== undefined ? sql`a.actor_id = ${q.actorId}::int` : null,
      q.targetUserId !== undefined ? sql`a.target_user_id = ${q.targetUserId}::int` : null,
    ].filter((c) => c !== null);
    return rows<AuditRow>(
      exec,
      sql`${SELECT} ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``} order by a.id desc limit ${q.limit}::int`,
    );
  },

  /** What moderators did about one thing (the history of a user or of feed content), newest first. */
  aboutTarget(exec: Executor, t: { targetType?: string; targetKey?: string; targetUserId?: number }, limit: number) {
    const where =
      t.targetUserId !== undefined ? sql`a.target_user_id = ${t.targetUserId}::int and a.target_type = 'user'` : sql`a.target_type = ${t.targetType} and a.target_key = ${t.targetKey}`;
    return rows<AuditRow>(exec, sql`${SELECT} where ${where} order by a.id desc limit ${limit}::int`);
  },
};
