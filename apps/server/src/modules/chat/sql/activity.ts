// Who went quiet in the chat: members whose newest own message lies in a window, who still have a
// chat they have not muted or hidden with a member who is still there and not blocked either way.
// Read hourly by the chat reminder (notifications/sources/reminders.ts): one pass over the messages
// of the window, no index of its own (a send stays one insert).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { rows } from '../../../platform/db/rows';

export const chatActivityRepository = {
  /** Members whose last message was written in [from, to), still seen in the app since `seenSince`. */
  quietBetween(exec: Executor, from: Date, to: Date, seenSince: Date) {
    return rows<{ author_id: number; last_message_at: Date | string }>(
      exec,
      sql`select m.author_id, max(m.created_at) as last_message_at
        from messages m
        join users u on u.id = m.author_id and u.deleted_at is null
          and (u.last_active_at is null or u.last_active_at >= ${seenSince})
        where m.created_at >= ${from}
        group by m.author_id
        having max(m.created_at) < ${to}
          and exists (
            select 1 from chat_members cm
            join users c on c.id = cm.companion_id and c.deleted_at is null
            where cm.user_id = m.author_id and not cm.is_muted and not cm.is_hidden
              and not exists (select 1 from user_blocks b
                where (b.blocker_id = cm.user_id and b.blocked_id = cm.companion_id)
                   or (b.blocker_id = cm.companion_id and b.blocked_id = cm.user_id)))`,
    );
  },
};
