// Images of posts and articles: the author uploads them one by one (sniffed, re-encoded, capped in
// size and number); the files are written before the transaction and removed if it fails.
import { FEED_LIMITS, FeedErrorCode, type PublicationType } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import { AppError, forbidden, notFound } from '../../../platform/errors';
import { storeImage } from '../../../platform/storage/images';
import { feedPolicy } from '../policy';
import { presentImage } from '../presenter';
import { feedRepository as repo } from '../repository';
import type { FeedDeps } from './deps';
import { readable } from './publications';

const MAX_IMAGES: Record<'post' | 'article', number> = { post: FEED_LIMITS.postImagesMax, article: FEED_LIMITS.articleImagesMax };

export function imagesUseCases(deps: FeedDeps) {
  return {
    async add(type: 'post' | 'article', viewer: Viewer, uuid: string, bytes: Buffer) {
      // Cheap checks first, so a stranger's upload is refused before any decoding.
      const before = await readable(deps.ctx.db, viewer, type, uuid);
      if (!feedPolicy.canEdit(viewer, before)) throw forbidden('Only the author can add images');
      const stored = await storeImage(deps.images, bytes, { maxBytes: FEED_LIMITS.imageMaxBytes, previewMaxSide: FEED_LIMITS.previewMaxSide });
      try {
        return await deps.ctx.db.transaction(async (tx) => {
          const row = await readable(tx, viewer, type, uuid, true);
          // Counted under the publication's row lock: parallel uploads cannot pass the cap.
          if ((await repo.publications.imageCount(tx, row.id)) >= MAX_IMAGES[type]) {
            throw new AppError(FeedErrorCode.IMAGES_LIMIT_EXCEEDED, 400, `At most ${MAX_IMAGES[type]} images`, 'file');
          }
          const image = await repo.publications.insertImage(tx, { publicationId: row.id, file: stored.main, preview: stored.preview, width: stored.width, height: stored.height, at: deps.ctx.now() });
          return presentImage(image!);
        });
      } catch (err) {
        await deps.images.remove(stored.main, stored.preview);
        throw err;
      }
    },

    async remove(type: PublicationType, viewer: Viewer, uuid: string, imageUuid: string) {
      const removed = await deps.ctx.db.transaction(async (tx) => {
        const row = await readable(tx, viewer, type, uuid, true);
        if (!feedPolicy.canEdit(viewer, row)) throw forbidden('Only the author can remove images');
        const image = await repo.publications.deleteImage(tx, row.id, imageUuid);
        if (!image) throw notFound('IMAGE', 'Image not found');
        // An article's blocks that showed the image go with it.
        if (row.body?.some((b) => (b as { image_uuid?: string }).image_uuid === imageUuid)) {
          await repo.publications.setBody(tx, row.id, row.body.filter((b) => (b as { image_uuid?: string }).image_uuid !== imageUuid));
        }
        return image;
      });
      await deps.images.remove(removed.file, removed.preview);
    },

    send: deps.images.send,
  };
}
