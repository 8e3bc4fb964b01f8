// Complaints about content, users and users' actions.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one } from './common';

export interface ComplaintRow {
  id: number;
  author_id: number;
  target_type: string;
  target_key: string;
  target_user_id: number | null;
  comment: string;
  status: 'pending' | 'accepted' | 'rejected' | 'ignored';
  task_id: number | null;
  created_at: Date | string;
}

export const complaintsSql = {
  /** Null when this user already complained about this target (the unique key decides, also in a race). */
  insert(
    exec: Executor,
    c: { authorId: number; targetType: string; targetKey: string; targetUserId: number | null; comment: string; at: Date },
  ) {
    return one<ComplaintRow>(
      exec,
      sql`insert into complaints (author_id, target_type, target_key, target_user_id, comment, created_at)
        values (${c.authorId}::int, ${c.targetType}, ${c.targetKey}, ${c.targetUserId}, ${c.comment}, ${c.at})
        on conflict (author_id, target_type, target_key) do nothing returning *`,
    );
  },

  async setTask(exec: Executor, id: number, taskId: number) {
    await exec.execute(sql`update complaints set task_id = ${taskId}::int where id = ${id}::int`);
  },

  byId(exec: Executor, id: number) {
    return one<ComplaintRow>(exec, sql`select * from complaints where id = ${id}::int`);
  },

  async resolve(exec: Executor, id: number, status: ComplaintRow['status'], at: Date) {
    await exec.execute(sql`update complaints set status = ${status}, resolved_at = ${at} where id = ${id}::int`);
  },

  userByUuid(exec: Executor, uuid: string) {
    return one<{ id: number; uuid: string; role: string; deleted_at: Date | null }>(
      exec,
      sql`select id, uuid, role, deleted_at from users where uuid = ${uuid}::uuid`,
    );
  },

  userById(exec: Executor, id: number) {
    return one<{ id: number; uuid: string; nickname: string | null; role: string }>(
      exec,
      sql`select id, uuid, nickname, role from users where id = ${id}::int`,
    );
  },

  async isTrustedPublisher(exec: Executor, id: number): Promise<boolean> {
    const row = await one<{ t: boolean }>(exec, sql`select is_trust_publisher as t from users where id = ${id}::int`);
    return row?.t === true;
  },

  async deleteAllOfUser(exec: Executor, userId: number) {
    await exec.execute(sql`delete from complaints where author_id = ${userId}::int`);
  },
};
