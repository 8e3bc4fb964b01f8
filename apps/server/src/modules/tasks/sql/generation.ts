// Task generation from the dictionary, computed on read: each source table is read from its
// watermark (task_sources.last_id) in id order, a bounded step at a time, and every row that needs
// a task gets one (`on conflict do nothing` on the open-task index). A sync that finds a source
// locked by another one skips it: no timer, no double work on several instances.
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
  /** Rows after the watermark: id, and the task's columns when the row needs one (else need = false). */
  rows: (after: SQL, limit: number) => SQL;
}

const checkHolders = TASK_CHECK_RULES.holders.check;
const audioHolders = TASK_CHECK_RULES.holders.audio;

export const SOURCES: Source[] = [
  {
    type: 'chk_translation_union',
    entityType: 'translation-union',
    table: 'translation_unions',
    capacity: checkHolders,
    rows: (after, limit) => sql`select u.id, array[u.primary_lang, u.translation_lang]::text[] as lang_codes, u.author_id,
        (u.review_status = 'under_review' and u.author_id is not null and not u.is_removed) as need
      from translation_unions u where u.id > ${after} order by u.id limit ${limit}::int`,
  },
  {
    type: 'chk_sentence_translation',
    entityType: 'sentence-translation',
    table: 'sentence_translations',
    capacity: checkHolders,
    rows: (after, limit) => sql`select st.id, array[s.lang_code, ts.lang_code]::text[] as lang_codes, st.author_id,
        (st.review_status = 'under_review' and st.author_id is not null) as need
      from sentence_translations st join sentences s on s.id = st.sentence_id join sentences ts on ts.id = st.translation_sentence_id
      where st.id > ${after} order by st.id limit ${limit}::int`,
  },
  {
    type: 'add_word_audio',
    entityType: 'word',
    table: 'words',
    capacity: audioHolders,
    rows: (after, limit) => sql`select w.id, array[w.lang_code]::text[] as lang_codes, null::int as author_id,
        (w.review_status = 'accepted' and not exists (select 1 from audios a where a.word_id = w.id and a.review_status <> 'rejected')) as need
      from words w where w.id > ${after} order by w.id limit ${limit}::int`,
  },
  {
    type: 'add_sentence_audio',
    entityType: 'sentence',
    table: 'sentences',
    capacity: audioHolders,
    rows: (after, limit) => sql`select s.id, array[s.lang_code]::text[] as lang_codes, null::int as author_id,
        (s.review_status = 'accepted' and not exists (select 1 from audios a where a.sentence_id = s.id and a.review_status <> 'rejected')) as need
      from sentences s where s.id > ${after} order by s.id limit ${limit}::int`,
  },
];

export const generationSql = {
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
      sql`with src as (${source.rows(sql`${mark.last_id}::int`, limit)}),
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
