// Progress: levels, ratings per kind, achievements, statistics of actions and the weekly ranking
// (community.md §1, §3 Statistics / Weekly chart / ratings / achievements, §5, §7 User and
// Statistics, §9). Everything here is computed from the points ledger (rating_events) and the
// members' own data, so it can be rebuilt and audited.
import { z } from 'zod';
import { envelope, idParam } from './http';
import { line } from './text';
import { RATING_KINDS, RATING_POINTS_PER_LEVEL, STATISTICS_FILTERS, STATISTICS_ITEM_TYPES, ratingLevel } from './contributions';

// ---- levels and ratings ---------------------------------------------------------------------

/**
 * The level curve (documented, linear): level = 1 + floor(points / 50), never below 1; level n
 * starts at (n - 1) * 50 points. The DICTIONARY_RATING is the level-bearing total (moderator
 * candidates need level 50, community.md §5).
 */
export const LEVEL_CURVE = { pointsPerLevel: RATING_POINTS_PER_LEVEL, levelOf: ratingLevel } as const;


// ---- achievements ---------------------------------------------------------------------------

/**
 * The 21 achievement types (community.md §9) and the thresholds of their levels: level n is reached
 * when the measure reaches thresholds[n - 1]. Measures are counts of the member's own data.
 */
export const ACHIEVEMENTS = {
  daily_activity: { measure: 'days the daily goal was reached', thresholds: [1, 7, 30, 100, 365] },
  learned_words: { measure: 'words in review (learned) in training', thresholds: [10, 100, 500, 1000, 5000] },
  videos_watched: { measure: 'videos watched (some progress)', thresholds: [1, 10, 50, 100, 500] },
  subscriptions: { measure: 'members followed', thresholds: [1, 10, 50, 100, 500] },
  subscribers: { measure: 'followers', thresholds: [1, 10, 50, 100, 1000] },
  friends: { measure: 'accepted friendships', thresholds: [1, 5, 20, 50, 100] },
  lessons_completed: { measure: 'lessons completed', thresholds: [1, 10, 50, 200, 1000] },
  selections_created: { measure: 'compilations created', thresholds: [1, 5, 20, 50, 100] },
  translations_added: { measure: 'accepted translations added', thresholds: [1, 10, 100, 500, 1000] },
  audios_added: { measure: 'accepted word and sentence audios', thresholds: [1, 10, 100, 500, 1000] },
  sentences_added: { measure: 'accepted example sentences and sentence translations', thresholds: [1, 10, 100, 500, 1000] },
  meanings_added: { measure: 'accepted meanings', thresholds: [1, 10, 50, 200, 500] },
  relations_added: { measure: 'accepted synonyms and antonyms', thresholds: [1, 10, 50, 200, 500] },
  attributes_added: { measure: 'accepted attributes and vocabulary codes', thresholds: [1, 10, 100, 500, 1000] },
  verifications: { measure: 'task checks answered (VERIFY_x)', thresholds: [1, 10, 100, 1000, 5000] },
  moderations: { measure: 'moderation decisions (MODERATE_x)', thresholds: [1, 10, 100, 1000, 5000] },
  complaints_accepted: { measure: 'complaints accepted by moderators', thresholds: [1, 5, 20, 50, 100] },
  posts_published: { measure: 'posts published', thresholds: [1, 10, 50, 100, 500] },
  questions_asked: { measure: 'questions published', thresholds: [1, 10, 50, 100, 500] },
  articles_published: { measure: 'articles published', thresholds: [1, 5, 20, 50, 100] },
  king_of_dictionary: { measure: 'weekly ranking wins (King of Dictionary awards)', thresholds: [1, 3, 10, 25, 52] },
} as const satisfies Record<string, { measure: string; thresholds: readonly number[] }>;
export type AchievementType = keyof typeof ACHIEVEMENTS;
export const ACHIEVEMENT_TYPES = Object.keys(ACHIEVEMENTS) as AchievementType[];

/** The level a measure reaches (0: none yet) and the value of the next level (null: the last one reached). */
export function achievementLevel(type: AchievementType, value: number): { level: number; next: number | null } {
  const t = ACHIEVEMENTS[type].thresholds;
  let level = 0;
  while (level < t.length && value >= t[level]!) level++;
  return { level, next: level < t.length ? t[level]! : null };
}

const achievementTypeSchema = z.enum(ACHIEVEMENT_TYPES as [AchievementType, ...AchievementType[]]);

export const achievementSchema = z.object({
  type: achievementTypeSchema,
  level: z.number().int().meta({ description: '0 until the first threshold' }),
  max_level: z.number().int(),
  value: z.number().int(),
  next_level_value: z.number().int().nullable(),
  achieved_at: z.string().nullable().meta({ description: 'When the current level was reached' }),
});
export const achievementsResponse = envelope(z.array(achievementSchema));

export const ratingEntrySchema = z.object({
  type: z.enum(RATING_KINDS),
  points: z.number().int(),
  level: z.number().int(),
  next_level_points: z.number().int(),
});
export const ratingsResponse = envelope(z.array(ratingEntrySchema));

