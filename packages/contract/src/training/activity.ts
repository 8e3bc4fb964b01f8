// Daily activity (the streak in the member's time zone), the daily goal and learning statistics
// (community.md §3 Daily activity, Statistics; §7 daily-activity, statistics).
import { z } from 'zod';
import { envelope } from '../http';
import { STATISTICS_PERIODS, TRAINING_LIMITS as L } from './constants';

export const dailyActivitySchema = z.object({
  days_activity_span: z.number().int().meta({ description: 'Days in a row with the daily goal reached, up to today (or yesterday)' }),
  has_activity_today: z.boolean().meta({ description: 'The daily goal is reached today' }),
  need_action_until: z.string().nullable().meta({ description: 'When the streak ends without reaching the goal (end of the local day); null without a streak' }),
  daily_goal: z.number().int(),
  points_today: z.number().int(),
  timezone: z.string(),
});
export const dailyActivityResponse = envelope(dailyActivitySchema);
export const dailyGoalBody = z.object({ daily_goal: z.number().int().min(L.dailyGoalMin).max(L.dailyGoalMax) });

export const statisticsQuery = z.object({ period: z.enum(STATISTICS_PERIODS).default('week') });
export const statisticsResponse = envelope(
  z.object({
    period: z.enum(STATISTICS_PERIODS),
    detailed_by_period: z.array(z.object({ date: z.string(), points: z.number().int(), words: z.number().int() })),
    points_total: z.number().int(),
    words_learned: z.number().int(),
    words_in_learning: z.number().int(),
    lessons_completed: z.number().int().meta({ description: 'Lessons completed in the period' }),
    minutes: z.number().int().meta({ description: 'Minutes spent in the lessons of the period (at most 60 a lesson)' }),
    retention: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullable()
      .meta({ description: 'Per cent of first answers that were right in the period; null without answers' }),
  }),
);

export type DailyActivity = z.infer<typeof dailyActivitySchema>;
export type Statistics = z.infer<typeof statisticsResponse>['data'];
