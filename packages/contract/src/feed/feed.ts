// The feed (community.md §1 Feed, §3 Feed item, §4 Pin, §7 Feed): tabs all (public),
// subscriptions and one user's items; cursor pages of 20; complaints about feed content.
import { z } from 'zod';
import { envelope, okSchema } from '../http';
import { multilineText, uuidParam } from '../text';
import { FEED_COMPLAINT_TARGETS, FEED_ITEM_TYPES, FEED_LIMITS, PIN_TYPES } from './constants';
import { feedLangCode, publicationSchema } from './publications';

const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** `lang_codes=eng,ger`, `lang_codes=eng&lang_codes=ger` or `lang_codes[]=eng`. */
const langCodesParam = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(feedLangCode).max(FEED_LIMITS.langCodesMax))
  .transform((codes) => [...new Set(codes)]);

export const feedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1_000_000).default(FEED_LIMITS.page).transform((n) => Math.min(n, FEED_LIMITS.pageMax)),
  type: z.enum(FEED_ITEM_TYPES).optional(),
  pagination_uuid: uuidParam.optional().meta({ description: 'The last item of the previous page' }),
  lang_codes: langCodesParam.optional().meta({ description: 'Only items in these languages (comma-separated or repeated)' }),
  fallback: booleanParam
    .optional()
    .meta({ description: 'Continue through the items in other languages (after an item answered with fallback: true)' }),
});

export const authorFeedParams = z.object({ author_uuid: uuidParam });
export const feedItemParams = z.object({ uuid: uuidParam });
export const pinBody = z.object({ pin_type: z.enum(PIN_TYPES).default('public') });
export const unpinQuery = z.object({ pin_type: z.enum(PIN_TYPES).default('public') });

/** Items of types that plug in later (selection, video) keep their own shape with at least a uuid. */
const pluggedPositionSchema = z.object({ uuid: z.string() }).catchall(z.unknown());

export const feedItemSchema = z.object({
  pagination_uuid: z.string(),
  type: z.enum(FEED_ITEM_TYPES),
  position: z.union([publicationSchema, pluggedPositionSchema]),
  payload: z.record(z.string(), z.unknown()).nullable(),
  /** True when the item is in another language than asked, shown because those had too little. */
  fallback: z.boolean(),
  is_pinned: z.boolean(),
});

export const feedResponse = envelope(z.array(feedItemSchema));
export const pinResponse = envelope(z.object({ uuid: z.string(), pin_type: z.enum(PIN_TYPES), is_pinned: z.boolean() }));

export const feedComplaintBody = z.object({
  target: uuidParam,
  target_type: z.enum(FEED_COMPLAINT_TARGETS),
  comment: multilineText({ max: FEED_LIMITS.complaintCommentMax }),
});
export const feedComplaintResponse = envelope(
  z.object({ id: z.number().int(), target: z.string(), target_type: z.string(), comment: z.string(), status: z.string(), created_at: z.string() }),
);

export const feedOkResponse = okSchema;

export type FeedItem = z.infer<typeof feedItemSchema>;
export type FeedQuery = z.infer<typeof feedQuery>;
export type FeedComplaintBody = z.infer<typeof feedComplaintBody>;

