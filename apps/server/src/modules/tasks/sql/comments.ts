// Comment logs of tasks (oldest first, keyset pages by id).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { intArray, one, rows } from './common';

export interface CommentRow {
  id: number;
  uuid: string;
  task_id: number;
  user_id: number;
  user_uuid: string;
  user_nickname: string | null;
  comment: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const select = sql`select c.id, c.uuid, c.task_id, c.user_id, u.uuid as user_uuid, u.nickname as user_nickname, c.comment, c.created_at, c.updated_at
  from task_comments c join users u on u.id = c.user_id`;

export const commentsSql = {
  page(exec: Executor, taskId: number, after: number | undefined, limit: number) {
    return rows<CommentRow>(
      exec,
      sql`${select} where c.task_id = ${taskId}::int and c.id > ${after ?? 0}::int order by c.id limit ${limit}::int`,
    );
  },

  async count(exec: Executor, taskId: number): Promise<number> {
    return (await one<{ n: number }>(exec, sql`select count(*)::int as n from task_comments where task_id = ${taskId}::int`))?.n ?? 0;
  },

  /** Comment counts of several tasks. */
  async counts(exec: Executor, taskIds: number[]): Promise<Map<number, number>> {
    if (!taskIds.length) return new Map();
    const list = await rows<{ task_id: number; n: number }>(
      exec,
      sql`select task_id, count(*)::int as n from task_comments where task_id = any(${intArray(taskIds)}) group by task_id`,
    );
    return new Map(list.map((r) => [r.task_id, r.n]));
  },

  /** The latest `per` comments of each task, oldest first. */
  latest(exec: Executor, taskIds: number[], per: number) {
    if (!taskIds.length) return Promise.resolve([] as CommentRow[]);
    return rows<CommentRow>(
      exec,
      sql`select * from (${select} where c.task_id = any(${intArray(taskIds)})) x
        where x.id in (select c2.id from task_comments c2 where c2.task_id = x.task_id order by c2.id desc limit ${per}::int)
        order by x.task_id, x.id`,
    );
  },

  byUuid(exec: Executor, uuid: string, lock = false) {
    return one<CommentRow>(exec, sql`${select} where c.uuid = ${uuid}::uuid ${lock ? sql`for update of c` : sql``}`);
  },

  async insert(exec: Executor, c: { taskId: number; userId: number; comment: string; at: Date }): Promise<string> {
    const row = await one<{ uuid: string }>(
      exec,
      sql`insert into task_comments (task_id, user_id, comment, created_at, updated_at)
        values (${c.taskId}::int, ${c.userId}::int, ${c.comment}, ${c.at}, ${c.at}) returning uuid`,
    );
    return row!.uuid;
  },

  async update(exec: Executor, uuid: string, comment: string, at: Date) {
    await exec.execute(sql`update task_comments set comment = ${comment}, updated_at = ${at} where uuid = ${uuid}::uuid`);
  },

  /** Who worked on a task: its log's writers and the members who answered it (a skip is no work). */
  async participants(exec: Executor, taskId: number): Promise<number[]> {
    const list = await rows<{ user_id: number }>(
      exec,
      sql`select user_id from task_comments where task_id = ${taskId}::int
        union select user_id from task_assignments where task_id = ${taskId}::int and answered_at is not null and answer <> 'skip'`,
    );
    return list.map((r) => r.user_id);
  },

  async remove(exec: Executor, uuid: string) {
    await exec.execute(sql`delete from task_comments where uuid = ${uuid}::uuid`);
  },
};
