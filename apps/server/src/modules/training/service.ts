// The training module: selections (word compilations: manage, lists, social, export), lessons
// (words with exercises, answers checked on the server, FSRS scheduling) and daily activity.
// Videos (uploaded files or YouTube, with captions) are use-cases/videos beside selections.
import { VIDEO_LIMITS } from '@glossa/contract';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/index';
import type { Viewer } from '../../platform/auth/viewer';
import { createEventSeam } from '../../platform/events';
import type { TrainingEvent } from './events';
import { trainingRepository as repo } from './repository';
import { activityUseCases } from './use-cases/activity';
import type { TrainingDeps } from './use-cases/deps';
import { lessonAnswers } from './use-cases/lessons/answers';
import { lessonWords } from './use-cases/lessons/words';
import { learningLanguage } from './use-cases/learning-language';
import { selectionExport } from './use-cases/selections/export';
import { selectionLists } from './use-cases/selections/lists';
import { manageSelections } from './use-cases/selections/manage';
import { materialSocial } from './use-cases/material-social';
import { readableBare } from './use-cases/selections/access';
import { selectionWords } from './use-cases/selections/words';
import { createFileStore } from '../../platform/storage/files';
import { createYoutubeProvider } from '../../platform/video-sources/youtube';
import { readableVideo } from './use-cases/videos/access';
import type { VideoDeps } from './use-cases/videos/deps';
import { demoVideo } from './use-cases/videos/demo';
import { starterCompilations } from './use-cases/selections/starter';
import { videoLists } from './use-cases/videos/lists';
import { manageVideos } from './use-cases/videos/manage';
import { VIDEO_TYPES } from './use-cases/videos/media';
import { createMediaUrls } from './use-cases/videos/media-urls';
import { videoSources } from './use-cases/videos/sources';
import { videoWords } from './use-cases/videos/words';

export function createTrainingService(ctx: AppContext, collaborators: Omit<TrainingDeps, 'ctx' | 'events'>) {
  const events = createEventSeam<TrainingEvent>(ctx.log, 'training');
  const deps: TrainingDeps = { ctx, events, ...collaborators };
  const words = selectionWords(deps);
  const activity = activityUseCases(deps);
  const lists = selectionLists(deps);
  const { config } = ctx;
  const videoDeps: VideoDeps = {
    ...deps,
    files: createFileStore(ctx.storage, 'videos', VIDEO_TYPES),
    urls: createMediaUrls(config.JWT_SECRET, () => ctx.now()),
    youtube: config.YOUTUBE_API_KEY ? createYoutubeProvider({ baseUrl: config.YOUTUBE_API_URL, apiKey: config.YOUTUBE_API_KEY, timeoutMs: config.YOUTUBE_TIMEOUT_MS }) : null,
  };
  const videoList = videoLists(videoDeps);
  const videos = manageVideos(videoDeps);
  // Uploads no video took are removed after a day (pg-boss: once across instances).
  ctx.jobs.schedule('training.video-uploads-sweep', '23 * * * *', async () => {
    await videos.sweepUploads(VIDEO_LIMITS.uploadTtlHours);
  });
  return {
    selections: { ...manageSelections(deps, words), ...selectionExport(deps, words) },
    lists,
    social: materialSocial(deps, { kind: 'selection', readable: readableBare, sql: repo.social }),
    lessons: { ...lessonWords(deps), ...lessonAnswers(deps, activity) },
    activity,
    /** The learner's chosen learning language (GET/POST /education/user-language). */
    learningLanguage: learningLanguage(deps),
    /** The feed's loader for items of type selection (registered in modules/index.ts). */
    feedLoader: async (_exec: Executor, rows: { entity_uuid: string }[], viewer: Viewer | null) => {
      const found = await lists.feedItems(viewer, rows.map((r) => r.entity_uuid));
      return new Map([...found].map(([uuid, position]) => [uuid, { position }]));
    },
    /** After-commit events: likes, learners and comments of a member's material, a daily goal reached. */
    events: { on: events.on },
    videos,
    videoMaxBytes: config.VIDEO_MAX_BYTES,
    videoUploadLimit: config.RATE_LIMIT_VIDEO_UPLOAD,
    demoVideo: demoVideo(videoDeps, videos),
    /** Starter compilations made from the dictionary (after an import, and once at start). */
    starter: starterCompilations(ctx),
    videoLists: videoList,
    videoSources: videoSources(videoDeps),
    videoWords: videoWords(videoDeps),
    videoSocial: materialSocial(deps, { kind: 'video', readable: readableVideo, sql: repo.videoSocial }),
    /** The feed's loader for items of type video (registered in modules/index.ts). */
    videoFeedLoader: async (_exec: Executor, rows: { entity_uuid: string }[], viewer: Viewer | null) => {
      const found = await videoList.feedItems(viewer, rows.map((r) => r.entity_uuid));
      return new Map([...found].map(([uuid, position]) => [uuid, { position }]));
    },
    /** Account deletion hook: the member's likes and studies leave the counters (rows cascade). */
    async deleteAllOf(tx: Executor, userId: number) {
      await repo.social.deleteAllOf(tx, userId);
      await repo.videoSocial.deleteAllOf(tx, userId);
    },
  };
}

export type TrainingService = ReturnType<typeof createTrainingService>;
export type { TrainingEvent } from './events';

// Starter compilations, rebuilt after every dictionary import (modules/dictionary/import/pipeline.ts).
export { rebuildStarterCompilations } from './use-cases/selections/starter';
