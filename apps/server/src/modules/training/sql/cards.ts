// FSRS cards (one per member and translation union): read many, write one, the due queue in due
// order, the new words of studied selections, and resets.
import { sql } from 'drizzle-orm';
import { TRAINING_LIMITS } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { intArray, one, rows } from '../../../platform/db/rows';

export interface CardRow {
  union_id: number;
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
}

const pairOf = (langFrom?: string, langTo?: string) =>
  langFrom && langTo
    ? sql`and ((tu.primary_lang = ${langFrom} and tu.translation_lang = ${langTo}) or (tu.primary_lang = ${langTo} and tu.translation_lang = ${langFrom}))`
    : sql``;

export const cardsSql = {
  async byUnions(exec: Executor, userId: number, unionIds: readonly number[]): Promise<Map<number, CardRow>> {
    if (!unionIds.length) return new Map();
    const found = await rows<CardRow>(
      exec,
      sql`select union_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review
        from training_cards where user_id = ${userId}::int and union_id = any(${intArray(unionIds)})`,
    );
    return new Map(found.map((c) => [c.union_id, { ...c, due: new Date(c.due), last_review: c.last_review ? new Date(c.last_review) : null }]));
  },

  async save(exec: Executor, userId: number, c: CardRow) {
    await exec.execute(sql`insert into training_cards (user_id, union_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
      values (${userId}::int, ${c.union_id}::int, ${c.due}, ${c.stability}::float8, ${c.difficulty}::float8, ${c.elapsed_days}::int, ${c.scheduled_days}::int,
        ${c.learning_steps}::int, ${c.reps}::int, ${c.lapses}::int, ${c.state}::int, ${c.last_review})
      on conflict (user_id, union_id) do update set due = excluded.due, stability = excluded.stability, difficulty = excluded.difficulty,
        elapsed_days = excluded.elapsed_days, scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps,
        reps = excluded.reps, lapses = excluded.lapses, state = excluded.state, last_review = excluded.last_review`);
  },

  /** Of these unions, those the member has learned (stability at or above the threshold). */
  async knownUnions(exec: Executor, userId: number, unionIds: readonly number[]) {
    if (!unionIds.length) return new Set<number>();
    const found = await rows<{ union_id: number }>(
      exec,
      sql`select union_id from training_cards where user_id = ${userId}::int and stability >= ${TRAINING_LIMITS.learnedStabilityDays}::float8
        and union_id = any(${intArray(unionIds)})`,
    );
    return new Set(found.map((f) => f.union_id));
  },

  /**
   * Cards due by `now`, soonest first (the repeat lesson), and how many are due in all languages
   * (one statement; the count alone only when the page is empty). The dictionary join only when a
   * pair filters: otherwise the due index alone answers.
   */
  async due(exec: Executor, q: { userId: number; now: Date; langFrom?: string; langTo?: string; limit: number; offset: number; after?: { due: Date; unionId: number } }) {
    const pair = pairOf(q.langFrom, q.langTo);
    const found = await rows<{ union_id: number; due: Date; total: number }>(
      exec,
      sql`select c.union_id, c.due,
          (select count(*)::int from training_cards d where d.user_id = ${q.userId}::int and d.due <= ${q.now}) as total
        from training_cards c ${q.langFrom && q.langTo ? sql`join translation_unions tu on tu.id = c.union_id` : sql``}
        where c.user_id = ${q.userId}::int and c.due <= ${q.now} ${pair}
          ${q.after ? sql`and (c.due, c.union_id) > (${q.after.due}, ${q.after.unionId}::int)` : sql``}
        order by c.due, c.union_id limit ${q.limit}::int offset ${q.offset}::int`,
    );
    const total = found[0]?.total ?? (await cardsSql.dueCount(exec, q.userId, q.now));
    return { list: found.map((f) => ({ union_id: f.union_id, due: new Date(f.due) })), total };
  },

  async dueCount(exec: Executor, userId: number, now: Date): Promise<number> {
    return (await one<{ n: number }>(exec, sql`select count(*)::int as n from training_cards where user_id = ${userId}::int and due <= ${now}`))?.n ?? 0;
  },

  /** Words of the selections the member studies that have no card yet (the new-words lesson). */
  fresh(exec: Executor, q: { userId: number; langFrom?: string; langTo?: string; limit: number; offset: number }) {
    return rows<{ union_id: number }>(
      exec,
      sql`select distinct on (su.union_id) su.union_id, su.id from selection_learners sl
          join selections s on s.id = sl.selection_id and (s.is_public or s.author_id = ${q.userId}::int)
          join selection_unions su on su.selection_id = s.id
          join translation_unions tu on tu.id = su.union_id
        where sl.user_id = ${q.userId}::int ${pairOf(q.langFrom, q.langTo)}
          and not exists (select 1 from training_cards c where c.user_id = ${q.userId}::int and c.union_id = su.union_id)
        order by su.union_id, su.id limit ${q.limit}::int offset ${q.offset}::int`,
    );
  },

  /** A selection's words for a lesson: due or new ones first (due order), then the rest. */
  forSelection(exec: Executor, q: { userId: number; selectionId: number; now: Date; limit: number; offset: number }) {
    return rows<{ union_id: number; due: Date | null }>(
      exec,
      sql`select su.union_id, c.due from selection_unions su
          left join training_cards c on c.user_id = ${q.userId}::int and c.union_id = su.union_id
        where su.selection_id = ${q.selectionId}::int
        order by case when c.union_id is null then 1 when c.due <= ${q.now} then 0 else 2 end, c.due nulls last, su.id
        limit ${q.limit}::int offset ${q.offset}::int`,
    );
  },

  /** Is the union in a selection the member studies? */
  async inStudied(exec: Executor, userId: number, unionId: number): Promise<boolean> {
    return (await rows(exec, sql`select 1 from selection_learners sl join selection_unions su on su.selection_id = sl.selection_id
      where sl.user_id = ${userId}::int and su.union_id = ${unionId}::int limit 1`)).length > 0;
  },

  async resetSelection(exec: Executor, userId: number, selectionId: number) {
    await exec.execute(sql`delete from training_cards c using selection_unions su
      where c.user_id = ${userId}::int and su.selection_id = ${selectionId}::int and c.union_id = su.union_id`);
  },

  async totals(exec: Executor, userId: number) {
    return (await one<{ learned: number; learning: number }>(
      exec,
      sql`select count(*) filter (where stability >= ${TRAINING_LIMITS.learnedStabilityDays}::float8)::int as learned,
        count(*) filter (where stability < ${TRAINING_LIMITS.learnedStabilityDays}::float8)::int as learning
        from training_cards where user_id = ${userId}::int`,
    ))!;
  },
};
