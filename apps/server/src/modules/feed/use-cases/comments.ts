// Comments on posts and articles (questions have answers instead), and comment likes.
import type { PublicationType } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { forbidden, notFound } from '../../../platform/errors';
import { feedPolicy } from '../policy';
import { presentComment } from '../presenter';
import { feedRepository as repo } from '../repository';
import type { FeedDeps } from './deps';
import { publicationNotFound, readable } from './publications';

const commentNotFound = () => notFound('COMMENT', 'Comment not found');

export function commentsUseCases(deps: FeedDeps) {
  const now = () => deps.ctx.now();

  /** The comment `id` of the readable publication `uuid`; 404 when either is missing or they do not belong together. */
  async function commentOf(exec: Executor, viewer: Viewer | null, type: PublicationType, uuid: string, id: number) {
    const publication = await readable(exec, viewer, type, uuid);
    const comment = await repo.comments.byId(exec, id, viewer?.id ?? null);
    if (!comment || comment.publication_id !== publication.id) throw commentNotFound();
    return { publication, comment };
  }

  return {
    async list(type: PublicationType, viewer: Viewer | null, uuid: string, q: { limit: number; pagination_id?: number }) {
      const publication = await readable(deps.ctx.db, viewer, type, uuid);
      const list = await repo.comments.list(deps.ctx.db, publication.id, q.pagination_id, q.limit, viewer?.id ?? null);
      return list.map((c) => presentComment(c, viewer));
    },

    async add(type: PublicationType, viewer: Viewer, uuid: string, text: string) {
      const { comment, publication } = await deps.ctx.db.transaction(async (tx) => {
        const publication = await readable(tx, viewer, type, uuid);
        if (!feedPolicy.canReact(viewer, publication)) throw publicationNotFound(type);
        const id = await repo.comments.insert(tx, { publicationId: publication.id, authorId: viewer.id, comment: text, at: now() });
        return { comment: (await repo.comments.byId(tx, id, viewer.id))!, publication };
      });
      deps.events.publish({ type: 'comment.created', publicationUuid: uuid, publicationAuthorId: publication.author_id, commentId: comment.id, authorId: viewer.id, text });
      return presentComment(comment, viewer);
    },

    async edit(type: PublicationType, viewer: Viewer, uuid: string, id: number, text: string) {
      return deps.ctx.db.transaction(async (tx) => {
        const { comment } = await commentOf(tx, viewer, type, uuid, id);
        if (!feedPolicy.canEdit(viewer, comment)) throw forbidden('Only the author can edit this comment');
        await repo.comments.update(tx, id, text, now());
        return presentComment((await repo.comments.byId(tx, id, viewer.id))!, viewer);
      });
    },

    async remove(type: PublicationType, viewer: Viewer, uuid: string, id: number) {
      await deps.ctx.db.transaction(async (tx) => {
        const { comment } = await commentOf(tx, viewer, type, uuid, id);
        if (!feedPolicy.canDelete(viewer, comment)) throw forbidden('Only the author or a moderator can delete this comment');
        await repo.comments.delete(tx, id);
      });
      deps.events.publish({ type: 'comment.deleted', publicationUuid: uuid, commentId: id, byId: viewer.id });
    },

    /** Like or unlike; idempotent. The answer carries the server's count (it replaces the optimistic one). */
    async like(viewer: Viewer, id: number, liked: boolean) {
      const comment = await repo.comments.byId(deps.ctx.db, id, null);
      if (!comment) throw commentNotFound();
      const publication = await repo.publications.byId(deps.ctx.db, comment.publication_id, null);
      if (!publication || !feedPolicy.canReact(viewer, publication)) throw commentNotFound();
      const result = liked ? await repo.comments.like(deps.ctx.db, id, viewer.id, now()) : await repo.comments.unlike(deps.ctx.db, id, viewer.id);
      if (!result) throw commentNotFound();
      if (liked) deps.events.publish({ type: 'liked', target: 'comment', uuid: comment.uuid, ownerId: comment.author_id, byId: viewer.id });
      else deps.events.publish({ type: 'unliked', target: 'comment', uuid: comment.uuid, byId: viewer.id });
      return { liked_by_user: liked, count: result.count };
    },
  };
}
