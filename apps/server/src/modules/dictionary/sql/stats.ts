// The ranking statistics: how common each word is (words.popularity), the autocomplete lists of
// long prefix ranges (word_completions). Close spellings have their own index in the read model
// (sql/spelling.ts).
// Computed set-based after an import, the demo seed, or `npm run import -- stats`; readers keep
// the previous figures until the transaction commits. Content written between two refreshes is
// still found (autocomplete scans short ranges live; lists are re-checked when read), it only
// ranks as if it had no uses yet.
import type { BulkConnection } from '../import/bulk';
import { searchKeyOf } from '../../../platform/text/search-key';
import { fillLongPrefixes } from './long-prefixes';

export { COMPLETION_RANGE_MAX } from './long-prefixes';
/** Words kept per long prefix (the tooltip limit is 6; spares for ones removed since). */
export const COMPLETIONS_KEPT = 10;

/** A use in an example sentence counts twice a use inside another entry's phrase. */
const SENTENCE_USE_WEIGHT = 2;
export const INT_MAX = 2_147_483_647;
/** Punctuation around a token (quotes, brackets, stops); inner hyphens and apostrophes stay. */
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

export interface StatsSummary {
  words: number;
  longPrefixes: number;
  completionLists: number;
  seconds: number;
}

/** Accepted, not removed unions, one row per side: (word, its language, the other language). */
export const SIDES = `select primary_word_id as word_id, primary_lang as lang_code, translation_lang as lang_t from translation_unions
    where review_status = 'accepted' and not is_removed
  union all
  select translation_word_id, translation_lang, primary_lang from translation_unions
    where review_status = 'accepted' and not is_removed`;

/**
 * Uses of every key per language: in accepted sentences and inside accepted multi-word entries
 * (of the sentences and words whose ids are within `range`, when given: a unit; added to `uses`).
 */
export async function countUses(
  conn: BulkConnection,
  range: { sentences?: [number, number]; words?: [number, number] } | null = null,
  uses = new Map<string, number>(),
): Promise<Map<string, number>> {
  const within = (alias: string, r: [number, number] | undefined) =>
    range ? (r ? `and ${alias}.id between ${r[0]} and ${r[1]}` : 'and false') : '';
  const raw = await conn.query<{ lang_code: string; token: string; n: number }>(
    `select lang_code, token, sum(n)::int as n from (
       select s.lang_code, t.token, ${SENTENCE_USE_WEIGHT} * count(*) as n
         from sentences s cross join lateral regexp_split_to_table(lower(s.text), '\\s+') t(token)
         where s.review_status = 'accepted' ${within('s', range?.sentences)} group by 1, 2
       union all
       select w.lang_code, t.token, count(*)
         from words w cross join lateral regexp_split_to_table(lower(w.name), '\\s+') t(token)
         where w.review_status = 'accepted' and strpos(w.name, ' ') > 0 ${within('w', range?.words)} group by 1, 2
     ) x where token <> '' group by 1, 2`,
  );
  // Normalized in TypeScript, as the stored keys are (ß -> ss, diacritics, apostrophes).
  for (const r of raw) {
    const key = searchKeyOf(r.token.replace(EDGE_PUNCTUATION, ''));
    if (!key) continue;
    const id = `${r.lang_code}\t${key}`;
    uses.set(id, Math.min(INT_MAX, (uses.get(id) ?? 0) + Number(r.n)));
  }
  return uses;
}

/** Keys read per statement when the long prefixes are found in one transaction. */
const LONG_PREFIX_PAGE = 20_000;

/**
 * The autocomplete list of every long prefix of `long` (restricted by `where`) for every language
 * its language translates into (`pairs`: lang_code, lang_t): the COMPLETIONS_KEPT most popular
 * candidates of the prefix's range, read in the index (lang_code, lang_t, search_key) of `cand`,
 * which holds one candidate per key.
 */
export const completionListsSql = (cand: string, long: string, pairs: string, where = 'true') =>
  `select l.lang_code, p.lang_t, l.prefix, coalesce((
     select array_agg(c.id order by c.rn) from (
       select c.id, row_number() over (order by c.popularity desc, c.phrase, c.len, c.search_key) as rn
       from ${cand} c
       where c.lang_code = l.lang_code and c.lang_t = p.lang_t
         and c.search_key >= l.prefix and c.search_key < l.prefix || chr(1114111)
       order by c.popularity desc, c.phrase, c.len, c.search_key
       limit ${COMPLETIONS_KEPT}
     ) c), '{}')
   from ${long} l join ${pairs} p on p.lang_code = l.lang_code
   where ${where}`;

