// Contributions and review (core.md §4-§8, community.md §3-§7): adding and editing dictionary
// material, audio, complaints, moderation tasks, points and ratings, the history of changes.
import { z } from 'zod';
import { text } from './text';
import { idParam } from './http';
import { LIMITS } from './constants';
import {
  DICTIONARY_ENTITY_TYPES,
  audioSchema,
  langCodeParam,
  meaningDescriptionSchema,
  reviewStatusSchema,
  sentenceItemSchema,
  sentenceTranslationSchema,
  translationSchema,
  wordRelationEntrySchema,
} from './dictionary';

// ---------------------------------------------------------------------------------------------
// Entity types, actions, points

/** What people contribute: the dictionary's entity types plus the two kinds of audio. */
export const CONTRIBUTION_ENTITY_TYPES = [...DICTIONARY_ENTITY_TYPES, 'word-audio', 'sentence-audio'] as const;
export type ContributionEntityType = (typeof CONTRIBUTION_ENTITY_TYPES)[number];

/** The `x` of the action names ADD_x, MODERATE_x ... (community.md §3). */
export const ACTION_SUBJECTS: Record<ContributionEntityType, string> = {
  'translation-union': 'TRANSLATION_UNION',
  'translation-attribute': 'TRANSLATION_ATTRIBUTE',
  'translation-child-attribute': 'TRANSLATION_CHILD_ATTRIBUTE',
  'translation-vocabulary': 'TRANSLATION_VOCABULARY',
  'translation-meaning': 'TRANSLATION_MEANING',
  synonym: 'SYNONYM',
  antonym: 'ANTONYM',
  'word-sentence': 'WORD_SENTENCE',
  'sentence-translation': 'SENTENCE_TRANSLATION',
  'word-audio': 'WORD_AUDIO',
  'sentence-audio': 'SENTENCE_AUDIO',
};

/** Statistics item types (community.md §3): sentences and audios are counted together. */
export const STATISTICS_ITEM_TYPES = [
  'TRANSLATION_UNION',
  'AUDIO',
  'SENTENCE',
  'TRANSLATION_ATTRIBUTE',
  'TRANSLATION_CHILD_ATTRIBUTE',
  'TRANSLATION_MEANING',
  'SYNONYM',
  'ANTONYM',
  'TRANSLATION_VOCABULARY',
] as const;
export type StatisticsItemType = (typeof STATISTICS_ITEM_TYPES)[number];

export const STATISTICS_ITEM_TYPE: Record<ContributionEntityType, StatisticsItemType> = {
  'translation-union': 'TRANSLATION_UNION',
  'translation-attribute': 'TRANSLATION_ATTRIBUTE',
  'translation-child-attribute': 'TRANSLATION_CHILD_ATTRIBUTE',
  'translation-vocabulary': 'TRANSLATION_VOCABULARY',
  'translation-meaning': 'TRANSLATION_MEANING',
  synonym: 'SYNONYM',
  antonym: 'ANTONYM',
  'word-sentence': 'SENTENCE',
  'sentence-translation': 'SENTENCE',
  'word-audio': 'AUDIO',
  'sentence-audio': 'AUDIO',
};

// Reputation per contribution and the level formula live in ./points (zod-free, shared with the
// web's "how points work" page); re-exported here where the contributions module looks for them.
export { CONTRIBUTION_POINTS, RATING_POINTS_PER_LEVEL, ratingLevel } from './points';

export const CONTRIBUTION_LIMITS = {
  vocabularyCodesPerTranslation: LIMITS.vocabularyCodesPerTranslation,
  wordNameMax: 255,
  explanationMax: 500,
  meaningMin: 3,
  meaningMax: 1000,
  sentenceMinWords: 2,
  sentenceMax: 1000,
  selectedPositionsMax: 20,
  attributesPerRequest: 10,
  complaintCommentMax: 1000,
  moderationTasksPage: LIMITS.moderationTasksPage,
  moderationTasksMax: 50,
  historyPage: { default: 50, max: 200 },
  moderationLanguagesMax: 20,
  commentMax: 1000,
} as const;

// ---------------------------------------------------------------------------------------------
// Error codes and the spec's messages (core.md §8, community.md §8)

