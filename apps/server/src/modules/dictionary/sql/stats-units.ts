// The ranking statistics of sql/stats.ts in units (import/units.ts): the same figures, each unit
// its own short transaction. Uses are counted by ranges of sentence and word ids, popularity is
// written by ranges of word ids, the candidates of autocomplete by ranges of word ids (one per key,
// the most popular word, kept by the key's unique index as the ranges come in), the long prefixes
// by pages of keys, and the lists by runs of long prefixes into a session table that replaces
// word_completions in one short transaction at the end: readers see the old lists until then.
// Popularity is seen changing range by range meanwhile (it only orders results). Every unit finds
// its rows by an index (ids, keys, the prefix's range of candidates): none reads all words.
// With a time box (units.unitMs) every loop sizes its units after the time the last one took, up to
// the sizes below (units.ts: timedRanges, UnitSize).
import type { BulkConnection } from '../import/bulk';
import { UnitSize, idBounds, timedRanges, unitCounter, type Units } from '../import/units';
import { INT_MAX, completionListsSql, countUses, type StatsSummary } from './stats';
import { fillLongPrefixes } from './long-prefixes';

const TEMP = ['_su_uses', '_su_cand', '_su_pairs', '_su_long', '_su_lists'] as const;

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
    const [sLo, sHi] = await idBounds(conn, 'sentences');
    for await (const r of timedRanges(sLo, sHi, units.size * 10, units, between)) await countUses(conn, { sentences: r }, uses);
    const [pLo, pHi] = await idBounds(conn, 'words', `strpos(name, ' ') > 0`);
    for await (const r of timedRanges(pLo, pHi, units.size * 10, units, between)) await countUses(conn, { words: r }, uses);
    await conn.query(`create temp table _su_uses (lang_code text, search_key text collate "C", n int)`);
    const rows = [...uses].map(([id, n]) => {
      const tab = id.indexOf('\t');
      return [id.slice(0, tab), id.slice(tab + 1), n];
    });
    uses.clear();
    for await (const [lo, hi] of timedRanges(0, rows.length - 1, units.size * 10, units, between)) {
      await conn.copyIn('_su_uses', ['lang_code', 'search_key', 'n'], rows.slice(lo, hi + 1), { analyze: false });
    }
    await conn.query('create index on _su_uses (lang_code, search_key)');
    await conn.query('analyze _su_uses');

    // 2. Popularity, and the candidates of autocomplete, by ranges of word ids.
    // One candidate per key and direction (the unique index keeps the most popular, then the
    // lowest id, as stats.ts's distinct on), so that a list reads its range in index order.
    await conn.query(
      `create temp table _su_cand (lang_code text, lang_t text, id int, search_key text collate "C", popularity int, phrase boolean, len int,
         primary key (lang_code, lang_t, search_key))`,
    );
    let words = 0;
    const [wLo, wHi] = await idBounds(conn, 'words');
    for await (const [lo, hi] of timedRanges(wLo, wHi, units.size, units, between)) {
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
             where w.id between ${lo} and ${hi} and p.id = w.id and w.popularity <> p.popularity returning 1
           ) select count(*)::int as n from x`,
        );
        return n;
      });
    }
    for await (const [lo, hi] of timedRanges(wLo, wHi, units.size, units, between)) {
      await conn.query(
        `insert into _su_cand
         select distinct on (s.lang_code, s.lang_t, w.search_key)
           s.lang_code, s.lang_t, w.id, w.search_key, w.popularity, strpos(w.name, ' ') > 0, length(w.search_key)
         from (select distinct word_id, lang_code, lang_t from (${sidesWithin(lo, hi)}) x) s
         join words w on w.id = s.word_id and w.review_status = 'accepted'
         order by s.lang_code, s.lang_t, w.search_key, w.popularity desc, w.id
         on conflict (lang_code, lang_t, search_key) do update
           set id = excluded.id, popularity = excluded.popularity, phrase = excluded.phrase, len = excluded.len
           where (excluded.popularity, -excluded.id) > (_su_cand.popularity, -_su_cand.id)`,
      );
    }
    await conn.query('analyze _su_cand');
    await conn.query('create temp table _su_pairs as select distinct lang_code, lang_t from _su_cand');

    // 3. Long prefixes, by pages of keys.
    await conn.query(`create temp table _su_long (n serial primary key, lang_code text, prefix text collate "C", len int, words int)`);
    const longPrefixes = await fillLongPrefixes(conn, '_su_long', new UnitSize(units.size * 10, units.unitMs), between);

    // 4. The lists, by runs of long prefixes of about `size` × 10 words in all (a list reads its
    //    prefix's range of candidates; time-boxed, a run weighs what the last run's time allows).
    await conn.query(`create temp table _su_lists (lang_code text, translation_lang text, prefix text collate "C", word_ids int[])`);
    const long = await conn.query<{ n: number; words: number }>('select n, words from _su_long order by n');
    const runSize = new UnitSize(units.size * 10, units.unitMs);
    for (let i = 0; i < long.length; ) {
      const lo = long[i]!.n;
      let hi = lo;
      let weight = 0;
      do {
        hi = long[i]!.n;
        weight += long[i]!.words;
        i++;
      } while (i < long.length && weight < runSize.value);
      await runSize.time(() =>
        conn.query(
          `insert into _su_lists (lang_code, translation_lang, prefix, word_ids)
           ${completionListsSql('_su_cand', '_su_long', '_su_pairs', `l.n between ${lo} and ${hi}`)}`,
        ),
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
