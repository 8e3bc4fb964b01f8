// Answers to questions: threads of replies (reply_to_uuid names an answer or reply of the same
// question; replies hang under the thread's top-level answer), votes plus/minus (one per member,
// changing sides moves the count by 2), order best or newest; the question's author accepts one
// top-level answer, listed first whatever the order.
import { FEED_LIMITS, FeedErrorCode, type AnswerOrder, type VoteType } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { AppError, forbidden, notFound } from '../../../platform/errors';
import { feedPolicy } from '../policy';
import { presentAnswer, presentCounter, presentReply } from '../presenter';
import { feedRepository as repo, type AnswerRow } from '../repository';
import type { FeedDeps } from './deps';
import { publicationNotFound, readable } from './publications';

const answerNotFound = () => notFound('ANSWER', 'Answer not found');

export function answersUseCases(deps: FeedDeps) {
  const now = () => deps.ctx.now();

  async function answerOf(exec: Executor, viewer: Viewer | null, questionUuid: string, answerUuid: string, lock = false) {
    const question = await readable(exec, viewer, 'question', questionUuid);
    const answer = await repo.answers.byUuid(exec, answerUuid, viewer?.id ?? null, lock);
    if (!answer || answer.question_id !== question.id) throw answerNotFound();
    return { question, answer };
  }

  async function withReplies(exec: Executor, list: AnswerRow[], viewer: Viewer | null, questionAuthorId: number) {
    const replies = await repo.answers.repliesOf(exec, list.map((a) => a.id), FEED_LIMITS.repliesPreview, viewer?.id ?? null);
    return list.map((a) => presentAnswer(a, replies.filter((r) => r.root_id === a.id), viewer, questionAuthorId));
  }

  return {
    async list(viewer: Viewer | null, uuid: string, q: { limit: number; order_by: AnswerOrder; pagination_uuid?: string }) {
      const db = deps.ctx.db;
      const question = await readable(db, viewer, 'question', uuid);
      let after: { score: number; id: number } | null = null;
      // The accepted answer heads the first page; a page that ended on it continues with the others.
      const accepted = q.pagination_uuid ? null : await repo.answers.accepted(db, question.id, viewer?.id ?? null);
      if (q.pagination_uuid) {
        const last = await repo.answers.byUuid(db, q.pagination_uuid, null);
        if (!last || last.question_id !== question.id || last.root_id !== null) throw answerNotFound();
        if (last.accepted_at === null) after = { score: last.score, id: last.id };
      }
      const limit = accepted ? q.limit - 1 : q.limit;
      const list = limit > 0 ? await repo.answers.list(db, { questionId: question.id, order: q.order_by, after, limit, viewerId: viewer?.id ?? null }) : [];
      return withReplies(db, accepted ? [accepted, ...list] : list, viewer, question.author_id);
    },

    async replies(viewer: Viewer | null, uuid: string, answerUuid: string, q: { limit: number; pagination_uuid?: string }) {
      const db = deps.ctx.db;
      const { answer } = await answerOf(db, viewer, uuid, answerUuid);
      const rootId = answer.root_id ?? answer.id;
      let afterId: number | null = null;
      if (q.pagination_uuid) {
        const last = await repo.answers.byUuid(db, q.pagination_uuid, null);
        if (!last || last.root_id !== rootId) throw answerNotFound();
        afterId = last.id;
      }
      return (await repo.answers.replies(db, rootId, afterId, q.limit, viewer?.id ?? null)).map((r) => presentReply(r, viewer));
    },

    async add(viewer: Viewer, uuid: string, body: { answer: string; reply_to_uuid?: string | null }) {
      const { row, question, replyTo } = await deps.ctx.db.transaction(async (tx) => {
        const question = await readable(tx, viewer, 'question', uuid);
        if (!feedPolicy.canReact(viewer, question)) throw publicationNotFound('question');
        let replyTo: AnswerRow | null = null;
        if (body.reply_to_uuid) {
          replyTo = await repo.answers.byUuid(tx, body.reply_to_uuid, null);
          if (!replyTo) throw answerNotFound();
          if (replyTo.question_id !== question.id) {
            throw new AppError(FeedErrorCode.REPLY_TO_ANOTHER_QUESTION, 400, 'This answer belongs to another question', 'reply_to_uuid');
          }
        }
        const id = await repo.answers.insert(tx, {
          questionId: question.id,
          authorId: viewer.id,
          rootId: replyTo ? (replyTo.root_id ?? replyTo.id) : null,
          replyToId: replyTo?.id ?? null,
          answer: body.answer,
          at: now(),
        });
        return { row: (await repo.answers.byId(tx, id, viewer.id))!, question, replyTo };
      });
      deps.events.publish({
        type: 'answer.created',
        questionUuid: uuid,
        questionAuthorId: question.author_id,
        answerUuid: row.uuid,
        rootId: row.root_id ?? row.id,
        replyToAuthorId: replyTo?.author_id ?? null,
        authorId: viewer.id,
        text: body.answer,
      });
      return presentAnswer(row, [], viewer, question.author_id);
    },

    async edit(viewer: Viewer, uuid: string, answerUuid: string, text: string) {
      return deps.ctx.db.transaction(async (tx) => {
        const { question, answer } = await answerOf(tx, viewer, uuid, answerUuid, true);
        if (!feedPolicy.canEdit(viewer, answer)) throw forbidden('Only the author can edit this answer');
        await repo.answers.update(tx, answer.id, text, now());
        const row = (await repo.answers.byId(tx, answer.id, viewer.id))!;
        return presentAnswer(row, [], viewer, question.author_id);
      });
    },

    async remove(viewer: Viewer, uuid: string, answerUuid: string) {
      const answer = await deps.ctx.db.transaction(async (tx) => {
        const { answer } = await answerOf(tx, viewer, uuid, answerUuid, true);
        if (!feedPolicy.canDelete(viewer, answer)) throw forbidden('Only the author or a moderator can delete this answer');
        await repo.answers.delete(tx, { id: answer.id, questionId: answer.question_id, rootId: answer.root_id, repliesCount: answer.replies_count });
        return answer;
      });
      deps.events.publish({ type: 'answer.deleted', questionUuid: uuid, answerId: answer.id, answerUuid, rootId: answer.root_id, byId: viewer.id });
    },

    /**
     * The question's author marks the answer that helped (`on`), moving the mark from another
     * answer, or takes it back. Only the question's author (403), only a top-level answer (400
     * REPLY_CANNOT_BE_ACCEPTED). Under the question's row lock, so two accepts at once leave one.
     * The answer's author hears of it (unless they asked the question); taking it back withdraws that.
     */
    async accept(viewer: Viewer, uuid: string, answerUuid: string, on: boolean) {
      const { row, question, changed, previous } = await deps.ctx.db.transaction(async (tx) => {
        const question = await readable(tx, viewer, 'question', uuid, true);
        const answer = await repo.answers.byUuid(tx, answerUuid, viewer.id);
        if (!answer || answer.question_id !== question.id) throw answerNotFound();
        if (question.author_id !== viewer.id) throw forbidden('Only the author of the question can accept an answer');
        if (answer.root_id !== null) {
          throw new AppError(FeedErrorCode.REPLY_CANNOT_BE_ACCEPTED, 400, 'Only an answer, not a reply, can be accepted', 'answer_uuid');
        }
        const was = answer.accepted_at !== null;
        const previous = on && !was ? await repo.answers.accepted(tx, question.id, null) : null;
        if (on !== was) await repo.answers.setAccepted(tx, question.id, on ? answer.id : null, now());
        return { row: (await repo.answers.byId(tx, answer.id, viewer.id))!, question, changed: on !== was, previous };
      });
      const event = (a: AnswerRow, accepted: boolean) =>
        deps.events.publish({ type: accepted ? 'answer.accepted' : 'answer.unaccepted', questionUuid: uuid, answerId: a.id, answerUuid: a.uuid, answerAuthorId: a.author_id, byId: viewer.id });
      if (previous) event(previous, false);
      if (changed) event(row, on);
      const replies = await repo.answers.repliesOf(deps.ctx.db, [row.id], FEED_LIMITS.repliesPreview, viewer.id);
      return presentAnswer(row, replies, viewer, question.author_id);
    },

    async vote(viewer: Viewer, uuid: string, answerUuid: string, vote: VoteType) {
      return deps.ctx.db.transaction(async (tx) => {
        const { question, answer } = await answerOf(tx, viewer, uuid, answerUuid, true);
        if (!feedPolicy.canReact(viewer, question)) throw publicationNotFound('question');
        if (answer.author_id === viewer.id) throw new AppError(FeedErrorCode.CANNOT_VOTE_OWN_ANSWER, 400, 'You cannot vote on your own answer', 'answer_uuid');
        await repo.answers.vote(tx, answer.id, viewer.id, vote === 'plus' ? 1 : -1, now());
        const row = (await repo.answers.byId(tx, answer.id, viewer.id))!;
        return presentCounter(row.score, row.my_vote);
      });
    },
  };
}