export const ContributionErrorCode = {
  TRANSLATION_EXIST_TRANSLATION: 'TRANSLATION_EXIST_TRANSLATION',
  TRANSLATION_NOT_FOUND: 'TRANSLATION_NOT_FOUND',
  SYNONYM_UNIQUE: 'SYNONYM_UNIQUE',
  ANTONYM_UNIQUE: 'ANTONYM_UNIQUE',
  SYNONYM_CANNOT_BE_ADDED_EXCEPTION: 'SYNONYM_CANNOT_BE_ADDED_EXCEPTION',
  ANTONYM_CANNOT_BE_ADDED_EXCEPTION: 'ANTONYM_CANNOT_BE_ADDED_EXCEPTION',
  SENTENCE_EXIST: 'SENTENCE_EXIST',
  WORD_SENTENCE_EXIST: 'WORD_SENTENCE_EXIST',
  SENTENCE_TRANSLATION_EXIST: 'SENTENCE_TRANSLATION_EXIST',
  EXIST_WORD_SENTENCE_TO_WS: 'EXIST_WORD_SENTENCE_TO_WS',
  SENTENCE_TOO_SHORT: 'SENTENCE_TOO_SHORT',
  MEANING_EXIST: 'MEANING_EXIST',
  WORD_CANNOT_BE_ADDED: 'WORD_CANNOT_BE_ADDED',
  WORD_AUDIO_EXIST: 'WORD_AUDIO_EXIST',
  NATIVE_SPEAKERS_ONLY: 'NATIVE_SPEAKERS_ONLY',
  ENTITY_HAS_UNVERIFIED_PARENTS: 'ENTITY_HAS_UNVERIFIED_PARENTS',
  ENTITY_IS_VERIFIED: 'ENTITY_IS_VERIFIED',
  CONTENT_DELETED: 'CONTENT_DELETED',
  VERIFICATION_IS_EXIST: 'VERIFICATION_IS_EXIST',
  COMPLAIN_BEING_PROCESSED: 'COMPLAIN_BEING_PROCESSED',
  ADMINS_CAN_NOT_BE_COMPLAINED: 'ADMINS_CAN_NOT_BE_COMPLAINED',
  TASK_NOT_RELEVANT: 'TASK_NOT_RELEVANT',
  ACTION_NOT_AVAILABLE: 'ACTION_NOT_AVAILABLE',
} as const;
export type ContributionErrorCodeValue = (typeof ContributionErrorCode)[keyof typeof ContributionErrorCode];

const SAMPLE_EXISTS = 'This example already exists, try adding another';
export const CONTRIBUTION_ERROR_MESSAGES: Record<ContributionErrorCodeValue, string> = {
  TRANSLATION_EXIST_TRANSLATION: 'This translation already exists, try adding another',
  TRANSLATION_NOT_FOUND: 'You cannot edit this because the translation was deleted',
  SYNONYM_UNIQUE: 'This synonym already exists, try adding another',
  ANTONYM_UNIQUE: 'This antonym already exists, try adding another',
  SYNONYM_CANNOT_BE_ADDED_EXCEPTION: 'This synonym cannot be added, try adding another',
  ANTONYM_CANNOT_BE_ADDED_EXCEPTION: 'This antonym cannot be added, try adding another',
  SENTENCE_EXIST: SAMPLE_EXISTS,
  WORD_SENTENCE_EXIST: SAMPLE_EXISTS,
  SENTENCE_TRANSLATION_EXIST: SAMPLE_EXISTS,
  EXIST_WORD_SENTENCE_TO_WS: SAMPLE_EXISTS,
  SENTENCE_TOO_SHORT: 'Your example is too short. You need to write a detailed example.',
  MEANING_EXIST: 'This meaning of the word already exists, try adding another',
  WORD_CANNOT_BE_ADDED: 'This word could not be added',
  WORD_AUDIO_EXIST: 'This audio already exists, add another or delete the current one',
  NATIVE_SPEAKERS_ONLY: 'Only native speakers can add audio',
  ENTITY_HAS_UNVERIFIED_PARENTS: 'This material cannot be changed until its parent material has been reviewed',
  ENTITY_IS_VERIFIED: 'This material has already been reviewed',
  CONTENT_DELETED: 'The content has already been deleted',
  VERIFICATION_IS_EXIST: 'You have already complained about this content',
  COMPLAIN_BEING_PROCESSED: 'Your complaint has already been sent',
  ADMINS_CAN_NOT_BE_COMPLAINED: 'Admins cannot be complained about',
  TASK_NOT_RELEVANT: 'This task is no longer relevant',
  ACTION_NOT_AVAILABLE: 'This action is not available for this task',
};

