// The two point systems, named apart (community.md §4, §9): REPUTATION for what a member gives the
// dictionary (contributions, checks, moderation, complaints), with levels and the weekly ranking;
// XP for training (correct answers in lessons), with the daily goal and the streak. Each has its own
// ledger (rating_events: LESSON_* actions are XP, everything else reputation) and the same number on
// every page. No zod here, so the web's "how points work" page reads the table without the schemas.
import type { ContributionEntityType } from './contributions';
import { TASK_POINTS } from './task-rules';
import { TRAINING_LIMITS } from './training/constants';

/**
 * Reputation per contribution (community.md §4): granted when the material is sent, cancelled when
 * a moderator rejects or deletes it. Moderators earn MODERATE per solved task; an accepted complaint
 * earns COMPLAINT_ACCEPTED, a false one costs COMPLAINT_FALSE. Keys are ContributionEntityType.
 */
export const CONTRIBUTION_POINTS = {
  'translation-union': 5,
  'translation-attribute': 1,
  'translation-child-attribute': 1,
  'translation-vocabulary': 1,
  'translation-meaning': 3,
  synonym: 2,
  antonym: 2,
  'word-sentence': 3,
  'sentence-translation': 3,
  'word-audio': 3,
  'sentence-audio': 3,
  MODERATE: 1,
  COMPLAINT_ACCEPTED: 2,
  COMPLAINT_FALSE: -2,
} as const satisfies Record<ContributionEntityType | 'MODERATE' | 'COMPLAINT_ACCEPTED' | 'COMPLAINT_FALSE', number>;

/** Level formula: level = 1 + floor(reputation / 50), never below 1; the next level at level * 50. */
export const RATING_POINTS_PER_LEVEL = 50;
export function ratingLevel(points: number): { level: number; next_level_points: number } {
  const level = 1 + Math.floor(Math.max(0, points) / RATING_POINTS_PER_LEVEL);
  return { level, next_level_points: level * RATING_POINTS_PER_LEVEL };
}

export type PointSystem = 'reputation' | 'xp';

/** What earns what, for the "how points work" page and anyone else who must say it. */
export const POINTS_TABLE: readonly { system: PointSystem; action: string; points: number }[] = [
  { system: 'reputation', action: 'translation', points: CONTRIBUTION_POINTS['translation-union'] },
  { system: 'reputation', action: 'meaning', points: CONTRIBUTION_POINTS['translation-meaning'] },
  { system: 'reputation', action: 'sentence', points: CONTRIBUTION_POINTS['word-sentence'] },
  { system: 'reputation', action: 'sentence_translation', points: CONTRIBUTION_POINTS['sentence-translation'] },
  { system: 'reputation', action: 'audio', points: CONTRIBUTION_POINTS['word-audio'] },
  { system: 'reputation', action: 'relation', points: CONTRIBUTION_POINTS.synonym },
  { system: 'reputation', action: 'attribute', points: CONTRIBUTION_POINTS['translation-attribute'] },
  { system: 'reputation', action: 'check', points: TASK_POINTS.check },
  { system: 'reputation', action: 'verified', points: TASK_POINTS.verified },
  { system: 'reputation', action: 'moderate', points: CONTRIBUTION_POINTS.MODERATE },
  { system: 'reputation', action: 'complaint_accepted', points: CONTRIBUTION_POINTS.COMPLAINT_ACCEPTED },
  { system: 'reputation', action: 'complaint_false', points: CONTRIBUTION_POINTS.COMPLAINT_FALSE },
  { system: 'xp', action: 'correct_answer', points: TRAINING_LIMITS.pointsPerCorrectAnswer },
];

/** Earn neither: community activity is counted in achievements and the profile, not in points. */
export const UNPOINTED_ACTIONS = ['post', 'question', 'article', 'like', 'achievement'] as const;
