// Pin: one item per pin type on top of the all tab (FEED_POSITION_ALREADY_PINNED while another
// holds it); moderators and admins only (policy.ts says why).
import { FEED_MESSAGES, FeedErrorCode, type PinType } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import { AppError, forbidden, notFound } from '../../../platform/errors';
import { feedPolicy } from '../policy';
import { feedRepository as repo } from '../repository';
import type { FeedDeps } from './deps';

export function pinsUseCases(deps: FeedDeps) {
  return {
    async pin(viewer: Viewer, uuid: string, pinType: PinType) {
      if (!feedPolicy.canPin(viewer)) throw forbidden('Moderators only');
      const item = await repo.feed.byEntity(deps.ctx.db, uuid);
      if (!item) throw notFound('FEED_ITEM', 'Feed item not found');
      const pinned = await repo.feed.pin(deps.ctx.db, pinType, uuid, viewer.id, deps.ctx.now());
      if (!pinned) throw new AppError(FeedErrorCode.FEED_POSITION_ALREADY_PINNED, 400, FEED_MESSAGES.FEED_POSITION_ALREADY_PINNED);
      return { uuid, pin_type: pinType, is_pinned: true };
    },

    async unpin(viewer: Viewer, uuid: string, pinType: PinType) {
      if (!feedPolicy.canPin(viewer)) throw forbidden('Moderators only');
      if (!(await repo.feed.unpin(deps.ctx.db, pinType, uuid))) throw notFound('PIN', 'This item is not pinned');
      return { uuid, pin_type: pinType, is_pinned: false };
    },
  };
}
