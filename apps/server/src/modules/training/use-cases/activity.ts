// Daily activity: points and words per local day (the member's time zone at the moment of the
// lesson), the streak of days with the daily goal reached, and statistics per period. Everything is
// computed on read from stored days, so a restart or a DST change does not break a streak.
import { TRAINING_LIMITS, type DailyActivity, type StatisticsPeriod } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { addDays, localDay, streakOf, zoneOrUtc } from '../local-day';
import { trainingRepository as repo } from '../repository';
import type { TrainingDeps } from './deps';

/** A learner's tempo: studying on at least `activeDays` of the last `days` days. */
export const TEMPO = { days: 7, activeDays: 3 } as const;

/** Enough days back to measure any streak the product shows. */
const STREAK_LOOKBACK = 3660;

export function activityUseCases(deps: TrainingDeps) {
  const db = () => deps.ctx.db;

  async function state(exec: Executor, userId: number): Promise<DailyActivity> {
    const profile = await repo.activity.profile(exec, userId);
    const tz = zoneOrUtc(profile.timezone);
    const today = localDay(deps.ctx.now(), tz);
    const [days, todayRow] = await Promise.all([repo.activity.goalDays(exec, userId, today, STREAK_LOOKBACK), repo.activity.day(exec, userId, today)]);
    const streak = streakOf(days, today, tz);
    return {
      days_activity_span: streak.span,
      has_activity_today: streak.hasToday,
      need_action_until: streak.until?.toISOString() ?? null,
      daily_goal: profile.dailyGoal,
      points_today: todayRow?.points ?? 0,
      timezone: tz,
    };
  }

  return {
    state,
    daily: (viewer: Viewer) => state(db(), viewer.id),

    async setGoal(viewer: Viewer, goal: number) {
      await repo.activity.setGoal(db(), viewer.id, goal);
      return state(db(), viewer.id);
    },

    /** Credits a finished lesson to today (inside the completing transaction). */
    async credit(exec: Executor, userId: number, points: number, words: number) {
      const profile = await repo.activity.profile(exec, userId);
      const day = localDay(deps.ctx.now(), zoneOrUtc(profile.timezone));
      await repo.activity.add(exec, { userId, day, points, words, goal: profile.dailyGoal });
    },

    /**
     * Members whose streak ends tonight: the goal reached on their local yesterday, not yet today.
     * With their local day, for the reminder (notifications decide when to send it).
     */
    async streaksEndingToday(): Promise<{ userId: number; day: string }[]> {
      const now = deps.ctx.now();
      // Every zone's today lies within a day of UTC's, so its yesterday within [UTC - 2, UTC].
      const utc = localDay(now, 'UTC');
      const byUser = new Map<number, { timezone: string | null; days: Set<string> }>();
      for (const r of await repo.activity.recentGoalDays(db(), addDays(utc, -2), addDays(utc, 1))) {
        const entry = byUser.get(r.user_id) ?? { timezone: r.timezone, days: new Set<string>() };
        entry.days.add(r.day);
        byUser.set(r.user_id, entry);
      }
      const ending: { userId: number; day: string }[] = [];
      for (const [userId, { timezone, days }] of byUser) {
        const tz = zoneOrUtc(timezone);
        const today = localDay(now, tz);
        if (days.has(addDays(today, -1)) && !days.has(today)) ending.push({ userId, day: today });
      }
      return ending;
    },

    /**
     * Members behind their tempo today: they studied on at least TEMPO.activeDays of the
     * TEMPO.days local days before today, have not reached today's goal, and did not reach it
     * yesterday either (those hear that their streak ends tonight instead).
     */
    async behindTempoToday(): Promise<{ userId: number; day: string }[]> {
      const now = deps.ctx.now();
      const utc = localDay(now, 'UTC');
      const byUser = new Map<number, { timezone: string | null; active: Set<string>; goals: Set<string> }>();
      for (const r of await repo.activity.recentActiveDays(db(), addDays(utc, -(TEMPO.days + 1)), addDays(utc, 1))) {
        const entry = byUser.get(r.user_id) ?? { timezone: r.timezone, active: new Set<string>(), goals: new Set<string>() };
        entry.active.add(r.day);
        if (r.goal_reached) entry.goals.add(r.day);
        byUser.set(r.user_id, entry);
      }
      const behind: { userId: number; day: string }[] = [];
      for (const [userId, { timezone, active, goals }] of byUser) {
        const today = localDay(now, zoneOrUtc(timezone));
        if (goals.has(today) || goals.has(addDays(today, -1))) continue;
        let days = 0;
        for (let i = 1; i <= TEMPO.days; i++) if (active.has(addDays(today, -i))) days++;
        if (days >= TEMPO.activeDays) behind.push({ userId, day: today });
      }
      return behind;
    },

    async statistics(viewer: Viewer, period: StatisticsPeriod) {
      const profile = await repo.activity.profile(db(), viewer.id);
      const today = localDay(deps.ctx.now(), zoneOrUtc(profile.timezone));
      const span = period === 'week' ? 7 : period === 'month' ? 30 : 365;
      const from = addDays(today, -(span - 1));
      const since = new Date(deps.ctx.now().getTime() - span * 86_400_000);
      const [days, totals, learning] = await Promise.all([
        repo.activity.range(db(), viewer.id, from, today),
        repo.cards.totals(db(), viewer.id),
        repo.activity.learning(db(), viewer.id, since),
      ]);
      const byKey = new Map<string, { points: number; words: number }>();
      const keyOf = (day: string) => (period === 'year' ? day.slice(0, 7) : day);
      // Every day (or month for a year) of the period, empty ones included, oldest first.
      for (let i = 0; i < span; i++) byKey.set(keyOf(addDays(from, i)), { points: 0, words: 0 });
      for (const d of days) {
        const slot = byKey.get(keyOf(d.day))!;
        slot.points += d.points;
        slot.words += d.words;
      }
      return {
        period,
        detailed_by_period: [...byKey].map(([date, v]) => ({ date, ...v })),
        points_total: days.reduce((n, d) => n + d.points, 0),
        words_learned: totals.learned,
        words_in_learning: totals.learning,
        lessons_completed: learning.lessons,
        minutes: learning.minutes,
        retention: learning.answers ? Math.round((learning.correct / learning.answers) * 100) : null,
      };
    },
  };
}

export type ActivityUseCases = ReturnType<typeof activityUseCases>;
export const DOUBLE_POINTS_STREAK = TRAINING_LIMITS.doublePointsStreak;
