// Lessons and their recorded answers: the first answer to each exercise of each word counts.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';

export interface LessonRow {
  id: number;
  uuid: string;
  user_id: number;
  type: string;
  selection_id: number | null;
  points: number;
  completed_at: Date | string | null;
}

export const lessonsSql = {
  /** The lesson with this uuid, created for the member if new (a uuid of another member: null). */
  async open(exec: Executor, l: { uuid: string; userId: number; type: string; selectionId: number | null; at: Date }): Promise<LessonRow | null> {
    await exec.execute(sql`insert into training_lessons (uuid, user_id, type, selection_id, created_at)
      values (${l.uuid}::uuid, ${l.userId}::int, ${l.type}, ${l.selectionId}, ${l.at}) on conflict (uuid) do nothing`);
    return lessonsSql.byUuid(exec, l.uuid, l.userId, true);
  },

  byUuid(exec: Executor, uuid: string, userId: number, lock = false) {
    return one<LessonRow>(
      exec,
      sql`select id, uuid, user_id, type, selection_id, points, completed_at from training_lessons
        where uuid = ${uuid}::uuid and user_id = ${userId}::int ${lock ? sql`for update` : sql``}`,
    );
  },

  /** Records the first answer to (word, exercise); false when one was recorded before. */
  async record(exec: Executor, a: { lessonId: number; unionId: number; exercise: string; correct: boolean; at: Date }): Promise<boolean> {
    const r = await rows(
      exec,
      sql`insert into training_answers (lesson_id, union_id, exercise, correct, created_at)
        values (${a.lessonId}::int, ${a.unionId}::int, ${a.exercise}, ${a.correct}, ${a.at}) on conflict do nothing returning 1`,
    );
    return r.length > 0;
  },

  async tally(exec: Executor, lessonId: number) {
    return (await one<{ correct: number; answers: number; words: number[] }>(
      exec,
      sql`select count(*) filter (where correct)::int as correct, count(*)::int as answers,
          coalesce(array_agg(distinct union_id), '{}')::int[] as words
        from training_answers where lesson_id = ${lessonId}::int`,
    ))!;
  },

  /** The lesson's points as a row of the points ledger (rating_events, action LESSON_COMPLETE). */
  async ledger(exec: Executor, l: { userId: number; lessonId: number; points: number; at: Date }) {
    await exec.execute(sql`insert into rating_events (user_id, action, entity_type, entity_id, points, created_at)
      values (${l.userId}::int, 'LESSON_COMPLETE', 'lesson', ${l.lessonId}::int, ${l.points}::int, ${l.at})`);
  },

  async complete(exec: Executor, lessonId: number, points: number, at: Date): Promise<boolean> {
    const r = await rows(exec, sql`update training_lessons set completed_at = ${at}, points = ${points}::int
      where id = ${lessonId}::int and completed_at is null returning 1`);
    return r.length > 0;
  },
};
