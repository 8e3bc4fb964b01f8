// Task rules without schemas (no zod), for the web bundle: types, actions, limits, timing, check
// weights and thresholds, points and error messages (community.md §3, §4 Task cards, §5, §9).
/** The card types of community.md §3. A task is one of them (moderation v2 adds its own types to the same table). */
export const TASK_TYPES = ['add_word_audio', 'add_sentence_audio', 'chk_translation_union', 'chk_sentence_translation'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export const CHECK_TASK_TYPES = ['chk_translation_union', 'chk_sentence_translation'] as const satisfies readonly TaskType[];
export const AUDIO_TASK_TYPES = ['add_word_audio', 'add_sentence_audio'] as const satisfies readonly TaskType[];

/** What a member can answer: check cards yes/no/skip/correct, voice cards add (audio)/skip. */
export const TASK_ACTIONS = ['yes', 'no', 'skip', 'add'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];
export const ACTIONS_OF_TASK_TYPE: Record<TaskType, readonly TaskAction[]> = {
  chk_translation_union: ['yes', 'no', 'skip', 'add'],
  chk_sentence_translation: ['yes', 'no', 'skip', 'add'],
  add_word_audio: ['add', 'skip'],
  add_sentence_audio: ['add', 'skip'],
};

/** A task's life: open (in queues), done (decided, or its material voiced), closed (no longer relevant). */
export const TASK_STATUSES = ['open', 'done', 'closed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_LIMITS = {
  /** Cards per request; a batch with fewer than `allLoadedBelow` means all are loaded (community.md §9). */
  batch: 5,
  allLoadedBelow: 3,
  excludeMax: 100,
  needActionPage: 20,
  commentsPage: 20,
  commentMax: 2000,
  /** The saved type filter applies only with 1 to 16 types (community.md §5). */
  typeFilterMax: 16,
  languagesMax: 50,
} as const;

export const TASK_TIMING = {
  /** A card older than this is dropped from the queue (except the first) and returns to the pool on the server. */
  expiryMs: 480_000,
  /** Yes, no and skip wait this long for an undo before they are sent. */
  undoMs: 5_000,
  profileRefreshMs: 1_500,
  tutorialDelayMs: 300,
} as const;

/**
 * Community checks. Each yes/no answer weighs `base`, plus `native` when the checker is a native
 * speaker of one of the material's languages, plus the level bonus of the highest step reached,
 * plus `moderator` for moderators and admins. Material whose yes weight reaches `verifyAt` (and
 * exceeds the no weight) is verified; whose no weight reaches `rejectAt` is rejected; after
 * `maxChecks` answers without a verdict the task closes undecided and the moderators decide.
 * Two native speakers (2 + 2) verify, three learners (1 + 1 + 1) too; one native learner cannot.
 */
export const TASK_CHECK_RULES = {
  verifyAt: 3,
  rejectAt: 3,
  maxChecks: 9,
  weights: { base: 1, native: 1, moderator: 2, levelSteps: [{ level: 10, bonus: 1 }, { level: 30, bonus: 2 }] },
  /** How many members may hold one card at the same time (a check task needs several answers; a voice task one recording). */
  holders: { check: 3, audio: 1 },
} as const;

export function checkWeight(checker: { level: number; native: boolean; moderator: boolean }): number {
  const w = TASK_CHECK_RULES.weights;
  let bonus = 0;
  for (const step of w.levelSteps) if (checker.level >= step.level) bonus = step.bonus;
  return w.base + (checker.native ? w.native : 0) + bonus + (checker.moderator ? w.moderator : 0);
}

export type CheckVerdict = 'accepted' | 'rejected' | 'undecided' | null;
export function checkVerdict(t: { yes: number; no: number; answers: number }): CheckVerdict {
  const r = TASK_CHECK_RULES;
  if (t.no >= r.rejectAt && t.no >= t.yes) return 'rejected';
  if (t.yes >= r.verifyAt && t.yes > t.no) return 'accepted';
  if (t.answers >= r.maxChecks) return 'undecided';
  return null;
}

/** Points: each yes/no answer earns the checker `check`; material verified by the community earns its author `verified` on top of its ADD points. */
export const TASK_POINTS = { check: 1, verified: 2 } as const;

export const TaskErrorCode = {
  TASK_NOT_FOUND: 'TASK_NOT_FOUND',
  TASK_NOT_RELEVANT: 'TASK_NOT_RELEVANT',
  TASK_ALREADY_ANSWERED: 'TASK_ALREADY_ANSWERED',
  ACTION_NOT_AVAILABLE: 'ACTION_NOT_AVAILABLE',
  COMMENT_NOT_FOUND: 'COMMENT_NOT_FOUND',
} as const;
export type TaskErrorCode = keyof typeof TaskErrorCode;
export const TASK_ERROR_MESSAGES: Record<TaskErrorCode, string> = {
  TASK_NOT_FOUND: 'Task not found',
  TASK_NOT_RELEVANT: 'This task is no longer relevant',
  TASK_ALREADY_ANSWERED: 'You have already answered this task',
  ACTION_NOT_AVAILABLE: 'This action is not available for this task',
  COMMENT_NOT_FOUND: 'Comment not found',
};


/** What the author of disputed material can do in need-action; others may only comment. */
export const NEED_ACTION_ACTIONS = ['comment', 'edit', 'delete'] as const;
