// The ranking statistics of sql/stats.ts in units (import/units.ts): the same figures, each unit
// its own short transaction. Uses are counted by ranges of sentence and word ids, popularity is
// written by ranges of word ids, the candidates of autocomplete by ranges of word ids (the most
// popular word of a key is picked per prefix, which is the same pick), the long prefixes level by
// level, and the lists by ranges of long prefixes into a session table that replaces
// word_completions in one short transaction at the end: readers see the old lists until then.
// Popularity is seen changing range by range meanwhile (it only orders results).
import type { BulkConnection } from '../import/bulk';
import { idRanges, unitCounter, type Units } from '../import/units';
import { COMPLETIONS_KEPT, INT_MAX, countUses, fillLongPrefixes, type StatsSummary } from './stats';

const TEMP = ['_su_uses', '_su_cand', '_su_long', '_su_lists'] as const;

/** Accepted unions' sides of the words whose ids are within [lo, hi] (stats.ts SIDES, by range). */
const sidesWithin = (lo: number, hi: number) => `select primary_word_id as word_id, primary_lang as lang_code, translation_lang as lang_t
    from translation_unions where review_status = 'accepted' and not is_removed and primary_word_id between ${lo} and ${hi}
  union all
  select translation_word_id, translation_lang, primary_lang from translation_unions
    where review_status = 'accepted' and not is_removed and translation_word_id between ${lo} and ${hi}`;

