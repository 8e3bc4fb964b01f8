// Task generation from the dictionary, computed on read: each source table is read from its
// watermark (task_sources.last_id) in id order, a bounded step at a time, and every row that needs
// a task gets one (`on conflict do nothing` on the open-task index). A sync that finds a source
// locked by another one skips it: no timer, no double work on several instances.
//
// Ids are handed out when a row is inserted, not when it commits: a row whose transaction commits
// after a step read past its id would be missed, and so would a row that did not need a task when
// read (a word still under review) and needs one later (a moderator accepted it). The sweep closes
// both gaps: it reads members' rows again by (updated_at, id) from its own cursor, which when caught up
// trails the clock by SWEEP_OVERLAP_MS (longer than any write transaction), and gives a task to
// those that need one and never had one of that type (so a card closed on purpose is not remade).
import { sql, type SQL } from 'drizzle-orm';
import { TASK_CHECK_RULES, type TaskType } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { one, rows } from './common';

interface Source {
  type: TaskType;
  entityType: string;
  /** The source table (its max id tells whether anything is new). */
  table: string;
  capacity: number;
  /** Rows matching `filter` (over alias `r`) in `order`: id, updated_at, the task's columns, and whether it needs one. */
  rows: (filter: SQL, order: SQL, limit: number) => SQL;
}

/** How far behind the clock a caught-up sweep reads again: longer than any write transaction lasts. */
export const SWEEP_OVERLAP_MS = 10 * 60_000;

const checkHolders = TASK_CHECK_RULES.holders.check;
const audioHolders = TASK_CHECK_RULES.holders.audio;

export const SOURCES: Source[] = [
  {
    type: 'chk_translation_union',
    entityType: 'translation-union',
    table: 'translation_unions',
    capacity: checkHolders,
    rows: (filter, order, limit) => sql`select r.id, r.updated_at, array[r.primary_lang, r.translation_lang]::text[] as lang_codes, r.author_id,
        (r.review_status = 'under_review' and r.author_id is not null and not r.is_removed) as need
      from translation_unions r where ${filter} order by ${order} limit ${limit}::int`,
  },
  {
    type: 'chk_sentence_translation',
    entityType: 'sentence-translation',
    table: 'sentence_translations',
    capacity: checkHolders,
    rows: (filter, order, limit) => sql`select r.id, r.updated_at, array[s.lang_code, ts.lang_code]::text[] as lang_codes, r.author_id,
        (r.review_status = 'under_review' and r.author_id is not null) as need
      from sentence_translations r join sentences s on s.id = r.sentence_id join sentences ts on ts.id = r.translation_sentence_id
      where ${filter} order by ${order} limit ${limit}::int`,
  },
  {
    type: 'add_word_audio',
    entityType: 'word',
    table: 'words',
    capacity: audioHolders,
    rows: (filter, order, limit) => sql`select r.id, r.updated_at, array[r.lang_code]::text[] as lang_codes, null::int as author_id,
        (r.review_status = 'accepted' and not exists (select 1 from audios a where a.word_id = r.id and a.review_status <> 'rejected')) as need
      from words r where ${filter} order by ${order} limit ${limit}::int`,
  },
  {
    type: 'add_sentence_audio',
    entityType: 'sentence',
    table: 'sentences',
    capacity: audioHolders,
    rows: (filter, order, limit) => sql`select r.id, r.updated_at, array[r.lang_code]::text[] as lang_codes, null::int as author_id,
        (r.review_status = 'accepted' and not exists (select 1 from audios a where a.sentence_id = r.id and a.review_status <> 'rejected')) as need
      from sentences r where ${filter} order by ${order} limit ${limit}::int`,
  },
];

