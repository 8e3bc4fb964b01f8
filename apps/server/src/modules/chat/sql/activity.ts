// Who went quiet in the chat: members whose newest own message lies in a window, who still have a
// chat they have not muted or hidden with a member who is still there and not blocked either way.
// Read hourly by the chat reminder (notifications/sources/reminders.ts). It starts from the members
// seen lately (users_last_active_idx, nulls included) and takes each one's newest message in one
// backward step of messages_author_created_idx, so it never reads the messages of the window.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { rows } from '../../../platform/db/rows';

export const chatActivityRepository = {
  /** Members whose last message was written in [from, to), still seen in the app since `seenSince`. */
  quietBetween(exec: Executor, from: Date, to: Date, seenSince: Date) {
    return rows<{ author_id: number; last_message_at: Date | string }>(
      exec,
      sql`select u.id as author_id, l.last_message_at
        from users u
        cross join lateral (select max(m.created_at) as last_message_at from messages m where m.author_id = u.id) l
        where u.deleted_at is null
          and (u.last_active_at is null or u.last_active_at >= ${seenSince})
          and l.last_message_at >= ${from} and l.last_message_at < ${to}
          and exists (
            select 1 from chat_members cm
            join users c on c.id = cm.companion_id and c.deleted_at is null
            where cm.user_id = u.id and not cm.is_muted and not cm.is_hidden
              -- Two probes of user_blocks' primary key (one with an "or" would read the whole table).
              and not exists (select 1 from user_blocks b where b.blocker_id = cm.user_id and b.blocked_id = cm.companion_id)
              and not exists (select 1 from user_blocks b where b.blocker_id = cm.companion_id and b.blocked_id = cm.user_id))`,
    );
  },
};
