// Lessons: the words of a lesson with their exercises, answers checked on the server, skips,
// completion with verified points (community.md §3 Lesson word, §4 Lessons, §7 Lessons).
import { z } from 'zod';
import { langCodeParam } from '../dictionary';
import { envelope, idParam, offsetParam } from '../http';
import { text, uuidParam } from '../text';
import { EXERCISE_TYPES, LESSON_TYPES, TRAINING_LIMITS as L } from './constants';
import { wordEntrySchema } from './selections';

const boolFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const lessonTypeParams = z.object({ type: z.enum(LESSON_TYPES) });
export const lessonWordsQuery = z.object({
  lang_from: langCodeParam.optional(),
  lang_to: langCodeParam.optional(),
  limit: z.coerce.number().int().min(1).max(1_000_000).optional().meta({ description: `Default ${L.lessonPage} (${L.lessonRepeatPage} for repeat), max ${L.lessonPageMax}` }),
  offset: offsetParam.pipe(z.number().max(10_000)),
  pagination_id: z
    .string()
    .regex(/^(\d{1,15}\.\d{1,10}|\d{1,5})$/, 'Not a pagination_id of this call')
    .optional()
    .meta({ description: 'The previous page\'s pagination_id: the next page (instead of offset). For repeat it is a position in the due queue, so words answered meanwhile do not shift the page' }),
  selection_uuid: uuidParam.optional().meta({ description: 'Required for type selection' }),
  listening: boolFlag.default(true).meta({ description: 'false: no audio exercises' }),
});

export const lessonWordSchema = z.object({
  union: wordEntrySchema.shape.union,
  type: z.enum(['word', 'sentence']),
  prompt: z.string().meta({ description: 'The word to translate (lang_from side)' }),
  audio_url: z.string().nullable(),
  audio_synthetic: z
    .boolean()
    .meta({ description: 'audio_url is a synthetic voice (espeak-ng): the word has no member recording' }),
  ipa: z.string().nullable().meta({ description: 'The word\u2019s IPA: from the dictionary, else espeak-ng\u2019s' }),
  options: z.array(z.string()).meta({ description: 'choose_translation choices, the right one among them' }),
  letters: z.array(z.string()).meta({ description: 'make_translation: the letters of the answer, shuffled' }),
  exercises: z.array(z.enum(EXERCISE_TYPES)),
  hard_exercises: z.array(z.enum(EXERCISE_TYPES)).meta({ description: 'The hard round picks one of these' }),
  due: z.string().nullable().meta({ description: 'When FSRS schedules the next review (null: a new card)' }),
});
export const lessonWordsResponse = z.object({
  data: z.array(lessonWordSchema),
  total: z.number().int().meta({ description: 'Words available for this lesson' }),
  pagination_id: z.string().nullable().meta({ description: 'Pass it to get the next page; null on the last page' }),
});

const lessonRef = {
  lesson_uuid: uuidParam.meta({ description: 'Chosen by the client when the lesson starts (crypto.randomUUID)' }),
  type: z.enum(LESSON_TYPES).default('selection'),
  selection_uuid: uuidParam.optional(),
  lang_from: langCodeParam.optional().meta({ description: 'The side shown (with lang_to): the answer is the other side' }),
  lang_to: langCodeParam.optional(),
};

export const lessonAnswerBody = z.object({
  ...lessonRef,
  union_id: idParam,
  exercise: z.enum(EXERCISE_TYPES),
  answer: text().max(L.answerMax),
});
export const lessonAnswerResponse = envelope(
  z.object({
    correct: z.boolean(),
    expected: z.string(),
    counted: z.boolean().meta({ description: 'First answer to this exercise of this word in the lesson: scored and scheduled' }),
    points: z.number().int().meta({ description: 'Points of the lesson so far (before the streak bonus)' }),
  }),
);

export const lessonSkipBody = z.object({
  lesson_uuid: uuidParam.optional(),
  unions: z.array(idParam).min(1).max(L.lessonPageMax),
  selection_uuid: uuidParam.optional(),
});
export const lessonSkipResponse = envelope(z.object({ skipped: z.array(z.number().int()) }));

/** POST /education/lesson/repeat: these words back into "Repeat words" now (due at once, their learning kept). */
export const lessonRepeatBody = z.object({
  unions: z.array(idParam).min(1).max(L.lessonPageMax),
  selection_uuid: uuidParam.optional(),
});
export const lessonRepeatResponse = envelope(
  z.object({
    repeat: z.array(z.number().int()).meta({ description: 'The words now due in the repeat lesson' }),
    due_total: z.number().int().meta({ description: 'Words due in the repeat lesson after this call' }),
  }),
);

export const lessonCompleteBody = z.object({
  lesson_uuid: uuidParam,
  points_earned: z.number().int().min(0).max(100_000),
  unions: z.array(idParam).max(L.lessonAnswersMax),
  lang_code: langCodeParam.optional(),
  selection_uuid: uuidParam.optional(),
});
export const lessonCompleteResponse = envelope(
  z.object({
    points: z.number().int().meta({ description: 'Points credited (doubled at a streak of 7+ days)' }),
    doubled: z.boolean(),
    words: z.number().int(),
    days_activity_span: z.number().int(),
    has_activity_today: z.boolean(),
  }),
);

export type LessonWordsQuery = z.infer<typeof lessonWordsQuery>;
export type LessonWord = z.infer<typeof lessonWordSchema>;
export type LessonAnswerBody = z.infer<typeof lessonAnswerBody>;
export type LessonSkipBody = z.infer<typeof lessonSkipBody>;
export type LessonRepeatBody = z.infer<typeof lessonRepeatBody>;
export type LessonRepeat = z.infer<typeof lessonRepeatResponse>['data'];
export type LessonCompleteBody = z.infer<typeof lessonCompleteBody>;
export type LessonComplete = z.infer<typeof lessonCompleteResponse>['data'];

/** GET and POST /education/user-language (community.md §7): the language the learner learns. */
export const userLanguageBody = z.object({ lang_code: langCodeParam });
export const userLanguageResponse = envelope(
  z.object({
    lang_code: z.string().nullable().meta({ description: 'The language being learned: the one chosen last, else the first the profile learns; null when neither' }),
    native_lang: z.string().nullable(),
    chosen: z.boolean().meta({ description: 'The learner chose it (POST); false: taken from the profile' }),
  }),
);
export type UserLanguageBody = z.infer<typeof userLanguageBody>;
export type UserLearningLanguage = z.infer<typeof userLanguageResponse>['data'];
