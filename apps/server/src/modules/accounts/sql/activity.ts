// Who has been away: members whose last sign-in or token refresh (users.last_active_at) lies in a
// window (the come-back reminder reads it hourly through a partial index).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { rows } from '../../../platform/db/rows';

export const activityRepository = {
  awayBetween(exec: Executor, from: Date, to: Date) {
    return rows<{ id: number; last_active_at: Date | string }>(
      exec,
      sql`select id, last_active_at from users
        where last_active_at is not null and deleted_at is null and last_active_at >= ${from} and last_active_at < ${to}`,
    );
  },
};
