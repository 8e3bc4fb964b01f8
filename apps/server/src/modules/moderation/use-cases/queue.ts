// Moderation tasks (v2): one queue for dictionary material, users, user actions and feed content
// (community.md §1, §3, §7). Hand-out, leases, language filters and the review lifecycle are the
// contributions module's (moderation_tasks); here each decision is composed with what it does
// beside (removing feed content, blocking or warning a member) and its audit record, in one
// transaction. Every decided task leaves every moderator's list at once (realtime.ts).
import {
  CONTRIBUTION_ENTITY_TYPES,
  type ContributionEntityType,
  type FeedComplaintBody,
  type FeedTaskDecisionBody,
  type HistoryEntry,
  type ModerationDecisionBody,
  type UserTaskDecisionBody,
} from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import { assertModerator } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { notFound, validationError } from '../../../platform/errors';
import { peopleIn, type People } from '../presenter';
import { moderationRepository as repo, type AuditRow } from '../repository';
import { audit, type ModerationDeps } from './deps';
import type { Aftermath, DisciplineUseCases } from './discipline';
import { memberFor, peopleById } from './members';

type Decided = Awaited<ReturnType<ModerationDeps['contributions']['moderation']['decideIn']>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FEED_TARGETS = ['post', 'article', 'question', 'answer', 'comment'] as const;

function presentAuditAsHistory(a: AuditRow, people: People): HistoryEntry {
  const actor = a.actor_id === null ? undefined : people.get(a.actor_id);
  return {
    id: a.id,
    action: a.action,
    actor: actor ? { uuid: actor.uuid, nickname: actor.nickname, role: actor.role } : null,
    moderation_task_id: a.task_id,
    before: a.before,
    after: a.after,
    comment: a.comment ?? a.reason,
    created_at: new Date(a.created_at).toISOString(),
  };
}