/** Payload of ENTITY_HAS_UNVERIFIED_PARENTS: what the dispute-parent popup shows. */
export const unverifiedParentPayloadSchema = z.object({
  entity_type_slug: z.enum([...CONTRIBUTION_ENTITY_TYPES, 'word', 'sentence']),
  entity_id: z.number().int(),
  review_status: reviewStatusSchema,
  summary: z.string(),
  translation_union_id: z.number().int().nullable(),
  moderation_task_id: z.number().int().nullable(),
});
export type UnverifiedParentPayload = z.infer<typeof unverifiedParentPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// Input pieces


/** One line of text: trimmed, inner whitespace collapsed, NFC, no control characters. */
const lineText = (min: number, max: number) =>
  text()
    .transform((s) => s.normalize('NFC').replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(min, min === 1 ? 'Required' : `At least ${min} characters`)
        .max(max),
    );

const optionalExplanation = lineText(1, CONTRIBUTION_LIMITS.explanationMax)
  .nullable()
  .optional()
  .meta({ description: 'Optional; an empty string or null clears it on PUT' });

const explanationInput = z
  .union([z.literal(''), optionalExplanation])
  .optional()
  .transform((v) => (v === '' ? null : v));

/** At most 5 subjects: extras are cut (core.md §5), duplicates dropped. */
export const vocabularyCodesInput = z
  .array(z.string().trim().min(1).max(40))
  .max(50)
  .transform((codes) => [...new Set(codes)].slice(0, CONTRIBUTION_LIMITS.vocabularyCodesPerTranslation))
  .meta({ description: 'Subject codes; only the first 5 distinct codes are used' });

const taskIdInput = idParam.optional().meta({
  description: 'Moderation task this edit belongs to (moderators): the task is solved as edited',
});

export const ratingSchema = z.object({
  points: z.number().int().meta({ description: 'Points this call earned (new_points alert)' }),
  total: z.number().int().meta({ description: 'The user\'s points after this call' }),
  level: z.number().int(),
});
export type Rating = z.infer<typeof ratingSchema>;

const withRating = <T extends z.ZodType>(data: T) => z.object({ data, rating: ratingSchema });

// ---------------------------------------------------------------------------------------------
// Words and translations

export const addOrGetWordBody = z.object({
  word: lineText(1, CONTRIBUTION_LIMITS.wordNameMax).meta({ example: 'house' }),
  lang_code: langCodeParam,
});
export const addOrGetWordResponse = z.object({
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    lang_code: z.string(),
    created: z.boolean().meta({ description: 'True when this call added the word' }),
  }),
});

export const addTranslationBody = z.object({
  primary_word_id: idParam,
  translation_word_id: idParam,
  translation_lang_code: langCodeParam.meta({ description: 'Language of translation_word_id' }),
  primary_word_explanation: explanationInput,
  translation_word_explanation: explanationInput,
  vocabulary_codes: vocabularyCodesInput.optional(),
});

export const editTranslationBody = z.object({
  primary_word_id: idParam,
  translation_word_id: idParam,
  primary_word_explanation: explanationInput,
  translation_word_explanation: explanationInput,
  moderation_task_id: taskIdInput,
});

export const translationWriteResponse = withRating(translationSchema);

export const translationAttributesBody = z.object({
  attributes: z
    .array(
      z.object({
        lang_code: langCodeParam.meta({ description: 'Which side: the language of that side\'s word' }),
        attribute_id: idParam.meta({ description: 'Attribute id from GET /localization/attributes' }),
      }),
    )
    .min(1)
    .max(CONTRIBUTION_LIMITS.attributesPerRequest),
  moderation_task_id: taskIdInput,
});

export const translationVocabularyCodesBody = z.object({
  vocabulary_codes: vocabularyCodesInput.pipe(z.array(z.string()).min(1, 'Pick at least one subject')),
  moderation_task_id: taskIdInput,
});

