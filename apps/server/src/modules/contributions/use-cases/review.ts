// The review lifecycle (community.md §4), always inside the caller's transaction: material is
// sent (under review, a task, points, history), edited (history, the task refreshed), and decided
// by a moderator (accepted with what it stands on, rejected or deleted with what depends on it,
// points cancelled). Nothing here commits: a failure anywhere leaves nothing half-written.
import {
  ACTION_SUBJECTS,
  CONTRIBUTION_POINTS,
  CONTRIBUTION_ERROR_MESSAGES,
  ratingLevel,
  type ContributionEntityType,
  type ContributionErrorCode,
  type ModerationAction,
  type Rating,
  type UnverifiedParentPayload,
} from '@glossa/contract';
import { isModerator, type Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { AppError, forbidden, notFound } from '../../../platform/errors';
import { isAuthorOf, material, needsReview, refusal } from '../../../platform/policy/content';
import { contributionsRepository as repo, type ComplaintRow, type EntityRef, type Snapshot, type TaskRow } from '../repository';
import type { ContributionEvent } from './deps';

export const contributionError = (code: keyof typeof ContributionErrorCode, status = 400, payload?: unknown, field?: string) =>
  new AppError(code, status, CONTRIBUTION_ERROR_MESSAGES[code], field, payload);

/** 404 on reads and edits; the spec wants 400 TRANSLATION_NOT_FOUND on a POST (error_change_remote_translation). */
export const translationNotFound = (onPost: boolean) => contributionError('TRANSLATION_NOT_FOUND', onPost ? 400 : 404);

const action = (prefix: string, type: ContributionEntityType) => `${prefix}_${ACTION_SUBJECTS[type]}`;

export async function ratingOf(exec: Executor, userId: number, points: number): Promise<Rating> {
  const total = await repo.review.total(exec, userId);
  return { points, total, level: ratingLevel(total).level };
}

async function authorRef(exec: Executor, userId: number | null) {
  if (userId === null) return null;
  const u = await repo.complaints.userById(exec, userId);
  return u ? { uuid: u.uuid, nickname: u.nickname } : null;
}

export async function snapshotOrThrow(exec: Executor, ref: EntityRef): Promise<Snapshot> {
  const snap = await repo.snapshot.of(exec, ref.type, ref.id);
  if (!snap) throw contributionError('CONTENT_DELETED', 404);
  return snap;
}

async function detail(exec: Executor, ref: EntityRef, snap: Snapshot, kind: 'add' | 'edit', bundle: EntityRef[] = []) {
  return {
    kind,
    entity_type_slug: ref.type,
    entity_id: String(ref.id),
    translation_union_id: snap.union_id,
    lang_codes: snap.lang_codes,
    summary: snap.summary,
    entity: snap.entity,
    review_status: snap.review_status,
    author: await authorRef(exec, snap.author_id),
    complaint: null,
    bundle,
  };
}

/** The dispute-parent popup's data for the first material above `snap` still under review. */
export async function unverifiedParent(exec: Executor, type: ContributionEntityType, snap: Snapshot): Promise<UnverifiedParentPayload | null> {
  if (type === 'translation-union' || snap.union_id === null || snap.union_status !== 'under_review') return null;
  const union = await repo.snapshot.of(exec, 'translation-union', snap.union_id);
  const task = await repo.review.openTaskOf(exec, 'content', 'translation-union', String(snap.union_id));
  return {
    entity_type_slug: 'translation-union',
    entity_id: snap.union_id,
    review_status: 'under_review',
    summary: union?.summary ?? '',
    translation_union_id: snap.union_id,
    moderation_task_id: task?.id ?? null,
  };
}

/**
 * New material: ADD points for it (and for what was sent with it), its history entry and its
 * moderation task. Returns the points granted.
 */
export async function submit(tx: Executor, viewer: Viewer, ref: EntityRef, at: Date, bundle: EntityRef[] = []): Promise<number> {
  const snap = await snapshotOrThrow(tx, ref);
  const trustedPublisher = await repo.complaints.isTrustedPublisher(tx, viewer.id);
  if (!needsReview({ ...viewer, trustedPublisher }) && !(await unverifiedParent(tx, ref.type, snap))) {
    return publishTrusted(tx, viewer, ref, snap, at, bundle);
  }
  const task = await repo.review.upsertTask(tx, {
    type: 'dictionary',
    kind: 'content',
    entityType: ref.type,
    entityKey: String(ref.id),
    authorId: viewer.id,
    langCodes: snap.lang_codes,
    detail: await detail(tx, ref, snap, 'add', bundle),
    at,
  });
  let points = 0;
  for (const r of [ref, ...bundle]) {
    const p = CONTRIBUTION_POINTS[r.type];
    await repo.review.grant(tx, { userId: viewer.id, action: action('ADD', r.type), points: p, entity: r, taskId: task.id, entityStatus: 'under_review', at });
    points += p;
    const s = r === ref ? snap : await snapshotOrThrow(tx, r);
    await repo.review.record(tx, { ref: r, action: action('ADD', r.type), actorId: viewer.id, taskId: task.id, after: s.entity, at });
  }
  return points;
}

/**
 * A trusted publisher's material (community.md §3 is_trust_publisher) is accepted as it is sent:
 * no moderation task and no community check card (the cards are made from material under
 * review). ADD points as for anyone; the history shows ADD_x then TRUSTED_ACCEPT_x. It can
 * still be challenged by a complaint and decided like any accepted material.
 */
async function publishTrusted(tx: Executor, viewer: Viewer, ref: EntityRef, snap: Snapshot, at: Date, bundle: EntityRef[]): Promise<number> {
  let points = 0;
  for (const r of [ref, ...bundle]) {
    const p = CONTRIBUTION_POINTS[r.type];
    await repo.review.grant(tx, { userId: viewer.id, action: action('ADD', r.type), points: p, entity: r, entityStatus: 'under_review', at });
    points += p;
    const s = r === ref ? snap : await snapshotOrThrow(tx, r);
    await repo.review.record(tx, { ref: r, action: action('ADD', r.type), actorId: viewer.id, after: s.entity, at });
    await accept(tx, r, at);
    await repo.review.record(tx, {
      ref: r,
      action: action('TRUSTED_ACCEPT', r.type),
      actorId: viewer.id,
      before: { review_status: 'under_review' },
      after: { review_status: 'accepted' },
      at,
    });
  }
  return points;
}

/** Who may change material: moderators anything; authors their own while it is under review. */
export function assertCanEdit(viewer: Viewer, snap: Pick<Snapshot, 'author_id' | 'review_status'>) {
  const refused = refusal(viewer, 'edit', material(snap.author_id, snap.review_status));
  if (refused === 'verified') throw contributionError('ENTITY_IS_VERIFIED');
  if (refused === 'rejected') throw forbidden('Rejected material cannot be changed');
  if (refused) throw forbidden('Only the author or a moderator can change this');
}

/**
 * The event of a moderator's decision on a moderation task, published after the commit: moderators'
 * lists drop the task (realtime), the author is told, the community's cards on the material close.
 * The same whether it came through the decision route or an entity's PUT naming the task.
 */
export function decidedEvent(
  task: TaskRow,
  moderatorId: number,
  decision: Extract<ContributionEvent, { type: 'task.decided' }>['action'],
  comment: string | null,
  complaint: ComplaintRow | null = null,
): ContributionEvent {
  return {
    type: 'task.decided',
    taskId: task.id,
    action: decision,
    taskKind: task.kind,
    taskType: task.type,
    entityType: task.entity_type,
    entityKey: task.entity_key,
    materialAuthorId: task.kind === 'complaint' ? (complaint?.target_user_id ?? null) : task.author_id,
    complainerId: task.kind === 'complaint' ? (complaint?.author_id ?? null) : null,
    moderatorId,
    comment,
  };
}

/** An open task a moderator names when editing (moderation_task_id): about this entity, not their own. */
export async function taskForEdit(tx: Executor, viewer: Viewer, ref: EntityRef, taskId: number | undefined): Promise<TaskRow | null> {
  if (taskId === undefined || !isModerator(viewer)) return null;
  const task = await repo.review.taskById(tx, taskId, true);
  if (!task || task.done) throw contributionError('TASK_NOT_RELEVANT');
  if (refusal(viewer, 'review', { authorId: task.author_id, state: 'under_review' }) === 'own') {
    throw forbidden('Moderators do not review their own material');
  }
  if (task.entity_type !== ref.type || task.entity_key !== String(ref.id)) {
    throw contributionError('TASK_NOT_RELEVANT');
  }
  return task;
}

/**
 * After an edit: history (EDIT_x by the author, MODERATE_EDIT_x by a moderator), the open task
 * refreshed while it is under review, or the named task solved as edited. Returns points granted.
 */
export async function edited(
  tx: Executor,
  viewer: Viewer,
  ref: EntityRef,
  before: Snapshot,
  at: Date,
  task: TaskRow | null = null,
  comment: string | null = null,
): Promise<number> {
  const after = await snapshotOrThrow(tx, ref);
  const byModerator = isModerator(viewer) && !isAuthorOf(viewer, before.author_id);
  await repo.review.record(tx, {
    ref,
    action: action(byModerator ? 'MODERATE_EDIT' : 'EDIT', ref.type),
    actorId: viewer.id,
    taskId: task?.id ?? null,
    before: before.entity,
    after: after.entity,
    comment,
    at,
  });
  if (task) return decide(tx, viewer, task, 'edit', comment, at, true);
  if (after.review_status === 'under_review' && !byModerator) {
    await repo.review.upsertTask(tx, {
      type: 'dictionary',
      kind: 'content',
      entityType: ref.type,
      entityKey: String(ref.id),
      authorId: after.author_id,
      langCodes: after.lang_codes,
      detail: await detail(tx, ref, after, 'edit'),
      at,
    });
  }
  return 0;
}

async function accept(tx: Executor, ref: EntityRef, at: Date) {
  await repo.review.setStatus(tx, ref, 'accepted', at);
  await repo.review.acceptParents(tx, ref, at);
  await repo.review.setAddStatus(tx, [ref], 'accepted');
}

async function takeDown(tx: Executor, viewer: Pick<Viewer, 'id'> | null, ref: EntityRef, how: 'reject' | 'delete', at: Date) {
  const dependents = await repo.review.dependentsUnderReview(tx, ref);
  for (const d of dependents) {
    await repo.review.setStatus(tx, d, 'rejected', at);
    await repo.review.rejectOrphanSentences(tx, d, at);
  }
  await repo.review.closeContentTasks(tx, dependents, { resolution: 'reject', resolvedById: viewer?.id ?? null, at });
  await repo.review.cancelAdds(tx, [ref, ...dependents], 'rejected', at);
  await repo.review.setStatus(tx, ref, 'rejected', at);
  await repo.review.rejectOrphanSentences(tx, ref, at);
  if (how === 'delete') await repo.review.deleteEntity(tx, ref, at);
}

/**
 * A moderator's decision on a task. `edit` means the moderator already changed the material
 * (alreadyEdited) and now accepts it. Complaint tasks: accept upholds the complaint (the content
 * is rejected, the complainer earns points), reject calls it false (the complainer loses points),
 * ignore closes it without points. Returns the moderator's points.
 */
export async function decide(
  tx: Executor,
  viewer: Viewer,
  task: TaskRow,
  act: Exclude<ModerationAction, 'skip' | 'leave'>,
  comment: string | null,
  at: Date,
  alreadyEdited = false,
): Promise<number> {
  if (act === 'edit' && !alreadyEdited) throw contributionError('ACTION_NOT_AVAILABLE');
  const isContent = task.kind === 'content';
  const contentType = (isContent ? task.entity_type : task.entity_type) as ContributionEntityType;
  const isDictionary = task.type === 'dictionary';
  const ref: EntityRef | null = isDictionary ? { type: contentType, id: Number(task.entity_key) } : null;
  if (ref) await repo.review.lockEntity(tx, ref);
  const snap = ref ? await repo.snapshot.of(tx, ref.type, ref.id) : null;

  if (ref && !snap) {
    // The material is gone (deleted with its parent): the task is no longer relevant.
    await repo.review.closeTask(tx, task.id, { resolution: 'reject', resolvedById: viewer.id, comment, at });
    throw contributionError('TASK_NOT_RELEVANT');
  }

  if (isContent) {
    if (act === 'ignore') throw contributionError('ACTION_NOT_AVAILABLE');
    // Points move for the author (a rejection cancels theirs) and the moderator: totals in id order.
    await repo.review.lockRatings(tx, [snap?.author_id, viewer.id]);
    if (act === 'accept' || act === 'edit') {
      const parent = await unverifiedParent(tx, ref!.type, snap!);
      if (parent) throw contributionError('ENTITY_HAS_UNVERIFIED_PARENTS', 400, parent);
      await accept(tx, ref!, at);
      for (const b of ((task.detail_data.bundle as EntityRef[] | undefined) ?? [])) await accept(tx, b, at);
    } else {
      await takeDown(tx, viewer, ref!, act, at);
      for (const b of ((task.detail_data.bundle as EntityRef[] | undefined) ?? [])) await takeDown(tx, viewer, b, 'reject', at);
    }
    if (act !== 'edit') {
      await repo.review.record(tx, {
        ref: ref!,
        action: action(act === 'delete' ? 'MODERATE_DELETE' : 'MODERATE', ref!.type),
        actorId: viewer.id,
        taskId: task.id,
        before: { review_status: snap!.review_status },
        after: { review_status: act === 'accept' ? 'accepted' : 'rejected', ...(act === 'delete' ? { deleted: true } : {}) },
        comment,
        at,
      });
    }
  } else {
    const complaint = task.complaint_id ? await repo.complaints.byId(tx, task.complaint_id) : null;
    if (!complaint) throw contributionError('TASK_NOT_RELEVANT');
    // Points move for the complainant, the moderator and (upheld) the material's author: totals in id order.
    await repo.review.lockRatings(tx, [complaint.author_id, viewer.id, snap?.author_id]);
    const upheld = act === 'accept' || act === 'delete' || act === 'edit';
    if (ref && snap && upheld && act !== 'edit') {
      await takeDown(tx, viewer, ref, act === 'delete' ? 'delete' : 'reject', at);
      await repo.review.closeContentTasks(tx, [ref], { resolution: 'reject', resolvedById: viewer.id, at });
      await repo.review.record(tx, {
        ref,
        action: action(act === 'delete' ? 'MODERATE_DELETE' : 'MODERATE', ref.type),
        actorId: viewer.id,
        taskId: task.id,
        before: { review_status: snap.review_status },
        after: { review_status: 'rejected', ...(act === 'delete' ? { deleted: true } : {}) },
        comment,
        at,
      });
    }
    const status = upheld ? 'accepted' : act === 'reject' ? 'rejected' : 'ignored';
    await repo.complaints.resolve(tx, complaint.id, status, at);
    const complainAction = ref ? action('COMPLAIN', ref.type) : `COMPLAIN_${task.type.toUpperCase()}`;
    if (status === 'accepted') {
      await repo.review.grant(tx, { userId: complaint.author_id, action: complainAction, points: CONTRIBUTION_POINTS.COMPLAINT_ACCEPTED, taskId: task.id, entity: ref, at });
    } else if (status === 'rejected') {
      await repo.review.grant(tx, { userId: complaint.author_id, action: complainAction, points: CONTRIBUTION_POINTS.COMPLAINT_FALSE, taskId: task.id, entity: ref, at });
    }
  }

  await repo.review.closeTask(tx, task.id, { resolution: act, resolvedById: viewer.id, comment, at });
  const prefix = act === 'delete' ? 'MODERATE_DELETE' : act === 'edit' ? 'MODERATE_EDIT' : 'MODERATE';
  const points = CONTRIBUTION_POINTS.MODERATE;
  await repo.review.grant(tx, {
    userId: viewer.id,
    action: ref ? action(prefix, ref.type) : `MODERATE_${task.type.toUpperCase()}`,
    points,
    entity: ref,
    taskId: task.id,
    at,
  });
  return points;
}

/**
 * The community's verdict on material (tasks module): accepted with what it stands on and what
 * was sent with it, or rejected with what depends on it (ADD points cancelled). The open
 * moderation task closes as decided (no moderator, no MODERATE points); the history gets
 * `COMMUNITY_ACCEPT_x` / `COMMUNITY_REJECT_x`. Returns the event to publish after the caller's commit
 * (`community.published`), null when the material is no longer under review.
 */
export async function settleByCommunity(tx: Executor, ref: EntityRef, verdict: 'accepted' | 'rejected', at: Date): Promise<ContributionEvent | null> {
  await repo.review.lockEntity(tx, ref);
  const snap = await repo.snapshot.of(tx, ref.type, ref.id);
  if (!snap || snap.review_status !== 'under_review') return null;
  const task = await repo.review.openTaskOf(tx, 'content', ref.type, String(ref.id));
  const bundle = ((task?.detail_data.bundle as EntityRef[] | undefined) ?? []);
  if (verdict === 'accepted') {
    if (await unverifiedParent(tx, ref.type, snap)) return null;
    await accept(tx, ref, at);
    for (const b of bundle) await accept(tx, b, at);
  } else {
    await takeDown(tx, null, ref, 'reject', at);
    for (const b of bundle) await takeDown(tx, null, b, 'reject', at);
  }
  if (task) await repo.review.closeTask(tx, task.id, { resolution: verdict === 'accepted' ? 'accept' : 'reject', resolvedById: null, comment: 'community check', at });
  await repo.review.record(tx, {
    ref,
    action: action(verdict === 'accepted' ? 'COMMUNITY_ACCEPT' : 'COMMUNITY_REJECT', ref.type),
    actorId: null,
    taskId: task?.id ?? null,
    before: { review_status: 'under_review' },
    after: { review_status: verdict },
    at,
  });
  // The event a moderator's decision publishes, without a moderator: the author hears it the same way.
  return {
    type: 'task.decided',
    taskId: task?.id ?? null,
    action: verdict === 'accepted' ? 'accept' : 'reject',
    taskKind: 'content',
    taskType: task?.type ?? 'dictionary',
    entityType: ref.type,
    entityKey: String(ref.id),
    materialAuthorId: snap.author_id,
    complainerId: null,
    moderatorId: null,
    comment: null,
  };
}

/** The author withdraws material still under review, or a moderator deletes it (DELETE /dictionary/entity). */
export async function withdraw(tx: Executor, viewer: Viewer, ref: EntityRef, at: Date) {
  await repo.review.lockEntity(tx, ref);
  const snap = await snapshotOrThrow(tx, ref);
  assertCanEdit(viewer, snap);
  await takeDown(tx, viewer, ref, 'delete', at);
  await repo.review.closeContentTasks(tx, [ref], { resolution: 'delete', resolvedById: viewer.id, at });
  await repo.review.record(tx, {
    ref,
    action: action(isAuthorOf(viewer, snap.author_id) ? 'WITHDRAW' : 'MODERATE_DELETE', ref.type),
    actorId: viewer.id,
    before: { review_status: snap.review_status },
    after: { review_status: 'rejected', deleted: true },
    at,
  });
}

/**
 * DELETE /translations/words/{id}: the author takes back a word they sent, while it is under review.
 * Their own pairs under review that use it go with it (as DELETE /dictionary/entity: points
 * cancelled, tasks closed, history WITHDRAW_x); what others built on it, or anything accepted,
 * keeps the word: 403. Someone else's word: 403 when the viewer can read it, else 404. Returns the
 * withdrawn pairs (the caller closes their cards).
 */
export async function withdrawWord(tx: Executor, viewer: Viewer, wordId: number, at: Date): Promise<number[]> {
  const word = await repo.content.wordForUpdate(tx, wordId);
  const state = word ? material(word.author_id, word.review_status as Snapshot['review_status']) : null;
  if (!word || !state || refusal(viewer, 'read', state)) throw notFound('WORD', 'Word not found');
  if (!isAuthorOf(viewer, word.author_id)) throw forbidden('Only its author can withdraw this word');
  if (word.review_status === 'accepted') throw contributionError('ENTITY_IS_VERIFIED');
  if (word.review_status !== 'under_review') throw notFound('WORD', 'Word not found');
  const uses = await repo.content.wordUses(tx, wordId, viewer.id);
  if (uses.othersUseIt) throw forbidden('Other members’ material or accepted material uses this word: it stays');
  for (const id of uses.ownPairs) await withdraw(tx, viewer, { type: 'translation-union', id }, at);
  await repo.content.rejectWord(tx, wordId, at);
  return uses.ownPairs;
}

/**
 * An administrator reverses a moderator's decision on dictionary material (the moderation
 * module's audit log): accepted (or edited) material is rejected with what depends on it; rejected
 * material (not deleted) is accepted again and its author's ADD points come back. The history gets
 * MODERATE_x with the comment. Null when the material has moved on since (nothing to reverse).
 */
export async function reverseContentDecision(tx: Executor, viewer: Viewer, taskId: number, comment: string, at: Date): Promise<'accept' | 'reject' | null> {
  const task = await repo.review.taskById(tx, taskId, true);
  if (!task || !task.done || task.kind !== 'content' || task.type !== 'dictionary') return null;
  const ref: EntityRef = { type: task.entity_type as ContributionEntityType, id: Number(task.entity_key) };
  const snap = await repo.snapshot.of(tx, ref.type, ref.id);
  if (!snap) return null;
  let outcome: 'accept' | 'reject';
  if ((task.resolution === 'accept' || task.resolution === 'edit') && snap.review_status === 'accepted') {
    await takeDown(tx, viewer, ref, 'reject', at);
    outcome = 'reject';
  } else if (task.resolution === 'reject' && snap.review_status === 'rejected' && snap.union_removed !== true) {
    if (await unverifiedParent(tx, ref.type, snap)) return null;
    await accept(tx, ref, at);
    await repo.review.restoreAdds(tx, [ref], at);
    outcome = 'accept';
  } else {
    return null;
  }
  await repo.review.record(tx, {
    ref,
    action: action('MODERATE', ref.type),
    actorId: viewer.id,
    taskId: task.id,
    before: { review_status: snap.review_status },
    after: { review_status: outcome === 'accept' ? 'accepted' : 'rejected' },
    comment,
    at,
  });
  return outcome;
}

