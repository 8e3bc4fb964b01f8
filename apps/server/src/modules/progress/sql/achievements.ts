// Achievements: the measures of the 21 types (contract ACHIEVEMENTS): the ledger-based ones from the
// member's stored counts (sql/counts.ts), the rest counted in one statement per member,
// and the levels reached so far (levels only go up; the upsert returns the ones that rose).
import { sql } from 'drizzle-orm';
import { TRAINING_LIMITS } from '@glossa/contract';
import { type AchievementType } from '@glossa/contract/progress';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from './common';
import { countsSql } from './counts';

/** The ledger-based measures: ADD actions whose material was accepted, and kinds of actions. */
const ACCEPTED_ADDS = {
  translations_added: ['ADD_TRANSLATION_UNION'],
  audios_added: ['ADD_WORD_AUDIO', 'ADD_SENTENCE_AUDIO'],
  sentences_added: ['ADD_WORD_SENTENCE', 'ADD_SENTENCE_TRANSLATION'],
  meanings_added: ['ADD_TRANSLATION_MEANING'],
  relations_added: ['ADD_SYNONYM', 'ADD_ANTONYM'],
  attributes_added: ['ADD_TRANSLATION_ATTRIBUTE', 'ADD_TRANSLATION_CHILD_ATTRIBUTE', 'ADD_TRANSLATION_VOCABULARY'],
} as const satisfies Partial<Record<AchievementType, readonly string[]>>;

const ADD_MEASURE = new Map<string, keyof typeof ACCEPTED_ADDS>(
  Object.entries(ACCEPTED_ADDS).flatMap(([type, actions]) =>
    actions.map((a) => [a, type as keyof typeof ACCEPTED_ADDS] as const),
  ),
);

type LedgerMeasure = keyof typeof ACCEPTED_ADDS | 'verifications' | 'moderations' | 'complaints_accepted';

/** From the member's stored counts of granted ledger rows (sql/counts.ts), not their whole ledger. */
async function ledgerMeasures(exec: Executor, userId: number): Promise<Record<LedgerMeasure, number>> {
  const out: Record<LedgerMeasure, number> = {
    translations_added: 0,
    audios_added: 0,
    sentences_added: 0,
    meanings_added: 0,
    relations_added: 0,
    attributes_added: 0,
    verifications: 0,
    moderations: 0,
    complaints_accepted: 0,
  };
  for (const c of await countsSql.granted(exec, userId)) {
    const added = ADD_MEASURE.get(c.action);
    if (added && c.state === 'accepted') out[added] += c.n;
    else if (c.action.startsWith('VERIFY_')) out.verifications += c.n;
    else if (c.action.startsWith('MODERATE_')) out.moderations += c.n;
    else if (c.action.startsWith('COMPLAIN_') && c.positive) out.complaints_accepted += c.n;
  }
  return out;
}

export const achievementsSql = {
  async measures(exec: Executor, userId: number): Promise<Record<AchievementType, number>> {
    const u = sql`${userId}::int`;
    const row = await one<Omit<Record<AchievementType, number>, LedgerMeasure>>(
      exec,
      sql`select
          (select count(*) from training_activity_days where user_id = ${u} and goal_reached)::int as daily_activity,
          (select count(*) from training_cards where user_id = ${u} and stability >= ${TRAINING_LIMITS.learnedStabilityDays}::float8)::int as learned_words,
          (select count(*) from video_progress where user_id = ${u} and watched_ms > 0)::int as videos_watched,
          (select count(*) from user_follows where follower_id = ${u})::int as subscriptions,
          (select count(*) from user_follows where followee_id = ${u})::int as subscribers,
          (select count(*) from friendships where (requester_id = ${u} or addressee_id = ${u}) and status = 'accepted')::int as friends,
          (select count(*) from training_lessons where user_id = ${u} and completed_at is not null)::int as lessons_completed,
          (select count(*) from selections where author_id = ${u})::int as selections_created,
          (select count(*) from publications where author_id = ${u} and type = 'post' and status = 'published')::int as posts_published,
          (select count(*) from publications where author_id = ${u} and type = 'question' and status = 'published')::int as questions_asked,
          (select count(*) from publications where author_id = ${u} and type = 'article' and status = 'published')::int as articles_published,
          (select count(*) from weekly_awards where user_id = ${u})::int as king_of_dictionary`,
    );
    return { ...row!, ...(await ledgerMeasures(exec, userId)) };
  },

  async videosStudied(exec: Executor, userId: number): Promise<number> {
    const r = await one<{ n: number }>(
      exec,
      sql`select count(*)::int as n from video_learners where user_id = ${userId}::int`,
    );
    return r?.n ?? 0;
  },

  stored(exec: Executor, userId: number) {
    return rows<{ type: string; level: number; achieved_at: Date | string }>(
      exec,
      sql`select type, level, achieved_at from user_achievements where user_id = ${userId}::int`,
    );
  },

  /** Stores the levels reached; returns those that rose (each rise is returned to one caller only). */
  async raise(exec: Executor, userId: number, reached: { type: string; level: number }[], at: Date) {
    if (!reached.length) return [];
    return rows<{ type: string; level: number }>(
      exec,
      sql`insert into user_achievements (user_id, type, level, achieved_at)
        select ${userId}::int, t, l, ${at} from unnest(${`{${reached.map((r) => r.type).join(',')}}`}::text[], ${`{${reached.map((r) => r.level).join(',')}}`}::int[]) as x(t, l)
        on conflict (user_id, type) do update set level = excluded.level, achieved_at = excluded.achieved_at
        where user_achievements.level < excluded.level
        returning type, level`,
    );
  },
};
