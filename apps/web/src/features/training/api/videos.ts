// Videos: /education/videos and /education/video-sources (community.md §7 Education). One function
// per endpoint, with query options for the reads. The file upload goes through XMLHttpRequest for
// its progress events (and without the API client's 5 s timeout: a large file takes longer).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CaptionSegment, Video, VideoUpdateBody } from '@glossa/contract';
import { api } from '../../../shared/api';
import { sessionRefresher } from '../../../shared/session/session';
import { afterLast } from '../lib/uuid-pages';
import { trainingKeys } from './keys';

const V = '/education/videos';

export interface VideoSources {
  upload: { max_bytes: number; types: string[]; max_duration: number };
  youtube: boolean;
}
export interface CaptionsPage {
  data: CaptionSegment[];
  lang_code: string;
  next_time: number | null;
}
export interface VideoUpload {
  upload_uuid: string;
  duration: number;
  size: number;
  content_type: string;
  has_poster: boolean;
}
export interface NewVideo {
  title: string;
  lang_code: string;
  hashtags: string;
  is_public: boolean;
  complexity: 'easy' | 'medium' | 'hard';
  upload_uuid?: string;
  youtube_id?: string;
  captions: { lang_code: string; text: string }[];
}

export const videoQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: trainingKeys.video(uuid), queryFn: ({ signal }) => api.get<{ data: Video }>(`${V}/${uuid}`, { signal }).then((a) => a.data) });

export const videoSourcesQueryOptions = () =>
  queryOptions({ queryKey: trainingKeys.videoSources, queryFn: ({ signal }) => api.get<{ data: VideoSources }>('/education/video-sources', { signal }).then((a) => a.data), staleTime: 600_000 });

export interface VideoSearch {
  video_name?: string;
  lang_code?: string;
  complexity?: string;
}
const PAGE = 24;
/** Video search, a page at a time after the last video shown (previous_uuid). */
export const videoSearchQueryOptions = (q: VideoSearch) =>
  infiniteQueryOptions({
    queryKey: trainingKeys.videos({ search: q }),
    queryFn: ({ pageParam, signal }) =>
      api.get<{ data: { rows: Video[] } }>(`${V}/search`, { signal, query: { ...q, limit: PAGE, previous_uuid: pageParam } }).then((a) => a.data.rows),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: afterLast(PAGE),
  });
export const latestVideosQueryOptions = (limit = 6) =>
  queryOptions({ queryKey: trainingKeys.videos({ latest: limit }), queryFn: ({ signal }) => api.get<{ data: Video[] }>(V, { signal, query: { limit } }).then((a) => a.data) });

export const getCaptions = (uuid: string, lang: string, currentTime: number, signal?: AbortSignal) =>
  api.get<CaptionsPage>(`${V}/${uuid}/captions`, { signal, silent: true, query: { lang_code: lang, current_time: Math.max(0, Math.floor(currentTime)) } });

export const createVideo = (body: NewVideo) => api.post<{ data: Video }>(V, body).then((a) => a.data);
export const updateVideo = (uuid: string, body: VideoUpdateBody) => api.put<{ data: Video }>(`${V}/${uuid}`, body).then((a) => a.data);
export const deleteVideo = (uuid: string) => api.delete(`${V}/${uuid}`);
export const setVideoStudy = (uuid: string, on: boolean) =>
  (on ? api.post<{ data: { selected_for_learning: boolean } }>(`${V}/${uuid}/study`) : api.delete<{ data: { selected_for_learning: boolean } }>(`${V}/${uuid}/study`)).then((a) => a.data);
export const setVideoLike = (uuid: string, on: boolean) => api.post<{ data: { liked_by_user: boolean; count: number } }>(`${V}/${uuid}/${on ? 'like' : 'dislike'}`).then((a) => a.data);
export const saveProgress = (uuid: string, progress: number, watchingTime: number) =>
  api.post(`${V}/${uuid}/progress`, { progress: Math.floor(progress), watching_time: Math.floor(watchingTime) }, { silent: true, replayWhenOnline: false });

/** The error of a failed upload: the server's code (PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE ...). */
export class UploadError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/** Uploads the file with progress (0..1); resolves with the pending upload. */
export async function uploadVideoFile(file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<VideoUpload> {
  const token = await sessionRefresher.accessToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${V}/uploads`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: { data?: VideoUpload; errors?: { code: string; message: string }[] } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: reported below by status
      }
      if (xhr.status === 200 && body.data) resolve(body.data);
      else reject(new UploadError(body.errors?.[0]?.code ?? String(xhr.status), body.errors?.[0]?.message ?? `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new UploadError('NETWORK_ERROR', 'Network error'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** The viewer's own compilations of a language pair (the tooltip's "add to a compilation"). */
export const mySelectionsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: trainingKeys.mySelections(from, to),
    queryFn: ({ signal }) =>
      api
        .get<{ rows: { uuid: string; name: string; lang_from: string; lang_to: string }[] }>('/education/selections/search/users', { signal, query: { source: 'authored_by_me', limit: 50 } })
        .then((a) => a.rows.filter((r) => r.lang_from === from && r.lang_to === to)),
  });
