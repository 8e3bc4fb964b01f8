// Likes of posts, articles, questions and comments: the like row and the counter in one statement,
// so 50 members liking at once leave exactly 50 (the counter's row lock orders the increments) and
// a second like of the same member changes nothing.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one } from '../../../platform/db/rows';

/** The table of likes, its column naming the liked row, and the table whose likes_count moves. */
interface Liked {
  likes: string;
  key: string;
  counted: string;
}

function likeStatements(t: Liked) {
  const likes = sql.identifier(t.likes);
  const key = sql.identifier(t.key);
  const counted = sql.identifier(t.counted);
  return {
    like(exec: Executor, id: number, userId: number, at: Date) {
      return one<{ count: number }>(
        exec,
        sql`with ins as (insert into ${likes} (${key}, user_id, created_at) values (${id}::int, ${userId}::int, ${at})
            on conflict do nothing returning 1)
          update ${counted} set likes_count = likes_count + (select count(*) from ins)::int where id = ${id}::int
          returning likes_count as count`,
      );
    },

    unlike(exec: Executor, id: number, userId: number) {
      return one<{ count: number }>(
        exec,
        sql`with del as (delete from ${likes} where ${key} = ${id}::int and user_id = ${userId}::int returning 1)
          update ${counted} set likes_count = likes_count - (select count(*) from del)::int where id = ${id}::int
          returning likes_count as count`,
      );
    },
  };
}

export const likesSql = likeStatements({ likes: 'publication_likes', key: 'publication_id', counted: 'publications' });
export const commentLikesSql = likeStatements({ likes: 'comment_likes', key: 'comment_id', counted: 'publication_comments' });
