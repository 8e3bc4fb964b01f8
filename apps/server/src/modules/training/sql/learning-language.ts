// The language a learner learns: the one chosen last (users.learning_lang_code), else the first
// non-native language of the profile (user_languages, from NATIVE down, as the web's learning pair).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { one } from '../../../platform/db/rows';

export const learningLanguageSql = {
  async read(exec: Executor, userId: number) {
    return (await one<{ chosen: string | null; native: string | null; learned: string | null }>(
      exec,
      sql`select u.learning_lang_code as chosen,
          (select l.lang_code from user_languages l where l.user_id = u.id and l.level = 'NATIVE') as native,
          (select l.lang_code from user_languages l where l.user_id = u.id and l.level <> 'NATIVE' order by l.level_rank, l.id limit 1) as learned
        from users u where u.id = ${userId}::int`,
    ))!;
  },

  async known(exec: Executor, code: string): Promise<boolean> {
    return !!(await one(exec, sql`select 1 from languages where code = ${code}`));
  },

  async choose(exec: Executor, userId: number, code: string) {
    await exec.execute(sql`update users set learning_lang_code = ${code} where id = ${userId}::int`);
  },
};
