// Handing cards out. A member's pool is a set of keys (type, languages): voice cards in each of
// their native task languages, check cards in each ordered pair of their task languages; each key
// is one range of `tasks_claim_idx` (queue, type, lang_codes, id where open), so a member whose
// languages have few cards never reads the others'. Each key is scanned in id order from a random
// point among its oldest `START_WINDOW` ids (the caller's later rounds from its start): oldest
// cards first, roughly, on pages that stay in memory, while members taking at once start at
// different cards and a member's earlier skips at the head are not re-read in full on every call.
// The scan locks `for update skip locked` (a card another transaction is handing out is passed
// over, never waited for); the take then recounts each card's holders in a new statement (a
// snapshot taken after the locks), so a card is never held by more than `capacity` members,
// whatever commits in between.
import { sql, type SQL } from 'drizzle-orm';
import { AUDIO_TASK_TYPES, CHECK_TASK_TYPES } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { intArray, one, rows, textArray } from './common';
import type { HeldTask } from './tasks';

/** Where a key's scan may start: among its oldest this many ids. */
const START_WINDOW = 2000;

export interface Pool {
  userId: number;
  /** Card types asked for. */
  types: readonly string[];
  /** Task languages (check cards: both languages among them). */
  langs: readonly string[];
  /** Native task languages (voice cards). */
  voiceLangs: readonly string[];
}

/** A card with what its presentation needs besides the material. */
export interface CardRow extends HeldTask {
  comment_count: number;
  author_uuid: string | null;
  author_nickname: string | null;
}

/** The pool's keys: (type, lang_codes) pairs, as the rows of a `keys(type, langs)` CTE. */
function keys(p: Pool): SQL {
  const audio = p.types.filter((t) => (AUDIO_TASK_TYPES as readonly string[]).includes(t));
  const check = p.types.filter((t) => (CHECK_TASK_TYPES as readonly string[]).includes(t));
  return sql`keys (type, langs) as (
    select ty, array[l]::text[] from unnest(${textArray(audio)}) ty, unnest(${textArray([...p.voiceLangs])}) l
    union all
    select ty, array[a, b]::text[] from unnest(${textArray(check)}) ty, unnest(${textArray([...p.langs])}) a, unnest(${textArray([...p.langs])}) b)`;
}

/**
 * Rows of key `k` in the claim index. The languages are matched as a closed range, not with `=`:
 * an equality would make them redundant in `keyOrder`, and then the primary key (walked in id
 * order, filtering) would look as good to the planner and read the whole table for an empty or
 * rare key. With the range, only `tasks_claim_idx` gives `keyOrder` without a sort.
 */
const inKey = sql`t.status = 'open' and t.queue = 'community' and t.type = k.type and t.lang_codes >= k.langs and t.lang_codes <= k.langs`;
const keyOrder = (dir: SQL = sql``) => sql`t.lang_codes ${dir}, t.id ${dir}`;

/** Not the member's material, not had before. */
const forMember = (userId: number) => sql`(t.author_id is null or t.author_id <> ${userId}::int)
  and not exists (select 1 from task_assignments mine where mine.user_id = ${userId}::int and mine.task_id = t.id)`;

/** For the member, and fewer unexpired holders than its capacity. */
const takeable = (userId: number, since: Date) => sql`${forMember(userId)}
  and (select count(*) from task_assignments h where h.task_id = t.id and h.answered_at is null and h.received_at > ${since}::timestamptz) < t.capacity`;

/**
 * Translations waiting for a check come before voice cards: a queue of hundreds of "voice a word"
 * cards must not bury the material other members are waiting on (issue 36, item 13).
 */
const checksFirst = sql`(t.type = any(${textArray([...CHECK_TASK_TYPES])})) desc`;

const cardColumns = sql`t.*, (select count(*)::int from task_comments tc where tc.task_id = t.id) as comment_count,
  au.uuid as author_uuid, au.nickname as author_nickname`;

export const handOutSql = {
  /**
   * Locks up to `limit` takeable cards of each key of the pool, scanning from a random point
   * among the key's oldest ids (or from its start: `fromStart`); cards another transaction holds
   * locked are passed over, so members taking at once never wait for each other.
   */
  async lock(exec: Executor, p: Pool & { exclude: number[]; limit: number; since: Date; fromStart: boolean }): Promise<number[]> {
    if (p.limit <= 0 || !p.types.length) return [];
    const pivot = p.fromStart ? sql`r.lo` : sql`r.lo + floor(random() * least(r.hi - r.lo + 1, ${START_WINDOW}::int))::int`;
    const found = await rows<{ id: number }>(
      exec,
      sql`with ${keys(p)}
        select c.id from keys k
        cross join lateral (select (select t.id from tasks t where ${inKey} order by ${keyOrder()} limit 1) as lo,
          (select t.id from tasks t where ${inKey} order by ${keyOrder(sql`desc`)} limit 1) as hi) r
        cross join lateral (
          select t.id from tasks t
          where ${inKey} and t.id >= ${pivot} and not (t.id = any(${intArray(p.exclude)})) and ${takeable(p.userId, p.since)}
          order by ${keyOrder()} limit ${p.limit}::int
          for update of t skip locked) c`,
    );
    return found.map((f) => f.id);
  },

  /**
   * The member's batch, in one statement: the open cards they hold unexpired and have not answered
   * (a reload gives them back, lease renewed), then as many of the `locked` cards as are still
   * takeable, leased to them. The holders are recounted here, in a snapshot taken after the locks:
   * every claim committed before them is seen, and none can commit while they are held.
   */
  take(exec: Executor, q: { userId: number; types: readonly string[]; exclude: number[]; locked: number[]; limit: number; now: Date; since: Date }) {
    return rows<CardRow>(
      exec,
      sql`with pick as (
          select a.task_id from task_assignments a join tasks t on t.id = a.task_id
          where a.user_id = ${q.userId}::int and a.answered_at is null and a.received_at > ${q.since}::timestamptz and t.status = 'open'
            and t.type = any(${textArray(q.types)}) and not (t.id = any(${intArray(q.exclude)}))
          order by a.task_id limit ${q.limit}::int for update of a),
        renewed as (update task_assignments a set received_at = ${q.now} from pick
          where a.task_id = pick.task_id and a.user_id = ${q.userId}::int returning a.task_id, a.received_at),
        claimed as (insert into task_assignments (task_id, user_id, received_at)
          select t.id, ${q.userId}::int, ${q.now} from tasks t
          where t.id = any(${intArray(q.locked)}) and t.status = 'open' and ${takeable(q.userId, q.since)}
          order by ${checksFirst}, t.id limit greatest(0, ${q.limit}::int - (select count(*) from pick))
          on conflict do nothing
          returning task_id, received_at),
        held as (select task_id, received_at from renewed union all select task_id, received_at from claimed)
        select ${cardColumns}, held.received_at from held join tasks t on t.id = held.task_id left join users au on au.id = t.author_id
        order by ${checksFirst}, t.id`,
    );
  },

  /** How many open cards of the pool are for the member (held by others or not), counted up to `cap`. */
  async waiting(exec: Executor, p: Pool & { cap: number }): Promise<number> {
    if (!p.types.length) return 0;
    const r = await one<{ n: number }>(
      exec,
      sql`with ${keys(p)}
        select least(coalesce(sum(c.n), 0), ${p.cap}::int)::int as n from keys k
        cross join lateral (select count(*) as n from (select 1 from tasks t where ${inKey} and ${forMember(p.userId)}
          limit ${p.cap}::int) x) c`,
    );
    return r?.n ?? 0;
  },
};
