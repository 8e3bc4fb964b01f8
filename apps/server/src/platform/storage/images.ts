// Uploaded images: type sniffed from the bytes (file-type), re-encoded with sharp (EXIF and GPS
// stripped, orientation applied, at most 2560 px; GIFs kept as sent so they stay animated) and a
// WebP preview that shares the original's random name. Used by chat and the feed.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { CommonErrorCode } from '@glossa/contract';
import { AppError } from '../errors';
import type { FileStore } from './files';

const IMAGE_EXT: Record<string, string> = { jpg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
const ORIGINAL_MAX_SIDE = 2560;
const MAX_INPUT_PIXELS = 40_000_000;

export interface StoredImage {
  main: string;
  preview: string;
  width: number;
  height: number;
}

const unsupported = (message: string) => new AppError(CommonErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, message, 'file');

export async function storeImage(store: FileStore, bytes: Buffer, limits: { maxBytes: number; previewMaxSide: number }): Promise<StoredImage> {
  if (bytes.length > limits.maxBytes) throw new AppError(CommonErrorCode.PAYLOAD_TOO_LARGE, 413, 'Image too large', 'file');
  const type = await fileTypeFromBuffer(bytes);
  const ext = type ? IMAGE_EXT[type.ext] : undefined;
  if (!ext) throw unsupported('Send a JPEG, PNG, WebP or GIF image');
  const base = store.newName(ext).replace(/\.\w+$/, '');
  try {
    const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: ext === 'gif' });
    const main =
      ext === 'gif'
        ? { data: bytes, info: await input().metadata().then((m) => ({ width: m.width ?? 0, height: m.pageHeight ?? m.height ?? 0 })) }
        : await input()
            .rotate()
            .resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
            .toFormat(ext === 'jpg' ? 'jpeg' : (ext as 'png' | 'webp'))
            .toBuffer({ resolveWithObject: true });
    const preview = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(limits.previewMaxSide, limits.previewMaxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    const files = { main: `${base}.${ext}`, preview: `${base}_p.webp` };
    await store.write(files.main, main.data);
    await store.write(files.preview, preview);
    return { ...files, width: main.info.width, height: main.info.height };
  } catch (err) {
    if (err instanceof AppError) throw err;
    await store.remove(`${base}.${ext}`, `${base}_p.webp`);
    throw unsupported('The image cannot be decoded');
  }
}
