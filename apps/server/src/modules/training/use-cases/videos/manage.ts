// Adding, reading, changing and deleting videos. An uploaded file is checked and stored first
// (uploads), then a video is created from it with its captions: the captions in the video's
// language are required (community.md §5), every track is parsed and validated against the
// duration, and the author cannot add the same file or YouTube video twice. A public video is in
// the feed (type video); a private or deleted one is not. Files go after the commit that drops
// their row.
import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { VIDEO_LIMITS, VideoErrorCode, type CaptionInput, type CaptionsQuery, type VideoBody, type VideoUpdateBody } from '@glossa/contract';
import type { Viewer } from '../../../../platform/auth/viewer';
import type { Executor } from '../../../../platform/db/index';
import { isUniqueViolation } from '../../../../platform/db/unique-violation';
import { AppError, validationError } from '../../../../platform/errors';
import { searchKeyOf } from '../../../../platform/text/search-key';
import { VideoSourceError } from '../../../../platform/video-sources/youtube';
import { captionsNotFound, captionsRequired, sourceUnavailable, uploadNotFound, videoExists, videoNotFound, youtubeVideoNotFound } from '../../errors';
import { presentVideo } from '../../presenter';
import { trainingRepository as repo } from '../../repository';
import { parseCaptionFile, type CaptionSegmentInput } from './caption-file';
import { ownedVideo, readableVideo } from './access';
import type { VideoDeps } from './deps';
import { posterFrame, probeVideo, receiveToTempFile } from './media';