// ---------------------------------------------------------------------------------------------
// Meanings, synonyms, antonyms

export const addMeaningBody = z.object({
  lang_code: langCodeParam.meta({ description: 'Which side: the language of the word the meaning describes' }),
  value: lineText(CONTRIBUTION_LIMITS.meaningMin, CONTRIBUTION_LIMITS.meaningMax),
  moderation_task_id: taskIdInput,
});
export const editMeaningBody = z.object({
  value: lineText(CONTRIBUTION_LIMITS.meaningMin, CONTRIBUTION_LIMITS.meaningMax),
  moderation_task_id: taskIdInput,
});
export const meaningParams = z.object({ id: idParam, meaningId: idParam });
export const meaningWriteResponse = withRating(meaningDescriptionSchema);

export const relationEntryBody = z
  .object({
    lang_code: langCodeParam.meta({ description: 'Which side of the translation the entry belongs to' }),
    word_id: idParam.optional().meta({ description: 'An existing word' }),
    name: lineText(1, CONTRIBUTION_LIMITS.wordNameMax).optional().meta({ description: 'Or a word by name (added if new)' }),
    moderation_task_id: taskIdInput,
  })
  .refine((b) => b.word_id !== undefined || b.name !== undefined, { message: 'Give word_id or name', path: ['name'] });
export const relationParams = z.object({ id: idParam, entryId: idParam });
export const relationWriteResponse = withRating(wordRelationEntrySchema);

// ---------------------------------------------------------------------------------------------
// Sentences

const sentenceText = lineText(1, CONTRIBUTION_LIMITS.sentenceMax);
const selectedPositions = z
  .array(z.number().int().min(0).max(500))
  .max(CONTRIBUTION_LIMITS.selectedPositionsMax)
  .transform((p) => [...new Set(p)].sort((a, b) => a - b))
  .meta({ description: '0-based indexes of the whitespace-separated tokens that are the word' });
const changedWordForm = z
  .union([z.literal(''), lineText(1, CONTRIBUTION_LIMITS.wordNameMax)])
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

export const addSentenceBody = z.object({
  sentence_text: sentenceText,
  selected_positions: selectedPositions.default([]),
  changed_word_form: changedWordForm,
  translation: z
    .object({ sentence_text: sentenceText, lang_code: langCodeParam })
    .optional()
    .meta({ description: 'Optional translation added in the same transaction' }),
});
export const addSentenceTranslationBody = z.object({
  sentence_text: sentenceText,
  lang_code: langCodeParam,
  moderation_task_id: taskIdInput,
});
export const editWordSentenceBody = z.object({
  sentence_text: sentenceText,
  sentence_translation_id: idParam.nullable().optional().meta({
    description: 'The translation the answer should carry as sentence_translation_id',
  }),
  selected_positions: selectedPositions,
  changed_word_form: changedWordForm,
  moderation_task_id: taskIdInput,
});
const sentenceSide = z.object({
  id: idParam.meta({ description: 'Either sentence id of the pair' }),
  sentence_text: sentenceText,
});
export const editSentenceToSentenceBody = z
  .object({
    sentence: sentenceSide.optional(),
    sentence_translation: sentenceSide.optional(),
    moderation_task_id: taskIdInput,
  })
  .refine((b) => b.sentence || b.sentence_translation, { message: 'Give sentence or sentence_translation', path: ['sentence'] });

export const wordIdPathParams = z.object({ wordId: idParam });
export const sentenceIdPathParams = z.object({ sentenceId: idParam });
export const sentenceToSentenceParams = z.object({ id: idParam });

export const sentenceWriteResponse = withRating(sentenceItemSchema);
export const sentenceTranslationWriteResponse = withRating(sentenceTranslationSchema);

// ---------------------------------------------------------------------------------------------
// Audio

export const AUDIO_FORMATS = ['mp3', 'ogg', 'webm', 'wav', 'm4a'] as const;
export const audioFileNameParams = z.object({
  name: z.string().regex(/^[a-f0-9]{32}(_p)?\.(mp3|ogg|webm|wav|m4a)$/, 'Unknown audio file'),
});
export const wordAudioParams = z.object({ wordId: idParam, audioId: idParam });
export const sentenceAudioParams = z.object({ sentenceId: idParam, audioId: idParam });
export const contributedAudioSchema = audioSchema.extend({
  url: z.string().meta({ example: '/api/audios/0123abcd....ogg' }),
  preview_url: z.string(),
  review_status: reviewStatusSchema,
  mime_type: z.string(),
});
export const audioWriteResponse = withRating(contributedAudioSchema);

