// Dictionary reading (core.md §3, §4, §7): translations, words, meanings, synonyms and antonyms,
// sentences, data sources, likes, edit rights, search history and dictionary settings.
import { z } from 'zod';
import { text } from './text';
import { idParam, offsetParam } from './http';
import { LIMITS } from './constants';
import { canonicalLanguageCode } from './languages';
import { vocabularySchema } from './reference';

// ---------------------------------------------------------------------------------------------
// Constants and codes

/** Review states shared by every entity people or imports create (contributions build on it). */
export const REVIEW_STATUSES = ['under_review', 'accepted', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Entity types as the edit-rights and entity calls name them (core.md §7). */
export const DICTIONARY_ENTITY_TYPES = [
  'translation-union',
  'translation-attribute',
  'translation-child-attribute',
  'translation-vocabulary',
  'translation-meaning',
  'synonym',
  'antonym',
  'word-sentence',
  'sentence-translation',
] as const;
export type DictionaryEntityType = (typeof DICTIONARY_ENTITY_TYPES)[number];

/** Server-side maxima of the dictionary lists (the spec's page sizes are in LIMITS). */
export const DICTIONARY_LIMITS = {
  translationsPage: LIMITS.translationsPage,
  lightPage: 10,
  tooltips: LIMITS.tooltips,
  sentences: LIMITS.sentences,
  meaningsPreview: 3,
  meaningsPage: { default: 20, max: 100 },
  allMeaningsMax: 100,
  relationsMax: 100,
  sentenceTranslationsMax: 50,
  closeSpellings: 6,
  editCheckIdsPerType: 100,
  searchHistoryMax: LIMITS.queryHistoryMax,
  searchHistoryPage: { default: 50, max: LIMITS.queryHistoryMax },
  searchTextMax: 255,
  vocabularyCodesPerTranslation: LIMITS.vocabularyCodesPerTranslation,
} as const;

export const DictionaryErrorCode = {
  TRANSLATION_NOT_FOUND: 'TRANSLATION_NOT_FOUND',
  WORD_NOT_FOUND: 'WORD_NOT_FOUND',
  WORD_SENTENCE_NOT_FOUND: 'WORD_SENTENCE_NOT_FOUND',
  ENTITY_NOT_FOUND: 'ENTITY_NOT_FOUND',
  SEARCH_HISTORY_NOT_FOUND: 'SEARCH_HISTORY_NOT_FOUND',
} as const;

// ---------------------------------------------------------------------------------------------
// Parameters

/**
 * A language code: the dictionary's ISO 639-2/B or any standard alias (639-2/T, 639-3, 639-1: `deu`,
 * `de` for `ger`), read as the dictionary code; unknown codes are a 400 naming the field.
 */
export const langCodeParam = z
  .string()
  .refine((code) => canonicalLanguageCode(code) !== undefined, { message: 'Unknown language code' })
  .transform((code) => canonicalLanguageCode(code)!)
  .meta({ description: 'Language code: ISO 639-2/B (as answered) or an ISO 639-1/639-2T/639-3 alias', example: 'eng' });

export const searchTextParam = text()
  .trim()
  .min(1, 'Search text is required')
  .max(DICTIONARY_LIMITS.searchTextMax)
  .meta({ description: 'Text to look up; compared case- and diacritics-insensitively', example: 'bank' });

const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);

