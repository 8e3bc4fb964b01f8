// Following users (the subscriptions tab reads it), the two lists and the profile counters.
import { FeedErrorCode } from '@glossa/contract';
import { isModerator, type Viewer } from '../../../platform/auth/viewer';
import { AppError, notFound } from '../../../platform/errors';
import { presentFollowUser } from '../presenter';
import { feedRepository as repo } from '../repository';
import type { FeedDeps } from './deps';

export function followsUseCases(deps: FeedDeps) {
  const db = () => deps.ctx.db;

  async function user(uuid: string) {
    const u = await repo.follows.userByUuid(db(), uuid);
    if (!u || u.deleted_at) throw notFound('USER', 'User not found');
    return u;
  }

  return {
    async follow(viewer: Viewer, uuid: string, on: boolean) {
      const target = await user(uuid);
      if (target.id === viewer.id) throw new AppError(FeedErrorCode.CANNOT_FOLLOW_YOURSELF, 400, 'You cannot follow yourself', 'uuid');
      const created = on ? await repo.follows.follow(db(), viewer.id, target.id, deps.ctx.now()) : (await repo.follows.unfollow(db(), viewer.id, target.id), false);
      if (created) deps.events.publish({ type: 'followed', followerId: viewer.id, followeeId: target.id });
      if (!on) deps.events.publish({ type: 'unfollowed', followerId: viewer.id, followeeId: target.id });
      const counters = await repo.follows.counters(db(), target.id, viewer.id);
      return { uuid: target.uuid, is_subscribed: counters.is_subscribed, subscribers_count: counters.subscribers_count };
    },

    async list(viewer: Viewer | null, side: 'subscriptions' | 'subscribers', uuid: string, q: { limit: number; previous_uuid?: string }) {
      const owner = await user(uuid);
      // Whom a private member follows and who follows them: only for them and moderators.
      if (owner.accessibility === 'private' && viewer?.id !== owner.id && !isModerator(viewer)) return [];
      const after = q.previous_uuid ? await repo.follows.userByUuid(db(), q.previous_uuid) : null;
      if (q.previous_uuid && !after) throw notFound('USER', 'User not found');
      const list = await repo.follows.list(db(), { side, userId: owner.id, afterUserId: after?.id ?? null, limit: q.limit, viewerId: viewer?.id ?? null });
      return list.map(presentFollowUser);
    },

    async counters(viewer: Viewer | null, uuid: string) {
      const owner = await user(uuid);
      return repo.follows.counters(db(), owner.id, viewer?.id ?? null);
    },
  };
}