// ---------------------------------------------------------------------------------------------
// Complaints

export const COMPLAINT_STATUSES = ['pending', 'accepted', 'rejected', 'ignored'] as const;
export const complainBody = z.object({
  target: idParam.meta({ description: 'Id of the content (entity_id of GET /dictionary/entity)' }),
  target_type: z.enum(CONTRIBUTION_ENTITY_TYPES),
  comment: lineText(1, CONTRIBUTION_LIMITS.complaintCommentMax),
});
export const complainUserBody = z.object({
  target: z.uuid().meta({ description: 'uuid of the user' }),
  comment: lineText(1, CONTRIBUTION_LIMITS.complaintCommentMax),
});
export const complainUserActionBody = z.object({
  target: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/)
    .meta({ description: 'Id or uuid of the action (a message, a comment, a moderation action ...)' }),
  target_type: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z][a-z0-9_-]*$/)
    .meta({ description: 'What the action is, e.g. chat-message, comment, moderation-action' }),
  user_uuid: z.uuid().meta({ description: 'Whose action it is' }),
  comment: lineText(1, CONTRIBUTION_LIMITS.complaintCommentMax),
});
export const complaintSchema = z.object({
  id: z.number().int(),
  target: z.string(),
  target_type: z.string(),
  comment: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  moderation_task_id: z.number().int().nullable(),
  created_at: z.string(),
});
export const complaintResponse = z.object({ data: complaintSchema });
export const commentTemplatesResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), value: z.string() })),
});

// ---------------------------------------------------------------------------------------------
// Moderation

export const MODERATION_TASK_TYPES = ['dictionary', 'user', 'user_action', 'feed'] as const;
/**
 * skip: never handed to this moderator again; leave: handed back to the queue now (the lease ends,
 * the next moderator who asks gets it, this one too later), nothing decided. Neither closes the task.
 */
export const MODERATION_ACTIONS = ['accept', 'reject', 'edit', 'delete', 'skip', 'leave', 'ignore'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationTasksQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(CONTRIBUTION_LIMITS.moderationTasksPage)
    .transform((n) => Math.min(n, CONTRIBUTION_LIMITS.moderationTasksMax)),
});

export const moderationTaskSchema = z.object({
  id: z.number().int(),
  type: z.enum(MODERATION_TASK_TYPES),
  detail_data: z
    .object({
      kind: z.enum(['add', 'edit', 'complaint']),
      entity_type_slug: z.string(),
      entity_id: z.string(),
      translation_union_id: z.number().int().nullable(),
      lang_codes: z.array(z.string()),
      summary: z.string(),
      entity: z.record(z.string(), z.unknown()),
      review_status: reviewStatusSchema.nullable(),
      author: z.object({ uuid: z.string(), nickname: z.string().nullable() }).nullable(),
      complaint: z
        .object({ id: z.number().int(), comment: z.string(), target_user_uuid: z.string().nullable() })
        .nullable(),
    })
    .meta({ description: 'What the task is about, as it was when it was sent or last edited' }),
  done: z.boolean(),
  resolution: z.enum([...MODERATION_ACTIONS, 'withdrawn']).nullable(),
  date_of_receiving: z.string().nullable().meta({ description: 'When this moderator received the task' }),
  created_at: z.string(),
});
export type ModerationTask = z.infer<typeof moderationTaskSchema>;

export const moderationTasksResponse = z.object({ data: z.array(moderationTaskSchema) });
export const moderationTaskParams = z.object({ id: idParam });
export const moderationDecisionBody = z.object({
  action: z.enum(MODERATION_ACTIONS),
  comment: lineText(1, CONTRIBUTION_LIMITS.commentMax).optional(),
  data: z
    .record(z.string(), z.unknown())
    .optional()
    .meta({ description: 'For action edit: the body of the entity\'s PUT call (translation, meaning, synonym, antonym, sentence)' }),
});
export const moderationDecisionResponse = z.object({ data: moderationTaskSchema, rating: ratingSchema });

