// Avatar files (the `avatars` area of the object store): a member's upload is sniffed from its bytes
// (file-type), checked for its size and dimensions before it is decoded, then re-encoded with sharp
// into three square WebP files (EXIF and GPS gone, orientation applied). Accounts stores them; the
// moderation module removes them when an administrator deletes an avatar; deletion of an account too.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AVATAR_LIMITS, CommonErrorCode } from '@glossa/contract';
import { AppError } from '../errors';
import { createFileStore } from '../storage/files';
import type { ObjectStore } from '../storage/object-store';
import { avatarFiles } from './avatar-url';

const IMAGE_TYPES = new Set(['jpg', 'png', 'webp', 'gif', 'avif']);

const unsupported = (message: string) => new AppError(CommonErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, message, 'file');
export const avatarTooLarge = (maxBytes: number) =>
  new AppError(CommonErrorCode.PAYLOAD_TOO_LARGE, 413, `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, 'file');

export type AvatarStore = ReturnType<typeof createAvatarStore>;

export function createAvatarStore(storage: ObjectStore) {
  const store = createFileStore(storage, 'avatars');
  return {
    /** Validates, re-encodes and writes the three sizes; returns the name the users row keeps. */
    async store(bytes: Buffer, maxBytes: number): Promise<string> {
      if (bytes.length > maxBytes) throw avatarTooLarge(maxBytes);
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !IMAGE_TYPES.has(type.ext)) throw unsupported('Send a JPEG, PNG, WebP, AVIF or GIF image');
      // The header alone tells the dimensions: a decompression bomb is refused before it is decoded.
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null);
      if (!meta?.width || !meta.height) throw unsupported('The image cannot be decoded');
      if (meta.width * meta.height > AVATAR_LIMITS.maxInputPixels) {
        throw new AppError(CommonErrorCode.PAYLOAD_TOO_LARGE, 413, `The image is larger than ${AVATAR_LIMITS.maxInputPixels / 1_000_000} megapixels`, 'file');
      }
      const name = store.newName('webp');
      const files = avatarFiles(name);
      const { sizes } = AVATAR_LIMITS;
      try {
        const encode = (side: number) =>
          sharp(bytes, { limitInputPixels: AVATAR_LIMITS.maxInputPixels })
            .rotate()
            .resize(side, side, { fit: 'cover', position: 'attention' })
            .webp({ quality: side > 100 ? 82 : 75 })
            .toBuffer();
        const [big, medium, mini] = await Promise.all([encode(sizes.avatar), encode(sizes.medium), encode(sizes.mini)]);
        await store.write(files.avatar, big);
        await store.write(files.medium, medium);
        await store.write(files.mini, mini);
        return name;
      } catch (err) {
        await store.remove(files.avatar, files.medium, files.mini).catch(() => undefined);
        if (err instanceof AppError) throw err;
        throw unsupported('The image cannot be decoded');
      }
    },

    /** Removes the three files of an avatar (a missing file is not an error). */
    async remove(file: string | null | undefined): Promise<void> {
      if (!file) return;
      const f = avatarFiles(file);
      await store.remove(...new Set([f.avatar, f.medium, f.mini]));
    },

    send: store.send,
  };
}
