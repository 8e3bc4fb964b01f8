// Likes of posts, articles and questions: the like row and the counter in one statement, so 50
// members liking at once leave exactly 50 (the counter's row lock orders the increments) and a
// second like of the same member changes nothing.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one } from '../../../platform/db/rows';

export const likesSql = {
  like(exec: Executor, publicationId: number, userId: number, at: Date) {
    return one<{ count: number }>(
      exec,
      sql`with ins as (insert into publication_likes (publication_id, user_id, created_at) values (${publicationId}::int, ${userId}::int, ${at})
          on conflict do nothing returning 1)
        update publications set likes_count = likes_count + (select count(*) from ins)::int where id = ${publicationId}::int
        returning likes_count as count`,
    );
  },

  unlike(exec: Executor, publicationId: number, userId: number) {
    return one<{ count: number }>(
      exec,
      sql`with del as (delete from publication_likes where publication_id = ${publicationId}::int and user_id = ${userId}::int returning 1)
        update publications set likes_count = likes_count - (select count(*) from del)::int where id = ${publicationId}::int
        returning likes_count as count`,
    );
  },
};
