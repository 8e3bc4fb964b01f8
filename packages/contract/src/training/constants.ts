// Training's business constants (community.md §5, §9) and error codes. Selections (word
// compilations) and lessons live here; videos (a later issue) add their own beside them.

export const TRAINING_LIMITS = {
  /** Words of a selection page (selection unions limit 20) and the most a selection holds. */
  unionsPage: 20,
  unionsPageMax: 100,
  wordsMax: 500,
  /** A public collection needs at least 6 flashcards; search word ranges are 6..500. */
  publicMinWords: 6,
  wordsRangeMin: 6,
  wordsRangeMax: 500,
  subjectsMax: 5,
  /** Selections list page. */
  listPage: 18,
  listPageMax: 50,
  nameMax: 100,
  /** add_union_ids / delete_union_ids of one contents call. */
  contentsChangeMax: 500,
  commentMax: 2000,
  commentsPage: 20,
  commentsPageMax: 100,
  /** Lesson word pages: 20, 30 for repeat. */
  lessonPage: 20,
  lessonRepeatPage: 30,
  lessonPageMax: 50,
  /** A round closes (the hard round follows) when this many words are in learning. */
  roundWords: 6,
  /** The client loads more words when fewer than this remain. */
  refillUnder: 3,
  /** Points double at this streak (days in a row with the daily goal reached). */
  doublePointsStreak: 7,
  /** One point per correct answer. */
  pointsPerCorrectAnswer: 1,
  dailyGoalDefault: 10,
  dailyGoalMin: 1,
  dailyGoalMax: 500,
  /** Answers of one lesson (every exercise of 50 words and the hard round). */
  lessonAnswersMax: 400,
  /** Choices of a choose_translation exercise (the right one and up to 3 others). */
  choices: 4,
  /** "Learned": FSRS stability (days) at or above this. */
  learnedStabilityDays: 21,
  /** A selection with at least this many likes + learners is labelled popular. */
  popularScore: 10,
  /** A selection created within this many days is labelled new. */
  newDays: 7,
  /** old_unpopular: created before this many days. */
  oldDays: 30,
  answerMax: 200,
} as const;

export const SELECTION_COMPLEXITIES = ['easy', 'medium', 'hard'] as const;
export type SelectionComplexity = (typeof SELECTION_COMPLEXITIES)[number];

export const LESSON_TYPES = ['selection', 'repeat', 'new', 'favorite'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

export const EXERCISE_TYPES = [
  'choose_translation',
  'make_translation',
  'choose_translation_from_audio',
  'write_translation_from_text',
  'write_translation_from_audio',
  'make_translation_from_audio',
] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
export const HARD_EXERCISE_TYPES = ['write_translation_from_text', 'write_translation_from_audio', 'make_translation_from_audio'] as const satisfies readonly ExerciseType[];

/** Which materials a learning-materials list shows. */
export const MATERIAL_SOURCES = ['all', 'authored_by_me', 'studying'] as const;
export type MaterialSource = (typeof MATERIAL_SOURCES)[number];

export const STATISTICS_PERIODS = ['week', 'month', 'year'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

export const SELECTION_LABELS = ['popular', 'new'] as const;

export const TrainingErrorCode = {
  /** 404 "Not found selection.uuid" (community.md §5): unknown, deleted or someone else's private one. */
  SELECTION_NOT_FOUND: 'SELECTION_NOT_FOUND',
  /** 400: more than 500 words ("the collection reached the maximum flashcards"). */
  SELECTION_WORDS_LIMIT: 'SELECTION_WORDS_LIMIT',
  /** 400: public with fewer than 6 words. */
  SELECTION_PUBLIC_MIN_WORDS: 'SELECTION_PUBLIC_MIN_WORDS',
  /** 400: a union id that does not exist or cannot be read (nothing saved). */
  TRANSLATION_NOT_FOUND: 'TRANSLATION_NOT_FOUND',
  /** 400: a union whose languages are not the selection's pair. */
  SELECTION_LANGUAGE_MISMATCH: 'SELECTION_LANGUAGE_MISMATCH',
  COMMENT_NOT_FOUND: 'COMMENT_NOT_FOUND',
  /** 404: an unknown lesson or another member's. */
  LESSON_NOT_FOUND: 'LESSON_NOT_FOUND',
  /** 400: a lesson is completed once. */
  LESSON_ALREADY_COMPLETED: 'LESSON_ALREADY_COMPLETED',
  /** 400: points_earned differs from what the recorded answers give. */
  LESSON_POINTS_MISMATCH: 'LESSON_POINTS_MISMATCH',
  /** 400: an answer or completion names a word the lesson cannot have. */
  LESSON_WORD_UNKNOWN: 'LESSON_WORD_UNKNOWN',
  /** 400: an audio exercise for a word without audio. */
  EXERCISE_NOT_AVAILABLE: 'EXERCISE_NOT_AVAILABLE',
  /** 400: more answers than a lesson can have. */
  LESSON_ANSWERS_LIMIT: 'LESSON_ANSWERS_LIMIT',
  /** 400: the learning language cannot be the learner's native one. */
  LEARNING_LANGUAGE_IS_NATIVE: 'LEARNING_LANGUAGE_IS_NATIVE',
  /** 409: its author has it open in the editor (community.md §4: "temporarily unavailable"). */
  SELECTION_TEMPORARILY_UNAVAILABLE: 'SELECTION_TEMPORARILY_UNAVAILABLE',
} as const;

/**
 * How long the editor holds a compilation (ms) without renewing: the editor renews every
 * `renewMs` while open and lets go when it closes; a closed tab frees it after `holdMs`.
 */
export const SELECTION_EDIT_LOCK = { holdMs: 120_000, renewMs: 45_000 } as const;

export const TRAINING_MESSAGES = {
  selectionNotFound: 'Not found selection.uuid',
  wordsLimit: 'The collection reached the maximum flashcards',
  publicMinWords: 'A public collection needs at least 6 flashcards',
  temporarilyUnavailable: 'This collection is being edited and is temporarily unavailable',
} as const;