/** Clamp to a maximum instead of rejecting: every list has a server-side limit (ARCHITECTURE §3). */
const clampedLimit = (def: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(def)
    .transform((n) => Math.min(n, max));

export const translationsQuery = z.object({
  lang: langCodeParam,
  lang_t: langCodeParam.meta({ description: 'Translation language code', example: 'ger' }),
  search: searchTextParam,
  page: pageParam.meta({ description: '1-based page of 10; ignored when offset is given' }),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
  limit: clampedLimit(DICTIONARY_LIMITS.translationsPage, DICTIONARY_LIMITS.translationsPage),
});

export const translationsLightQuery = z.object({
  lang: langCodeParam,
  lang_t: langCodeParam,
  search: searchTextParam,
  limit: clampedLimit(DICTIONARY_LIMITS.lightPage, DICTIONARY_LIMITS.lightPage),
});

export const translationIdParams = z.object({ id: idParam });

export const translationDetailQuery = z.object({
  lang: langCodeParam.optional().meta({
    description: 'Language the reader searched in: when it is the translation side, the sides are swapped',
  }),
});

export const meaningDescriptionsQuery = z.object({
  lang_code: langCodeParam.meta({
    description: 'Which side: the language of the word whose meanings are listed',
  }),
  limit: clampedLimit(DICTIONARY_LIMITS.meaningsPage.default, DICTIONARY_LIMITS.meaningsPage.max),
  offset: offsetParam,
});

export const allMeaningsQuery = z.object({
  keyword: searchTextParam,
  lang: langCodeParam,
});

export const wordIdParams = z.object({ id: idParam });

export const sentencesQuery = z.object({
  word_name: searchTextParam,
  word_name_t: text()
    .trim()
    .max(DICTIONARY_LIMITS.searchTextMax)
    .optional()
    .meta({
      description: 'Translation word: sentences whose translation contains it come first',
    }),
  lang: langCodeParam,
  lang_t: langCodeParam,
  limit: clampedLimit(DICTIONARY_LIMITS.sentences.initial, DICTIONARY_LIMITS.sentences.max),
  offset: offsetParam,
});

export const tooltipsQuery = z.object({
  lang: langCodeParam,
  lang_t: langCodeParam,
  search: searchTextParam.meta({ description: 'Prefix typed so far' }),
  limit: clampedLimit(DICTIONARY_LIMITS.tooltips, DICTIONARY_LIMITS.tooltips),
});

export const sentenceExampleQuery = z.object({
  lang: langCodeParam,
  lang_t: langCodeParam,
});

export const wordSentenceIdParams = z.object({ id: idParam });

export const wordSentenceTranslationsQuery = z.object({
  lang_t: langCodeParam.optional().meta({ description: 'Only translations into this language' }),
});

/** `translation-union=1,2` or `translation-union[]=1&translation-union[]=2`. */
const idListParam = z
  .preprocess(
    (value) => (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value),
    z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, 'Ids are positive integers'),
      )
      .max(DICTIONARY_LIMITS.editCheckIdsPerType),
  )
  .transform((ids) => [...new Set(ids.map(Number))].filter((n) => n > 0 && n <= 2_147_483_647));

export const multipleEditAvailableQuery = z.object(
  Object.fromEntries(DICTIONARY_ENTITY_TYPES.map((type) => [type, idListParam.optional()])) as Record<
    DictionaryEntityType,
    z.ZodOptional<typeof idListParam>
  >,
);

export const dictionaryEntityQuery = z.object({
  entity_type_slug: z.enum(DICTIONARY_ENTITY_TYPES),
  entity_id: idParam,
});

export const searchHistoryQuery = z.object({
  limit: clampedLimit(DICTIONARY_LIMITS.searchHistoryPage.default, DICTIONARY_LIMITS.searchHistoryPage.max),
  offset: offsetParam,
});

export const searchHistoryBody = z.object({
  text: searchTextParam,
  lang: langCodeParam,
  lang_t: langCodeParam,
});

export const searchHistoryIdParams = z.object({ id: idParam });

export const dictionarySettingsBody = z
  .object({
    autoplay_audio: z.boolean().optional(),
    show_audio_modal: z.boolean().optional(),
  })
  .strict();

// ---------------------------------------------------------------------------------------------
// Answer shapes

export const reviewStatusSchema = z.enum(REVIEW_STATUSES);

export const audioSchema = z.object({
  id: z.number().int(),
  actual_file_name: z.string(),
  preview_file_name: z.string().nullable(),
});

export const wordRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lang_code: z.string(),
});

/** An attribute attached to one side of a translation or to a word. `id` is the attribute's id
 * (children point to their parent with parent_id); `entity_id` is the link row the edit-rights
 * call asks about. */
export const attachedAttributeSchema = z.object({
  id: z.number().int(),
  entity_id: z.number().int(),
  attribute: z.object({ code: z.string(), name: z.string() }),
  lang_code: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  group: z.enum(['part_of_speech', 'genus']),
});

