// Where videos come from (community.md §7 video-sources): what the upload accepts, and YouTube
// search and caption languages when YOUTUBE_API_KEY is set (404 VIDEO_SOURCE_UNAVAILABLE otherwise,
// 503 when YouTube does not answer).
import { VIDEO_LIMITS as V, VIDEO_UPLOAD_TYPES } from '@glossa/contract';
import { VideoSourceError, type VideoSourceProvider } from '../../../../platform/video-sources/youtube';
import { sourceUnavailable, youtubeVideoNotFound } from '../../errors';
import type { VideoDeps } from './deps';

export function videoSources(deps: VideoDeps) {
  async function youtube<T>(what: string, call: (yt: VideoSourceProvider) => Promise<T>): Promise<T> {
    if (!deps.youtube) throw sourceUnavailable(404, 'YouTube is not configured on this server');
    try {
      return await call(deps.youtube);
    } catch (err) {
      if (!(err instanceof VideoSourceError)) throw err;
      deps.ctx.log.warn({ err }, `youtube ${what} failed`);
      throw sourceUnavailable(503, 'YouTube does not answer, try again later');
    }
  }

  return {
    available() {
      return {
        upload: { max_bytes: deps.ctx.config.VIDEO_MAX_BYTES, types: [...VIDEO_UPLOAD_TYPES], max_duration: deps.ctx.config.VIDEO_MAX_DURATION_SECONDS * 1000 },
        youtube: deps.youtube !== null,
      };
    },

    async searchYoutube(q: { lang_code: string; search_string: string; pagination_token?: string }) {
      const found = await youtube('search', (yt) => yt.search({ query: q.search_string, lang: q.lang_code, pageToken: q.pagination_token, limit: V.youtubePage }));
      return { data: found.items, pagination_token: found.nextPageToken };
    },

    async hasCaptions(id: string, lang: string) {
      const languages = await youtube('captions', (yt) => yt.captionLanguages(id));
      if (!languages) throw youtubeVideoNotFound();
      return { has_captions: languages.includes(lang), languages };
    },
  };
}
