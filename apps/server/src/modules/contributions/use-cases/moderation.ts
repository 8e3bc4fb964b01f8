// Moderators' work: their task list (v2), decisions, language filters, the history of an entity;
// everyone's rating and contribution statistics.
import {
  STATISTICS_ITEM_TYPE,
  STATISTICS_ITEM_TYPES,
  editMeaningBody,
  editSentenceToSentenceBody,
  editTranslationBody,
  editWordSentenceBody,
  relationEntryBody,
  type ContributionEntityType,
  type HistoryEntry,
  type ModerationAction,
  type ModerationTask,
  type Rating,
} from '@glossa/contract';
import type { z } from 'zod';
import { assertModerator, isAdmin, type Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { forbidden, notFound, validationError } from '../../../platform/errors';
import { refusal, type ContentKind } from '../../../platform/policy/content';
import { contributionsRepository as repo, type ComplaintRow, type HistoryRow, type TaskRow } from '../repository';
import type { ContributionEvent, ContributionsDeps } from './deps';
import { contributionError, decide, decidedEvent, ratingOf, snapshotOrThrow } from './review';
import type { TranslationsUseCases } from './translations';
import type { RelationsUseCases } from './relations';
import type { SentencesUseCases } from './sentences';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentTask(t: TaskRow): ModerationTask {
  const d = t.detail_data;
  return {
    id: t.id,
    type: t.type,
    detail_data: {
      kind: d.kind as 'add' | 'edit' | 'complaint',
      entity_type_slug: String(d.entity_type_slug ?? t.entity_type),
      entity_id: String(d.entity_id ?? t.entity_key),
      translation_union_id: (d.translation_union_id as number | null) ?? null,
      lang_codes: t.lang_codes,
      summary: String(d.summary ?? ''),
      entity: (d.entity as Record<string, unknown>) ?? {},
      review_status: (d.review_status as ModerationTask['detail_data']['review_status']) ?? null,
      author: (d.author as ModerationTask['detail_data']['author']) ?? null,
      complaint: (d.complaint as ModerationTask['detail_data']['complaint']) ?? null,
    },
    done: t.done,
    resolution: t.resolution as ModerationTask['resolution'],
    date_of_receiving: iso(t.received_at),
    created_at: iso(t.created_at)!,
  };
}

function presentHistory(h: HistoryRow): HistoryEntry {
  return {
    id: h.id,
    action: h.action,
    actor: h.actor_uuid ? { uuid: h.actor_uuid, nickname: h.actor_nickname, role: h.actor_role ?? 'user' } : null,
    moderation_task_id: h.task_id,
    before: h.before,
    after: h.after,
    comment: h.comment,
    created_at: iso(h.created_at)!,
  };
}

/** The route a decision came through must match the task's type (dictionary, users, actions, feed). */
const ROUTE_TYPES = { dictionary: 'dictionary', users: 'user', actions: 'user_action', feed: 'feed' } as const;
export type DecisionRoute = keyof typeof ROUTE_TYPES;

function parse<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw validationError(['data', ...(issue?.path ?? [])].join('.'), issue?.message ?? 'Invalid input');
  }
  return parsed.data;
}