export const wordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lang_code: z.string(),
  audios: z.array(audioSchema),
  transcriptions: z.array(z.string()).meta({ description: 'IPA transcriptions, without slashes' }),
  attributes: z.array(attachedAttributeSchema),
  canonical: wordRefSchema
    .nullable()
    .meta({ description: 'Lemma when this word is an inflected form (geese -> goose)' }),
  is_this_user: z.boolean(),
});

export const meaningDescriptionSchema = z.object({
  id: z.number().int(),
  lang_code: z.string().meta({ description: 'Language of the description text' }),
  value: z.string(),
  word_id: z.number().int(),
  can_edit: z.boolean(),
  is_this_user: z.boolean(),
});

export const attachedVocabularySchema = vocabularySchema.extend({ entity_id: z.number().int() });

export const favoriteRefSchema = z.object({ id: z.number().int(), comment: z.string().nullable() });

export const translationSchema = z.object({
  id: z.number().int().meta({ description: 'Same as translation_union_id' }),
  translation_union_id: z.number().int(),
  primary_word: wordSchema.meta({ description: 'The word in the searched language (lang)' }),
  translation_word: wordSchema.meta({ description: 'The word in the translation language (lang_t)' }),
  primary_word_explanation: z.string().nullable(),
  translation_word_explanation: z.string().nullable(),
  all_primary_attributes: z.array(attachedAttributeSchema),
  all_translation_attributes: z.array(attachedAttributeSchema),
  all_vocabularies: z.array(attachedVocabularySchema),
  vocabulary_codes: z.array(z.string()),
  vocabularies_is_locked: z
    .boolean()
    .meta({ description: 'True when subjects cannot be changed (verified translation)' }),
  favorite: favoriteRefSchema.nullable(),
  is_verified: z.boolean(),
  is_removed: z.boolean(),
  is_this_user: z.boolean(),
  can_edit: z.boolean(),
  review_status: reviewStatusSchema,
  likes_count: z.number().int(),
  liked_by_user: z.boolean(),
  url_translate_detail: z.string().meta({ example: '/dictionary/eng/ger/bank/42' }),
  primary_meanings_descriptions: z
    .array(meaningDescriptionSchema)
    .meta({ description: 'First 3; more via meaning-descriptions' }),
  primary_meanings_descriptions_total_count: z.number().int(),
  translation_meanings_descriptions: z.array(meaningDescriptionSchema),
  translation_meanings_descriptions_total_count: z.number().int(),
  comment: z.string().nullable(),
});

export const translationLightSchema = z.object({
  id: z.number().int(),
  translation_union_id: z.number().int(),
  primary_word: wordRefSchema,
  translation_word: wordRefSchema,
  all_translation_attributes: z.array(attachedAttributeSchema),
  is_verified: z.boolean(),
  likes_count: z.number().int(),
  favorite: favoriteRefSchema.nullable(),
});

/** A search finding fewer translations than this also says in which other languages the key exists. */
export const OTHER_DIRECTIONS_BELOW = 3;

/** The same search key in another language: a direction that finds `count` translations. */
export const otherDirectionSchema = z.object({
  lang: z.string().meta({ description: 'The language the key exists in' }),
  lang_t: z.string().meta({ description: "The request's lang_t, or its lang (the two swapped)" }),
  count: z.number().int().meta({ description: 'Translations that search finds' }),
});
export type OtherDirection = z.infer<typeof otherDirectionSchema>;

export const translationsResponse = z.object({
  data: z.array(translationSchema),
  total_count: z.number().int(),
  sentences_total_count: z
    .number()
    .int()
    .meta({ description: 'Example sentences of the found word (see /words/sentences2)' }),
  canonical: wordRefSchema
    .nullable()
    .meta({ description: 'The lemma when the search text is an inflected form' }),
  close_spellings: z.array(z.string()).meta({
    description:
      'Only when data is empty: up to 6 existing words in lang with translations into lang_t, closest spelling first (fewest edits, a swap of two neighbours counting as one; then the more common word)',
  }),
  other_directions: z.array(otherDirectionSchema).meta({
    description: `Only when the search found fewer than ${OTHER_DIRECTIONS_BELOW} translations: the other languages the same search key is translated from, into lang_t (searched the other way round) or into lang (the languages swapped), most translations first`,
  }),
});

export const translationsLightResponse = z.object({
  data: z.array(translationLightSchema),
  canonical: wordRefSchema.nullable(),
});

