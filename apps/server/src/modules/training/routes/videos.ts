// Videos: sources, upload, create, read, change, delete, the file and poster (range requests),
// captions around a time, study and progress (community.md §7 Education; issue 14).
import { registerMultipart } from '../../../platform/http/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommonErrorCode,
  captionsQuery,
  captionsResponse,
  hasCaptionsQuery,
  hasCaptionsResponse,
  langCodeParam,
  offsetParam,
  okSchema,
  progressBody,
  progressResponse,
  VIDEO_LIMITS as V,
  videoBody,
  videoFileQuery,
  videoListResponse,
  videoParams,
  videoResponse,
  videoSourcesResponse,
  videoStudyResponse,
  videoUpdateBody,
  videoUploadResponse,
  videoWordsQuery,
  videoWordsResponse,
  youtubeParams,
  youtubeSearchQuery,
  youtubeSearchResponse,
} from '@glossa/contract';
import { z } from 'zod';
import { requireViewer } from '../../../platform/auth/viewer';
import { AppError, validationError } from '../../../platform/errors';
import type { TrainingService } from '../service';
import { tooLarge } from '../use-cases/videos/media';

const tags = ['Training videos'];
const security = [{ bearer: [] }];
// Caption files travel in the JSON body: up to 10 languages of at most 1 MB each.
const captionsBodyLimit = (V.captionLanguagesMax + 1) * V.captionFileMaxBytes * 1.2;
const latestQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1_000_000).default(V.listPage).transform((n) => Math.min(n, V.listPageMax)),
  offset: offsetParam.pipe(z.number().max(10_000)),
  lang_code: langCodeParam.optional(),
});

