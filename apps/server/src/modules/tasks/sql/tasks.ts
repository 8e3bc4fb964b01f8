// Tasks, their holders and answers: locking for an answer, moving the weights, closing; counts
// for statistics. Handing cards out is in hand-out.ts.
import { sql } from 'drizzle-orm';
import type { TaskType } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { intArray, one, rows } from './common';

export interface TaskRow {
  id: number;
  type: TaskType;
  queue: string;
  entity_type: string;
  entity_id: number;
  lang_codes: string[];
  author_id: number | null;
  status: 'open' | 'done' | 'closed';
  resolution: string | null;
  capacity: number;
  yes_weight: number;
  no_weight: number;
  answers: number;
  author_answered_at: Date | string | null;
  created_at: Date | string;
}

export interface HeldTask extends TaskRow {
  received_at: Date | string;
}

export interface AssignmentRow {
  task_id: number;
  user_id: number;
  received_at: Date | string;
  answered_at: Date | string | null;
  answer: string | null;
}

export const tasksSql = {
  byId(exec: Executor, id: number, lock = false) {
    return one<TaskRow>(exec, sql`select * from tasks where id = ${id}::int ${lock ? sql`for update` : sql``}`);
  },

  assignment(exec: Executor, taskId: number, userId: number, lock = false) {
    return one<AssignmentRow>(
      exec,
      sql`select * from task_assignments where task_id = ${taskId}::int and user_id = ${userId}::int ${lock ? sql`for update` : sql``}`,
    );
  },

  async answer(exec: Executor, a: { taskId: number; userId: number; answer: string; weight: number; at: Date }) {
    await exec.execute(sql`update task_assignments set answer = ${a.answer}, weight = ${a.weight}::int, answered_at = ${a.at}
      where task_id = ${a.taskId}::int and user_id = ${a.userId}::int`);
  },

  /** Adds a yes or no answer's weight; returns the new totals. */
  addWeight(exec: Executor, taskId: number, side: 'yes' | 'no', weight: number, at: Date) {
    const column = side === 'yes' ? sql`yes_weight = yes_weight + ${weight}::int` : sql`no_weight = no_weight + ${weight}::int`;
    return one<TaskRow>(exec, sql`update tasks set ${column}, answers = answers + 1, updated_at = ${at} where id = ${taskId}::int returning *`);
  },

  async close(exec: Executor, taskId: number, status: 'done' | 'closed', resolution: string, at: Date) {
    await exec.execute(sql`update tasks set status = ${status}, resolution = ${resolution}, closed_at = ${at}, updated_at = ${at}
      where id = ${taskId}::int and status = 'open'`);
  },

  /** Closes the open tasks about one piece of material (withdrawn, or decided elsewhere). */
  async closeAbout(exec: Executor, entityType: string, entityId: number, resolution: string, at: Date) {
    await exec.execute(sql`update tasks set status = 'closed', resolution = ${resolution}, closed_at = ${at}, updated_at = ${at}
      where entity_type = ${entityType} and entity_id = ${entityId}::int and status = 'open'`);
  },

  /** The open tasks about one piece of material (a moderator decided it: which of them still stand is the material's to say). */
  openAbout(exec: Executor, entityType: string, entityId: number) {
    return rows<TaskRow>(exec, sql`select * from tasks where entity_type = ${entityType} and entity_id = ${entityId}::int and status = 'open'`);
  },

  async markAuthorAnswered(exec: Executor, taskId: number, at: Date) {
    await exec.execute(sql`update tasks set author_answered_at = ${at} where id = ${taskId}::int`);
  },

  /** Counts of one member's answers (a skip is not an answer). */
  async answerCounts(exec: Executor, userId: number) {
    const mine = await one<{ answered: number; yes: number; no: number; added: number }>(
      exec,
      sql`select count(*) filter (where answered_at is not null and answer <> 'skip')::int as answered, count(*) filter (where answer = 'yes')::int as yes,
          count(*) filter (where answer = 'no')::int as no, count(*) filter (where answer = 'add')::int as added
        from task_assignments where user_id = ${userId}::int`,
    );
    return { answered: mine?.answered ?? 0, yes: mine?.yes ?? 0, no: mine?.no ?? 0, added: mine?.added ?? 0 };
  },

  /**
   * A skip in one statement: the member's unanswered card of an open community task. Null when
   * there is none (the caller finds out why).
   */
  skip(exec: Executor, a: { taskId: number; userId: number; at: Date }) {
    return one<TaskRow>(
      exec,
      sql`update task_assignments a set answer = 'skip', weight = 0, answered_at = ${a.at}
        from tasks t
        where a.task_id = ${a.taskId}::int and a.user_id = ${a.userId}::int and a.answered_at is null
          and t.id = a.task_id and t.status = 'open' and t.queue = 'community'
        returning t.*`,
    );
  },

  checks(exec: Executor, taskId: number) {
    return one<{ yes: number; no: number }>(
      exec,
      sql`select count(*) filter (where answer = 'yes')::int as yes, count(*) filter (where answer in ('no', 'add'))::int as no
        from task_assignments where task_id = ${taskId}::int`,
    );
  },
};

export const usersSql = {
  /** uuid and nickname of some users (authors of material, commenters). */
  async refs(exec: Executor, ids: number[]): Promise<Map<number, { uuid: string; nickname: string | null }>> {
    if (!ids.length) return new Map();
    const list = await rows<{ id: number; uuid: string; nickname: string | null }>(
      exec,
      sql`select id, uuid, nickname from users where id = any(${intArray(ids)})`,
    );
    return new Map(list.map((u) => [u.id, { uuid: u.uuid, nickname: u.nickname }]));
  },
};
