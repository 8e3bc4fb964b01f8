// Likes of posts, articles and questions: idempotent, the answer carries the server's count.
import type { PublicationType } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import { feedPolicy } from '../policy';
import { feedRepository as repo } from '../repository';
import type { FeedDeps } from './deps';
import { publicationNotFound, readable } from './publications';

export function likesUseCases(deps: FeedDeps) {
  return {
    async set(type: PublicationType, viewer: Viewer, uuid: string, liked: boolean) {
      const publication = await readable(deps.ctx.db, viewer, type, uuid);
      if (!feedPolicy.canReact(viewer, publication)) throw publicationNotFound(type);
      const result = liked
        ? await repo.likes.like(deps.ctx.db, publication.id, viewer.id, deps.ctx.now())
        : await repo.likes.unlike(deps.ctx.db, publication.id, viewer.id);
      // Deleted between the read and the write.
      if (!result) throw publicationNotFound(type);
      if (liked) deps.events.publish({ type: 'liked', target: 'publication', uuid, ownerId: publication.author_id, byId: viewer.id });
      else deps.events.publish({ type: 'unliked', target: 'publication', uuid, byId: viewer.id });
      return { liked_by_user: liked, count: result.count };
    },
  };
}