export function moderationUseCases(
  deps: ContributionsDeps,
  editors: { translations: TranslationsUseCases; relations: RelationsUseCases; sentences: SentencesUseCases },
) {
  const now = () => deps.ctx.now();

  /** A moderator's edit decision: the entity's own edit, applied under the task. */
  async function applyEdit(tx: Executor, viewer: Viewer, task: TaskRow, data: unknown, comment: string | null) {
    const type = task.entity_type as ContributionEntityType;
    const id = Number(task.entity_key);
    const snap = await snapshotOrThrow(tx, { type, id });
    switch (type) {
      case 'translation-union':
        return (await editors.translations.applyEdit(tx, viewer, id, parse(editTranslationBody, data), task, comment)).points;
      case 'translation-meaning':
        return editors.relations.applyMeaningEdit(tx, viewer, snap.union_id ?? 0, id, parse(editMeaningBody, data).value, task, comment);
      case 'synonym':
      case 'antonym':
        return editors.relations.applyEntryEdit(tx, viewer, type, snap.union_id ?? 0, id, parse(relationEntryBody, data), task, comment);
      case 'word-sentence':
        return editors.sentences.applyWordSentenceEdit(tx, viewer, id, parse(editWordSentenceBody, data), task, comment);
      case 'sentence-translation':
        return editors.sentences.applyPairEdit(tx, viewer, id, parse(editSentenceToSentenceBody, data), task, comment);
      default:
        throw contributionError('ACTION_NOT_AVAILABLE');
    }
  }

  /**
   * A decision inside the caller's transaction (the moderation module composes it with what it
   * does beside: removing feed content, a sanction, the audit record). Returns the answer, the
   * task as it was, its complaint, and the event to publish once the transaction committed
   * (`published`). A done task is 409 TASK_NOT_RELEVANT and nothing changes.
   */
async function decideIn(
    tx: Executor,
    viewer: Viewer,
    route: DecisionRoute,
    taskId: number,
    body: { action: ModerationAction; comment?: string; data?: Record<string, unknown> },
  ): Promise<{ answer: { data: ModerationTask; rating: Rating }; task: TaskRow; complaint: ComplaintRow | null; event: ContributionEvent | null }> {
    // Complaints about users are for administrators.
    const kind: ContentKind = route === 'users' ? 'user' : route === 'feed' ? 'feed' : 'dictionary';
    const gate = refusal(viewer, 'moderate', { authorId: null, state: 'under_review', kind });
    if (gate) throw forbidden(gate === 'not_admin' ? 'Administrators only' : 'Moderators only');
    const task = await repo.review.taskById(tx, taskId, true);
    if (!task || task.type !== ROUTE_TYPES[route]) throw notFound('TASK', 'Task not found');
    if (task.done) throw contributionError('TASK_NOT_RELEVANT', 409);
    const complaint = task.kind === 'complaint' && task.complaint_id ? await repo.complaints.byId(tx, task.complaint_id) : null;
    const refused = refusal(viewer, 'review', { authorId: task.author_id, state: 'under_review', kind, aboutUserId: complaint?.target_user_id });
    if (refused === 'own') throw forbidden('Moderators do not review their own material or complaints');
    if (refused === 'about_self') throw forbidden('Complaints about you go to another moderator');
    // Complaints about a moderator (or their actions) are for administrators (community.md §6).
    if (complaint?.target_user_id != null && (task.type === 'user' || task.type === 'user_action') && !isAdmin(viewer)) {
      const about = await repo.complaints.userById(tx, complaint.target_user_id);
      if (about && about.role !== 'user') throw forbidden('Complaints about moderators go to administrators');
    }
    const comment = body.comment ?? null;
    const at = now();
    // Neither decides anything: skip keeps it from this moderator for good, leave hands it back to the queue now.
    if (body.action === 'skip' || body.action === 'leave') {
      if (body.action === 'skip') await repo.review.skip(tx, task.id, viewer.id, at);
      else await repo.review.release(tx, task.id, viewer.id);
      return { answer: { data: presentTask((await repo.review.taskById(tx, task.id))!), rating: await ratingOf(tx, viewer.id, 0) }, task, complaint, event: null };
    }
    let points: number;
    if (body.action === 'edit') {
      if (task.type !== 'dictionary') throw contributionError('ACTION_NOT_AVAILABLE');
      if (!body.data) throw validationError('data', 'The edited material is required for action edit');
      points = await applyEdit(tx, viewer, task, body.data, comment);
    } else {
      if (body.action === 'ignore' && task.kind !== 'complaint') throw contributionError('ACTION_NOT_AVAILABLE');
      points = await decide(tx, viewer, task, body.action, comment, at);
    }
    const event = decidedEvent(task, viewer.id, body.action, comment, complaint);
    return { answer: { data: presentTask((await repo.review.taskById(tx, task.id))!), rating: await ratingOf(tx, viewer.id, points) }, task, complaint, event };
  }

  /** After the decision's transaction committed: the dictionary's read cache and the event. */
  function published(event: ContributionEvent | null) {
    deps.dictionary.invalidateReadCache();
    if (event) deps.events.publish(event);
  }

  return {
    async tasks(viewer: Viewer, limit: number) {
      assertModerator(viewer);
      const langCodes = await repo.review.filters(deps.ctx.db, viewer.id);
      const list = await deps.ctx.db.transaction((tx) =>
        repo.review.handOut(tx, {
          moderatorId: viewer.id,
          isAdmin: isAdmin(viewer),
          langCodes,
          limit,
          now: now(),
          leaseSeconds: deps.ctx.config.MODERATION_TASK_LEASE_SECONDS,
        }),
      );
      return list.map(presentTask);
    },

    decideIn,
    published,

    /** A decision in its own transaction. */
    async decide(
      viewer: Viewer,
      route: DecisionRoute,
      taskId: number,
      body: { action: ModerationAction; comment?: string; data?: Record<string, unknown> },
    ): Promise<{ data: ModerationTask; rating: Rating }> {
      const { answer, event } = await deps.ctx.db.transaction((tx) => decideIn(tx, viewer, route, taskId, body));
      published(event);
      return answer;
    },

    async filters(viewer: Viewer) {
      assertModerator(viewer);
      return { lang_codes: await repo.review.filters(deps.ctx.db, viewer.id) };
    },

    async saveFilters(viewer: Viewer, langCodes: string[]) {
      assertModerator(viewer);
      await repo.review.saveFilters(deps.ctx.db, viewer.id, langCodes, now());
      return { lang_codes: langCodes };
    },

    async history(viewer: Viewer, type: ContributionEntityType, id: number, limit: number) {
      assertModerator(viewer);
      return (await repo.review.history(deps.ctx.db, { type, id }, limit)).map(presentHistory);
    },

    async entitiesCounter(viewer: Viewer) {
      const empty = () =>
        Object.fromEntries(STATISTICS_ITEM_TYPES.map((t) => [t, { ACCEPTED: 0, ON_MODIFY: 0, REJECTED: 0 }])) as Record<
          (typeof STATISTICS_ITEM_TYPES)[number],
          { ACCEPTED: number; ON_MODIFY: number; REJECTED: number }
        >;
      const out = { ADDED: empty(), VERIFIED: empty() };
      const key = { accepted: 'ACCEPTED', under_review: 'ON_MODIFY', rejected: 'REJECTED' } as const;
      for (const r of await repo.review.entitiesCounter(deps.ctx.db, viewer.id)) {
        const item = STATISTICS_ITEM_TYPE[r.entity_type as ContributionEntityType];
        const status = key[r.status as keyof typeof key];
        if (item && status) out[r.side][item][status] += r.n;
      }
      return out;
    },
  };
}
