// Training videos: upload, create, edit, captions, study, progress, likes, comments, lists, search
// and the YouTube source (community.md §3 Video, Caption segment; §4; §5; §7 Education; issue 14).
import { z } from 'zod';
import { langCodeParam } from '../dictionary';
import { feedAuthorSchema, hashtags } from '../feed/publications';
import { envelope, offsetParam } from '../http';
import { line, lineText, text, uuidParam } from '../text';
import { MATERIAL_SOURCES, SELECTION_COMPLEXITIES, SELECTION_LABELS } from './constants';
import { subjectCode } from './selections';
import { VIDEO_LIMITS as V, VIDEO_SOURCES } from './video-constants';

const clampedLimit = (def: number, max: number) =>
  z.coerce.number().int().min(1).max(1_000_000).default(def).transform((n) => Math.min(n, max));

/** Hashtags as a list or comma-separated (community.md §5). */
const hashtagsField = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(hashtags)
  .meta({ description: 'Comma-separated or a list; one word each, # optional' });

const subjectsField = z.array(subjectCode).max(5, 'At most 5 subjects');

export const youtubeIdParam = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'Not a YouTube video id').meta({ example: 'dQw4w9WgXcQ' });

export const captionInput = z.object({
  lang_code: langCodeParam,
  text: text().max(V.captionFileMaxBytes * 2).meta({ description: `A WebVTT or SRT file's text (at most ${V.captionFileMaxBytes} bytes; 413 beyond)` }),
});

export const videoBody = z
  .object({
    title: lineText({ max: V.titleMax }),
    lang_code: langCodeParam,
    hashtags: hashtagsField.default([]),
    is_public: z.boolean().default(false),
    complexity: z.enum(SELECTION_COMPLEXITIES).default('medium'),
    subjects: subjectsField.default([]),
    upload_uuid: uuidParam.optional().meta({ description: 'An upload of POST /education/videos/uploads' }),
    youtube_id: youtubeIdParam.optional(),
    captions: z.array(captionInput).max(V.captionLanguagesMax).default([]).meta({ description: 'One per language; the video language is required' }),
  })
  .refine((b) => Boolean(b.upload_uuid) !== Boolean(b.youtube_id), { message: 'Give upload_uuid or youtube_id', path: ['upload_uuid'] });

export const videoUpdateBody = z.object({
  title: lineText({ max: V.titleMax }).optional(),
  lang_code: langCodeParam.optional(),
  hashtags: hashtagsField.optional(),
  is_public: z.boolean().optional(),
  complexity: z.enum(SELECTION_COMPLEXITIES).optional(),
  subjects: subjectsField.optional(),
  captions: z.array(captionInput).max(V.captionLanguagesMax).optional().meta({ description: 'Replace or add these languages' }),
  remove_captions: z.array(langCodeParam).max(V.captionLanguagesMax).optional().meta({ description: 'Languages to remove (never the video language)' }),
});

export const videoParams = z.object({ uuid: uuidParam });
export const videoFileQuery = z.object({ token: line().max(200).optional().meta({ description: 'A private video: the signed token of its media_url' }) });

export const captionTrackSchema = z.object({ lang_code: z.string(), segments_total: z.number().int() });

export const videoSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  lang_code: z.string(),
  hashtags: z.array(z.string()),
  complexity: z.enum(SELECTION_COMPLEXITIES),
  subjects: z.array(z.string()),
  is_public: z.boolean(),
  source: z.enum(VIDEO_SOURCES),
  youtube_id: z.string().nullable(),
  duration: z.number().int().meta({ description: 'Milliseconds' }),
  media_url: z.string().nullable().meta({ description: 'The file (range requests); a private one carries a signed token' }),
  poster_url: z.string().nullable(),
  captions: z.array(captionTrackSchema),
  author: feedAuthorSchema,
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  labels: z.array(z.enum(SELECTION_LABELS)),
  is_liked_by_current_user: z.boolean(),
  users_liked_video_count: z.number().int(),
  comments_count: z.number().int(),
  selected_for_learning: z.boolean(),
  learners_count: z.number().int(),
  watching_time: z.number().int().meta({ description: "The viewer's total watching time (ms)" }),
  progress: z.number().int().meta({ description: 'Where the viewer stopped (ms): resume here' }),
});
export const videoResponse = envelope(videoSchema);
export const videoListResponse = envelope(z.array(videoSchema));

export const videoUploadResponse = envelope(
  z.object({
    upload_uuid: z.string(),
    duration: z.number().int(),
    size: z.number().int(),
    content_type: z.string(),
    has_poster: z.boolean(),
  }),
);

export const captionsQuery = z.object({
  lang_code: langCodeParam.optional().meta({ description: 'Default: the video language' }),
  current_time: z.coerce.number().int().min(0).max(2_147_483_647).default(0).meta({ description: 'ms: segments still running at or starting after it' }),
  limit: clampedLimit(V.captionsPage, V.captionsPageMax),
});
export const captionSegmentSchema = z.object({
  segment_start_time: z.number().int(),
  segment_end_time: z.number().int(),
  segment_strings: z.array(z.string()),
});
export const captionsResponse = z.object({
  data: z.array(captionSegmentSchema),
  lang_code: z.string(),
  next_time: z.number().int().nullable().meta({ description: 'current_time for the next page; null at the end' }),
});

