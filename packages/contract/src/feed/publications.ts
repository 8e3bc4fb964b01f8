// Posts, articles and questions (community.md §3 Post/Article/Question, §7 Posts, Questions,
// Articles): request bodies and the presented item every feed tab, view page and panel shows.
import { z } from 'zod';
import { envelope } from '../http';
import { isLanguageCode } from '../languages';
import { lineText, multilineText, uuidParam } from '../text';
import { articleBlocksInput, articleBlocksSchema } from './blocks';
import { FEED_LIMITS, FEED_MESSAGES, PUBLICATION_STATUSES } from './constants';

export const feedLangCode = z
  .string()
  .trim()
  .toLowerCase()
  .refine((code) => isLanguageCode(code), { message: 'Unknown language code' })
  .meta({ description: 'Dictionary language code (ISO 639-2/B)', example: 'ger' });

const hashtag = lineText({ max: FEED_LIMITS.hashtagMax })
  .transform((s) => s.replace(/^#+/, '').trim())
  .pipe(z.string().min(1, 'Empty hashtag').regex(/^[^\s,#]+$/u, 'A hashtag is one word without commas'));

/** Hashtags: one word each, without '#', stored once in lower case (also used by training videos). */
export const hashtags = z
  .array(hashtag)
  .max(FEED_LIMITS.hashtagsMax)
  .transform((list) => [...new Set(list.map((h) => h.toLowerCase()))]);

export const publicationStatusSchema = z.enum(PUBLICATION_STATUSES);

// ---------------------------------------------------------------------------------------------
// Requests

export const postBody = z.object({
  text: multilineText({ max: FEED_LIMITS.postTextMax }),
  lang_code: feedLangCode.meta({ description: 'The language the post is written in (the feed filter)' }),
  related_lang_code: feedLangCode.nullable().optional().meta({ description: 'The language the post is about, if another' }),
  status: publicationStatusSchema.default('published').meta({ description: 'draft to add images before publishing' }),
});

export const questionBody = z.object({
  short_description: lineText({ min: FEED_LIMITS.questionShortMin, max: FEED_LIMITS.questionShortMax, tooShort: FEED_MESSAGES.QUESTION_TOO_SHORT }),
  description: multilineText({
    min: FEED_LIMITS.questionDescriptionMin,
    max: FEED_LIMITS.questionDescriptionMax,
    tooShort: FEED_MESSAGES.QUESTION_DESCRIPTION_TOO_SHORT,
  }),
  hashtags: hashtags.default([]),
  lang_code: feedLangCode,
  related_lang_code: feedLangCode.nullable().optional(),
});

export const articleBody = z.object({
  title: lineText({ max: FEED_LIMITS.articleTitleMax }),
  subtitle: lineText({ min: 0, max: FEED_LIMITS.articleSubtitleMax }).optional().default(''),
  body: articleBlocksInput.default([]),
  lang_code: feedLangCode,
});

export const statusBody = z.object({ status: publicationStatusSchema });

export const publicationParams = z.object({ uuid: uuidParam });
export const imageParams = z.object({ uuid: uuidParam, image_uuid: uuidParam });
export const imageFileParams = z.object({
  name: z.string().regex(/^[0-9a-f]{32}(_p)?\.(jpg|png|webp|gif)$/, 'Unknown file'),
});

export const draftsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(10_000).default(FEED_LIMITS.draftsPageMax).transform((n) => Math.min(n, FEED_LIMITS.draftsPageMax)),
});

// ---------------------------------------------------------------------------------------------
// Responses

export const feedAuthorSchema = z.object({
  uuid: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.enum(['user', 'moderator', 'admin']),
});

export const feedImageSchema = z.object({
  uuid: z.string(),
  url: z.string(),
  preview_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

const additional = z.object({
  likes_total: z.number().int(),
  is_liked_by_current_user: z.boolean(),
  comments_total: z.number().int(),
  answers_total: z.number().int(),
  images: z.array(feedImageSchema),
});

const base = {
  uuid: z.string(),
  author: feedAuthorSchema,
  status: publicationStatusSchema,
  lang_code: z.string(),
  related_lang_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  additional,
  /** What the viewer may do (the buttons the web shows). */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
};

export const postSchema = z.object({ type: z.literal('post'), ...base, text: z.string() });
export const articleSchema = z.object({ type: z.literal('article'), ...base, title: z.string(), subtitle: z.string(), body: articleBlocksSchema });
export const questionSchema = z.object({
  type: z.literal('question'),
  ...base,
  short_description: z.string(),
  description: z.string(),
  hashtags: z.array(z.string()),
});
export const publicationSchema = z.discriminatedUnion('type', [postSchema, articleSchema, questionSchema]);

export const postResponse = envelope(postSchema);
export const articleResponse = envelope(articleSchema);
export const questionResponse = envelope(questionSchema);
export const publicationListResponse = envelope(z.array(publicationSchema));
export const imageResponse = envelope(feedImageSchema);

export type FeedAuthor = z.infer<typeof feedAuthorSchema>;
export type FeedImage = z.infer<typeof feedImageSchema>;
export type Post = z.infer<typeof postSchema>;
export type Article = z.infer<typeof articleSchema>;
export type Question = z.infer<typeof questionSchema>;
export type Publication = z.infer<typeof publicationSchema>;
export type PostBody = z.infer<typeof postBody>;
export type QuestionBody = z.infer<typeof questionBody>;
export type ArticleBody = z.infer<typeof articleBody>;
