// Answers to questions, their replies and votes. The question's answers_count (top-level answers
// only: a reply is not an answer) and the thread's replies_count move in the statement that adds or
// removes the answer; a vote changes the score by
// the difference to the member's previous vote (so changing sides moves it by 2).
import { sql, type SQL } from 'drizzle-orm';
import type { AnswerOrder } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';

export interface AnswerRow {
  id: number;
  uuid: string;
  question_id: number;
  author_id: number;
  root_id: number | null;
  reply_to_uuid: string | null;
  answer: string;
  score: number;
  replies_count: number;
  accepted_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  author_uuid: string;
  author_nickname: string | null;
  author_avatar: string | null;
  author_role: 'user' | 'moderator' | 'admin';
  author_deleted_at: Date | string | null;
  my_vote: number | null;
}

const select = (viewerId: number | null, where: SQL) => sql`
  select a.id, a.uuid, a.question_id, a.author_id, a.root_id, r.uuid as reply_to_uuid, a.answer, a.score, a.replies_count,
    a.accepted_at, a.created_at, a.updated_at,
    u.uuid as author_uuid, u.nickname as author_nickname, u.avatar_file as author_avatar, u.role as author_role, u.deleted_at as author_deleted_at,
    ${viewerId === null ? sql`null::smallint` : sql`(select v.value from answer_votes v where v.answer_id = a.id and v.user_id = ${viewerId}::int)`} as my_vote
  from question_answers a join users u on u.id = a.author_id left join question_answers r on r.id = a.reply_to_id
  where ${where}`;

export const answersSql = {
  async insert(exec: Executor, a: { questionId: number; authorId: number; rootId: number | null; replyToId: number | null; answer: string; at: Date }) {
    const row = await one<{ id: number }>(
      exec,
      sql`with ins as (
          insert into question_answers (question_id, author_id, root_id, reply_to_id, answer, created_at, updated_at)
          values (${a.questionId}::int, ${a.authorId}::int, ${a.rootId}, ${a.replyToId}, ${a.answer}, ${a.at}, ${a.at}) returning id)
        , q as (update publications set answers_count = answers_count + 1 where id = ${a.questionId}::int and ${a.rootId === null}::boolean)
        , root as (update question_answers set replies_count = replies_count + 1 where id = ${a.rootId})
        select id from ins`,
    );
    return row!.id;
  },

  byUuid(exec: Executor, uuid: string, viewerId: number | null, lock = false) {
    return one<AnswerRow>(exec, sql`${select(viewerId, sql`a.uuid = ${uuid}::uuid`)} ${lock ? sql`for update of a` : sql``}`);
  },

  byId(exec: Executor, id: number, viewerId: number | null) {
    return one<AnswerRow>(exec, select(viewerId, sql`a.id = ${id}::int`));
  },

  /**
   * Top-level answers but the accepted one (the use case puts it first): best (score, then newest),
   * newest or oldest; continued after the answer `after`.
   */
  list(exec: Executor, q: { questionId: number; order: AnswerOrder; after: { score: number; id: number } | null; limit: number; viewerId: number | null }) {
    const where = [sql`a.question_id = ${q.questionId}::int and a.root_id is null and a.accepted_at is null`];
    if (q.after && q.order === 'best') where.push(sql`(a.score, a.id) < (${q.after.score}::int, ${q.after.id}::int)`);
    if (q.after && q.order === 'newest') where.push(sql`a.id < ${q.after.id}::int`);
    if (q.after && q.order === 'oldest') where.push(sql`a.id > ${q.after.id}::int`);
    const order = q.order === 'best' ? sql`a.score desc, a.id desc` : q.order === 'oldest' ? sql`a.id asc` : sql`a.id desc`;
    return rows<AnswerRow>(exec, sql`${select(q.viewerId, sql.join(where, sql` and `))} order by ${order} limit ${q.limit}::int`);
  },

  /** Replies of the given threads, oldest first, at most `perRoot` each (one statement for a page). */
  repliesOf(exec: Executor, rootIds: number[], perRoot: number, viewerId: number | null) {
    if (!rootIds.length) return Promise.resolve([]);
    return rows<AnswerRow>(
      exec,
      sql`select x.* from unnest(array[${sql.join(rootIds.map((id) => sql`${id}::int`), sql`, `)}]) as t(root_id)
        cross join lateral (${select(viewerId, sql`a.root_id = t.root_id`)} order by a.id limit ${perRoot}::int) x`,
    );
  },

  /** The question's accepted answer, if any. */
  accepted(exec: Executor, questionId: number, viewerId: number | null) {
    return one<AnswerRow>(exec, select(viewerId, sql`a.question_id = ${questionId}::int and a.accepted_at is not null`));
  },

  /**
   * Makes `answerId` the question's accepted answer (taking it from another) or, with null, takes
   * the acceptance back. Call with the question's row locked: two accepts then run one after the other.
   */
  async setAccepted(exec: Executor, questionId: number, answerId: number | null, at: Date) {
    await exec.execute(sql`update question_answers set accepted_at = null where question_id = ${questionId}::int and accepted_at is not null
      ${answerId === null ? sql`` : sql`and id <> ${answerId}::int`}`);
    if (answerId !== null) await exec.execute(sql`update question_answers set accepted_at = ${at} where id = ${answerId}::int and accepted_at is null`);
  },

  replies(exec: Executor, rootId: number, afterId: number | null, limit: number, viewerId: number | null) {
    return rows<AnswerRow>(
      exec,
      sql`${select(viewerId, sql`a.root_id = ${rootId}::int ${afterId ? sql`and a.id > ${afterId}::int` : sql``}`)} order by a.id limit ${limit}::int`,
    );
  },

  async update(exec: Executor, id: number, answer: string, at: Date) {
    await exec.execute(sql`update question_answers set answer = ${answer}, updated_at = ${at} where id = ${id}::int`);
  },

  /** Deletes an answer with its replies (cascade) and lowers the counters by what went. */
  async delete(exec: Executor, a: { id: number; questionId: number; rootId: number | null; repliesCount: number }) {
    await exec.execute(sql`delete from question_answers where id = ${a.id}::int`);
    if (a.rootId === null) await exec.execute(sql`update publications set answers_count = answers_count - 1 where id = ${a.questionId}::int`);
    if (a.rootId !== null) await exec.execute(sql`update question_answers set replies_count = replies_count - 1 where id = ${a.rootId}::int`);
  },

  /** Call with the answer row locked: the previous vote is read and replaced under that lock. */
  async vote(exec: Executor, answerId: number, userId: number, value: 1 | -1, at: Date) {
    const previous = await one<{ value: number }>(exec, sql`select value from answer_votes where answer_id = ${answerId}::int and user_id = ${userId}::int`);
    const shift = value - (previous?.value ?? 0);
    if (shift === 0) return;
    await exec.execute(sql`insert into answer_votes (answer_id, user_id, value, created_at) values (${answerId}::int, ${userId}::int, ${value}::smallint, ${at})
      on conflict (answer_id, user_id) do update set value = excluded.value, created_at = excluded.created_at`);
    await exec.execute(sql`update question_answers set score = score + ${shift}::int where id = ${answerId}::int`);
  },
};
