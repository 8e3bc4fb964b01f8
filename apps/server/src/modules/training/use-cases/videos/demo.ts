// The demo video (db/seed/demo/video): a short clip the project made, with English and German
// captions, added as a public video by the demo account when there is no video at all, so a new
// installation shows the video page working offline. Goes the same way as an upload.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Viewer } from '../../../../platform/auth/viewer';
import { trainingRepository as repo } from '../../repository';
import type { VideoDeps } from './deps';
import type { manageVideos } from './manage';

const DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../../db/seed/demo/video');

export function demoVideo(deps: VideoDeps, videos: ReturnType<typeof manageVideos>) {
  return {
    /** Adds the demo video for `authorId` when no video exists; true when it did. */
    async seedIfNone(authorId: number, authorUuid: string): Promise<boolean> {
      if (await repo.videos.any(deps.ctx.db)) return false;
      const viewer: Viewer = { id: authorId, uuid: authorUuid, role: 'user', premium: false, sessionId: 'demo-seed' };
      const upload = await videos.upload(viewer, createReadStream(path.join(DIR, 'demo.webm')));
      const captions = await Promise.all(['eng', 'ger'].map(async (lang) => ({ lang_code: lang, text: await readFile(path.join(DIR, `demo.${lang}.vtt`), 'utf8') })));
      await videos.create(viewer, {
        title: 'A dog, a cat and coffee in the garden',
        lang_code: 'eng',
        hashtags: ['demo', 'animals', 'home'],
        is_public: true,
        complexity: 'easy',
        subjects: [],
        upload_uuid: upload.upload_uuid,
        captions,
      });
      deps.ctx.log.info({ posterFrame: upload.has_poster }, 'demo video added');
      return true;
    },
  };
}
