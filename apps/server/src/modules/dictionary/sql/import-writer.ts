// Merges a staged unit (import-staging.ts) into the real tables set-based: INSERT ... SELECT ...
// ON CONFLICT DO NOTHING joined on natural keys (language + name, the unordered word pair, text
// hashes, the source's group keys), one statement per table for the whole unit. Merging the same
// entries twice adds nothing. The caller wraps stage + merge of a unit in one transaction (the
// staging tables empty on commit), so a unit lands whole or not at all. Rows go in in the order of
// their table's unique key, so each insert lands beside the last one in that index rather than on a
// random page (eng-deu's translation attributes: 9.0 s in hash order, 5.4 s in key order).
import type { BulkConnection } from '../import/bulk';
import type { ImportBatch } from '../import/model';
import { createStagingTables, stageBatch, StagedUnit, type StagingTable } from './import-staging';

export interface WriteStats {
  wordsAdded: number;
  unionsAdded: number;
  unionsSkipped: number;
  meaningsAdded: number;
  groupsAdded: number;
  sentencesAdded: number;
  sentencesSkipped: number;
  formsAdded: number;
  /** Merges that ran with row-by-row foreign-key checks (no right to switch them off). */
  foreignKeysChecked: number;
}

export const emptyStats = (): WriteStats => ({
  wordsAdded: 0,
  unionsAdded: 0,
  unionsSkipped: 0,
  meaningsAdded: 0,
  groupsAdded: 0,
  sentencesAdded: 0,
  sentencesSkipped: 0,
  formsAdded: 0,
  foreignKeysChecked: 0,
});

export function addStats(into: WriteStats, s: WriteStats): void {
  for (const k of Object.keys(into) as (keyof WriteStats)[]) into[k] += s[k];
}