export function manageVideos(deps: VideoDeps) {
  const db = () => deps.ctx.db;
  const now = () => deps.ctx.now();
  const config = deps.ctx.config;
  const maxDurationMs = config.VIDEO_MAX_DURATION_SECONDS * 1000;

  async function present(exec: Executor, id: number, viewer: Viewer) {
    return presentVideo((await repo.videos.byId(exec, id, viewer.id))!, viewer, now(), deps.urls);
  }

  async function checkSubjects(exec: Executor, subjects: readonly string[] | undefined) {
    if (!subjects?.length) return;
    const known = await repo.selections.knownSubjects(exec, subjects);
    const unknown = subjects.find((s) => !known.has(s));
    if (unknown) throw validationError('subjects', `Unknown subject: ${unknown}`);
  }

  /** Every caption track parsed against the duration; one per language. */
  function parseTracks(captions: readonly CaptionInput[], durationMs: number): Map<string, CaptionSegmentInput[]> {
    const tracks = new Map<string, CaptionSegmentInput[]>();
    captions.forEach((c, i) => {
      if (tracks.has(c.lang_code)) throw validationError(`captions.${i}.lang_code`, 'One caption file per language');
      try {
        tracks.set(c.lang_code, parseCaptionFile(c.text, durationMs));
      } catch (err) {
        if (err instanceof AppError) throw new AppError(err.code, err.status, `${c.lang_code}: ${err.message}`, `captions.${i}.text`, { ...(err.payload as object), lang_code: c.lang_code });
        throw err;
      }
    });
    return tracks;
  }

  async function syncFeed(exec: Executor, v: { uuid: string; author_id: number; lang_code: string }, was: boolean, is: boolean) {
    if (!was && is) await deps.feed.indexItem(exec, { type: 'video', entityUuid: v.uuid, authorId: v.author_id, langCode: v.lang_code });
    if (was && !is) await deps.feed.unindexItem(exec, v.uuid);
  }

  /** The YouTube video's details; 404 without the source or the video, 503 when YouTube fails. */
  async function youtubeDetails(id: string) {
    if (!deps.youtube) throw sourceUnavailable(404, 'YouTube is not configured on this server');
    try {
      const found = await deps.youtube.details(id);
      if (!found) throw youtubeVideoNotFound();
      return found;
    } catch (err) {
      if (err instanceof VideoSourceError) {
        deps.ctx.log.warn({ err }, 'youtube details failed');
        throw sourceUnavailable(503, 'YouTube does not answer, try again later');
      }
      throw err;
    }
  }

  return {
    /** Streams the file to a temporary file, checks it, stores it and its poster; a pending upload. */
    async upload(viewer: Viewer, body: Readable) {
      const tmp = path.join(config.DATA_DIR, 'tmp');
      const received = await receiveToTempFile(body, tmp, config.VIDEO_MAX_BYTES);
      try {
        const probed = await probeVideo(received.path);
        if (probed.durationMs > maxDurationMs) throw new AppError(VideoErrorCode.VIDEO_TOO_LONG, 400, `A video may last at most ${config.VIDEO_MAX_DURATION_SECONDS} seconds`, 'file');
        const poster = await posterFrame(config.FFMPEG_PATH, received.path, probed.durationMs);
        const file = deps.files.newName(probed.ext);
        const posterName = poster ? file.replace(/\.\w+$/, '_poster.webp') : null;
        await deps.files.write(file, createReadStream(received.path), received.size);
        try {
          if (poster && posterName) await deps.files.write(posterName, poster);
          const uuid = await repo.uploads.insert(db(), { userId: viewer.id, file, fileSize: received.size, sha256: received.sha256, poster: posterName, durationMs: probed.durationMs, at: now() });
          return { upload_uuid: uuid, duration: probed.durationMs, size: received.size, content_type: probed.ext === 'mp4' ? 'video/mp4' : 'video/webm', has_poster: Boolean(poster) };
        } catch (err) {
          await deps.files.remove(file, posterName);
          throw err;
        }
      } finally {
        await rm(received.path, { force: true });
      }
    },

    async create(viewer: Viewer, body: VideoBody) {
      await checkSubjects(db(), body.subjects);
      if (!body.captions.some((c) => c.lang_code === body.lang_code)) throw captionsRequired();
      const youtube = body.youtube_id ? await youtubeDetails(body.youtube_id) : null;
      const id = await db()
        .transaction(async (tx) => {
          const upload = body.upload_uuid ? await repo.uploads.byUuid(tx, body.upload_uuid, viewer.id) : null;
          if (body.upload_uuid && !upload) throw uploadNotFound();
          const durationMs = upload?.duration_ms ?? youtube!.durationMs;
          const tracks = parseTracks(body.captions, durationMs);
          const created = await repo.videos.insert(tx, {
            authorId: viewer.id,
            title: body.title,
            searchName: searchKeyOf(body.title),
            langCode: body.lang_code,
            hashtags: body.hashtags,
            complexity: body.complexity,
            subjects: body.subjects,
            isPublic: body.is_public,
            source: upload ? 'upload' : 'youtube',
            sourceKey: upload ? `sha256:${upload.sha256}` : `youtube:${youtube!.id}`,
            file: upload?.file ?? null,
            fileSize: upload ? Number(upload.file_size) : null,
            poster: upload?.poster ?? null,
            youtubeId: youtube?.id ?? null,
            durationMs,
            at: now(),
          });
          if (upload) await repo.uploads.remove(tx, upload.id);
          for (const [lang, segments] of tracks) await repo.captions.replace(tx, created.id, lang, segments);
          await syncFeed(tx, { uuid: created.uuid, author_id: viewer.id, lang_code: body.lang_code }, false, body.is_public);
          return created.id;
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err, 'videos_author_source_unique')) throw videoExists();
          throw err;
        });
      return present(db(), id, viewer);
    },

    async get(viewer: Viewer | null, uuid: string) {
      const row = await repo.videos.byUuid(db(), uuid, viewer?.id ?? null);
      if (!row) throw videoNotFound();
      return presentVideo(row, viewer, now(), deps.urls);
    },

    async update(viewer: Viewer, uuid: string, body: VideoUpdateBody) {
      await checkSubjects(db(), body.subjects);
      const id = await db().transaction(async (tx) => {
        const v = await ownedVideo(tx, uuid, viewer, true);
        const lang = body.lang_code ?? v.lang_code;
        if (body.remove_captions?.includes(lang)) throw captionsRequired();
        const tracks = parseTracks(body.captions ?? [], v.duration_ms);
        await repo.captions.remove(tx, v.id, body.remove_captions ?? []);
        for (const [l, segments] of tracks) await repo.captions.replace(tx, v.id, l, segments);
        if (!(await repo.captions.trackId(tx, v.id, lang))) throw captionsRequired();
        await repo.videos.update(tx, v.id, {
          title: body.title,
          searchName: body.title === undefined ? undefined : searchKeyOf(body.title),
          langCode: body.lang_code,
          hashtags: body.hashtags,
          complexity: body.complexity,
          subjects: body.subjects,
          isPublic: body.is_public,
          at: now(),
        });
        const isPublic = body.is_public ?? v.is_public;
        // A new language moves the feed item to its language's range: out and in again.
        if (v.is_public && isPublic && lang !== v.lang_code) await syncFeed(tx, v, true, false);
        await syncFeed(tx, { ...v, lang_code: lang }, v.is_public && lang === v.lang_code, isPublic);
        return v.id;
      });
      return present(db(), id, viewer);
    },

    async remove(viewer: Viewer, uuid: string) {
      const v = await db().transaction(async (tx) => {
        const found = await ownedVideo(tx, uuid, viewer, true);
        await deps.feed.unindexItem(tx, found.uuid);
        await repo.videos.remove(tx, found.id);
        return found;
      });
      await deps.files.remove(v.file, v.poster);
      deps.events.publish({ type: 'material.deleted', material: 'video', uuid: v.uuid });
      return { success: true as const };
    },

    /** The file or its poster, with ranges; private ones to their author or with a valid token. */
    async send(viewer: Viewer | null, uuid: string, kind: 'file' | 'poster', token: string | undefined, reply: FastifyReply) {
      const v = await repo.videos.bare(db(), uuid);
      const allowed = v && (v.is_public || v.author_id === viewer?.id || deps.urls.verify(v.uuid, token));
      const name = allowed ? (kind === 'file' ? v.file : v.poster) : null;
      if (!name) throw videoNotFound();
      return deps.files.send(reply, name, v!.is_public ? 'public, max-age=86400' : 'private, max-age=3600');
    },

    /** Segments from current_time on (community.md §7 captions: limit, current_time in ms). */
    async captions(viewer: Viewer | null, uuid: string, q: CaptionsQuery) {
      // Two statements: the video with its track (access and language), then the window.
      const v = await repo.captions.videoTrack(db(), uuid, q.lang_code ?? null);
      if (!v || (!v.is_public && v.author_id !== viewer?.id)) throw videoNotFound();
      const lang = q.lang_code ?? v.lang_code;
      if (!v.track_id) throw captionsNotFound();
      const list = await repo.captions.window(db(), v.track_id, q.current_time, q.limit);
      return {
        data: list.map((s) => ({ segment_start_time: s.start_ms, segment_end_time: s.end_ms, segment_strings: s.text.split('\n') })),
        lang_code: lang,
        next_time: list.length === q.limit ? list[list.length - 1]!.end_ms : null,
      };
    },

    /** Where the viewer stopped and how long they watched (resume; "watching_time"). */
    async progress(viewer: Viewer, uuid: string, body: { progress: number; watching_time: number }) {
      const v = await readableVideo(db(), uuid, viewer);
      const saved = await repo.videos.progress(db(), {
        videoId: v.id,
        userId: viewer.id,
        positionMs: Math.min(body.progress, v.duration_ms),
        watchedMs: Math.min(body.watching_time, VIDEO_LIMITS.progressReportMaxMs),
        at: now(),
      });
      return { progress: saved.position_ms, watching_time: Number(saved.watched_ms) };
    },

    /**
     * Uploads no video took within a day: rows and files go; so do temporary files a process left
     * behind when it died mid-upload (a scheduled job).
     */
    async sweepUploads(hours: number) {
      const before = new Date(now().getTime() - hours * 3_600_000);
      const files = await repo.uploads.sweep(db(), before);
      await deps.files.remove(...files);
      const tmp = path.join(config.DATA_DIR, 'tmp');
      const names = await readdir(tmp).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.startsWith('upload-'))) {
        const file = path.join(tmp, name);
        const info = await stat(file).catch(() => null);
        if (info && info.mtime < before) await rm(file, { force: true });
      }
      return files.length;
    },
  };
}