export async function refreshRankingStats(conn: BulkConnection): Promise<Omit<StatsSummary, 'seconds'>> {
  // Hashes and sorts of a million rows: with the default 4 MB they spill and a refresh of the
  // FreeDict + WordNet data took 5-9 minutes instead of about one (JIT only adds compile time here).
  await conn.query(`select set_config('work_mem', '128MB', true)`);
  // Popularity changes reorder every search: the read model's triggers stand aside and the
  // whole model is rebuilt after the refresh (import/read-model.ts).
  await conn.query(`select set_config('glossa.read_model', 'bulk', true)`);
  if (conn.kind === 'postgres') await conn.query(`select set_config('jit', 'off', true)`);
  await conn.query(
    `create temp table if not exists _st_uses (lang_code text, search_key text collate "C", n int) on commit drop`,
  );
  const uses = await countUses(conn);
  await conn.copyIn(
    '_st_uses',
    ['lang_code', 'search_key', 'n'],
    [...uses].map(([id, n]) => {
      const tab = id.indexOf('\t');
      return [id.slice(0, tab), id.slice(tab + 1), n];
    }),
  );
  uses.clear();
  await conn.query('create index on _st_uses (lang_code, search_key)');

  // 1. Popularity: own uses + uses of its inflected forms + its translations.
  await conn.query(
    `create temp table _st_pop on commit drop as
     select w.id, least(${INT_MAX}::bigint, coalesce(u.n, 0)::bigint + coalesce(f.n, 0) + coalesce(t.n, 0))::int as popularity
     from words w
     left join _st_uses u on u.lang_code = w.lang_code and u.search_key = w.search_key
     left join (
       select f.canonical_word_id as id, sum(u2.n) as n from word_forms f
         join words fw on fw.id = f.word_id
         join _st_uses u2 on u2.lang_code = fw.lang_code and u2.search_key = fw.search_key
         where f.review_status = 'accepted' group by 1
     ) f on f.id = w.id
     left join (select word_id as id, count(*) as n from (${SIDES}) s group by 1) t on t.id = w.id`,
  );
  const [{ n: words } = { n: 0 }] = await conn.query<{ n: number }>(
    `with x as (
       update words w set popularity = p.popularity from _st_pop p
       where p.id = w.id and w.popularity <> p.popularity returning 1
     ) select count(*)::int as n from x`,
  );

  // 2. Words guests can be offered per language pair, the most popular word of each key.
  await conn.query(
    `create temp table _st_cand on commit drop as
     select distinct on (s.lang_code, s.lang_t, w.search_key) s.lang_code, s.lang_t, w.id, w.search_key collate "C" as search_key,
       w.popularity, strpos(w.name, ' ') > 0 as phrase, length(w.search_key) as len
     from (select distinct word_id, lang_code, lang_t from (${SIDES}) x) s
     join words w on w.id = s.word_id and w.review_status = 'accepted'
     order by s.lang_code, s.lang_t, w.search_key, w.popularity desc, w.id`,
  );
  await conn.query('create index on _st_cand (lang_code, lang_t, search_key)');
  await conn.query('analyze _st_cand');

  // 3. Long prefixes: key ranges of more than COMPLETION_RANGE_MAX words (all words, as the
  //    request-time scan reads them).
  await conn.query(
    `create temp table _st_long (lang_code text, prefix text collate "C", len int, words int) on commit drop`,
  );
  const longPrefixes = await fillLongPrefixes(conn, '_st_long', LONG_PREFIX_PAGE);

  // 4. The list of every long prefix for every language it translates into.
  await conn.query('delete from word_completions');
  const [{ n: completionLists } = { n: 0 }] = await conn.query<{ n: number }>(
    `with x as (
       insert into word_completions (lang_code, translation_lang, prefix, word_ids)
       ${completionListsSql('_st_cand', '_st_long', '(select distinct lang_code, lang_t from _st_cand)')}
       returning 1
     ) select count(*)::int as n from x`,
  );

  return { words, longPrefixes, completionLists };
}

/** After a refresh, outside its transaction: fresh planner statistics (and a vacuum on PostgreSQL). */
export async function analyzeRankingTables(conn: BulkConnection): Promise<void> {
  const verb = conn.kind === 'postgres' ? 'vacuum (analyze)' : 'analyze';
  for (const table of ['words', 'word_completions']) await conn.query(`${verb} ${table}`);
}
