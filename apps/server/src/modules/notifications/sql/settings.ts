// Per-type notification settings: only the types a member changed are stored.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { rows } from '../../../platform/db/rows';
import { pgArray } from './array';

export interface SettingRow {
  type: string;
  in_app: boolean;
  email: boolean;
}

export const settingQueries = {
  settings(exec: Executor, userId: number) {
    return rows<SettingRow>(exec, sql`select type, in_app, email from notification_settings where user_id = ${userId}::int`);
  },

  async upsert(exec: Executor, userId: number, list: SettingRow[], now: Date): Promise<void> {
    if (!list.length) return;
    // Rows in one order (by type), so two saves of one member lock them in the same order (no deadlock).
    list = [...list].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
    await exec.execute(sql`insert into notification_settings (user_id, type, in_app, email, updated_at)
      select ${userId}::int, r.type, r.in_app, r.email, ${now}
      from unnest(${pgArray(list.map((s) => s.type))}::text[], ${pgArray(list.map((s) => s.in_app))}::bool[], ${pgArray(list.map((s) => s.email))}::bool[]) as r(type, in_app, email)
      on conflict (user_id, type) do update set in_app = excluded.in_app, email = excluded.email, updated_at = excluded.updated_at`);
  },
};
