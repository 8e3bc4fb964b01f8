// Selections (word compilations): create, edit, contents, study, likes, comments, lists and search
// (community.md §3 Selection, Word entry; §4 Selection study/editing; §5; §7 Education).
import { z } from 'zod';
import { langCodeParam } from '../dictionary';
import { feedAuthorSchema } from '../feed/publications';
import { envelope, idParam, offsetParam } from '../http';
import { line, lineText, multilineText, uuidParam } from '../text';
import { MATERIAL_SOURCES, SELECTION_COMPLEXITIES, SELECTION_LABELS, TRAINING_LIMITS as L } from './constants';

const clampedLimit = (def: number, max: number) =>
  z.coerce.number().int().min(1).max(1_000_000).default(def).transform((n) => Math.min(n, max));

const unionIds = (what: string) =>
  z
    .array(idParam)
    .max(L.contentsChangeMax)
    .default([])
    .meta({ description: `Translation union ids to ${what} (at most ${L.contentsChangeMax})` });

export const subjectCode = line().trim().min(1).max(40).regex(/^[a-z0-9_-]+$/, 'Unknown subject');

const subjectsField = z
  .array(subjectCode)
  .max(L.subjectsMax, `At most ${L.subjectsMax} subjects`)
  .default([])
  .meta({ description: `Vocabulary codes, at most ${L.subjectsMax}` });

export const selectionBody = z.object({
  name: lineText({ max: L.nameMax }),
  lang_from: langCodeParam,
  lang_to: langCodeParam,
  complexity: z.enum(SELECTION_COMPLEXITIES).default('medium'),
  subjects: subjectsField,
  is_public: z.boolean().default(false).meta({ description: `Public needs at least ${L.publicMinWords} words` }),
  union_ids: unionIds('start with'),
  favorite_group_id: idParam.optional().meta({ description: "Adds the translations of one of the viewer's favorites folders" }),
});
export const selectionUpdateBody = z.object({
  name: lineText({ max: L.nameMax }).optional(),
  complexity: z.enum(SELECTION_COMPLEXITIES).optional(),
  subjects: subjectsField.optional(),
  is_public: z.boolean().optional(),
});
export const contentsBody = z.object({
  add_union_ids: unionIds('add'),
  delete_union_ids: unionIds('remove'),
  favorite_group_id: idParam.optional().meta({ description: "Also adds the translations of this favorites folder" }),
});

export const selectionParams = z.object({ uuid: uuidParam });
export const selectionPageQuery = z.object({
  limit: clampedLimit(L.unionsPage, L.unionsPageMax),
  pagination_id: idParam.optional().meta({ description: 'The pagination_id of the last word of the previous page' }),
});

export const wordEntryWordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lang_code: z.string(),
  audios: z.array(z.object({ url: z.string(), file_name: z.string() })),
});
export const wordEntrySchema = z.object({
  pagination_id: z.number().int(),
  union: z.object({
    id: z.number().int(),
    is_verified: z.boolean(),
    is_removed: z.boolean(),
    translation_id: z.number().int(),
    words: z.array(wordEntryWordSchema).length(2).meta({ description: '[lang_from word, lang_to word]' }),
  }),
  learned: z.boolean().meta({ description: 'FSRS stability of the viewer at or above the learned threshold' }),
});

export const selectionAdditionalSchema = z.object({
  labels: z.array(z.enum(SELECTION_LABELS)),
  is_liked_by_current_user: z.boolean(),
  likes_total: z.number().int(),
  comments_total: z.number().int(),
  words_total: z.number().int(),
  words_total_learned: z.number().int(),
  /** The viewer's words of it in learning: practised, not yet learned (as words_in_learning of the statistics). */
  words_total_in_learning: z.number().int(),
  selected_for_learning: z.boolean(),
  followers_total: z.number().int(),
});

export const selectionSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  lang_from: z.string(),
  lang_to: z.string(),
  complexity: z.enum(SELECTION_COMPLEXITIES),
  subjects: z.array(z.string()),
  is_public: z.boolean(),
  /**
   * A starter compilation made from the instance's data (owned by the system account): `first_100`,
   * `first_500` or `theme:<subject>`; null for a member's compilation.
   */
  generated: z.string().nullable().meta({ description: 'Starter compilation made from the data (first_100, first_500, theme:<subject>), null otherwise' }),
  author: feedAuthorSchema,
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  additional: selectionAdditionalSchema,
});
export const selectionDetailSchema = selectionSchema.extend({ unions: z.array(wordEntrySchema) });

export const selectionResponse = envelope(selectionSchema);
export const selectionDetailResponse = z.object({
  data: selectionDetailSchema,
  next_pagination_id: z.number().int().nullable().meta({ description: 'Continue with pagination_id = this; null at the end' }),
  notices: z.array(z.enum(['notice_material_removed'])).meta({ description: 'notice_material_removed: words of this page were removed from the dictionary' }),
});
export const selectionListResponse = envelope(z.array(selectionSchema));
/** POST /education/selections/{uuid}/editing: the author holds it in the editor until then. */
export const selectionEditingResponse = envelope(z.object({ editing_until: z.iso.datetime() }));
export const enumerationResponse = envelope(z.array(z.number().int()).meta({ description: 'Every union id of the selection' }));
export const contentsResponse = envelope(selectionSchema.extend({ added: z.array(z.number().int()), removed: z.array(z.number().int()) }));
export const studyResponse = envelope(z.object({ selected_for_learning: z.boolean(), followers_total: z.number().int() }));
export const selectionLikeResponse = envelope(z.object({ liked_by_user: z.boolean(), count: z.number().int() }));
export const resetResponse = envelope(z.object({ words_total_learned: z.number().int() }));

