// Answers, skips and completion, all checked on the server. The client never sends whether it was
// right: the server compares the answer with the live dictionary entry, records the first answer
// to each exercise of each word (an FSRS review), and at completion computes the points from those
// records. A points_earned that differs, a second completion or a word the lesson cannot have is
// refused. Points double at a streak of 7+ days.
import { TRAINING_LIMITS as L, type LessonAnswerBody, type LessonCompleteBody, type LessonRepeatBody, type LessonSkipBody, type LessonType } from '@glossa/contract';
import type { Viewer } from '../../../../platform/auth/viewer';
import type { Executor } from '../../../../platform/db/index';
import { answersLimit, exerciseUnavailable, lessonCompleted, lessonNotFound, pointsMismatch, wordUnknown } from '../../errors';
import { isRight, needsAudio } from '../../exercises';
import { sidesOf } from '../../presenter';
import { trainingRepository as repo } from '../../repository';
import { dueNow, markKnown, review } from '../../scheduler';
import type { ActivityUseCases } from '../activity';
import type { TrainingDeps } from '../deps';
import { readableBare } from '../selections/access';

export function lessonAnswers(deps: TrainingDeps, activity: ActivityUseCases) {
  const db = () => deps.ctx.db;
  const now = () => deps.ctx.now();

  /** May this word be in a lesson of this type (and selection)? `favorite`: read before the transaction. */
  async function belongs(exec: Executor, viewer: Viewer, type: LessonType, selectionId: number | null, unionId: number, favorite: boolean) {
    if (selectionId !== null) return (await repo.contents.holding(exec, selectionId, [unionId])).has(unionId);
    if (type === 'repeat') return (await repo.cards.byUnions(exec, viewer.id, [unionId])).has(unionId);
    if (type === 'new') return repo.cards.inStudied(exec, viewer.id, unionId);
    if (type === 'favorite') return favorite;
    return false;
  }

  async function selectionOf(viewer: Viewer, type: LessonType, uuid: string | undefined) {
    if (!uuid) {
      if (type === 'selection') throw Object.assign(wordUnknown('selection_uuid'), { message: 'selection_uuid is required for a selection lesson' });
      return null;
    }
    return readableBare(db(), uuid, viewer);
  }

  return {
    async answer(viewer: Viewer, body: LessonAnswerBody) {
      const selection = await selectionOf(viewer, body.type, body.selection_uuid);
      const selectionId = selection?.id ?? null;
      const t = (await deps.dictionary.batch.translations(viewer, [{ id: body.union_id }], 'eng')).get(body.union_id);
      if (!t || t.is_removed) throw wordUnknown();
      // Oriented as the lesson's words were (words.ts): a compilation's own pair unless one is given.
      const [from, to] = sidesOf(t, body.lang_from ?? selection?.lang_from, body.lang_to ?? selection?.lang_to);
      // An audio exercise needs a recording, or the synthetic voice the lesson offered instead.
      if (needsAudio(body.exercise) && !from.audios.length && !(deps.speech && (await deps.speech.available(viewer, from.lang_code))))
        throw exerciseUnavailable();
      const correct = isRight(body.answer, to.name);
      // Another module's read runs before the transaction (PGlite has one connection).
      const favorite = body.type === 'favorite' && (await deps.favorites.translationIds(viewer, { limit: 100_000 })).includes(body.union_id);
      const { joined, ...result } = await db().transaction(async (tx) => {
        const lesson = await repo.lessons.open(tx, { uuid: body.lesson_uuid, userId: viewer.id, type: body.type, selectionId, at: now() });
        if (!lesson) throw lessonNotFound();
        if (lesson.completed_at) throw lessonCompleted();
        if (!(await belongs(tx, viewer, lesson.type as LessonType, lesson.selection_id, body.union_id, favorite))) throw wordUnknown();
        const before = await repo.lessons.tally(tx, lesson.id);
        if (before.answers >= L.lessonAnswersMax) throw answersLimit();
        const counted = await repo.lessons.record(tx, { lessonId: lesson.id, unionId: body.union_id, exercise: body.exercise, correct, at: now() });
        if (counted) {
          const card = (await repo.cards.byUnions(tx, viewer.id, [body.union_id])).get(body.union_id);
          await repo.cards.save(tx, viewer.id, review(body.union_id, card, correct ? 'right' : 'wrong', now()));
        }
        // A compilation practised is one the member learns: its words are now in learning, so it
        // joins "Compilations I learn" as the study button would add it (once per lesson).
        const joined = lesson.type === 'selection' && lesson.selection_id !== null && before.answers === 0 && (await repo.social.startStudying(tx, lesson.selection_id, viewer.id));
        const points = (before.correct + (counted && correct ? 1 : 0)) * L.pointsPerCorrectAnswer;
        return { correct, expected: to.name, counted, points, joined };
      });
      if (joined && selection) deps.events.publish({ type: 'material.studied', material: 'selection', uuid: selection.uuid, authorId: selection.author_id, byId: viewer.id });
      return result;
    },

    /** Words the member already knows: reviewed as easy and counted as learned (markKnown). */
    async skip(viewer: Viewer, body: LessonSkipBody) {
      const selectionId = body.selection_uuid ? (await readableBare(db(), body.selection_uuid, viewer)).id : null;
      const ids = [...new Set(body.unions)];
      const found = await deps.dictionary.batch.translations(viewer, ids.map((id) => ({ id })), 'eng');
      if (ids.some((id) => !found.has(id))) throw wordUnknown('unions');
      if (selectionId !== null && (await repo.contents.holding(db(), selectionId, ids)).size !== ids.length) throw wordUnknown('unions');
      await db().transaction(async (tx) => {
        const cards = await repo.cards.byUnions(tx, viewer.id, ids);
        for (const id of ids) await repo.cards.save(tx, viewer.id, markKnown(id, cards.get(id), now()));
      });
      return { skipped: ids };
    },

    /** "Repeat": the words are due now and come first in the repeat lesson (community.md §4 POST /education/lesson/repeat). */
    async repeat(viewer: Viewer, body: LessonRepeatBody) {
      const selectionId = body.selection_uuid ? (await readableBare(db(), body.selection_uuid, viewer)).id : null;
      const ids = [...new Set(body.unions)];
      const found = await deps.dictionary.batch.translations(viewer, ids.map((id) => ({ id })), 'eng');
      if (ids.some((id) => !found.get(id) || found.get(id)!.is_removed)) throw wordUnknown('unions');
      if (selectionId !== null && (await repo.contents.holding(db(), selectionId, ids)).size !== ids.length) throw wordUnknown('unions');
      const at = now();
      return db().transaction(async (tx) => {
        const cards = await repo.cards.byUnions(tx, viewer.id, ids);
        for (const id of ids) await repo.cards.save(tx, viewer.id, dueNow(id, cards.get(id), at));
        return { repeat: ids, due_total: await repo.cards.dueCount(tx, viewer.id, at) };
      });
    },

    async complete(viewer: Viewer, body: LessonCompleteBody) {
      const { reachedGoal, ...result } = await db().transaction(async (tx) => {
        const lesson = await repo.lessons.byUuid(tx, body.lesson_uuid, viewer.id, true);
        if (!lesson) throw lessonNotFound();
        if (lesson.completed_at) throw lessonCompleted();
        const tally = await repo.lessons.tally(tx, lesson.id);
        const answered = new Set(tally.words);
        if (body.unions.some((id) => !answered.has(id))) throw wordUnknown('unions');
        const earned = tally.correct * L.pointsPerCorrectAnswer;
        if (body.points_earned !== earned) throw pointsMismatch(earned);
        const before = await activity.state(tx, viewer.id);
        const doubled = before.days_activity_span >= L.doublePointsStreak;
        const points = doubled ? earned * 2 : earned;
        if (!(await repo.lessons.complete(tx, lesson.id, points, now()))) throw lessonCompleted();
        await activity.credit(tx, viewer.id, points, answered.size);
        // Every rewarded action is in the points ledger (the EDUCATION_RATING, modules/progress).
        if (points > 0) await repo.lessons.ledger(tx, { userId: viewer.id, lessonId: lesson.id, points, at: now() });
        const after = await activity.state(tx, viewer.id);
        return { points, doubled, words: answered.size, days_activity_span: after.days_activity_span, has_activity_today: after.has_activity_today, reachedGoal: !before.has_activity_today && after.has_activity_today };
      });
      if (reachedGoal) deps.events.publish({ type: 'daily_goal.reached', userId: viewer.id });
      deps.events.publish({ type: 'lesson.completed', userId: viewer.id });
      return result;
    },
  };
}
