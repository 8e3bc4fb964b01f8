// Daily activity per member and local day, the daily goal, and the member's time zone.
import { sql } from 'drizzle-orm';
import { TRAINING_LIMITS } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';

export interface DayRow {
  day: string;
  points: number;
  words: number;
  goal_reached: boolean;
}

export const activitySql = {
  async profile(exec: Executor, userId: number) {
    const r = await one<{ timezone: string | null; daily_goal: number | null }>(
      exec,
      sql`select u.timezone, s.daily_goal from users u left join training_settings s on s.user_id = u.id where u.id = ${userId}::int`,
    );
    return { timezone: r?.timezone ?? null, dailyGoal: r?.daily_goal ?? TRAINING_LIMITS.dailyGoalDefault };
  },

  async setGoal(exec: Executor, userId: number, goal: number) {
    await exec.execute(sql`insert into training_settings (user_id, daily_goal) values (${userId}::int, ${goal}::int)
      on conflict (user_id) do update set daily_goal = excluded.daily_goal`);
  },

  /** Adds points and words to a local day; the goal flag is set once the day's points reach it. */
  async add(exec: Executor, a: { userId: number; day: string; points: number; words: number; goal: number }) {
    return (await one<DayRow>(
      exec,
      sql`insert into training_activity_days (user_id, day, points, words, goal_reached)
        values (${a.userId}::int, ${a.day}::date, ${a.points}::int, ${a.words}::int, ${a.points >= a.goal})
        on conflict (user_id, day) do update set points = training_activity_days.points + excluded.points,
          words = training_activity_days.words + excluded.words,
          goal_reached = training_activity_days.goal_reached or training_activity_days.points + excluded.points >= ${a.goal}::int
        returning day::text as day, points, words, goal_reached`,
    ))!;
  },

  /**
   * Lessons completed since `since`, the minutes spent in them (from a lesson's start to its end, at
   * most an hour each: a lesson left open overnight is not hours of study), and the first answers
   * given in that time with how many were right (the retention the statistics show).
   */
  async learning(exec: Executor, userId: number, since: Date) {
    const r = (await one<{ lessons: number; seconds: number; answers: number; correct: number }>(
      exec,
      sql`select
          (select count(*)::int from training_lessons where user_id = ${userId}::int and completed_at >= ${since}) as lessons,
          (select coalesce(sum(greatest(least(extract(epoch from (completed_at - created_at)), 3600), 0)), 0)::float8 from training_lessons
            where user_id = ${userId}::int and completed_at >= ${since}) as seconds,
          count(*)::int as answers, count(*) filter (where a.correct)::int as correct
        from training_answers a join training_lessons l on l.id = a.lesson_id
        where l.user_id = ${userId}::int and a.created_at >= ${since}`,
    ))!;
    return { lessons: r.lessons, minutes: Math.round(Number(r.seconds) / 60), answers: r.answers, correct: r.correct };
  },

  /** Days with the goal reached, newest first, from `until` back (enough to measure a streak). */
  async goalDays(exec: Executor, userId: number, until: string, max: number): Promise<string[]> {
    const r = await rows<{ day: string }>(
      exec,
      sql`select day::text as day from training_activity_days where user_id = ${userId}::int and goal_reached and day <= ${until}::date
        order by day desc limit ${max}::int`,
    );
    return r.map((x) => x.day);
  },

  day(exec: Executor, userId: number, day: string) {
    return one<DayRow>(exec, sql`select day::text as day, points, words, goal_reached from training_activity_days where user_id = ${userId}::int and day = ${day}::date`);
  },

  /** Everyone's days with the goal reached between two dates, with the member's zone (the streak reminder). */
  recentGoalDays(exec: Executor, from: string, to: string) {
    return rows<{ user_id: number; day: string; timezone: string | null }>(
      exec,
      sql`select a.user_id, a.day::text as day, u.timezone from training_activity_days a join users u on u.id = a.user_id
        where a.goal_reached and a.day between ${from}::date and ${to}::date and u.deleted_at is null`,
    );
  },

  /** Days with points of everyone between two dates (the tempo reminder), with the goal flag. */
  recentActiveDays(exec: Executor, from: string, to: string) {
    return rows<{ user_id: number; day: string; goal_reached: boolean; timezone: string | null }>(
      exec,
      sql`select a.user_id, a.day::text as day, a.goal_reached, u.timezone from training_activity_days a join users u on u.id = a.user_id
        where a.points > 0 and a.day between ${from}::date and ${to}::date and u.deleted_at is null`,
    );
  },

  range(exec: Executor, userId: number, from: string, to: string) {
    return rows<DayRow>(
      exec,
      sql`select day::text as day, points, words, goal_reached from training_activity_days
        where user_id = ${userId}::int and day between ${from}::date and ${to}::date order by day`,
    );
  },
};
