// Learners (selected_for_learning), likes, comments and comment likes of selections and videos (the
// same statements over each material's tables). Each counter moves in the statement that changes
// the rows it counts.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';

export interface SelectionCommentRow {
  id: number;
  uuid: string;
  author_id: number;
  comment: string;
  likes_total: number;
  created_at: Date | string;
  updated_at: Date | string;
  author_uuid: string;
  author_nickname: string | null;
  author_avatar: string | null;
  author_role: 'user' | 'moderator' | 'admin';
  author_deleted_at: Date | string | null;
  liked: boolean;
}

/** The tables of one material: selections or videos. */
interface MaterialTables {
  material: 'selections' | 'videos';
  key: 'selection_id' | 'video_id';
  learners: 'selection_learners' | 'video_learners';
  likes: 'selection_likes' | 'video_likes';
  comments: 'selection_comments' | 'video_comments';
  commentLikes: 'selection_comment_likes' | 'video_comment_likes';
}

function socialStatements(m: MaterialTables) {
  const [material, key, comments, commentLikes] = [sql.raw(m.material), sql.raw(m.key), sql.raw(m.comments), sql.raw(m.commentLikes)];

  const selectComment = (viewerId: number | null, where: SQL, tail: SQL = sql``) => sql`
    select c.id, c.uuid, c.author_id, c.comment, c.likes_total, c.created_at, c.updated_at,
      u.uuid as author_uuid, u.nickname as author_nickname, u.avatar_file as author_avatar, u.role as author_role, u.deleted_at as author_deleted_at,
      exists (select 1 from ${commentLikes} l where l.comment_id = c.id and l.user_id = ${viewerId ?? -1}::int) as liked
    from ${comments} c join users u on u.id = c.author_id
    where ${where} ${tail}`;

  /** Toggles a row in a (material, user) table and moves the counter column; returns the new state. */
  async function toggle(exec: Executor, table: string, counter: 'followers_total' | 'likes_total', materialId: number, userId: number, on: boolean) {
    const t = sql.raw(table);
    const c = sql.raw(counter);
    const changed = on
      ? await rows(exec, sql`insert into ${t} (${key}, user_id) values (${materialId}::int, ${userId}::int) on conflict do nothing returning 1`)
      : await rows(exec, sql`delete from ${t} where ${key} = ${materialId}::int and user_id = ${userId}::int returning 1`);
    const r = await one<{ n: number }>(
      exec,
      sql`update ${material} set ${c} = greatest(0, ${c} + ${changed.length ? (on ? 1 : -1) : 0}::int) where id = ${materialId}::int returning ${c} as n`,
    );
    return r?.n ?? 0;
  }

  return {
    study: (exec: Executor, materialId: number, userId: number, on: boolean) => toggle(exec, m.learners, 'followers_total', materialId, userId, on),
    like: (exec: Executor, materialId: number, userId: number, on: boolean) => toggle(exec, m.likes, 'likes_total', materialId, userId, on),

    /** Adds the material to the member's learning unless it is there; true when it was added. */
    async startStudying(exec: Executor, materialId: number, userId: number): Promise<boolean> {
      const t = sql.raw(m.learners);
      const added = await rows(exec, sql`insert into ${t} (${key}, user_id) values (${materialId}::int, ${userId}::int) on conflict do nothing returning 1`);
      if (added.length) await exec.execute(sql`update ${material} set followers_total = followers_total + 1 where id = ${materialId}::int`);
      return added.length > 0;
    },

    comments(exec: Executor, materialId: number, viewerId: number | null, q: { after?: number; limit: number }) {
      return rows<SelectionCommentRow>(
        exec,
        selectComment(viewerId, sql`c.${key} = ${materialId}::int ${q.after ? sql`and c.id > ${q.after}::int` : sql``}`, sql`order by c.id limit ${q.limit}::int`),
      );
    },

    commentByUuid(exec: Executor, materialId: number, uuid: string, viewerId: number | null) {
      return one<SelectionCommentRow>(exec, selectComment(viewerId, sql`c.${key} = ${materialId}::int and c.uuid = ${uuid}::uuid`));
    },

    commentById(exec: Executor, materialId: number, id: number, viewerId: number | null) {
      return one<SelectionCommentRow>(exec, selectComment(viewerId, sql`c.${key} = ${materialId}::int and c.id = ${id}::int`));
    },

    async insertComment(exec: Executor, c: { materialId: number; authorId: number; comment: string; at: Date }) {
      const row = await one<{ uuid: string }>(
        exec,
        sql`with ins as (insert into ${comments} (${key}, author_id, comment, created_at, updated_at)
            values (${c.materialId}::int, ${c.authorId}::int, ${c.comment}, ${c.at}, ${c.at}) returning uuid, ${key} as material_id),
          bump as (update ${material} set comments_total = comments_total + 1 where id = (select material_id from ins))
          select uuid from ins`,
      );
      return row!.uuid;
    },

    async updateComment(exec: Executor, id: number, comment: string, at: Date) {
      await exec.execute(sql`update ${comments} set comment = ${comment}, updated_at = ${at} where id = ${id}::int`);
    },

    async deleteComment(exec: Executor, id: number) {
      await exec.execute(sql`with del as (delete from ${comments} where id = ${id}::int returning ${key} as material_id)
        update ${material} set comments_total = greatest(0, comments_total - 1) where id = (select material_id from del)`);
    },

    async likeComment(exec: Executor, commentId: number, userId: number, on: boolean) {
      const changed = on
        ? await rows(exec, sql`insert into ${commentLikes} (comment_id, user_id) values (${commentId}::int, ${userId}::int) on conflict do nothing returning 1`)
        : await rows(exec, sql`delete from ${commentLikes} where comment_id = ${commentId}::int and user_id = ${userId}::int returning 1`);
      const r = await one<{ n: number }>(
        exec,
        sql`update ${comments} set likes_total = greatest(0, likes_total + ${changed.length ? (on ? 1 : -1) : 0}::int) where id = ${commentId}::int returning likes_total as n`,
      );
      return r?.n ?? 0;
    },

    /** Account deletion: the member's likes and studies leave the counters. */
    async deleteAllOf(exec: Executor, userId: number) {
      await exec.execute(sql`with d as (delete from ${sql.raw(m.learners)} where user_id = ${userId}::int returning ${key} as material_id)
        update ${material} s set followers_total = greatest(0, followers_total - 1) from d where s.id = d.material_id`);
      await exec.execute(sql`with d as (delete from ${sql.raw(m.likes)} where user_id = ${userId}::int returning ${key} as material_id)
        update ${material} s set likes_total = greatest(0, likes_total - 1) from d where s.id = d.material_id`);
    },
  };
}

export const socialSql = socialStatements({
  material: 'selections',
  key: 'selection_id',
  learners: 'selection_learners',
  likes: 'selection_likes',
  comments: 'selection_comments',
  commentLikes: 'selection_comment_likes',
});
export const videoSocialSql = socialStatements({
  material: 'videos',
  key: 'video_id',
  learners: 'video_learners',
  likes: 'video_likes',
  comments: 'video_comments',
  commentLikes: 'video_comment_likes',
});
export type SocialSql = typeof socialSql;
