// Training videos' business constants (community.md §5, §9) and error codes (issue 14).

export const VIDEO_LIMITS = {
  /** Captions page (community.md §9) and the most one call returns. */
  captionsPage: 40,
  captionsPageMax: 200,
  titleMax: 150,
  /** A caption file (WebVTT or SRT): bytes, segments, characters of one segment's text. */
  captionFileMaxBytes: 1_000_000,
  captionSegmentsMax: 10_000,
  captionTextMax: 500,
  /** Caption languages of one video. */
  captionLanguagesMax: 10,
  /** Videos list page (as selections). */
  listPage: 18,
  listPageMax: 50,
  /** One progress report adds at most this much watching time. */
  progressReportMaxMs: 120_000,
  /** A video with at least this many likes + learners is labelled popular; new for this many days. */
  popularScore: 10,
  newDays: 7,
  oldDays: 30,
  /** An upload no video uses is removed after this many hours. */
  uploadTtlHours: 24,
  /** Words of the "words of this video" list. */
  wordsMax: 50,
  youtubePage: 10,
} as const;

export const VIDEO_SOURCES = ['upload', 'youtube'] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];
export const VIDEO_UPLOAD_TYPES = ['video/mp4', 'video/webm'] as const;

export const VideoErrorCode = {
  /** 404 "Not found video.uuid" (community.md §5): unknown, deleted or someone else's private one. */
  VIDEO_NOT_FOUND: 'VIDEO_NOT_FOUND',
  /** 400: no captions in the video's language (community.md §5, §8). */
  VIDEO_CAPTIONS_REQUIRED: 'VIDEO_CAPTIONS_REQUIRED',
  /** 400: the author already has this file or YouTube video (community.md §8). */
  VIDEO_ALREADY_EXISTS: 'VIDEO_ALREADY_EXISTS',
  /** 400: an upload uuid that is not the viewer's, already used or expired. */
  VIDEO_UPLOAD_NOT_FOUND: 'VIDEO_UPLOAD_NOT_FOUND',
  /** 400: a video file whose duration cannot be read. */
  VIDEO_UNREADABLE: 'VIDEO_UNREADABLE',
  /** 400: longer than the configured maximum. */
  VIDEO_TOO_LONG: 'VIDEO_TOO_LONG',
  /** 400: a caption file that is not WebVTT or SRT, has broken or unordered times (payload: line, cue). */
  CAPTIONS_INVALID: 'CAPTIONS_INVALID',
  /** 400: more segments than a caption track may have. */
  CAPTIONS_TOO_MANY_SEGMENTS: 'CAPTIONS_TOO_MANY_SEGMENTS',
  /** 404: the video has no captions in that language. */
  CAPTIONS_NOT_FOUND: 'CAPTIONS_NOT_FOUND',
  /** 404: YouTube is not configured (no YOUTUBE_API_KEY); 503 when it does not answer. */
  VIDEO_SOURCE_UNAVAILABLE: 'VIDEO_SOURCE_UNAVAILABLE',
  /** 404: no such YouTube video. */
  YOUTUBE_VIDEO_NOT_FOUND: 'YOUTUBE_VIDEO_NOT_FOUND',
} as const;

export const VIDEO_MESSAGES = {
  videoNotFound: 'Not found video.uuid',
  captionsRequired: 'The video cannot be added without subtitles',
  alreadyExists: 'This video already exists. Add another one or delete the current one',
} as const;
