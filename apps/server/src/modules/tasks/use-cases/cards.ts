// The cards: a member's batch (generated from the dictionary on read, leased for TASK_TIMING.expiryMs)
// and their answers. An answer, its weight, the verdict, the material's new status and every
// point change commit together; the realtime events go out after the commit.
import {
  ACTIONS_OF_TASK_TYPE,
  CHECK_TASK_TYPES,
  TASK_LIMITS,
  TASK_POINTS,
  TASK_TIMING,
  TASK_TYPES,
  checkVerdict,
  checkWeight,
  type CheckVerdict,
  type ContributionEntityType,
  type TaskAction,
  type TaskAnswerResult,
  type TaskCard,
  type TaskType,
} from '@glossa/contract';
import { isModerator, type Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import type { ContributionEvent } from '../../contributions/service';
import { validationError } from '../../../platform/errors';
import { taskError, taskNotFound, taskNotRelevant } from '../errors';
import { presentCard } from '../presenter';
import { tasksRepository as repo, type CardRow, type TaskRow } from '../repository';
import { languagesOf, type TasksDeps } from './deps';

/** Rows read per source and sync: bounds the work one GET adds. */
const SYNC_STEP = 2000;
/** Rows a sweep re-reads per source and sync (members' recent changes: usually a handful). */
const SWEEP_STEP = 500;
const CHECK_ENTITY: Record<string, ContributionEntityType> = {
  'translation-union': 'translation-union',
  'sentence-translation': 'sentence-translation',
};
const isCheck = (type: TaskType) => (CHECK_TASK_TYPES as readonly string[]).includes(type);

export interface AnswerInput {
  body?: { word_name?: string; sentence?: string };
  audio?: Buffer;
  local: string;
}

export function cardsUseCases(deps: TasksDeps) {
  const { ctx, contributions } = deps;
  const now = () => ctx.now();
  let sourcesReady = false;

  /** Reads what is new in the dictionary into tasks (each source in its own short transaction). */
  async function sync() {
    if (!sourcesReady) {
      await repo.generation.ensureSources(ctx.db);
      sourcesReady = true;
    }
    for (const source of await repo.generation.behind(ctx.db)) await ctx.db.transaction((tx) => repo.generation.step(tx, source, SYNC_STEP, now()));
    // Rows committed after the watermark passed them, or accepted since (generation.ts).
    for (const source of repo.generation.sources) await ctx.db.transaction((tx) => repo.generation.sweep(tx, source, SWEEP_STEP, now()));
  }

  /** Cards with their material (one statement per entity type); material no longer relevant closes its task. */
  async function present(exec: Executor, held: CardRow[]): Promise<TaskCard[]> {
    const material = await repo.material.many(exec, held.map((t) => ({ entityType: t.entity_type, id: t.entity_id })));
    const cards: TaskCard[] = [];
    for (const t of held) {
      const m = material.get(`${t.entity_type}:${t.entity_id}`);
      if (!m || !m.relevant) {
        await repo.tasks.close(exec, t.id, 'closed', 'not_relevant', now());
        continue;
      }
      const author = t.author_id && t.author_uuid ? { uuid: t.author_uuid, nickname: t.author_nickname } : null;
      cards.push(presentCard(t, m, { comments: t.comment_count, author }));
    }
    return cards;
  }

  /** Weight of this member's check on this material (contract checkWeight). */
  async function weightOf(exec: Executor, viewer: Viewer, task: TaskRow) {
    const checker = await contributions.community.checker(exec, viewer.id, task.lang_codes);
    return checkWeight({ ...checker, moderator: isModerator(viewer) });
  }

  /**
   * The community's verdict applied to the material: whether it applied (false when decided elsewhere
   * meanwhile) and the event for the author, published after the commit.
   */
  async function settle(tx: Executor, task: TaskRow, verdict: Exclude<CheckVerdict, null>, at: Date): Promise<{ applied: boolean; event: ContributionEvent | null }> {
    if (verdict === 'undecided') {
      await repo.tasks.close(tx, task.id, 'done', 'undecided', at);
      return { applied: true, event: null };
    }
    const ref = { type: CHECK_ENTITY[task.entity_type]!, id: task.entity_id };
    const event = await contributions.community.settle(tx, ref, verdict, at);
    if (!event) {
      await repo.tasks.close(tx, task.id, 'closed', 'not_relevant', at);
      return { applied: false, event: null };
    }
    await repo.tasks.close(tx, task.id, 'done', verdict, at);
    if (verdict === 'accepted') {
      if (task.author_id) {
        await contributions.community.grant(tx, { userId: task.author_id, prefix: 'COMMUNITY_VERIFIED', type: ref.type, entityId: ref.id, points: TASK_POINTS.verified, at });
      }
      const m = await repo.material.of(tx, task.entity_type, task.entity_id);
      await repo.generation.wordAudioTasks(tx, (m?.words ?? []).map((w) => w.id), at);
    }
    return { applied: true, event };
  }

  /** Checks before any side effect of an `add`: the card is mine, open and unanswered. */
  async function assertAnswerable(exec: Executor, viewer: Viewer, task: TaskRow | null, action: TaskAction, lock: boolean) {
    if (!task || task.queue !== 'community') throw taskNotFound();
    if (!ACTIONS_OF_TASK_TYPE[task.type].includes(action)) throw taskError('ACTION_NOT_AVAILABLE');
    const mine = await repo.tasks.assignment(exec, task.id, viewer.id, lock);
    if (mine?.answered_at) throw taskError('TASK_ALREADY_ANSWERED');
    if (!mine || task.status !== 'open') throw taskNotRelevant();
  }

  /** An `add` answer's material, through the contributions service (its own transaction, as any addition). */
  async function addMaterial(viewer: Viewer, task: TaskRow, input: AnswerInput): Promise<{ id: number; points: number }> {
    const m = await repo.material.of(ctx.db, task.entity_type, task.entity_id);
    if (!m || !m.relevant) throw taskNotRelevant();
    switch (task.type) {
      case 'add_word_audio':
      case 'add_sentence_audio': {
        if (!input.audio) throw validationError('file', 'An audio file is required');
        const kind = task.type === 'add_word_audio' ? 'word' : 'sentence';
        const added = await contributions.audio.upload(viewer, kind, task.entity_id, input.audio);
        return { id: added.data.id, points: added.rating.points };
      }
      case 'chk_translation_union': {
        const name = input.body?.word_name;
        if (!name) throw validationError('word_name', 'The right translation is required');
        const [primary, translation] = m.words;
        const word = await contributions.translations.addOrGetWord(viewer, { word: name, lang_code: translation!.lang_code });
        const added = await contributions.translations.add(
          viewer,
          { primary_word_id: primary!.id, translation_word_id: word.id, translation_lang_code: translation!.lang_code, primary_word_explanation: null, translation_word_explanation: null },
          input.local,
        );
        return { id: added.data.id, points: added.rating.points };
      }
      case 'chk_sentence_translation': {
        const text = input.body?.sentence;
        if (!text) throw validationError('sentence', 'The right translation is required');
        const [source, target] = m.sentences;
        const added = await contributions.sentences.addTranslation(viewer, source!.id, { sentence_text: text, lang_code: target!.lang_code });
        return { id: added.data.sentence_translation_id, points: added.rating.points };
      }
    }
  }

  return {
    /** Brings the tasks up to date with the dictionary (the daily new-tasks reminder runs it first). */
    sync,
    async list(viewer: Viewer, q: { types?: TaskType[]; exclude?: number[] }): Promise<TaskCard[]> {
      const types = q.types?.length && q.types.length <= TASK_LIMITS.typeFilterMax ? [...new Set(q.types)] : [...TASK_TYPES];
      const exclude = q.exclude ?? [];
      const [, langs] = await Promise.all([sync(), languagesOf(ctx.db, viewer.id)]);
      const pool = { userId: viewer.id, types, langs: langs.langs, voiceLangs: langs.voiceLangs };
      const cards: TaskCard[] = [];
      const seen = [...exclude];
      for (let round = 0; round < 3 && cards.length < TASK_LIMITS.batch; round++) {
        const want = TASK_LIMITS.batch - cards.length;
        const held = await ctx.db.transaction(async (tx) => {
          const at = now();
          const since = new Date(at.getTime() - TASK_TIMING.expiryMs);
          // The first round starts each key at a random card among its oldest; the next ones from its start.
          const locked = await repo.handOut.lock(tx, { ...pool, exclude: seen, limit: want, since, fromStart: round > 0 });
          return repo.handOut.take(tx, { userId: viewer.id, types, exclude: seen, locked, limit: want, now: at, since });
        });
        // An empty first round may only have started past the key's last free card.
        if (!held.length && round > 0) break;
        seen.push(...held.map((t) => t.id));
        cards.push(...(await present(ctx.db, held)));
      }
      return cards;
    },

    async answer(viewer: Viewer, taskId: number, action: TaskAction, input: AnswerInput): Promise<TaskAnswerResult> {
      if (action === 'skip') return this.skip(viewer, taskId);
      let added: { id: number; points: number } | null = null;
      if (action === 'add') {
        // The addition commits in its own transaction first: refuse what the answer would refuse before it.
        const before = await repo.tasks.byId(ctx.db, taskId);
        await assertAnswerable(ctx.db, viewer, before, action, false);
        added = await addMaterial(viewer, before!, input);
      }

      const result = await ctx.db.transaction(async (tx) => {
        const at = now();
        const task = await repo.tasks.byId(tx, taskId, true);
        await assertAnswerable(tx, viewer, task, action, true);
        const t = task!;
        if (!isCheck(t.type)) {
          await repo.tasks.answer(tx, { taskId, userId: viewer.id, answer: action, weight: 0, at });
          if (action === 'add') await repo.tasks.close(tx, taskId, 'done', 'added', at);
          return { status: action === 'add' ? ('done' as const) : t.status, verdict: null, settled: false, points: 0, task: t, event: null };
        }
        // A check: an add (a correction) counts as a no. The material, then the points of the
        // checker and the author, locked in the one order verdicts and withdrawals use.
        await contributions.community.lockForVerdict(tx, { type: CHECK_ENTITY[t.entity_type]!, id: t.entity_id }, [viewer.id, t.author_id]);
        const m = await repo.material.of(tx, t.entity_type, t.entity_id);
        if (!m || !m.relevant) {
          await repo.tasks.close(tx, taskId, 'closed', 'not_relevant', at);
          return { status: 'closed' as const, verdict: null, settled: false, points: 0, task: t, event: null, irrelevant: true };
        }
        const side = action === 'yes' ? 'yes' : 'no';
        const weight = await weightOf(tx, viewer, t);
        await repo.tasks.answer(tx, { taskId, userId: viewer.id, answer: action, weight, at });
        const updated = (await repo.tasks.addWeight(tx, taskId, side, weight, at))!;
        await contributions.community.grant(tx, { userId: viewer.id, prefix: 'VERIFY', type: CHECK_ENTITY[t.entity_type]!, entityId: t.entity_id, points: TASK_POINTS.check, at });
        const verdict = checkVerdict({ yes: updated.yes_weight, no: updated.no_weight, answers: updated.answers });
        let status: TaskRow['status'] = 'open';
        let event: ContributionEvent | null = null;
        if (verdict) {
          const settled = await settle(tx, updated, verdict, at);
          status = settled.applied ? 'done' : 'closed';
          event = settled.event;
        }
        return { status, verdict, settled: verdict !== null, points: TASK_POINTS.check, task: t, event };
      });
      if ('irrelevant' in result && result.irrelevant) throw taskNotRelevant();
      if (result.settled || added !== null) contributions.community.invalidateReadCache();
      if (result.points > 0 || result.settled) contributions.community.pointsChanged([viewer.id, result.task.author_id]);
      // The author hears the community's verdict as they hear a moderator's (notifications listen to this event).
      contributions.community.published(result.event);
      await this.notifyAuthor(result.task, result.verdict, action);
      return {
        data: { task_id: taskId, action, status: result.status, verdict: result.verdict, added_id: added?.id ?? null },
        rating: await contributions.community.rating(ctx.db, viewer.id, result.points + (added?.points ?? 0)),
      };
    },

    /** A skip: one statement in the usual case; when it changes nothing, the checks say why. */
    async skip(viewer: Viewer, taskId: number): Promise<TaskAnswerResult> {
      const task = await repo.tasks.skip(ctx.db, { taskId, userId: viewer.id, at: now() });
      if (!task) {
        await assertAnswerable(ctx.db, viewer, await repo.tasks.byId(ctx.db, taskId), 'skip', false);
        throw taskNotRelevant();
      }
      return {
        data: { task_id: taskId, action: 'skip', status: task.status, verdict: null, added_id: null },
        rating: await contributions.community.rating(ctx.db, viewer.id, 0),
      };
    },

    /** After the commit: the author's need-action count, as it is now. */
    async needActionChanged(authorId: number) {
      const author = (await repo.users.refs(ctx.db, [authorId])).get(authorId);
      if (author) ctx.realtime.toUser(author.uuid, 'tasks:need-action', { count: await repo.needAction.count(ctx.db, authorId) });
    },

    /** After the commit: the author hears of a verdict, and of a dispute that needs their answer. */
    async notifyAuthor(task: TaskRow, verdict: CheckVerdict, action: TaskAction) {
      if (!task.author_id || (!verdict && action !== 'no' && action !== 'add')) return;
      const author = (await repo.users.refs(ctx.db, [task.author_id])).get(task.author_id);
      if (!author) return;
      const count = await repo.needAction.count(ctx.db, task.author_id);
      if (verdict) ctx.realtime.toUser(author.uuid, 'tasks:decided', { task_id: task.id, entity_type_slug: task.entity_type, entity_id: task.entity_id, verdict });
      ctx.realtime.toUser(author.uuid, 'tasks:need-action', { count });
    },
  };
}

export type CardsUseCases = ReturnType<typeof cardsUseCases>;
