// Complaints about posts, articles, questions, answers and comments, filed through the
// contributions module's complaint machinery as moderation tasks of type feed. A member complains
// about a thing once and not while another complaint about it awaits a moderator
// (COMPLAIN_BEING_PROCESSED for both); an admin's content cannot be complained about.
import { FEED_MESSAGES, FeedErrorCode, type FeedComplaintBody } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { AppError, forbidden, notFound, validationError } from '../../../platform/errors';
import { feedPolicy } from '../policy';
import { feedRepository as repo } from '../repository';
import type { FeedDeps } from './deps';
import { readable } from './publications';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function complaintsUseCases(deps: FeedDeps) {
  const db = () => deps.ctx.db;

  /** The target's author, language and a summary for the moderator; 404 when the viewer cannot see it. */
  async function target(viewer: Viewer, body: FeedComplaintBody) {
    if (body.target_type === 'comment') {
      const c = await repo.comments.byUuid(db(), body.target);
      if (!c) throw notFound('COMMENT', 'Comment not found');
      const p = (await repo.publications.byId(db(), c.publication_id, null))!;
      if (p.status !== 'published') throw notFound('COMMENT', 'Comment not found');
      return { authorId: c.author_id, authorRole: c.author_role, langCode: p.lang_code, summary: c.comment.slice(0, 200), parent: p.uuid };
    }
    if (body.target_type === 'answer') {
      const a = await repo.answers.byUuid(db(), body.target, null);
      if (!a) throw notFound('ANSWER', 'Answer not found');
      const q = (await repo.publications.byId(db(), a.question_id, null))!;
      if (q.status !== 'published') throw notFound('ANSWER', 'Answer not found');
      return { authorId: a.author_id, authorRole: a.author_role, langCode: q.lang_code, summary: a.answer.slice(0, 200), parent: q.uuid };
    }
    const p = await readable(db(), viewer, body.target_type, body.target);
    const full = (await repo.publications.byId(db(), p.id, null))!;
    const summary = full.text ?? full.title ?? full.short_description ?? '';
    return { authorId: p.author_id, authorRole: p.author_role, langCode: p.lang_code, summary: summary.slice(0, 200), parent: null };
  }

  return {
    /**
     * An upheld complaint (the moderation module): removes the complained-about post, article,
     * question, answer or comment inside the caller's transaction, as the moderator. Returns what
     * it was (for the audit log) and the work for after the commit (image files, the deletion
     * event), or null when it is already gone.
     */
    async removeComplained(tx: Executor, moderator: Viewer, targetType: FeedComplaintBody['target_type'], uuid: string) {
      if (!UUID.test(uuid)) return null;
      if (targetType === 'comment') {
        const c = await repo.comments.byUuid(tx, uuid);
        if (!c) return null;
        await repo.comments.delete(tx, c.id);
        return { before: { comment: c.comment, author_id: c.author_id }, after: async () => {} };
      }
      if (targetType === 'answer') {
        const a = await repo.answers.byUuid(tx, uuid, null, true);
        if (!a) return null;
        await repo.answers.delete(tx, { id: a.id, questionId: a.question_id, rootId: a.root_id, repliesCount: a.replies_count });
        return { before: { answer: a.answer, author_id: a.author_id }, after: async () => {} };
      }
      const p = await repo.publications.basic(tx, uuid, true);
      if (!p || p.type !== targetType) return null;
      const full = (await repo.publications.byId(tx, p.id, null))!;
      const files = await repo.publications.delete(tx, p.id);
      return {
        before: { type: p.type, status: p.status, title: full.title ?? null, text: full.text ?? full.short_description ?? null, author_id: p.author_id },
        after: async () => {
          await deps.images.remove(...files.flatMap((f) => [f.file, f.preview]));
          deps.events.publish({ type: 'item.deleted', itemType: p.type, uuid, authorId: p.author_id, byId: moderator.id });
        },
      };
    },

    async file(viewer: Viewer, body: FeedComplaintBody) {
      const t = await target(viewer, body);
      if (t.authorId === viewer.id) throw validationError('target', 'You cannot complain about your own content');
      const refused = feedPolicy.complaintRefusal(viewer, { author_id: t.authorId, author_role: t.authorRole, status: 'published' });
      if (refused === 'author_is_admin') throw new AppError(FeedErrorCode.ADMINS_CAN_NOT_BE_COMPLAINED, 400, FEED_MESSAGES.ADMINS_CAN_NOT_BE_COMPLAINED);
      if (refused) throw forbidden('You cannot complain about this');
      try {
        return await deps.complaints.fileFeedComplaint(viewer, {
          targetType: body.target_type,
          targetKey: body.target,
          targetUserId: t.authorId,
          comment: body.comment,
          langCodes: [t.langCode],
          detail: { summary: t.summary, entity: { uuid: body.target, type: body.target_type, parent_uuid: t.parent } },
        });
      } catch (err) {
        // The machinery's "you already complained" and "a complaint awaits a moderator" are one message here.
        if (err instanceof AppError && (err.code === 'VERIFICATION_IS_EXIST' || err.code === 'COMPLAIN_BEING_PROCESSED')) {
          throw new AppError(FeedErrorCode.COMPLAIN_BEING_PROCESSED, 400, FEED_MESSAGES.COMPLAIN_BEING_PROCESSED);
        }
        throw err;
      }
    },
  };
}