const feedCursor = uuidParam.optional();
export const selectionsFeedQuery = z.object({
  limit: clampedLimit(L.listPage, L.listPageMax),
  lang_from: langCodeParam.optional(),
  lang_to: langCodeParam.optional(),
  popular_pagination_uuid: feedCursor,
  new_pagination_uuid: feedCursor,
  old_unpopular_pagination_uuid: feedCursor,
});
export const selectionsFeedResponse = envelope(
  z.object({
    /** Starter compilations made from the data, the viewer's pair first. */
    starter: z.array(selectionSchema),
    popular: z.array(selectionSchema),
    new: z.array(selectionSchema),
    old_unpopular: z.array(selectionSchema),
  }),
);

const wordsRange = z.coerce.number().int().min(L.wordsRangeMin).max(L.wordsRangeMax);
const csvList = <T extends z.ZodType<string, string>>(item: T, max: number) =>
  z
    .union([z.array(z.string()), z.string()])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).max(max));

export const selectionSearchQuery = z.object({
  limit: clampedLimit(L.listPage, L.listPageMax),
  offset: offsetParam.pipe(z.number().max(10_000)),
  lang_from: langCodeParam.optional(),
  lang_to: langCodeParam.optional(),
  selection_name: line().trim().max(L.nameMax).optional(),
  word_names: csvList(line().max(100), 10).optional().meta({ description: 'Comma-separated words the selection must contain (any side)' }),
  complexity: z.enum(SELECTION_COMPLEXITIES).optional(),
  words_range_from: wordsRange.optional(),
  words_range_to: wordsRange.optional(),
  subjects: csvList(subjectCode, L.subjectsMax).optional(),
  previous_uuid: uuidParam.optional().meta({ description: 'The last selection of the previous page: the page continues after it (offset is then ignored)' }),
});
export const selectionSearchResponse = envelope(z.object({ rows: z.array(selectionSchema) }));

export const materialsQuery = z.object({
  limit: clampedLimit(L.listPage, L.listPageMax),
  offset: offsetParam.pipe(z.number().max(10_000)),
  source: z.enum(MATERIAL_SOURCES).default('all').meta({ description: 'all: authored or studied; authored_by_me; studying' }),
  complexity: z.enum(SELECTION_COMPLEXITIES).optional(),
  words_range_from: wordsRange.optional().meta({ description: 'At least this many words (applied above the lower bound only)' }),
  words_range_to: wordsRange.optional().meta({ description: 'At most this many words (applied below the upper bound only)' }),
  subjects: csvList(subjectCode, L.subjectsMax).optional().meta({ description: 'Comma-separated subject codes: any of them' }),
  previous_uuid: uuidParam.optional().meta({ description: 'The last selection of the previous page: the page continues after it (offset is then ignored)' }),
});
export const materialsResponse = z.object({ count: z.number().int(), rows: z.array(selectionSchema) });

// Comments
export const selectionCommentBody = z.object({ comment: multilineText({ max: L.commentMax }) });
export const selectionCommentsQuery = z.object({
  limit: clampedLimit(L.commentsPage, L.commentsPageMax),
  pagination_id: idParam.optional().meta({ description: 'The id of the last comment of the previous page (oldest first)' }),
});
export const selectionCommentParams = z.object({ uuid: uuidParam, commentUuid: uuidParam });
export const selectionCommentLikeParams = z.object({ uuid: uuidParam, id: idParam });
export const selectionCommentSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  comment: z.string(),
  author: feedAuthorSchema,
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
  additional: z.object({ is_liked_by_current_user: z.boolean(), likes_total: z.number().int() }),
});
export const selectionCommentResponse = envelope(selectionCommentSchema);
export const selectionCommentListResponse = envelope(z.array(selectionCommentSchema));

export const selectionExportQuery = z.object({ format: z.enum(['anki', 'csv']).default('anki') });

export type SelectionBody = z.infer<typeof selectionBody>;
export type SelectionUpdateBody = z.infer<typeof selectionUpdateBody>;
export type ContentsBody = z.infer<typeof contentsBody>;
export type Selection = z.infer<typeof selectionSchema>;
export type SelectionDetail = z.infer<typeof selectionDetailSchema>;
export type WordEntry = z.infer<typeof wordEntrySchema>;
export type SelectionsFeedQuery = z.infer<typeof selectionsFeedQuery>;
export type SelectionSearchQuery = z.infer<typeof selectionSearchQuery>;
export type MaterialsQuery = z.infer<typeof materialsQuery>;
export type SelectionComment = z.infer<typeof selectionCommentSchema>;
export type SelectionCommentsQuery = z.infer<typeof selectionCommentsQuery>;
