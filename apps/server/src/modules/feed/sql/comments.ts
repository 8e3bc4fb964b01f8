// Comments on posts and articles and their likes. The publication's comments_count moves in the
// same statement as the comment row.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';
import { commentLikesSql } from './likes';

export interface CommentRow {
  id: number;
  uuid: string;
  publication_id: number;
  author_id: number;
  comment: string;
  likes_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  author_uuid: string;
  author_nickname: string | null;
  author_avatar: string | null;
  author_role: 'user' | 'moderator' | 'admin';
  author_deleted_at: Date | string | null;
  liked: boolean;
}

const select = (viewerId: number | null, where: SQL) => sql`
  select c.id, c.uuid, c.publication_id, c.author_id, c.comment, c.likes_count, c.created_at, c.updated_at,
    u.uuid as author_uuid, u.nickname as author_nickname, u.avatar_file as author_avatar, u.role as author_role, u.deleted_at as author_deleted_at,
    ${viewerId === null ? sql`false` : sql`exists (select 1 from comment_likes l where l.comment_id = c.id and l.user_id = ${viewerId}::int)`} as liked
  from publication_comments c join users u on u.id = c.author_id
  where ${where}`;

export const commentsSql = {
  async insert(exec: Executor, c: { publicationId: number; authorId: number; comment: string; at: Date }) {
    const row = await one<{ id: number }>(
      exec,
      sql`with ins as (
          insert into publication_comments (publication_id, author_id, comment, created_at, updated_at)
          values (${c.publicationId}::int, ${c.authorId}::int, ${c.comment}, ${c.at}, ${c.at}) returning id, publication_id)
        , bump as (update publications set comments_count = comments_count + 1 where id = (select publication_id from ins))
        select id from ins`,
    );
    return row!.id;
  },

  byId(exec: Executor, id: number, viewerId: number | null) {
    return one<CommentRow>(exec, select(viewerId, sql`c.id = ${id}::int`));
  },

  byUuid(exec: Executor, uuid: string) {
    return one<CommentRow>(exec, select(null, sql`c.uuid = ${uuid}::uuid`));
  },

  /** Oldest first, after the comment `afterId`. */
  list(exec: Executor, publicationId: number, afterId: number | undefined, limit: number, viewerId: number | null) {
    return rows<CommentRow>(
      exec,
      sql`${select(viewerId, sql`c.publication_id = ${publicationId}::int ${afterId ? sql`and c.id > ${afterId}::int` : sql``}`)}
        order by c.id limit ${limit}::int`,
    );
  },

  async update(exec: Executor, id: number, comment: string, at: Date) {
    await exec.execute(sql`update publication_comments set comment = ${comment}, updated_at = ${at} where id = ${id}::int`);
  },

  /** Deletes the comment (its likes go with it) and lowers the count, in one statement. */
  async delete(exec: Executor, id: number) {
    await exec.execute(sql`with del as (delete from publication_comments where id = ${id}::int returning publication_id)
      update publications set comments_count = comments_count - 1 where id = (select publication_id from del)`);
  },

  like: commentLikesSql.like,
  unlike: commentLikesSql.unlike,
};
