// The audit log for administrators: every moderation decision, newest first, by actor or by
// member; and the one-click reversal of a decision, itself an audit record naming the one it
// reverses (reversible: blocks, warnings and their removal, trusted publisher, Expert status, an
// open invitation, deleted descriptions and nicknames, decisions on dictionary material).
import { type AuditEntry, CONTRIBUTION_ENTITY_TYPES } from '@glossa/contract';
import { assertAdmin, type Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { notFound } from '../../../platform/errors';
import { moderationError } from '../errors';
import { isInForce, peopleIn, presentAudit } from '../presenter';
import { moderationRepository as repo, type AuditRow, type MemberRow } from '../repository';
import { auditReversal, type ModerationDeps, type ModerationEvent } from './deps';
import type { DisciplineUseCases } from './discipline';
import { peopleById } from './members';

const REVERSIBLE = new Set([
  'user.block',
  'user.unblock',
  'user.reprimand',
  'user.reprimand_removed',
  'user.trust_publisher_on',
  'user.trust_publisher_off',
  'user.description_deleted',
  'user.nickname_deleted',
  'role.invited',
  'role.expert_on',
  'role.expert_off',
  'task.accept',
  'task.edit',
  'task.reject',
]);

/** Worth offering the button: the kind of decision can be reversed and has not been. */
function reversible(a: AuditRow): boolean {
  if (!REVERSIBLE.has(a.action) || a.reversed_by_id !== null || a.reverses_id !== null) return false;
  if (a.action.startsWith('task.')) return (CONTRIBUTION_ENTITY_TYPES as readonly string[]).includes(a.target_type) && a.before?.kind === 'content';
  return true;
}

export function auditUseCases(deps: ModerationDeps, discipline: DisciplineUseCases) {
  const now = () => deps.ctx.now();
  const db = () => deps.ctx.db;

  async function present(exec: Executor, list: AuditRow[]): Promise<AuditEntry[]> {
    const people = await peopleById(exec, peopleIn(list));
    return list.map((a) => presentAudit(a, people, reversible(a)));
  }

  async function uuidToId(uuid: string | undefined): Promise<number | undefined> {
    if (uuid === undefined) return undefined;
    return (await repo.members.byUuid(db(), uuid))?.id ?? -1;
  }

  /** The reversal of one record inside the transaction; returns the new record's id and what to do after the commit. */
  async function reverseIn(tx: Executor, viewer: Viewer, a: AuditRow) {
    const at = now();
    const events: ModerationEvent[] = [];
    let sessionIds: string[] = [];
    const m: MemberRow | null = a.target_user_id === null ? null : await repo.members.byId(tx, a.target_user_id);
    const base = { targetType: a.target_type, targetKey: a.target_key, targetUserId: a.target_user_id, reversesId: a.id, at, comment: `Reversal of #${a.id}` };
    const notReversible = () => moderationError('ACTION_NOT_REVERSIBLE');
    if (!reversible(a)) throw notReversible();
    if (a.action.startsWith('task.')) {
      const outcome = a.task_id === null ? null : await deps.contributions.community.reverseDecision(tx, viewer, a.task_id, base.comment, at);
      if (!outcome) throw notReversible();
      return { id: (await auditReversal(tx, viewer, { ...base, action: `task.${outcome}`, taskId: a.task_id, before: a.after, after: { resolution: outcome } })).id, sessionIds, events };
    }
    if (!m || m.deleted_at) throw notReversible();
    await repo.members.byUuid(tx, m.uuid, true);
    switch (a.action) {
      case 'user.block':
      case 'user.reprimand': {
        const lifted = a.sanction_id === null ? null : await repo.sanctions.liftOne(tx, a.sanction_id, { at, byId: viewer.id, reason: 'reversed' });
        if (!lifted) throw notReversible();
        const block = a.action === 'user.block';
        events.push(block ? { type: 'member.unblocked', userId: m.id } : { type: 'member.warning_removed', userId: m.id });
        const id = (await auditReversal(tx, viewer, { ...base, action: block ? 'user.unblock' : 'user.reprimand_removed', sanctionId: lifted.id, before: a.after, after: null })).id;
        return { id, sessionIds, events };
      }
      case 'user.unblock':
      case 'user.reprimand_removed': {
        const old = a.sanction_id === null ? null : await repo.sanctions.byId(tx, a.sanction_id);
        if (!old || (old.ends_at !== null && new Date(old.ends_at) <= at)) throw notReversible();
        const block = old.kind === 'block';
        if (block && (await repo.sanctions.activeBlock(tx, m.id, at))) throw notReversible();
        const row = await repo.sanctions.insert(tx, {
          userId: m.id,
          kind: old.kind,
          reason: old.reason,
          comment: old.comment,
          periodDays: old.period_days,
          at,
          endsAt: old.ends_at === null ? null : new Date(old.ends_at),
          byId: viewer.id,
          taskId: old.task_id,
        });
        if (!row || !isInForce(row, at)) throw moderationError('USER_ALREADY_HAS_REPRIMAND');
        if (block) sessionIds = await deps.accounts.sessions.revokeAllOfUser(tx, m.id, 'blocked');
        const until = row.ends_at === null ? null : new Date(row.ends_at);
        events.push(block ? { type: 'member.blocked', userId: m.id, reason: row.reason, comment: row.comment, until } : { type: 'member.warned', userId: m.id, reason: row.reason, comment: row.comment, until });
        const id = (await auditReversal(tx, viewer, { ...base, action: block ? 'user.block' : 'user.reprimand', sanctionId: row.id, reason: row.reason, before: a.after, after: a.before })).id;
        return { id, sessionIds, events };
      }
      case 'user.trust_publisher_on':
      case 'user.trust_publisher_off': {
        const on = a.action === 'user.trust_publisher_on';
        if (m.is_trust_publisher !== on) throw notReversible();
        await repo.members.setTrustPublisher(tx, m.id, !on, at);
        const id = (await auditReversal(tx, viewer, { ...base, action: on ? 'user.trust_publisher_off' : 'user.trust_publisher_on', before: a.after, after: a.before })).id;
        return { id, sessionIds, events };
      }
      case 'role.expert_on':
      case 'role.expert_off': {
        const on = a.action === 'role.expert_on';
        if (m.is_expert !== on) throw notReversible();
        await repo.members.setExpert(tx, m.id, !on, at);
        const id = (await auditReversal(tx, viewer, { ...base, action: on ? 'role.expert_off' : 'role.expert_on', before: a.after, after: a.before })).id;
        return { id, sessionIds, events };
      }
      case 'role.invited': {
        if (m.invited_to_moderation_status !== 'invited' || m.role !== 'user') throw notReversible();
        await repo.members.setInvitation(tx, m.id, null, at);
        const id = (await auditReversal(tx, viewer, { ...base, action: 'role.invitation_cancelled', before: a.after, after: { invited_to_moderation_status: null } })).id;
        return { id, sessionIds, events };
      }
      case 'user.description_deleted':
      case 'user.nickname_deleted': {
        const field = a.action === 'user.description_deleted' ? 'description' : 'nickname';
        const value = a.before?.[field];
        if (typeof value !== 'string' || !(await repo.members.restoreField(tx, m.id, field, value, at))) throw notReversible();
        const id = (await auditReversal(tx, viewer, { ...base, action: `user.${field}_restored`, before: a.after, after: a.before })).id;
        return { id, sessionIds, events };
      }
      default:
        throw notReversible();
    }
  }

  return {
    async list(viewer: Viewer, q: { limit: number; before_id?: number; actor?: string; target_user?: string }): Promise<AuditEntry[]> {
      assertAdmin(viewer);
      const [actorId, targetUserId] = await Promise.all([uuidToId(q.actor), uuidToId(q.target_user)]);
      return present(db(), await repo.audit.list(db(), { limit: q.limit, beforeId: q.before_id, actorId, targetUserId }));
    },

    /** POST /moderation/audit/{id}/reverse: admins undo a decision; 400 ACTION_NOT_REVERSIBLE or ALREADY_REVERSED, nothing changed. */
    async reverse(viewer: Viewer, id: number): Promise<AuditEntry> {
      assertAdmin(viewer);
      const done = await db().transaction(async (tx) => {
        const a = await repo.audit.byId(tx, id, true);
        if (!a) throw notFound('AUDIT_RECORD', 'Audit record not found');
        if (a.reversed_by_id !== null) throw moderationError('ALREADY_REVERSED');
        return reverseIn(tx, viewer, a);
      });
      discipline.after({ sessionIds: done.sessionIds, events: done.events });
      deps.contributions.community.invalidateReadCache();
      const row = (await repo.audit.byId(db(), done.id))!;
      return (await present(db(), [row]))[0]!;
    },
  };
}

export type AuditUseCases = ReturnType<typeof auditUseCases>;
