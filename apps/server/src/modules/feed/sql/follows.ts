// Follows: who follows whom, the two lists (newest first, continued after a user) and counters.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from '../../../platform/db/rows';

export interface UserRef {
  id: number;
  uuid: string;
  nickname: string | null;
  avatar_file: string | null;
  role: 'user' | 'moderator' | 'admin';
  deleted_at: Date | string | null;
  accessibility?: string;
}

export interface FollowRow extends UserRef {
  follow_id: number;
  is_subscribed: boolean;
}

export const followsSql = {
  userByUuid(exec: Executor, uuid: string) {
    return one<UserRef>(exec, sql`select id, uuid, nickname, avatar_file, role, deleted_at, accessibility from users where uuid = ${uuid}::uuid`);
  },

  async follow(exec: Executor, followerId: number, followeeId: number, at: Date): Promise<boolean> {
    const row = await one<{ id: number }>(
      exec,
      sql`insert into user_follows (follower_id, followee_id, created_at) values (${followerId}::int, ${followeeId}::int, ${at})
        on conflict (follower_id, followee_id) do nothing returning id`,
    );
    return row !== null;
  },

  async unfollow(exec: Executor, followerId: number, followeeId: number) {
    await exec.execute(sql`delete from user_follows where follower_id = ${followerId}::int and followee_id = ${followeeId}::int`);
  },

  /** `subscriptions`: whom `userId` follows; `subscribers`: who follows `userId`. */
  list(exec: Executor, q: { side: 'subscriptions' | 'subscribers'; userId: number; afterUserId: number | null; limit: number; viewerId: number | null }) {
    const [mine, theirs] = q.side === 'subscriptions' ? [sql`f.follower_id`, sql`f.followee_id`] : [sql`f.followee_id`, sql`f.follower_id`];
    const after =
      q.afterUserId === null
        ? sql``
        : sql`and f.id < coalesce((select f2.id from user_follows f2 where ${q.side === 'subscriptions' ? sql`f2.follower_id = ${q.userId}::int and f2.followee_id = ${q.afterUserId}::int` : sql`f2.followee_id = ${q.userId}::int and f2.follower_id = ${q.afterUserId}::int`}), 0)`;
    return rows<FollowRow>(
      exec,
      sql`select f.id as follow_id, u.id, u.uuid, u.nickname, u.avatar_file, u.role, u.deleted_at,
          ${q.viewerId === null ? sql`false` : sql`exists (select 1 from user_follows m where m.follower_id = ${q.viewerId}::int and m.followee_id = u.id)`} as is_subscribed
        from user_follows f join users u on u.id = ${theirs}
        where ${mine} = ${q.userId}::int ${after}
        order by f.id desc limit ${q.limit}::int`,
    );
  },

  counters(exec: Executor, userId: number, viewerId: number | null) {
    return one<{ subscriptions_count: number; subscribers_count: number; is_subscribed: boolean }>(
      exec,
      sql`select (select count(*)::int from user_follows where follower_id = ${userId}::int) as subscriptions_count,
          (select count(*)::int from user_follows where followee_id = ${userId}::int) as subscribers_count,
          ${viewerId === null ? sql`false` : sql`exists (select 1 from user_follows where follower_id = ${viewerId}::int and followee_id = ${userId}::int)`} as is_subscribed`,
    ).then((r) => r!);
  },

  async deleteAllOf(exec: Executor, userId: number) {
    await exec.execute(sql`delete from user_follows where follower_id = ${userId}::int or followee_id = ${userId}::int`);
  },
};
