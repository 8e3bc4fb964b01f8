// What the daily "new tasks in your languages" reminder reads: who reviews (saved task languages,
// or answered a card lately) and, per member, how many open cards appeared since a moment that they
// could take now (the hand-out's rules: all the card's languages among theirs, voice cards only in
// their native ones, not their own material, not had before).
import { sql } from 'drizzle-orm';
import { AUDIO_TASK_TYPES } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { intArray, rows, textArray } from './common';

export const newTasksSql = {
  /** Members who review, when any card appeared since `freshSince` (else nobody: nothing to tell). */
  async reviewers(exec: Executor, q: { activeSince: Date; freshSince: Date }): Promise<number[]> {
    const list = await rows<{ user_id: number }>(
      exec,
      sql`select r.user_id from (
          select user_id from task_settings
          union select user_id from task_assignments where answered_at > ${q.activeSince}
        ) r join users u on u.id = r.user_id
        where u.deleted_at is null
          and exists (select 1 from tasks t where t.status = 'open' and t.queue = 'community' and t.created_at > ${q.freshSince})`,
    );
    return list.map((r) => r.user_id);
  },

  /** Open cards created after each member's `since` that they could take. */
  async counts(exec: Executor, members: { userId: number; since: Date }[]): Promise<Map<number, number>> {
    if (!members.length) return new Map();
    const list = await rows<{ user_id: number; n: number }>(
      exec,
      sql`with m as (
          select x.user_id, x.since,
            coalesce(nullif(s.languages, '{}'::text[]), (select array_agg(l.lang_code::text) from user_languages l where l.user_id = x.user_id), '{}'::text[]) as langs,
            coalesce((select array_agg(l.lang_code::text) from user_languages l where l.user_id = x.user_id and l.level = 'NATIVE'), '{}'::text[]) as native
          from unnest(${intArray(members.map((m) => m.userId))}, ${`{${members.map((m) => `"${m.since.toISOString()}"`).join(',')}}`}::timestamptz[]) as x(user_id, since)
          left join task_settings s on s.user_id = x.user_id
        )
        select m.user_id, count(*)::int as n
        from m join tasks t on t.status = 'open' and t.queue = 'community' and t.created_at > m.since
          and t.lang_codes <@ m.langs
          and (t.type <> all(${textArray(AUDIO_TASK_TYPES)}) or t.lang_codes <@ m.native)
          and (t.author_id is null or t.author_id <> m.user_id)
          and not exists (select 1 from task_assignments a where a.task_id = t.id and a.user_id = m.user_id)
        group by m.user_id`,
    );
    return new Map(list.map((r) => [r.user_id, r.n]));
  },
};
