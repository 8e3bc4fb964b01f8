// Comments and suggestions (community.md §2 "suggestions (admin only, titled comments and
// suggestions)", §7 GET/POST /reviews): members send them, administrators page through them and
// mark them done.
import type { Review } from '@glossa/contract';
import { assertAdmin, type Viewer } from '../../../platform/auth/viewer';
import { notFound } from '../../../platform/errors';
import { presentReview } from '../presenter';
import { moderationRepository as repo } from '../repository';
import type { ModerationDeps } from './deps';

export function reviewsUseCases(deps: ModerationDeps) {
  const db = () => deps.ctx.db;
  return {
    async send(viewer: Viewer, body: { text: string; page?: string }): Promise<Review> {
      return presentReview(await repo.reviews.insert(db(), { authorId: viewer.id, text: body.text, page: body.page || null, at: deps.ctx.now() }));
    },

    async list(viewer: Viewer, q: { limit: number; offset: number; done?: boolean }) {
      assertAdmin(viewer);
      const list = await repo.reviews.list(db(), q);
      return { data: list.map(presentReview), total: list[0]?.total ?? 0 };
    },

    async mark(viewer: Viewer, id: number, done: boolean): Promise<Review> {
      assertAdmin(viewer);
      const row = await repo.reviews.mark(db(), id, done, viewer.id, deps.ctx.now());
      if (!row) throw notFound('REVIEW', 'Suggestion not found');
      return presentReview(row);
    },
  };
}

export type ReviewsUseCases = ReturnType<typeof reviewsUseCases>;
