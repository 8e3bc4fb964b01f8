// The need-action list: a member's material in open tasks that others disputed (a no answer) or
// commented on after the member last answered there. Newest task first, keyset pages by task id.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from './common';
import type { TaskRow } from './tasks';

const needsAnswer = (userId: number): SQL => sql`t.author_id = ${userId}::int and t.status = 'open' and (
    exists (select 1 from task_comments c where c.task_id = t.id and c.user_id <> ${userId}::int
      and c.created_at > coalesce(t.author_answered_at, '-infinity'::timestamptz))
    or exists (select 1 from task_assignments a where a.task_id = t.id and a.answer in ('no', 'add')
      and a.answered_at > coalesce(t.author_answered_at, '-infinity'::timestamptz)))`;

export const needActionSql = {
  page(exec: Executor, userId: number, before: number | undefined, limit: number) {
    return rows<TaskRow>(
      exec,
      sql`select t.* from tasks t where ${needsAnswer(userId)} and t.id < ${before ?? 2_147_483_647}::int order by t.id desc limit ${limit}::int`,
    );
  },

  async count(exec: Executor, userId: number): Promise<number> {
    return (await one<{ n: number }>(exec, sql`select count(*)::int as n from tasks t where ${needsAnswer(userId)}`))?.n ?? 0;
  },
};
