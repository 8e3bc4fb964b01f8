// A member's task languages, and the languages of their profile (the default, and who may voice what).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one, textArray } from './common';

export const settingsSql = {
  async save(exec: Executor, userId: number, languages: string[], at: Date) {
    await exec.execute(sql`insert into task_settings (user_id, languages, updated_at) values (${userId}::int, ${textArray(languages)}, ${at})
      on conflict (user_id) do update set languages = excluded.languages, updated_at = excluded.updated_at`);
  },

  /** Chosen languages and the profile's (with their level) in one statement. */
  async languages(exec: Executor, userId: number): Promise<{ chosen: string[]; profile: { lang_code: string; level: string }[] }> {
    const row = await one<{ chosen: string[] | null; profile: { lang_code: string; level: string }[] }>(
      exec,
      sql`select (select languages from task_settings where user_id = ${userId}::int) as chosen,
        coalesce((select json_agg(json_build_object('lang_code', l.lang_code, 'level', l.level) order by l.level_rank, l.lang_code)
          from user_languages l where l.user_id = ${userId}::int), '[]'::json) as profile`,
    );
    return { chosen: row?.chosen ?? [], profile: row?.profile ?? [] };
  },
};
