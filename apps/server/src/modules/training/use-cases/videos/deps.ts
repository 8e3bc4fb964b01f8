// What the video use cases share beyond the training deps: the file area, the media URLs and the
// YouTube source (null without YOUTUBE_API_KEY).
import type { FileStore } from '../../../../platform/storage/files';
import type { VideoSourceProvider } from '../../../../platform/video-sources/youtube';
import type { TrainingDeps } from '../deps';
import type { VideoMediaUrls } from './media-urls';

export interface VideoDeps extends TrainingDeps {
  files: FileStore;
  urls: VideoMediaUrls;
  youtube: VideoSourceProvider | null;
}
