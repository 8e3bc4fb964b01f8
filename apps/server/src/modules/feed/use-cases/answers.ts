// Answers to questions: threads of replies (reply_to_uuid names an answer or reply of the same
// question; replies hang under the thread's top-level answer), votes plus/minus (one per member,
// changing sides moves the count by 2), order best or newest.
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

  async function withReplies(exec: Executor, list: AnswerRow[], viewer: Viewer | null) {
    const replies = await repo.answers.repliesOf(exec, list.map((a) => a.id), FEED_LIMITS.repliesPreview, viewer?.id ?? null);
    return list.map((a) => presentAnswer(a, replies.filter((r) => r.root_id === a.id), viewer));
  }

  return {
    async list(viewer: Viewer | null, uuid: string, q: { limit: number; order_by: AnswerOrder; pagination_uuid?: string }) {
      const db = deps.ctx.db;
      const question = await readable(db, viewer, 'question', uuid);
      let after: { score: number; id: number } | null = null;
      if (q.pagination_uuid) {
        const last = await repo.answers.byUuid(db, q.pagination_uuid, null);
        if (!last || last.question_id !== question.id || last.root_id !== null) throw answerNotFound();
        after = { score: last.score, id: last.id };
      }
      const list = await repo.answers.list(db, { questionId: question.id, order: q.order_by, after, limit: q.limit, viewerId: viewer?.id ?? null });
      return withReplies(db, list, viewer);
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
      return presentAnswer(row, [], viewer);
    },

    async edit(viewer: Viewer, uuid: string, answerUuid: string, text: string) {
      return deps.ctx.db.transaction(async (tx) => {
        const { answer } = await answerOf(tx, viewer, uuid, answerUuid, true);
        if (!feedPolicy.canEdit(viewer, answer)) throw forbidden('Only the author can edit this answer');
        await repo.answers.update(tx, answer.id, text, now());
        const row = (await repo.answers.byId(tx, answer.id, viewer.id))!;
        return presentAnswer(row, [], viewer);
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

    async vote(viewer: Viewer, uuid: string, answerUuid: string, vote: VoteType) {
      return deps.ctx.db.transaction(async (tx) => {
        const { question, answer } = await answerOf(tx, viewer, uuid, answerUuid, true);
        if (!feedPolicy.canReact(viewer, question)) throw publicationNotFound('question');
        await repo.answers.vote(tx, answer.id, viewer.id, vote === 'plus' ? 1 : -1, now());
        const row = (await repo.answers.byId(tx, answer.id, viewer.id))!;
        return presentCounter(row.score, row.my_vote);
      });
    },
  };
}