const count = async (conn: BulkConnection, sql: string, params: unknown[]) => {
  const rows = await conn.query<{ n: number | string }>(
    `with x as (${sql}) select count(*)::int as n from x`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
};

/** Resolves words of a staging table by (lang, name) through the unique index. */
const W = (alias: string, lang: string, name: string) =>
  `words ${alias} on ${alias}.lang_code = ${lang} and ${alias}.name = ${name}`;
const PAIR = (u: string, a: string, b: string) =>
  `least(${u}.primary_word_id, ${u}.translation_word_id) = least(${a}, ${b}) and greatest(${u}.primary_word_id, ${u}.translation_word_id) = greatest(${a}, ${b})`;

/**
 * The tables the merged rows reference (users are not: imported rows have no author). The data
 * source is held by a row lock instead (below): another import can then register its own source
 * and stage it while this one merges.
 */
const PARENT_TABLES = 'languages, attributes, vocabularies, words, translation_unions, meanings, sentences, word_groups';
/**
 * Locked as well, so that the merge is these tables' only writer until it commits: an anti-join
 * then finds every row already there, and the rest can go in without ON CONFLICT (tablesBigFor).
 */
const CHILD_TABLES =
  'word_forms, word_attributes, translation_sources, translation_attributes, translation_vocabularies, translation_meanings, word_group_items, word_sentences, sentence_translations';

/**
 * pg_advisory_xact_lock key: merges take turns. Two imports at once (two processes) could
 * deadlock on the words both insert when row-by-row checks stay on (no table lock orders them);
 * the second merge waits here for the first one's commit, while its own parsing and staging go on.
 */
const MERGE_LOCK_KEY = 7_300_020;

/**
 * Foreign-key checks row by row lock every referenced row (a WAL record and a dirtied page per
 * row) and were half of a merge's time. The merge takes every id it writes from a join on the
 * referenced table in this transaction, so the keys hold by construction as long as nobody
 * deletes a referenced row before the commit: the imported tables are locked against writers
 * (SHARE ROW EXCLUSIVE: readers go on; writers and a second import wait for the commit) and the
 * per-row checks are switched off for this transaction (session_replication_role, which needs a
 * superuser or a granted SET; without it the checks stay on and the merge is only slower).
 * Returns whether the checks are off, and so whether the merge is the only writer.
 */
async function withoutRowByRowForeignKeys(conn: BulkConnection, dataSourceId: number): Promise<boolean> {
  await conn.query('savepoint fk_off');
  try {
    await conn.query(`select set_config('session_replication_role', 'replica', true)`);
    await conn.query('release savepoint fk_off');
  } catch {
    await conn.query('rollback to savepoint fk_off');
    return false;
  }
  await conn.query(`lock table ${PARENT_TABLES}, ${CHILD_TABLES} in share row exclusive mode`);
  // What the foreign-key check would take: the source's row cannot be deleted before the commit.
  const [row] = await conn.query<{ ok: boolean }>('select true as ok from data_sources where id = $1 for key share', [
    dataSourceId,
  ]);
  if (!row?.ok) throw new Error(`Data source ${dataSourceId} was removed during the import`);
  return true;
}

/** Staged language columns (the words of unions, forms and groups are staged in _s_words too). */
const LANGUAGE_COLUMNS: [StagingTable, string][] = [
  ['_s_words', 'lang_code'],
  ['_s_union_meanings', 'lang_code'],
  ['_s_word_meanings', 'm_lang'],
  ['_s_groups', 'lang'],
  ['_s_sentences', 'lang'],
  ['_s_sentence_tr', 'lang'],
];

/** Without row-by-row checks, a language the database does not know fails the unit here, as its key would. */
async function assertKnownLanguages(conn: BulkConnection, staged: StagedUnit): Promise<void> {
  const parts = LANGUAGE_COLUMNS.filter(([table]) => staged.has(table)).map(
    ([table, column]) => `select distinct ${column} as code from ${table}`,
  );
  if (!parts.length) return;
  const unknown = await conn.query<{ code: string }>(
    `select x.code from (${parts.join(' union ')}) x where not exists (select 1 from languages l where l.code = x.code) order by 1 limit 5`,
  );
  if (unknown.length)
    throw new Error(`Unknown language code(s) ${unknown.map((r) => JSON.stringify(r.code)).join(', ')}: nothing of this unit was stored`);
}

/** The staging tables whose rows go into each table the merge writes. */
const STAGED_INTO: [table: string, staging: StagingTable[]][] = [
  ['words', ['_s_words']],
  ['translation_unions', ['_s_unions']],
  ['translation_sources', ['_s_unions']],
  ['translation_attributes', ['_s_union_attrs']],
  ['translation_vocabularies', ['_s_union_subjects']],
  ['meanings', ['_s_union_meanings', '_s_word_meanings']],
  ['translation_meanings', ['_s_union_meanings']],
  ['word_forms', ['_s_forms']],
  ['word_attributes', ['_s_word_attrs']],
  ['word_groups', ['_s_groups']],
  ['word_group_items', ['_s_group_items']],
  ['sentences', ['_s_sentences', '_s_sentence_tr']],
  ['word_sentences', ['_s_sentences', '_s_sentence_tr']],
  ['sentence_translations', ['_s_sentence_tr']],
];

/**
 * The tables this unit is big for: staged rows at least a quarter of the table's (planner
 * estimates; the staging tables were just analyzed). There most staged rows are new, and a plain
 * insert behind an anti-join beats ON CONFLICT, whose speculative insertion cost 40% more per new
 * row (eng-deu's 1.3 million translation attributes: 13.7 s against 8.5 s). Against a big table
 * most staged rows are already there, and the anti-join (a hash of the whole table, or a probe
 * per row) costs more than ON CONFLICT's probe: 90,000 staged words against 1.6 million, 1.5 s
 * against 0.72 s.
 */
async function tablesBigFor(conn: BulkConnection, staged: StagedUnit): Promise<Set<string>> {
  const names = [...new Set(STAGED_INTO.flatMap(([table, from]) => [table, ...from.filter((s) => staged.has(s))]))];
  const rows = await conn.query<{ name: string; n: number | string }>(
    `select t.name, greatest(c.reltuples, 0)::float8 as n from unnest($1::text[]) t(name) join pg_class c on c.oid = to_regclass(t.name)`,
    [names],
  );
  const size = new Map(rows.map((r) => [r.name, Number(r.n)]));
  const big = new Set<string>();
  for (const [table, from] of STAGED_INTO) {
    const stagedRows = from.filter((s) => staged.has(s)).reduce((sum, s) => sum + (size.get(s) ?? 0), 0);
    if (stagedRows > 0 && stagedRows * 4 >= (size.get(table) ?? 0)) big.add(table);
  }
  return big;
}

export interface ImportWriter {
  /** COPYs a parsed chunk into the staging tables of the current unit. */
  stage(conn: BulkConnection, batch: ImportBatch): Promise<void>;
  /** Merges everything staged since the last merge into the real tables. */
  merge(conn: BulkConnection): Promise<WriteStats>;
  /** stage + merge of one batch (callers that write small units). */
  write(conn: BulkConnection, batch: ImportBatch): Promise<WriteStats>;
  /** Milliseconds spent per step over all merges (for `--profile`). */
  readonly profile: Map<string, number>;
}

/** Attribute and subject codes are resolved once per import. */
export async function createImportWriter(conn: BulkConnection, dataSourceId: number): Promise<ImportWriter> {
  const attributeIds = new Map(
    (await conn.query<{ id: number; code: string }>('select id, code from attributes')).map((r) => [
      r.code,
      r.id,
    ]),
  );
  const ds = dataSourceId;
  // Staging tables in memory rather than in temporary files (PostgreSQL; PGlite keeps its default):
  // possible only before the session's first temporary table (a reused pool connection keeps it).
  if (conn.kind === 'postgres') await conn.query(`set temp_buffers = '256MB'`).catch(() => undefined);
  await createStagingTables(conn);
  const profile = new Map<string, number>();
  let unit = new StagedUnit();

  const timed = async <T>(step: string, fn: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await fn();
    } finally {
      profile.set(step, (profile.get(step) ?? 0) + performance.now() - started);
    }
  };
  const firstNumber = async (sql: string, params: unknown[] = []) =>
    Number((await conn.query<{ n: number | string }>(sql, params))[0]?.n ?? 0);

  async function merge(conn: BulkConnection): Promise<WriteStats> {
    const stats = emptyStats();
    const staged = unit;
    unit = new StagedUnit();
    const has = (t: StagingTable) => staged.has(t);
    // Hashes and sorts over a whole source's rows: the default 4 MB would spill to disk. Not on
    // PGlite, where the larger memory made ara-eng's merge slower (349 vs 492 entries/s).
    if (conn.kind === 'postgres') {
      await conn.query(`select set_config('work_mem', '128MB', true)`);
      await conn.query(`select set_config('jit', 'off', true)`);
    }
    // The search read model's triggers stand aside: it is rebuilt set-wise after the import.
    await conn.query(`select set_config('glossa.read_model', 'bulk', true)`);
    stats.foreignKeysChecked = +!(await timed('locks', async () => {
      if (conn.kind === 'postgres') await conn.query('select pg_advisory_xact_lock($1)', [MERGE_LOCK_KEY]);
      return withoutRowByRowForeignKeys(conn, ds);
    }));
    await timed('analyze staging', async () => {
      for (const table of staged.tables) await conn.query(`analyze ${table}`);
    });
    if (!stats.foreignKeysChecked) await timed('languages', () => assertKnownLanguages(conn, staged));
    // Against a table this unit is big for, the merge skips the rows already there by an anti-join
    // and inserts the rest plainly: alone on the tables (locked above), nothing can add one before
    // the commit. Elsewhere ON CONFLICT skips them (see tablesBigFor).
    const big = stats.foreignKeysChecked ? new Set<string>() : await timed('analyze staging', () => tablesBigFor(conn, staged));
    const ifNew = (table: string, antiJoin: string) => (big.has(table) ? antiJoin : 'true');
    const orSkip = (table: string, conflict: string) => (big.has(table) ? '' : conflict);
    // A table the unit is big for has grown past what the planner knows (on a first import it
    // guessed 77,000 words for 748,000): analyzed before the steps that join it, they hash-join it
    // instead of probing its index once per staged row (eng-deu's group items 3.3 s, union words 3.5 s).
    const reestimate = async (table: string) => {
      if (big.has(table)) await timed('analyze merged', () => conn.query(`analyze ${table}`));
    };

    // 1. Words. A headword seen later with its IPA fills in missing transcriptions.
    if (has('_s_words'))
      stats.wordsAdded = await timed('words', async () => {
        // Against a big table: one pass, ON CONFLICT filling in transcriptions (as elsewhere).
        if (!big.has('words'))
          return firstNumber(
            `with x as (
               insert into words (name, lang_code, search_key, transcriptions, extras, data_source_id, review_status)
               select distinct on (lang_code, name) name, lang_code, search_key, transcriptions, extras, $1::int, 'accepted' from _s_words
               order by lang_code, name, jsonb_array_length(transcriptions) desc
               on conflict (lang_code, name) do update set transcriptions = excluded.transcriptions
                 where words.transcriptions = '[]'::jsonb and excluded.transcriptions <> '[]'::jsonb
               returning (xmax = 0) as inserted
             ) select (count(*) filter (where inserted))::int as n from x`,
            [ds],
          );
        await conn.query(
          `update words w set transcriptions = s.transcriptions
           from (select distinct on (lang_code, name) lang_code, name, transcriptions from _s_words
                 where transcriptions <> '[]'::jsonb order by lang_code, name, jsonb_array_length(transcriptions) desc) s
           where w.lang_code = s.lang_code and w.name = s.name and w.transcriptions = '[]'::jsonb`,
        );
        return count(
          conn,
          `insert into words (name, lang_code, search_key, transcriptions, extras, data_source_id, review_status)
           select distinct on (lang_code, name) name, lang_code, search_key, transcriptions, extras, $1::int, 'accepted' from _s_words s
           where not exists (select 1 from words w where w.lang_code = s.lang_code and w.name = s.name)
           order by lang_code, name, jsonb_array_length(transcriptions) desc
           returning id`,
          [ds],
        );
      });

    await reestimate('words');

    // 2. Unions: the unordered pair is unique, so a pair another source (or direction) already has is skipped.
    if (has('_s_unions')) {
      // Each staged union's two words, looked up once for the insert and the ids after it.
      await timed('union words', async () => {
        await conn.query(
          `insert into _s_union_words (idx, pw, tw)
           select s.idx, pw.id, tw.id from _s_unions s join ${W('pw', 's.p_lang', 's.p_name')} join ${W('tw', 's.t_lang', 's.t_name')}
           where pw.id <> tw.id`,
        );
        await conn.query('analyze _s_union_words');
      });
      // New unions get this source's weight as they are inserted (no second write of the row);
      // their ids are kept so only unions other sources had get the weight added below.
      stats.unionsAdded = await timed('unions', () =>
        firstNumber(
          `with x as (
             insert into translation_unions (primary_word_id, translation_word_id, primary_lang, translation_lang, primary_word_explanation,
               translation_word_explanation, comment, weight, extras, is_verified, data_source_id, review_status)
             select distinct on (least(p.pw, p.tw), greatest(p.pw, p.tw)) p.pw, p.tw, s.p_lang, s.t_lang, s.p_expl, s.t_expl, s.comment,
               max(s.weight) over pair, s.extras, s.verified, $1::int, 'accepted'
             from _s_union_words p join _s_unions s on s.idx = p.idx
             where ${ifNew('translation_unions', `not exists (select 1 from translation_unions u where ${PAIR('u', 'p.pw', 'p.tw')})`)}
             -- Ordered like the result, so that one sort serves both the window and distinct on.
             window pair as (partition by least(p.pw, p.tw), greatest(p.pw, p.tw) order by s.idx
                             rows between unbounded preceding and unbounded following)
             order by least(p.pw, p.tw), greatest(p.pw, p.tw), s.idx
             ${orSkip('translation_unions', 'on conflict ((least(primary_word_id, translation_word_id)), (greatest(primary_word_id, translation_word_id))) do nothing')}
             returning id
           ), kept as (insert into _s_new_unions (union_id) select id from x returning 1)
           select count(*)::int as n from kept`,
          [ds],
        ),
      );
      await reestimate('translation_unions');
      await timed('union ids', async () => {
        await conn.query(
          `insert into _s_union_ids (idx, union_id, flipped)
           select p.idx, u.id, u.primary_word_id <> p.pw
           from _s_union_words p join translation_unions u on ${PAIR('u', 'p.pw', 'p.tw')}`,
        );
        await conn.query('analyze _s_union_ids');
        await conn.query('analyze _s_new_unions');
      });
      const pairs = await firstNumber('select count(distinct union_id)::int as n from _s_union_ids');
      stats.unionsSkipped = Math.max(0, pairs - stats.unionsAdded);

      // Each source that contains a pair adds its weight once.
      await timed('sources and weights', () =>
        conn.query(
          // Only unions other sources had get a weight added: the new ones are left out before the
          // grouping (on an empty database, all of them).
          `with linked as (
             insert into translation_sources (translation_union_id, data_source_id)
             select distinct i.union_id, $1::int from _s_union_ids i
             where ${ifNew('translation_sources', 'not exists (select 1 from translation_sources ts where ts.translation_union_id = i.union_id and ts.data_source_id = $1::int)')}
             order by i.union_id
             ${orSkip('translation_sources', 'on conflict do nothing')} returning translation_union_id
           ), older as (
             select l.translation_union_id as union_id from linked l
             where not exists (select 1 from _s_new_unions n where n.union_id = l.translation_union_id)
           ), w as (
             select i.union_id, max(s.weight) as weight
             from older o join _s_union_ids i on i.union_id = o.union_id join _s_unions s on s.idx = i.idx group by i.union_id
           )
           update translation_unions u set weight = u.weight + w.weight from w where u.id = w.union_id`,
          [ds],
        ),
      );

      if (has('_s_union_attrs'))
        await timed('union attributes', () =>
          conn.query(
            `insert into translation_attributes (translation_union_id, side, attribute_id, data_source_id, review_status)
             select x.union_id, x.side, x.attribute_id, $1::int, 'accepted' from (
               select distinct i.union_id, case when i.flipped then (case a.side when 'primary' then 'translation' else 'primary' end) else a.side end as side,
                 a.attribute_id
               from _s_union_attrs a join _s_union_ids i on i.idx = a.idx join attributes at on at.id = a.attribute_id
             ) x
             where ${ifNew('translation_attributes', 'not exists (select 1 from translation_attributes ta where ta.translation_union_id = x.union_id and ta.side = x.side and ta.attribute_id = x.attribute_id)')}
             order by x.union_id, x.side, x.attribute_id
             ${orSkip('translation_attributes', 'on conflict do nothing')}`,
            [ds],
          ),
        );

      if (has('_s_union_subjects'))
        await timed('union subjects', () =>
          conn.query(
            // Anti-join and grouped counts instead of per-row subqueries: a whole source's unions
            // against a table the planner may still think empty (a correlated count per row ran for
            // over ten minutes on deu-eng).
            `insert into translation_vocabularies (translation_union_id, vocabulary_code, data_source_id, review_status)
             select x.union_id, x.code, $1::int, 'accepted' from (
               select c.union_id, c.code,
                 row_number() over (partition by c.union_id order by c.ord, c.code) + coalesce(e.n, 0) as pos
               from (
                 select i.union_id, s.code, min(s.ord) as ord
                 from _s_union_subjects s join _s_union_ids i on i.idx = s.idx join vocabularies v on v.code = s.code
                 group by i.union_id, s.code
               ) c
               left join (
                 select tv.translation_union_id, count(*) as n from translation_vocabularies tv
                 where tv.translation_union_id in (select union_id from _s_union_ids) group by 1
               ) e on e.translation_union_id = c.union_id
               where not exists (select 1 from translation_vocabularies tv where tv.translation_union_id = c.union_id and tv.vocabulary_code = c.code)
             ) x
             where x.pos <= 5
             order by x.union_id, x.code
             ${orSkip('translation_vocabularies', 'on conflict do nothing')}`,
            [ds],
          ),
        );

      if (has('_s_union_meanings')) {
        const sideWord = `case when (m.side = 'primary') = (not i.flipped) then u.primary_word_id else u.translation_word_id end`;
        stats.meaningsAdded += await timed('union meanings', () =>
          count(
            conn,
            `insert into meanings (word_id, lang_code, value, data_source_id, review_status)
             select x.word_id, x.lang_code, x.value, $1::int, 'accepted' from (
               select distinct ${sideWord} as word_id, m.lang_code, m.value
               from _s_union_meanings m join _s_union_ids i on i.idx = m.idx join translation_unions u on u.id = i.union_id
             ) x
             where ${ifNew('meanings', 'not exists (select 1 from meanings me where me.word_id = x.word_id and me.lang_code = x.lang_code and md5(me.value) = md5(x.value))')}
             ${orSkip('meanings', 'on conflict (word_id, lang_code, (md5(value))) do nothing')} returning id`,
            [ds],
          ),
        );
        await reestimate('meanings');
        await timed('union meaning links', () =>
          conn.query(
            // The side's word is worked out first (behind `offset 0`) so that the join on meanings
            // has all three keys of their unique index: planned with only (lang_code, md5(value)),
            // common glosses shared by many words multiplied the rows (fin-eng: 152 s of 169).
            `insert into translation_meanings (translation_union_id, meaning_id, position)
             select x.union_id, me.id, min(x.ord)
             from (
               select i.union_id, ${sideWord} as word_id, m.lang_code, m.value, m.ord
               from _s_union_meanings m join _s_union_ids i on i.idx = m.idx join translation_unions u on u.id = i.union_id
               offset 0
             ) x
             join meanings me on me.word_id = x.word_id and me.lang_code = x.lang_code and md5(me.value) = md5(x.value)
             where ${ifNew('translation_meanings', 'not exists (select 1 from translation_meanings tm where tm.translation_union_id = x.union_id and tm.meaning_id = me.id)')}
             group by x.union_id, me.id
             ${orSkip('translation_meanings', 'on conflict do nothing')}`,
          ),
        );
      }
    }

    // 3. Word-level meanings (WordNet glosses).
    if (has('_s_word_meanings'))
      stats.meaningsAdded += await timed('word meanings', () =>
        count(
          conn,
          `insert into meanings (word_id, lang_code, value, extras, data_source_id, review_status)
           select distinct on (w.id, m.m_lang, md5(m.value)) w.id, m.m_lang, m.value, m.extras, $1::int, 'accepted'
           from _s_word_meanings m join ${W('w', 'm.lang', 'm.name')}
           where ${ifNew('meanings', 'not exists (select 1 from meanings me where me.word_id = w.id and me.lang_code = m.m_lang and md5(me.value) = md5(m.value))')}
           ${orSkip('meanings', 'on conflict (word_id, lang_code, (md5(value))) do nothing')} returning id`,
          [ds],
        ),
      );

    // 4. Inflected forms and word attributes.
    if (has('_s_forms'))
      stats.formsAdded = await timed('forms', () =>
        count(
          conn,
          `insert into word_forms (word_id, canonical_word_id, kind, data_source_id, review_status)
           select distinct on (fw.id, lw.id) fw.id, lw.id, f.kind, $1::int, 'accepted'
           from _s_forms f join ${W('fw', 'f.f_lang', 'f.f_name')} join ${W('lw', 'f.l_lang', 'f.l_name')}
           where fw.id <> lw.id and ${ifNew('word_forms', 'not exists (select 1 from word_forms wf where wf.word_id = fw.id and wf.canonical_word_id = lw.id)')}
           ${orSkip('word_forms', 'on conflict do nothing')} returning id`,
          [ds],
        ),
      );
    if (has('_s_word_attrs'))
      await timed('word attributes', () =>
        conn.query(
          `insert into word_attributes (word_id, attribute_id, data_source_id, review_status)
           select distinct w.id, a.attribute_id, $1::int, 'accepted'
           from _s_word_attrs a join ${W('w', 'a.lang', 'a.name')} join attributes at on at.id = a.attribute_id
           where ${ifNew('word_attributes', 'not exists (select 1 from word_attributes wa where wa.word_id = w.id and wa.attribute_id = a.attribute_id)')}
           order by w.id, a.attribute_id
           ${orSkip('word_attributes', 'on conflict do nothing')}`,
          [ds],
        ),
      );

    // 5. Synonym and antonym groups, keyed by the source's own keys.
    if (has('_s_groups')) {
      stats.groupsAdded = await timed('groups', () =>
        count(
          conn,
          `insert into word_groups (kind, lang_code, translation_union_id, external_key, data_source_id, review_status)
           select distinct on (g.key) g.kind, g.lang, u.id, g.key, $1::int, 'accepted'
           from _s_groups g
           left join ${W('pw', 'g.p_lang', 'g.p_name')} left join ${W('tw', 'g.t_lang', 'g.t_name')}
           left join translation_unions u on ${PAIR('u', 'pw.id', 'tw.id')}
           where ${ifNew('word_groups', 'not exists (select 1 from word_groups wg where wg.data_source_id = $1::int and wg.external_key = g.key)')}
           order by g.key
           ${orSkip('word_groups', 'on conflict (data_source_id, external_key) where external_key is not null do nothing')} returning id`,
          [ds],
        ),
      );
      await reestimate('word_groups');
      if (has('_s_group_items'))
        await timed('group items', () =>
          conn.query(
            `insert into word_group_items (word_group_id, word_id, data_source_id, review_status)
             select distinct wg.id, w.id, $1::int, 'accepted'
             from _s_group_items gi join word_groups wg on wg.data_source_id = $1::int and wg.external_key = gi.key
             join ${W('w', 'gi.lang', 'gi.name')}
             where ${ifNew('word_group_items', 'not exists (select 1 from word_group_items x where x.word_group_id = wg.id and x.word_id = w.id)')}
             order by wg.id, w.id
             ${orSkip('word_group_items', 'on conflict do nothing')}`,
            [ds],
          ),
        );
    }

    // 6. Sentences, their words and their translations.
    if (has('_s_sentences')) {
      const distinct = await firstNumber(
        'select count(*)::int as n from (select lang, text from _s_sentences union select lang, text from _s_sentence_tr) x',
      );
      stats.sentencesAdded = await timed('sentences', () =>
        count(
          conn,
          `insert into sentences (text, lang_code, data_source_id, review_status)
           select x.text, x.lang, $1::int, 'accepted' from (
             select lang, text, min(pos) as pos
             from (select lang, text, idx * 2 as pos from _s_sentences union all select lang, text, idx * 2 + 1 from _s_sentence_tr) u
             group by lang, text
           ) x
           where ${ifNew('sentences', 'not exists (select 1 from sentences se where se.lang_code = x.lang and md5(se.text) = md5(x.text))')}
           -- In the source's order, so that ids (and the order examples are listed in) do not depend on the plan.
           order by x.pos, x.lang, x.text
           ${orSkip('sentences', 'on conflict (lang_code, (md5(text))) do nothing')} returning id`,
          [ds],
        ),
      );
      stats.sentencesSkipped = distinct - stats.sentencesAdded;
      await reestimate('sentences');
      const PAIR2 =
        'least(st.sentence_id, st.translation_sentence_id) = least(a.id, b.id) and greatest(st.sentence_id, st.translation_sentence_id) = greatest(a.id, b.id)';
      const S = (alias: string, src: string) =>
        `sentences ${alias} on ${alias}.lang_code = ${src}.lang and md5(${alias}.text) = md5(${src}.text)`;
      await timed('sentence links', async () => {
        await conn.query(
          `insert into word_sentences (word_id, sentence_id, selected_positions, changed_word_form, data_source_id, review_status)
           select distinct on (w.id, se.id) w.id, se.id, x.positions, x.changed, $1::int, 'accepted'
           from (select lang, text, w_lang, w_name, positions, changed from _s_sentences
                 union all select lang, text, w_lang, w_name, positions, changed from _s_sentence_tr where w_name is not null) x
           join ${W('w', 'x.w_lang', 'x.w_name')} join ${S('se', 'x')}
           where ${ifNew('word_sentences', 'not exists (select 1 from word_sentences ws where ws.word_id = w.id and ws.sentence_id = se.id)')}
           order by w.id, se.id
           ${orSkip('word_sentences', 'on conflict do nothing')}`,
          [ds],
        );
        await conn.query(
          `insert into sentence_translations (sentence_id, translation_sentence_id, data_source_id, review_status)
           select distinct on (least(a.id, b.id), greatest(a.id, b.id)) a.id, b.id, $1::int, 'accepted'
           from _s_sentence_tr t join _s_sentences s on s.idx = t.idx join ${S('a', 's')} join ${S('b', 't')}
           where a.id <> b.id and ${ifNew('sentence_translations', `not exists (select 1 from sentence_translations st where ${PAIR2})`)}
           order by least(a.id, b.id), greatest(a.id, b.id)
           ${orSkip('sentence_translations', 'on conflict ((least(sentence_id, translation_sentence_id)), (greatest(sentence_id, translation_sentence_id))) do nothing')}`,
          [ds],
        );
      });
    }
    return stats;
  }

  const stage = async (conn: BulkConnection, batch: ImportBatch) => {
    await timed('copy', () => stageBatch(conn, unit, batch, attributeIds));
  };
  return {
    profile,
    stage,
    merge,
    async write(conn, batch) {
      await stage(conn, batch);
      return merge(conn);
    },
  };
}