export const translationResponse = z.object({ data: translationSchema });

export const COMPLEMENT_TYPES = [
  'meaning',
  'synonym',
  'antonym',
  'sentence',
  'attribute',
  'vocabulary',
  'audio',
  'translation',
] as const;

export const possibleComplementsResponse = z.object({
  data: z.object({
    translation_union_id: z.number().int(),
    requires_auth: z.boolean().meta({ description: 'Guests must sign in before adding anything' }),
    items: z.array(
      z.object({
        type: z.enum(COMPLEMENT_TYPES),
        lang_code: z.string(),
        word_id: z.number().int(),
        count: z.number().int().meta({ description: 'How many already exist' }),
        can_add: z.boolean(),
        reason: z.string().nullable().meta({
          description: 'Why can_add is false (e.g. SUBJECT_LIMIT, NOT_REVIEWED, NATIVE_SPEAKERS_ONLY)',
        }),
      }),
    ),
  }),
});

export const meaningDescriptionsResponse = z.object({
  data: z.array(meaningDescriptionSchema),
  total_count: z.number().int(),
});

export const wordRelationEntrySchema = z.object({
  id: z.number().int(),
  word_group_id: z.number().int(),
  word_id: z.number().int(),
  lang_code: z.string(),
  name: z.string(),
  can_edit: z.boolean(),
  is_this_user: z.boolean(),
  moderation_task_id: z.number().int().nullable(),
});

export const wordRelationsResponse = z.object({ data: z.array(wordRelationEntrySchema) });

export const dataSourceSchema = z.object({
  author: z.string().nullable(),
  image_url: z.string().nullable(),
  source: z.string().nullable(),
  source_url: z.string().nullable(),
  license: z.string().nullable(),
  license_url: z.string().nullable(),
  user_avatar: z.string().nullable(),
  user_native_language: z.string().nullable(),
});

export const dataSourcesResponse = z.object({ data: z.array(dataSourceSchema) });

export const allMeaningsResponse = z.object({
  data: z.array(
    meaningDescriptionSchema.extend({
      translation_union_ids: z
        .array(z.number().int())
        .meta({ description: 'Translations this meaning is attached to (empty: word-level)' }),
    }),
  ),
  total_count: z.number().int(),
});

export const wordResponse = z.object({ data: wordSchema });

export const sentenceTranslationSchema = z.object({
  sentence_translation_id: z.number().int(),
  id: z.number().int().meta({ description: 'Sentence id of the translation' }),
  sentence_text: z.string(),
  lang_code: z.string(),
  audio: audioSchema.nullable(),
  can_edit: z.boolean(),
  is_this_user: z.boolean(),
});

export const sentenceItemSchema = z.object({
  id: z.number().int().meta({ description: 'Sentence id' }),
  sentence_text: z.string(),
  selected_positions: z.array(z.number().int()).meta({
    description: '0-based indexes of the whitespace-separated tokens of sentence_text that are the word',
  }),
  lang_code: z.string(),
  changed_word_form: z
    .string()
    .nullable()
    .meta({ description: 'The form used in the sentence when it differs from the word' }),
  audio: audioSchema.nullable(),
  word_sentence: z.object({
    id: z.number().int(),
    favorite: favoriteRefSchema.nullable(),
    can_edit: z.boolean(),
    is_this_user: z.boolean(),
  }),
  translations: z.array(sentenceTranslationSchema),
  sentence_translation_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The best translation into lang_t' }),
});

export const sentencesResponse = z.object({
  data: z.array(sentenceItemSchema),
  total_count: z.number().int(),
});

export const tooltipSchema = z.object({
  id: z.number().int().meta({ description: 'Word id' }),
  name: z.string(),
  lang_code: z.string(),
  translation: z.string().nullable().meta({ description: 'Best translation into lang_t' }),
  translation_union_id: z.number().int().nullable(),
});

export const tooltipsResponse = z.object({ data: z.array(tooltipSchema) });

export const sentenceExampleResponse = z.object({
  data: z
    .object({
      word: wordRefSchema,
      sentence: z.object({
        id: z.number().int(),
        sentence_text: z.string(),
        lang_code: z.string(),
        selected_positions: z.array(z.number().int()),
      }),
      translation: z.object({ id: z.number().int(), sentence_text: z.string(), lang_code: z.string() }),
    })
    .nullable(),
});