export function videoRoutes(service: TrainingService): FastifyPluginAsyncZod {
  return async (app) => {
    const { videos, videoLists, videoSources, videoSocial } = service;
    const maxBytes = service.videoMaxBytes;
    await registerMultipart(app, { fileSize: maxBytes, fields: 0, parts: 1 });

    app.get('/education/video-sources', {
      config: { lenientAuth: true },
      schema: { tags, summary: 'What a video can come from: the upload limits, and whether YouTube is configured', response: { 200: videoSourcesResponse } },
    }, async () => ({ data: videoSources.available() }));

    app.get('/education/video-sources/youtube', {
      schema: { tags, security, summary: 'Search YouTube videos with captions', description: '404 VIDEO_SOURCE_UNAVAILABLE without YOUTUBE_API_KEY; 503 when YouTube does not answer.', querystring: youtubeSearchQuery, response: { 200: youtubeSearchResponse } },
    }, async (request) => {
      requireViewer(request);
      return videoSources.searchYoutube(request.query);
    });

    app.get('/education/video-sources/youtube/:id/has-captions', {
      schema: { tags, security, summary: 'Whether a YouTube video has captions in a language', params: youtubeParams, querystring: hasCaptionsQuery, response: { 200: hasCaptionsResponse } },
    }, async (request) => {
      requireViewer(request);
      return { data: await videoSources.hasCaptions(request.params.id, request.query.lang_code) };
    });

    app.post('/education/videos/uploads', {
      config: { rateLimit: { ...service.videoUploadLimit, keyGenerator: (r: FastifyRequest) => `video-upload:${r.viewer?.uuid ?? r.ip}` } },
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: 'Upload a video file (then create the video with its upload_uuid)',
        description: `One \`file\` part: MP4 or WebM (sniffed from the bytes; 415 otherwise), at most ${Math.round(maxBytes / 1024 / 1024)} MB (413, nothing kept). Streamed to disk, never held in memory. An upload no video uses is removed after ${V.uploadTtlHours} hours.`,
        response: { 200: videoUploadResponse },
      },
    }, async (request) => {
      const viewer = requireViewer(request);
      // A declared length beyond the cap is refused before a byte is read.
      if (Number(request.headers['content-length'] ?? 0) > maxBytes + 64 * 1024) throw tooLarge(maxBytes);
      if (!request.isMultipart()) throw new AppError(CommonErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, 'Send multipart/form-data with a `file` part', 'file');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw validationError('file', 'Attach the video as the `file` part');
      return { data: await videos.upload(viewer, part.file) };
    });

    app.get('/education/videos', {
      config: { lenientAuth: true },
      schema: { tags, summary: 'Videos, newest first (public ones and your own)', querystring: latestQuery, response: { 200: videoListResponse } },
    }, async (request) => ({ data: await videoLists.latest(request.viewer, request.query) }));

    app.post('/education/videos', {
      bodyLimit: captionsBodyLimit,
      schema: {
        tags,
        security,
        summary: 'Add a video',
        description: 'From an upload (upload_uuid) or YouTube (youtube_id). Captions (WebVTT or SRT text) in the video language are required (400 VIDEO_CAPTIONS_REQUIRED); broken ones are 400 CAPTIONS_INVALID naming the line or cue; segments beyond the duration are dropped. The same file or YouTube video twice: 400 VIDEO_ALREADY_EXISTS.',
        body: videoBody,
        response: { 200: videoResponse },
      },
    }, async (request) => ({ data: await videos.create(requireViewer(request), request.body) }));

    app.get('/education/videos/:uuid', {
      config: { lenientAuth: true },
      schema: { tags, summary: 'A video', description: 'A private video of someone else: 404 "Not found video.uuid".', params: videoParams, response: { 200: videoResponse } },
    }, async (request) => ({ data: await videos.get(request.viewer, request.params.uuid) }));

    app.put('/education/videos/:uuid', {
      bodyLimit: captionsBodyLimit,
      schema: { tags, security, summary: 'Change a video or its captions (author only)', params: videoParams, body: videoUpdateBody, response: { 200: videoResponse } },
    }, async (request) => ({ data: await videos.update(requireViewer(request), request.params.uuid, request.body) }));

    app.delete('/education/videos/:uuid', {
      schema: { tags, security, summary: 'Delete a video (author only)', params: videoParams, response: { 200: okSchema } },
    }, async (request) => ({ data: await videos.remove(requireViewer(request), request.params.uuid) }));

    for (const kind of ['file', 'poster'] as const) {
      app.get(`/education/videos/:uuid/${kind}`, {
        config: { lenientAuth: true },
        schema: {
          tags,
          summary: kind === 'file' ? 'The video file (byte ranges: 206, 416 outside the file)' : 'The poster frame (WebP)',
          description: 'A private video: its author, or the signed token of its media_url / poster_url.',
          params: videoParams,
          querystring: videoFileQuery,
        },
      }, async (request, reply) => videos.send(request.viewer, request.params.uuid, kind, request.query.token, reply));
    }

    app.get('/education/videos/:uuid/captions', {
      config: { lenientAuth: true },
      schema: { tags, summary: `Caption segments from current_time on (${V.captionsPage} by default)`, description: 'The segment running at current_time and those after it; continue with current_time = next_time.', params: videoParams, querystring: captionsQuery, response: { 200: captionsResponse } },
    }, async (request) => videos.captions(request.viewer, request.params.uuid, request.query));

    for (const [method, on] of [['post', true], ['delete', false]] as const) {
      app[method]('/education/videos/:uuid/study', {
        schema: { tags, security, summary: on ? 'Select for learning' : 'Stop learning', params: videoParams, response: { 200: videoStudyResponse } },
      }, async (request) => {
        const r = await videoSocial.study(requireViewer(request), request.params.uuid, on);
        return { data: { selected_for_learning: r.selected_for_learning, learners_count: r.count } };
      });
    }

    app.get('/education/videos/:uuid/words', {
      config: { lenientAuth: true },
      schema: { tags, summary: 'Words of this video, the ones new to you and rare first', description: `The words of the captions in the video language with their best dictionary entry into lang_to (lemma-aware); known = learned or in your favorites. At most ${V.wordsMax}.`, params: videoParams, querystring: videoWordsQuery, response: { 200: videoWordsResponse } },
    }, async (request) => ({ data: await service.videoWords.list(request.viewer, request.params.uuid, request.query.lang_to) }));

    app.post('/education/videos/:uuid/progress', {
      schema: { tags, security, summary: 'Save where you stopped and add watching time', params: videoParams, body: progressBody, response: { 200: progressResponse } },
    }, async (request) => ({ data: await videos.progress(requireViewer(request), request.params.uuid, request.body) }));
  };
}