export const moderationFiltersBody = z.object({
  lang_codes: z.array(langCodeParam).max(CONTRIBUTION_LIMITS.moderationLanguagesMax).transform((c) => [...new Set(c)]),
});
export const moderationFiltersResponse = z.object({
  data: z.object({ lang_codes: z.array(z.string()).meta({ description: 'Empty: every language' }) }),
});

export const moderationHistoryParams = z.object({
  targetType: z.enum(CONTRIBUTION_ENTITY_TYPES),
  targetId: idParam,
});
export const moderationHistoryQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(CONTRIBUTION_LIMITS.historyPage.default)
    .transform((n) => Math.min(n, CONTRIBUTION_LIMITS.historyPage.max)),
});
export const historyEntrySchema = z.object({
  id: z.number().int(),
  action: z.string().meta({ example: 'MODERATE_EDIT_TRANSLATION_UNION' }),
  actor: z.object({ uuid: z.string(), nickname: z.string().nullable(), role: z.string() }).nullable(),
  moderation_task_id: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export const moderationHistoryResponse = z.object({ data: z.array(historyEntrySchema) });

// ---------------------------------------------------------------------------------------------
// Ratings and statistics

/**
 * Ratings per kind (community.md §3 "ratings incl. DICTIONARY_RATING"). The ledger action decides
 * the kind: ADD_x and COMMUNITY_VERIFIED_x -> CONTRIBUTION_RATING, VERIFY_x -> VERIFICATION_RATING,
 * MODERATE_x -> MODERATION_RATING, COMPLAIN_x -> COMPLAINT_RATING; DICTIONARY_RATING is their sum
 * (the level-bearing total) and always comes first. Completed lessons (LESSON_COMPLETE) are the
 * EDUCATION_RATING, apart from the dictionary total.
 */
export const RATING_KINDS = ['DICTIONARY_RATING', 'CONTRIBUTION_RATING', 'VERIFICATION_RATING', 'MODERATION_RATING', 'COMPLAINT_RATING', 'EDUCATION_RATING'] as const;
export type RatingKind = (typeof RATING_KINDS)[number];

export const userRatingsResponse = z.object({
  data: z.array(
    z.object({
      type: z.enum(RATING_KINDS),
      points: z.number().int(),
      level: z.number().int(),
      next_level_points: z.number().int(),
    }),
  ),
});

export const STATISTICS_FILTERS = ['ADDED', 'VERIFIED', 'ACCEPTED', 'ON_MODIFY', 'REJECTED'] as const;
const statusCounts = z.object({ ACCEPTED: z.number().int(), ON_MODIFY: z.number().int(), REJECTED: z.number().int() });
export const entitiesCounterResponse = z.object({
  data: z.object({
    ADDED: z.record(z.enum(STATISTICS_ITEM_TYPES), statusCounts),
    VERIFIED: z.record(z.enum(STATISTICS_ITEM_TYPES), statusCounts),
  }),
});

export type AddTranslationBody = z.infer<typeof addTranslationBody>;
export type EditTranslationBody = z.infer<typeof editTranslationBody>;
export type AddSentenceBody = z.infer<typeof addSentenceBody>;
export type EditWordSentenceBody = z.infer<typeof editWordSentenceBody>;
export type EditSentenceToSentenceBody = z.infer<typeof editSentenceToSentenceBody>;
export type RelationEntryBody = z.infer<typeof relationEntryBody>;
export type ContributedAudio = z.infer<typeof contributedAudioSchema>;
export type Complaint = z.infer<typeof complaintSchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
// Answer types the web reads.
export type AddOrGetWordResult = z.infer<typeof addOrGetWordResponse>['data'];
export type UserRating = z.infer<typeof userRatingsResponse>['data'][number];
export type EntitiesCounter = z.infer<typeof entitiesCounterResponse>['data'];
export type CommentTemplate = z.infer<typeof commentTemplatesResponse>['data'][number];
export type ModerationDecisionBody = z.input<typeof moderationDecisionBody>;
export type AddMeaningBody = z.input<typeof addMeaningBody>;
export type TranslationAttributesBody = z.input<typeof translationAttributesBody>;
