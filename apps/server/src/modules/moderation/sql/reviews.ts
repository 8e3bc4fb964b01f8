// Members' comments and suggestions (user_reviews).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';

export interface ReviewRow {
  id: number;
  text: string;
  page: string | null;
  done: boolean;
  done_at: Date | string | null;
  created_at: Date | string;
  author_uuid: string | null;
  author_nickname: string | null;
}

const SELECT = sql`select r.id, r.text, r.page, r.done, r.done_at, r.created_at, u.uuid as author_uuid, u.nickname as author_nickname
  from user_reviews r left join users u on u.id = r.author_id`;

export const reviewsSql = {
  async insert(exec: Executor, r: { authorId: number; text: string; page: string | null; at: Date }) {
    const row = await one<{ id: number }>(
      exec,
      sql`insert into user_reviews (author_id, text, page, created_at) values (${r.authorId}::int, ${r.text}, ${r.page}, ${r.at}) returning id`,
    );
    return (await one<ReviewRow>(exec, sql`${SELECT} where r.id = ${row!.id}::int`))!;
  },

  /** Newest first; `total` on every row. */
  list(exec: Executor, q: { limit: number; offset: number; done?: boolean }) {
    const where = q.done === undefined ? sql`` : sql`where r.done = ${q.done}`;
    return rows<ReviewRow & { total: number }>(
      exec,
      sql`select x.*, count(*) over ()::int as total from (${SELECT} ${where}) x order by x.id desc limit ${q.limit}::int offset ${q.offset}::bigint`,
    );
  },

  async mark(exec: Executor, id: number, done: boolean, byId: number, at: Date) {
    const row = await one<{ id: number }>(
      exec,
      sql`update user_reviews set done = ${done}, done_by_id = ${done ? byId : null}, done_at = ${done ? at : null}
        where id = ${id}::int returning id`,
    );
    return row ? one<ReviewRow>(exec, sql`${SELECT} where r.id = ${id}::int`) : null;
  },

  async deleteAllOf(exec: Executor, userId: number) {
    await exec.execute(sql`delete from user_reviews where author_id = ${userId}::int`);
  },
};