export function queueUseCases(deps: ModerationDeps, discipline: DisciplineUseCases) {
  const { moderation } = deps.contributions;
  const now = () => deps.ctx.now();

  /** The decision's audit record: what the task was about, who it concerned, what was decided. */
  async function auditTask(tx: Executor, viewer: Viewer, d: Decided, action: string, comment: string | undefined, before: Record<string, unknown> = {}) {
    const t = d.task;
    const detail = t.detail_data;
    await audit(tx, viewer, {
      action: `task.${action}`,
      targetType: t.entity_type,
      targetKey: t.entity_key,
      targetUserId: t.kind === 'complaint' ? (d.complaint?.target_user_id ?? null) : t.author_id,
      taskId: t.id,
      before: { type: t.type, kind: t.kind, summary: detail.summary ?? null, review_status: detail.review_status ?? null, ...before },
      after: { resolution: action, complaint: d.complaint ? { id: d.complaint.id, comment: d.complaint.comment } : null },
      comment: comment ?? null,
      at: now(),
    });
  }

  return {
    tasks: (viewer: Viewer, limit: number) => moderation.tasks(viewer, limit),
    filters: (viewer: Viewer) => moderation.filters(viewer),
    saveFilters: (viewer: Viewer, langCodes: string[]) => moderation.saveFilters(viewer, langCodes),

    /** POST /v2/moderation/tasks/{id}/dictionary: material and complaints about it. */
    async decideDictionary(viewer: Viewer, taskId: number, body: ModerationDecisionBody) {
      const d = await deps.ctx.db.transaction(async (tx) => {
        const decided = await moderation.decideIn(tx, viewer, 'dictionary', taskId, body);
        if (body.action !== 'skip' && body.action !== 'leave') await auditTask(tx, viewer, decided, body.action, body.comment);
        return decided;
      });
      moderation.published(d.event);
      return d.answer;
    },

    /**
     * POST .../users (admins) and .../actions: a complaint about a member or one of their actions.
     * ban and reprimand uphold it and block or warn the member in the same transaction.
     */
    async decideUser(viewer: Viewer, route: 'users' | 'actions', taskId: number, body: UserTaskDecisionBody) {
      const sanction = body.action === 'ban' || body.action === 'reprimand' ? body.action : null;
      let aftermath: Aftermath | null = null;
      const d = await deps.ctx.db.transaction(async (tx) => {
        const decided = await moderation.decideIn(tx, viewer, route, taskId, { action: sanction ? 'accept' : (body.action as Exclude<typeof body.action, 'ban' | 'reprimand'>), comment: body.comment });
        if (body.action === 'skip' || body.action === 'leave') return decided;
        await auditTask(tx, viewer, decided, sanction ? 'accept' : body.action, body.comment);
        if (sanction) {
          const target = decided.complaint?.target_user_id != null ? await repo.members.byId(tx, decided.complaint.target_user_id) : null;
          if (!target) throw notFound('USER', 'User not found');
          const m = await memberFor(tx, viewer, target.uuid, ['discipline'], true);
          const reason = body.reason!;
          aftermath = (
            sanction === 'ban'
              ? await discipline.blockIn(tx, viewer, m, { reason, period: body.period!, comment: body.comment }, decided.task.id)
              : await discipline.reprimandIn(tx, viewer, m, { reason, period: body.period, comment: body.comment }, decided.task.id)
          ).aftermath;
        }
        return decided;
      });
      moderation.published(d.event);
      if (aftermath) discipline.after(aftermath);
      return d.answer;
    },

    /** POST .../feed: a complaint about a post, article, question, answer or comment; upheld removes it. */
    async decideFeed(viewer: Viewer, taskId: number, body: FeedTaskDecisionBody) {
      let removal: { after: () => Promise<void> } | null = null;
      const d = await deps.ctx.db.transaction(async (tx) => {
        const decided = await moderation.decideIn(tx, viewer, 'feed', taskId, body);
        if (body.action === 'skip' || body.action === 'leave') return decided;
        let before: Record<string, unknown> = {};
        if (body.action === 'accept' || body.action === 'delete') {
          const removed = await deps.feed.complaints.removeComplained(tx, viewer, decided.task.entity_type as FeedComplaintBody['target_type'], decided.task.entity_key);
          before = { content: removed?.before ?? null };
          removal = removed;
        }
        await auditTask(tx, viewer, decided, body.action, body.comment, before);
        return decided;
      });
      moderation.published(d.event);
      await (removal as { after: () => Promise<void> } | null)?.after();
      return d.answer;
    },

    /**
     * GET /v2/moderation/actions/{targetType}/{targetId}: the history of dictionary material (its
     * changes and decisions), or what moderators decided about a member or a piece of feed content.
     */
    async history(viewer: Viewer, targetType: string, targetId: string, limit: number): Promise<HistoryEntry[]> {
      assertModerator(viewer);
      if ((CONTRIBUTION_ENTITY_TYPES as readonly string[]).includes(targetType)) {
        const id = Number(targetId);
        if (!/^\d{1,10}$/.test(targetId) || id < 1 || id > 2_147_483_647) throw validationError('targetId', 'Dictionary material has a numeric id');
        return moderation.history(viewer, targetType as ContributionEntityType, id, limit);
      }
      const exec = deps.ctx.db;
      let list: AuditRow[];
      if (targetType === 'user') {
        if (!UUID.test(targetId)) throw notFound('USER', 'User not found');
        const m = await memberFor(exec, viewer, targetId.toLowerCase(), []);
        list = await repo.audit.aboutTarget(exec, { targetUserId: m.id }, limit);
      } else if ((FEED_TARGETS as readonly string[]).includes(targetType)) {
        list = await repo.audit.aboutTarget(exec, { targetType, targetKey: targetId }, limit);
      } else {
        list = [];
      }
      const people = await peopleById(exec, peopleIn(list));
      return list.map((a) => presentAuditAsHistory(a, people));
    },
  };
}

export type QueueUseCases = ReturnType<typeof queueUseCases>;
