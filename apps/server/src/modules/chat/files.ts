// Chat images and voice messages in the `chat` area of the object store (DATA_DIR/uploads/chat or S3):
// type sniffed from the bytes, random names; images through platform/storage/images (re-encoded,
// with a small preview).
import { fileTypeFromBuffer } from 'file-type';
import { CHAT_LIMITS, CommonErrorCode } from '@glossa/contract';
import { AppError } from '../../platform/errors';
import { createFileStore } from '../../platform/storage/files';
import { storeImage } from '../../platform/storage/images';
import type { ObjectStore } from '../../platform/storage/object-store';

const AUDIO_EXT: Record<string, string> = { webm: 'webm', ogg: 'ogg', oga: 'ogg', opus: 'ogg', mp3: 'mp3', m4a: 'm4a', mp4: 'm4a', wav: 'wav' };

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
      const image = await storeImage(store, bytes, { maxBytes: CHAT_LIMITS.imageMaxBytes, previewMaxSide: CHAT_LIMITS.previewMaxSide });
      return { main: image.main, preview: image.preview };
    },

    async storeAudio(bytes: Buffer): Promise<StoredFiles> {
      if (bytes.length > CHAT_LIMITS.audioMaxBytes) throw new AppError(CommonErrorCode.PAYLOAD_TOO_LARGE, 413, 'Voice message too large', 'file');
      const type = await fileTypeFromBuffer(bytes);
      const ext = type ? AUDIO_EXT[type.ext] : undefined;
      if (!type || !ext || !/^(audio|video)\//.test(type.mime)) throw unsupported('Send a WebM, Ogg, MP3, M4A or WAV recording');
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