export const generationSql = {
  sources: SOURCES,

  /** Makes sure every source has its watermark row (idempotent). */
  async ensureSources(exec: Executor) {
    for (const s of SOURCES) {
      await exec.execute(sql`insert into task_sources (source, last_id) values (${s.type}, 0) on conflict do nothing`);
    }
  },

  /** The sources with rows past their watermark, in one statement (the usual answer: none). */
  async behind(exec: Executor): Promise<Source[]> {
    const checks = SOURCES.map(
      (s) => sql`select ${s.type}::text as source where coalesce((select max(id) from ${sql.raw(s.table)}), 0) >
        coalesce((select last_id from task_sources where source = ${s.type}), 0)`,
    );
    const list = await rows<{ source: string }>(exec, sql.join(checks, sql` union all `));
    return SOURCES.filter((s) => list.some((r) => r.source === s.type));
  },

  /**
   * One step of one source inside the caller's transaction: locks the watermark (skips when another
   * sync holds it), inserts the tasks of up to `limit` new rows, moves the watermark. Returns how
   * many rows were read (0: the source is up to date, or busy).
   */
  async step(exec: Executor, source: Source, limit: number, at: Date): Promise<number> {
    const mark = await one<{ last_id: number }>(exec, sql`select last_id from task_sources where source = ${source.type} for update skip locked`);
    if (!mark) return 0;
    const result = await one<{ read: number; last: number | null }>(
      exec,
      sql`with src as (${source.rows(sql`r.id > ${mark.last_id}::int`, sql`r.id`, limit)}),
        ins as (insert into tasks (type, entity_type, entity_id, lang_codes, author_id, capacity, created_at, updated_at)
          select ${source.type}, ${source.entityType}, src.id, src.lang_codes, src.author_id, ${source.capacity}::int, ${at}, ${at}
          from src where src.need
          on conflict (type, entity_type, entity_id) where status = 'open' do nothing returning 1)
        select (select count(*)::int from src) as read, (select max(id) from src) as last, (select count(*)::int from ins) as inserted`,
    );
    if (result && result.last !== null) {
      await exec.execute(sql`update task_sources set last_id = ${result.last}::int, synced_at = ${at} where source = ${source.type}`);
    }
    return result?.read ?? 0;
  },

  /**
   * One sweep step of one source inside the caller's transaction (see the header): members' rows
   * up to the id watermark changed after the cursor get the task they need and never had. Returns
   * the rows read (0 when another sync holds the source).
   */
  async sweep(exec: Executor, source: Source, limit: number, at: Date): Promise<number> {
    const mark = await one<{ last_id: number; swept_at: Date | string | null; swept_id: number }>(
      exec,
      sql`select last_id, swept_at, swept_id from task_sources where source = ${source.type} for update skip locked`,
    );
    if (!mark) return 0;
    const from = mark.swept_at === null ? new Date(at.getTime() - SWEEP_OVERLAP_MS) : new Date(mark.swept_at);
    const filter = sql`r.author_id is not null and r.id <= ${mark.last_id}::int and (r.updated_at, r.id) > (${from}::timestamptz, ${mark.swept_id}::int)`;
    const result = await one<{ read: number; last_at: Date | string | null; last_id: number | null }>(
      exec,
      sql`with src as (${source.rows(filter, sql`r.updated_at, r.id`, limit)}),
        ins as (insert into tasks (type, entity_type, entity_id, lang_codes, author_id, capacity, created_at, updated_at)
          select ${source.type}, ${source.entityType}, src.id, src.lang_codes, src.author_id, ${source.capacity}::int, ${at}, ${at}
          from src where src.need
            and not exists (select 1 from tasks t where t.entity_type = ${source.entityType} and t.entity_id = src.id and t.type = ${source.type})
          on conflict (type, entity_type, entity_id) where status = 'open' do nothing returning 1)
        select (select count(*)::int from src) as read, last.updated_at as last_at, last.id as last_id, (select count(*)::int from ins) as inserted
        from (select 1) one left join (select id, updated_at from src order by updated_at desc, id desc limit 1) last on true`,
    );
    const read = result?.read ?? 0;
    // A full step continues after its last row; a caught-up one trails the clock, to see late commits.
    const next = read >= limit && result?.last_at ? { at: new Date(result.last_at), id: result.last_id ?? 0 } : { at: new Date(at.getTime() - SWEEP_OVERLAP_MS), id: 0 };
    await exec.execute(sql`update task_sources set swept_at = ${next.at}, swept_id = ${next.id}::int where source = ${source.type}`);
    return read;
  },

  /** Voice tasks for words that became accepted after the watermark passed them (the community verified their translation). */
  async wordAudioTasks(exec: Executor, wordIds: number[], at: Date) {
    for (const id of wordIds) {
      await exec.execute(sql`insert into tasks (type, entity_type, entity_id, lang_codes, capacity, created_at, updated_at)
        select 'add_word_audio', 'word', w.id, array[w.lang_code]::text[], ${audioHolders}::int, ${at}, ${at} from words w
        where w.id = ${id}::int and w.review_status = 'accepted'
          and not exists (select 1 from audios a where a.word_id = w.id and a.review_status <> 'rejected')
        on conflict (type, entity_type, entity_id) where status = 'open' do nothing`);
    }
  },
};