export async function refreshRankingStatsInUnits(conn: BulkConnection, units: Units): Promise<Omit<StatsSummary, 'seconds'>> {
  const tx = <T>(fn: () => Promise<T>) =>
    conn.transaction(async () => {
      await conn.query(`select set_config('work_mem', '128MB', true)`);
      // Popularity reorders every search: the read model is rebuilt after (import/read-model.ts).
      await conn.query(`select set_config('glossa.read_model', 'bulk', true)`);
      if (conn.kind === 'postgres') await conn.query(`select set_config('jit', 'off', true)`);
      return fn();
    });
  const between = unitCounter(units, 'ranking');
  // Session tables (they outlive each unit's transaction), dropped at the end or by the next run.
  await conn.query(`drop table if exists ${TEMP.join(', ')}`);
  try {
    // 1. Uses, by ranges of sentence ids then of word ids.
    const uses = new Map<string, number>();
    for (const r of await idRanges(conn, 'sentences', units.size * 10)) {
      await countUses(conn, { sentences: r }, uses);
      await between();
    }
    for (const r of await idRanges(conn, 'words', units.size * 10, `strpos(name, ' ') > 0`)) {
      await countUses(conn, { words: r }, uses);
      await between();
    }
    await conn.query(`create temp table _su_uses (lang_code text, search_key text collate "C", n int)`);
    const rows = [...uses].map(([id, n]) => {
      const tab = id.indexOf('\t');
      return [id.slice(0, tab), id.slice(tab + 1), n];
    });
    uses.clear();
    for (let i = 0; i < rows.length; i += units.size * 10) {
      await conn.copyIn('_su_uses', ['lang_code', 'search_key', 'n'], rows.slice(i, i + units.size * 10), { analyze: false });
      await between();
    }
    await conn.query('create index on _su_uses (lang_code, search_key)');
    await conn.query('analyze _su_uses');

    // 2. Popularity, and the candidates of autocomplete, by ranges of word ids.
    await conn.query(
      `create temp table _su_cand (lang_code text, lang_t text, id int, search_key text collate "C", popularity int, phrase boolean, len int)`,
    );
    let words = 0;
    const wordRanges = await idRanges(conn, 'words', units.size);
    for (const [lo, hi] of wordRanges) {
      words += await tx(async () => {
        const [{ n } = { n: 0 }] = await conn.query<{ n: number }>(
          `with p as (
             select w.id, least(${INT_MAX}::bigint, coalesce(u.n, 0)::bigint + coalesce(f.n, 0) + coalesce(t.n, 0))::int as popularity
             from words w
             left join _su_uses u on u.lang_code = w.lang_code and u.search_key = w.search_key
             left join (
               select f.canonical_word_id as id, sum(u2.n) as n from word_forms f
                 join words fw on fw.id = f.word_id
                 join _su_uses u2 on u2.lang_code = fw.lang_code and u2.search_key = fw.search_key
                 where f.review_status = 'accepted' and f.canonical_word_id between ${lo} and ${hi} group by 1
             ) f on f.id = w.id
             left join (select word_id as id, count(*) as n from (${sidesWithin(lo, hi)}) s group by 1) t on t.id = w.id
             where w.id between ${lo} and ${hi}
           ), x as (
             update words w set popularity = p.popularity from p
             where p.id = w.id and w.popularity <> p.popularity returning 1
           ) select count(*)::int as n from x`,
        );
        return n;
      });
      await between();
    }
    for (const [lo, hi] of wordRanges) {
      await conn.query(
        `insert into _su_cand
         select s.lang_code, s.lang_t, w.id, w.search_key, w.popularity, strpos(w.name, ' ') > 0, length(w.search_key)
         from (select distinct word_id, lang_code, lang_t from (${sidesWithin(lo, hi)}) x) s
         join words w on w.id = s.word_id and w.review_status = 'accepted'`,
      );
      await between();
    }
    await conn.query('create index on _su_cand (lang_code, lang_t, search_key)');
    await conn.query('analyze _su_cand');

    // 3. Long prefixes, level by level (each level one statement over the words).
    await conn.query(`create temp table _su_long (n serial, lang_code text, prefix text collate "C", len int)`);
    await fillLongPrefixes(conn, '_su_long', between);
    await conn.query('create index on _su_long (len, lang_code, prefix)');
    const [{ n: longPrefixes } = { n: 0 }] = await conn.query<{ n: number }>('select count(*)::int as n from _su_long');

    // 4. The lists, by ranges of long prefixes; the most popular word of each key (as stats.ts's
    //    candidates keep it) is picked within the prefix's range.
    await conn.query(`create temp table _su_lists (lang_code text, translation_lang text, prefix text collate "C", word_ids int[])`);
    const [{ n: pairs } = { n: 0 }] = await conn.query<{ n: number }>('select count(*)::int as n from (select distinct lang_code, lang_t from _su_cand) p');
    const prefixesPerUnit = Math.max(1, Math.floor(units.size / Math.max(1, pairs) / 10));
    for (let lo = 1; lo <= longPrefixes; lo += prefixesPerUnit) {
      await conn.query(
        `insert into _su_lists (lang_code, translation_lang, prefix, word_ids)
         select l.lang_code, p.lang_t, l.prefix, coalesce((
           select array_agg(c.id order by c.rn) from (
             select c.id, row_number() over (order by c.popularity desc, c.phrase, c.len, c.search_key) as rn
             from (
               select distinct on (c.search_key) c.* from _su_cand c
               where c.lang_code = l.lang_code and c.lang_t = p.lang_t
                 and c.search_key >= l.prefix and c.search_key < l.prefix || chr(1114111)
               order by c.search_key, c.popularity desc, c.id
             ) c
             order by c.popularity desc, c.phrase, c.len, c.search_key
             limit ${COMPLETIONS_KEPT}
           ) c), '{}')
         from _su_long l join (select distinct lang_code, lang_t from _su_cand) p on p.lang_code = l.lang_code
         where l.n between ${lo} and ${lo + prefixesPerUnit - 1}`,
      );
      await between();
    }
    const completionLists = await conn.transaction(async () => {
      await conn.query('delete from word_completions');
      const [{ n } = { n: 0 }] = await conn.query<{ n: number }>(
        `with x as (insert into word_completions (lang_code, translation_lang, prefix, word_ids)
           select lang_code, translation_lang, prefix, word_ids from _su_lists returning 1) select count(*)::int as n from x`,
      );
      return n;
    });
    return { words, longPrefixes, completionLists };
  } finally {
    await conn.query(`drop table if exists ${TEMP.join(', ')}`).catch(() => undefined);
  }
}
