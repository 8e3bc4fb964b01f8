// Chat images and voice messages in the `chat` area of the object store (DATA_DIR/uploads/chat or S3):
// type sniffed from the bytes, random names, images re-encoded (EXIF and GPS stripped,
// orientation applied; GIFs too, so nothing appended to a file is kept) with a small preview that
// shares the original's random name; audio probed beyond its first bytes (platform/storage/audio).
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { CHAT_LIMITS, CommonErrorCode } from '@glossa/contract';
import { AppError } from '../../platform/errors';
import { sniffAudio } from '../../platform/storage/audio';
import { createFileStore } from '../../platform/storage/files';
import type { ObjectStore } from '../../platform/storage/object-store';

const IMAGE_EXT: Record<string, string> = { jpg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
const ORIGINAL_MAX_SIDE = 2560;

const unsupported = (message: string) => new AppError(CommonErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, message, 'file');

export interface StoredFiles {
  main: string;
  preview: string | null;
}

export function createChatFiles(storage: ObjectStore) {
  const store = createFileStore(storage, 'chat');

  return {
    store,

    async storeImage(bytes: Buffer): Promise<StoredFiles> {
      if (bytes.length > CHAT_LIMITS.imageMaxBytes) throw new AppError(CommonErrorCode.PAYLOAD_TOO_LARGE, 413, 'Image too large', 'file');
      const type = await fileTypeFromBuffer(bytes);
      const ext = type ? IMAGE_EXT[type.ext] : undefined;
      if (!ext) throw unsupported('Send a JPEG, PNG, WebP or GIF image');
      const base = store.newName(ext).replace(/\.\w+$/, '');
      try {
        const input = () => sharp(bytes, { limitInputPixels: 40_000_000, animated: ext === 'gif' });
        const main =
          ext === 'gif'
            ? await input().gif().toBuffer()
            : await input().rotate().resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).toFormat(ext === 'jpg' ? 'jpeg' : (ext as 'png' | 'webp')).toBuffer();
        const preview = await sharp(bytes, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize(CHAT_LIMITS.previewMaxSide, CHAT_LIMITS.previewMaxSide, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 75 })
          .toBuffer();
        const files = { main: `${base}.${ext}`, preview: `${base}_p.webp` };
        await store.write(files.main, main);
        await store.write(files.preview, preview);
        return files;
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw unsupported('The image cannot be decoded');
      }
    },

    async storeAudio(bytes: Buffer): Promise<StoredFiles> {
      if (bytes.length > CHAT_LIMITS.audioMaxBytes) throw new AppError(CommonErrorCode.PAYLOAD_TOO_LARGE, 413, 'Voice message too large', 'file');
      const ext = await sniffAudio(bytes);
      const main = store.newName(ext);
      await store.write(main, bytes);
      return { main, preview: null };
    },

    async remove(files: StoredFiles): Promise<void> {
      await store.remove(files.main, files.preview);
    },
  };
}

export type ChatFiles = ReturnType<typeof createChatFiles>;
