// The feed module: publications (posts, articles, questions) and their images, the feed tabs,
// comments, likes, answers and votes, follows, pins and complaints. Composed from use-cases/*.ts;
// every method checks access first (policy.ts) and publishes events only after its commit.
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/index';
import { createFileStore } from '../../platform/storage/files';
import { createFeedEvents } from './events';
import { feedRepository as repo } from './repository';
import { answersUseCases } from './use-cases/answers';
import { commentsUseCases } from './use-cases/comments';
import { complaintsUseCases } from './use-cases/complaints';
import type { FeedComplaintFiler, FeedDeps } from './use-cases/deps';
import { feedUseCases } from './use-cases/feed';
import { followsUseCases } from './use-cases/follows';
import { imagesUseCases } from './use-cases/images';
import { likesUseCases } from './use-cases/likes';
import { pinsUseCases } from './use-cases/pins';
import { publicationsUseCases } from './use-cases/publications';

export function createFeedService(ctx: AppContext, collaborators: { complaints: FeedComplaintFiler }) {
  const deps: FeedDeps = {
    ctx,
    images: createFileStore(ctx.storage, 'feed'),
    events: createFeedEvents(ctx.log),
    complaints: collaborators.complaints,
  };
  return {
    feed: feedUseCases(deps),
    publications: publicationsUseCases(deps),
    images: imagesUseCases(deps),
    comments: commentsUseCases(deps),
    likes: likesUseCases(deps),
    answers: answersUseCases(deps),
    follows: followsUseCases(deps),
    pins: pinsUseCases(deps),
    complaints: complaintsUseCases(deps),
    /** RATE_LIMIT_FEED_WRITE, for the routes. */
    /** RATE_LIMIT_FEED_WRITE, scaled like the routes' own limits (RATE_LIMIT_SCALE). */
    writeLimit: { ...ctx.config.RATE_LIMIT_FEED_WRITE, max: Math.ceil(ctx.config.RATE_LIMIT_FEED_WRITE.max * ctx.config.RATE_LIMIT_SCALE) },
    /** After-commit events (the seam for notifications). */
    events: { on: deps.events.on },
    /**
     * Account deletion hook: follows both ways and unpublished drafts go; published items stay,
     * attributed to the anonymized account. Draft images are removed now (files without rows never remain).
     */
    async deleteAllOf(tx: Executor, userId: number) {
      await repo.follows.deleteAllOf(tx, userId);
      const files = await repo.publications.deleteDraftsOf(tx, userId);
      await deps.images.remove(...files.flatMap((f) => [f.file, f.preview]));
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