export const sentenceTranslationsResponse = z.object({ data: z.array(sentenceTranslationSchema) });

export const editAvailabilityItemSchema = z.object({ entity_id: z.number().int(), can_edit: z.boolean() });

export const multipleEditAvailableResponse = z.object({
  data: z.partialRecord(z.enum(DICTIONARY_ENTITY_TYPES), z.array(editAvailabilityItemSchema)).meta({
    description:
      'One list per entity type asked about, in the order asked; unknown ids answer can_edit false',
  }),
});

export const dictionaryEntityResponse = z.object({
  data: z.object({
    entity_type_slug: z.enum(DICTIONARY_ENTITY_TYPES),
    entity_id: z.number().int(),
    translation_union_id: z.number().int().nullable(),
    review_status: reviewStatusSchema,
    is_this_user: z.boolean(),
    can_edit: z.boolean(),
    summary: z
      .string()
      .meta({ description: 'Human-readable content, e.g. "bank → Bank" or the meaning text' }),
    entity: z
      .record(z.string(), z.unknown())
      .meta({ description: 'The entity in the shape its own call answers' }),
  }),
});

export const likeResponse = z.object({
  data: z.object({
    translation_union_id: z.number().int(),
    likes_count: z.number().int(),
    liked_by_user: z.boolean(),
  }),
});

export const searchHistoryEntrySchema = z.object({
  id: z.number().int(),
  text: z.string(),
  lang: z.string(),
  lang_t: z.string(),
});

export const searchHistoryResponse = z.object({
  data: z.array(searchHistoryEntrySchema),
  total_count: z.number().int(),
});

export const searchHistoryEntryResponse = z.object({ data: searchHistoryEntrySchema });

export const dictionarySettingsSchema = z.object({
  autoplay_audio: z.boolean(),
  show_audio_modal: z.boolean(),
});
export const dictionarySettingsResponse = z.object({ data: dictionarySettingsSchema });

export type TranslationsQuery = z.infer<typeof translationsQuery>;
export type Translation = z.infer<typeof translationSchema>;
export type TranslationLight = z.infer<typeof translationLightSchema>;
export type TranslationsResponse = z.infer<typeof translationsResponse>;
export type Word = z.infer<typeof wordSchema>;
export type WordRef = z.infer<typeof wordRefSchema>;
export type Audio = z.infer<typeof audioSchema>;
export type AttachedAttribute = z.infer<typeof attachedAttributeSchema>;
export type AttachedVocabulary = z.infer<typeof attachedVocabularySchema>;
export type MeaningDescription = z.infer<typeof meaningDescriptionSchema>;
export type WordRelationEntry = z.infer<typeof wordRelationEntrySchema>;
export type DataSource = z.infer<typeof dataSourceSchema>;
export type SentenceItem = z.infer<typeof sentenceItemSchema>;
export type SentenceTranslation = z.infer<typeof sentenceTranslationSchema>;
export type Tooltip = z.infer<typeof tooltipSchema>;
export type PossibleComplements = z.infer<typeof possibleComplementsResponse>['data'];
export type ComplementType = (typeof COMPLEMENT_TYPES)[number];
export type EditAvailabilityItem = z.infer<typeof editAvailabilityItemSchema>;
export type MultipleEditAvailableQuery = z.infer<typeof multipleEditAvailableQuery>;
export type DictionaryEntity = z.infer<typeof dictionaryEntityResponse>['data'];
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;
export type DictionarySettings = z.infer<typeof dictionarySettingsSchema>;
export type FavoriteRef = z.infer<typeof favoriteRefSchema>;
export type TranslationsLightResponse = z.infer<typeof translationsLightResponse>;
export type MeaningDescriptionsResponse = z.infer<typeof meaningDescriptionsResponse>;
export type SentencesResponse = z.infer<typeof sentencesResponse>;
export type SentenceExample = NonNullable<z.infer<typeof sentenceExampleResponse>['data']>;
export type LikeResult = z.infer<typeof likeResponse>['data'];
export type SearchHistoryResponse = z.infer<typeof searchHistoryResponse>;