export const videoStudyResponse = envelope(z.object({ selected_for_learning: z.boolean(), learners_count: z.number().int() }));
export const progressBody = z.object({
  progress: z.number().int().min(0).max(2_147_483_647).meta({ description: 'Position (ms) to resume at' }),
  watching_time: z.number().int().min(0).max(2_147_483_647).default(0).meta({ description: `ms watched since the last report (at most ${V.progressReportMaxMs} count)` }),
});
export const progressResponse = envelope(z.object({ progress: z.number().int(), watching_time: z.number().int() }));

const feedCursor = uuidParam.optional();
export const videosFeedQuery = z.object({
  limit: clampedLimit(V.listPage, V.listPageMax),
  lang_code: langCodeParam.optional(),
  popular_pagination_uuid: feedCursor,
  new_pagination_uuid: feedCursor,
  old_unpopular_pagination_uuid: feedCursor,
});
export const videosFeedResponse = envelope(z.object({ popular: z.array(videoSchema), new: z.array(videoSchema), old_unpopular: z.array(videoSchema) }));

const csvSubjects = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(subjectsField);

export const videoSearchQuery = z.object({
  limit: clampedLimit(V.listPage, V.listPageMax),
  offset: offsetParam.pipe(z.number().max(10_000)),
  lang_code: langCodeParam.optional(),
  video_name: line().trim().max(V.titleMax).optional(),
  complexity: z.enum(SELECTION_COMPLEXITIES).optional(),
  subjects: csvSubjects.optional(),
  hashtag: line().trim().max(50).optional(),
  previous_uuid: uuidParam.optional().meta({ description: 'The last video of the previous page: the page continues after it (offset is then ignored)' }),
});
export const videoSearchResponse = envelope(z.object({ rows: z.array(videoSchema) }));

export const videoMaterialsQuery = z.object({
  limit: clampedLimit(V.listPage, V.listPageMax),
  offset: offsetParam.pipe(z.number().max(10_000)),
  source: z.enum(MATERIAL_SOURCES).default('all'),
  complexity: z.enum(SELECTION_COMPLEXITIES).optional(),
  subjects: csvSubjects.optional().meta({ description: 'Comma-separated subject codes: any of them' }),
  previous_uuid: uuidParam.optional().meta({ description: 'The last video of the previous page: the page continues after it (offset is then ignored)' }),
});
export const videoMaterialsResponse = z.object({ count: z.number().int(), rows: z.array(videoSchema) });

export const videoSourcesResponse = envelope(
  z.object({
    upload: z.object({ max_bytes: z.number().int(), types: z.array(z.string()), max_duration: z.number().int() }),
    youtube: z.boolean().meta({ description: 'Searching YouTube is configured (YOUTUBE_API_KEY)' }),
  }),
);

export const youtubeSearchQuery = z.object({
  lang_code: langCodeParam,
  search_string: line().trim().min(1).max(100),
  pagination_token: line().max(200).optional(),
});
export const youtubeVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  channel: z.string(),
  thumbnail: z.string().nullable(),
  published_at: z.string().nullable(),
});
export const youtubeSearchResponse = z.object({ data: z.array(youtubeVideoSchema), pagination_token: z.string().nullable() });
export const youtubeParams = z.object({ id: youtubeIdParam });
export const hasCaptionsQuery = z.object({ lang_code: langCodeParam });
export const hasCaptionsResponse = envelope(z.object({ has_captions: z.boolean(), languages: z.array(z.string()) }));

export const videoWordsResponse = envelope(
  z.array(
    z.object({
      word: z.string(),
      count: z.number().int(),
      union_id: z.number().int().nullable().meta({ description: 'The best dictionary entry into lang_to; null when none' }),
      translation: z.string().nullable(),
      known: z.boolean().meta({ description: 'In the viewer\'s favorites or learned cards' }),
    }),
  ),
);
export const videoWordsQuery = z.object({ lang_to: langCodeParam });

export type Video = z.infer<typeof videoSchema>;
export type VideoBody = z.infer<typeof videoBody>;
export type VideoUpdateBody = z.infer<typeof videoUpdateBody>;
export type CaptionInput = z.infer<typeof captionInput>;
export type CaptionSegment = z.infer<typeof captionSegmentSchema>;
export type CaptionsQuery = z.infer<typeof captionsQuery>;
export type VideosFeedQuery = z.infer<typeof videosFeedQuery>;
export type VideoSearchQuery = z.infer<typeof videoSearchQuery>;
export type VideoMaterialsQuery = z.infer<typeof videoMaterialsQuery>;
export type YoutubeVideo = z.infer<typeof youtubeVideoSchema>;
export type VideoWord = z.infer<typeof videoWordsResponse>['data'][number];