export const nicknameParams = z.object({ nickname: line().min(1).max(30) });

// ---- statistics -----------------------------------------------------------------------------

export type StatisticsFilter = (typeof STATISTICS_FILTERS)[number];

/**
 * §5: when any filter is chosen, at least one of ADDED / VERIFIED and one of ACCEPTED / ON_MODIFY /
 * REJECTED are needed; otherwise the answer is empty (the web does not even call).
 */
export function statisticsFiltersUsable(filters: readonly StatisticsFilter[] | undefined): boolean {
  if (!filters || filters.length === 0) return true;
  const side = filters.some((f) => f === 'ADDED' || f === 'VERIFIED');
  const state = filters.some((f) => f === 'ACCEPTED' || f === 'ON_MODIFY' || f === 'REJECTED');
  return side && state;
}

export const STATISTICS_PAGE = 20;

const filtersParam = z
  .union([z.enum(STATISTICS_FILTERS), z.array(z.enum(STATISTICS_FILTERS)).max(STATISTICS_FILTERS.length * 2)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .optional()
  .meta({ description: 'ADDED, VERIFIED, ACCEPTED, ON_MODIFY, REJECTED as filters[]=... (§5 rule)' });

export const actionsListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(STATISTICS_PAGE),
  type: z.enum(STATISTICS_ITEM_TYPES).optional(),
  filters: filtersParam,
  pagination_id: idParam.optional().meta({ description: 'The last id of the previous page' }),
});

const statusCounts = z.object({ ACCEPTED: z.number().int(), ON_MODIFY: z.number().int(), REJECTED: z.number().int() });
export const actionsGeneralResponse = envelope(
  z.object({
    ADDED: z.record(z.enum(STATISTICS_ITEM_TYPES), statusCounts),
    VERIFIED: z.record(z.enum(STATISTICS_ITEM_TYPES), statusCounts),
    points: z.number().int(),
    level: z.number().int(),
  }),
);

export const STATISTICS_STATES = ['ACCEPTED', 'ON_MODIFY', 'REJECTED'] as const;

export const actionItemSchema = z.object({
  id: z.number().int(),
  action: z.string().meta({ description: 'ADD_x, VERIFY_x, MODERATE_x, COMPLAIN_x, COMMUNITY_VERIFIED_x ...' }),
  title: z.string().meta({ description: 'The display key stat_<action in lower case>' }),
  type: z.enum(STATISTICS_ITEM_TYPES).nullable(),
  side: z.enum(['ADDED', 'VERIFIED', 'OTHER']),
  state: z.enum(STATISTICS_STATES),
  points: z.number().int(),
  cancelled: z.boolean(),
  entity_type: z.string().nullable(),
  entity_id: z.number().int().nullable(),
  created_at: z.string(),
});
export const actionsListResponse = envelope(z.array(actionItemSchema));
export const actionIdParams = z.object({ id: idParam });
export const actionDetailResponse = envelope(actionItemSchema.extend({ user: z.object({ uuid: z.string(), nickname: z.string().nullable() }) }));

// ---- weekly ranking -------------------------------------------------------------------------

/** The ranking week runs Monday 00:00 UTC to the next Monday 00:00 UTC; refreshed every 10 minutes. */
export const WEEKLY_CHART = { size: 20, winners: 3, refreshMinutes: 10 } as const;

export const weeklyEntrySchema = z.object({
  place: z.number().int(),
  points: z.number().int(),
  user: z.object({ uuid: z.string(), nickname: z.string().nullable(), level: z.number().int() }),
});
export const weeklyChartResponse = envelope(
  z.object({
    week_start: z.string(),
    this_week_chart: z.array(weeklyEntrySchema),
    last_week_winners: z.array(weeklyEntrySchema),
    refresh_date: z.string().nullable(),
  }),
);

// ---- education counters ---------------------------------------------------------------------

export const educationCountersResponse = envelope(
  z.object({
    selections: z.number().int(),
    videos: z.number().int(),
    learned_words: z.number().int(),
    lessons_completed: z.number().int(),
    days_goal_reached: z.number().int(),
  }),
);

// ---- realtime -------------------------------------------------------------------------------

/** Socket.IO events on the member's private channel, after the write committed. */
export const PROGRESS_EVENTS = { level: 'progress:level', achievement: 'progress:achievement' } as const;
export const levelEventSchema = z.object({ level: z.number().int(), previous_level: z.number().int(), points: z.number().int() });
export const achievementEventSchema = z.object({ type: achievementTypeSchema, level: z.number().int(), value: z.number().int() });

export type Achievement = z.infer<typeof achievementSchema>;
export type RatingEntry = z.infer<typeof ratingEntrySchema>;
export type ActionItem = z.infer<typeof actionItemSchema>;
export type ActionsGeneral = z.infer<typeof actionsGeneralResponse>['data'];
export type WeeklyChart = z.infer<typeof weeklyChartResponse>['data'];
export type LevelEvent = z.infer<typeof levelEventSchema>;
export type AchievementEvent = z.infer<typeof achievementEventSchema>;
