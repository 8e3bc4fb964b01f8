// The read model of guests' searches (db/schema/dictionary.ts: search_documents, union_cards):
// built set-wise for a set of search keys (or all of them), and read back in one statement.
// A document holds what the live search computes in two statements (sql/search.ts): the words
// of the key with their lemmas (to resolve canonical and the sentence count as the search
// does) and every visible union of the resolved words into one language, in search order; a
// card holds a union's search row (unionDetails) as a guest sees it.
import { DICTIONARY_LIMITS } from '@glossa/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import type { BulkConnection } from '../import/bulk';
import { compiledRows } from './common';
import { buildCards, type CardsBuild } from './read-model-cards';
import { ACCEPTED, runSteps } from './read-model-steps';
import { buildInProgress, freshReadModelTables, type FreshTables } from './read-model-tables';
import { spellingSql } from './spelling';

/** A key with more words than the live search reads (limit 20) has no document: it is searched live. */
const HITS_MAX = 20;

export interface DocumentPage {
  /** JSON: the words of the key in id order (WordHit shape, as resolveWords answers). */
  head: string;
  total: number;
  /** The page's cards, comma-separated JSON objects in search order (null when the page is empty). */
  cards: string | null;
  /** Cards found for the page (fewer than asked: some are being rebuilt). */
  n: number;
}

/**
 * Documents of the keys in `_rm_keys`, step by step through temporary tables, each analyzed (one
 * statement of CTEs was planned from guessed row counts: merge joins over sorts of millions of
 * rows). The words of each key (at most HITS_MAX), the target languages they translate into, and
 * the unions of those words into each language in search order (sql/search.ts ORDER).
 *
 * A key none of whose words is translated into a language has no document for it, even when
 * their lemmas are (Häuser -> Haus): its search runs live and answers through the lemmas. Such
 * documents would copy the lemma's list for every inflected form and every language the lemma
 * translates into: with the Hunspell forms of every FreeDict language, ten million forms times
 * their lemmas' languages, several times the rest of the model.
 */
const BUILD_DOCUMENTS_STEPS: [table: string, select: string][] = [
  [
    '_rm_h (id int, name text, lang_code varchar(3), search_key varchar(255) collate "C")',
    `select x.id, x.name, x.lang_code, x.search_key from (
       select w.id, w.name, w.lang_code, w.search_key, count(*) over (partition by w.lang_code, w.search_key) as n
       from _rm_keys k join words w on w.lang_code = k.lang_code and w.search_key = k.search_key) x
     where x.n <= ${HITS_MAX}`,
  ],
  [
    '_rm_lem (hit_id int, link_id int, id int, name text, lang_code varchar(3))',
    `select h.id, f.id, c.id, c.name, c.lang_code
     from _rm_h h join word_forms f on f.word_id = h.id join words c on c.id = f.canonical_word_id`,
  ],
  ['_rm_cand (id int primary key)', `select id from _rm_h union select id from _rm_lem`],
  [
    '_rm_sides (word_id int, lang_t varchar(3))',
    `select u.primary_word_id, u.translation_lang from translation_unions u join _rm_cand c on c.id = u.primary_word_id where ${ACCEPTED}
     union
     select u.translation_word_id, u.primary_lang from translation_unions u join _rm_cand c on c.id = u.translation_word_id where ${ACCEPTED}`,
  ],
  [
    '_rm_sent (word_id int, n int)',
    `select ws.word_id, count(*)::int from word_sentences ws join _rm_cand c on c.id = ws.word_id
     where ws.review_status = 'accepted' group by ws.word_id`,
  ],
  [
    '_rm_targets (lang_code varchar(3), search_key varchar(255) collate "C", lang_t varchar(3), word_id int)',
    `select h.lang_code, h.search_key, s.lang_t, h.id from _rm_h h join _rm_sides s on s.word_id = h.id`,
  ],
  [
    '_rm_du (lang_code varchar(3), search_key varchar(255) collate "C", lang_t varchar(3), id int, side int, other int, word_id int)',
    `select t.lang_code, t.search_key, t.lang_t, u.id, 0, u.translation_word_id, t.word_id
       from _rm_targets t join translation_unions u on u.primary_word_id = t.word_id and u.translation_lang = t.lang_t where ${ACCEPTED}
     union all
     select t.lang_code, t.search_key, t.lang_t, u.id, 1, u.primary_word_id, t.word_id
       from _rm_targets t join translation_unions u on u.translation_word_id = t.word_id and u.primary_lang = t.lang_t where ${ACCEPTED}`,
  ],
  [
    // Autocomplete's best translation of each word of the key itself (not of its lemmas), in the
    // search's order: {"<word id>": [union id, the other word's id]} (sql/suggestions.ts).
    '_rm_tips (lang_code varchar(3), search_key varchar(255) collate "C", lang_t varchar(3), tips jsonb)',
    `select b.lang_code, b.search_key, b.lang_t, jsonb_object_agg(b.word_id::text, jsonb_build_array(b.id, b.other))
     from (select distinct on (d.lang_code, d.search_key, d.lang_t, d.word_id) d.lang_code, d.search_key, d.lang_t, d.word_id, d.id, d.other
           from _rm_du d join translation_unions u on u.id = d.id join words o on o.id = d.other
           order by d.lang_code, d.search_key, d.lang_t, d.word_id, u.is_verified desc, u.likes_count desc, o.popularity desc, u.weight desc, u.id) b
     group by 1, 2, 3`,
  ],
  [
    '_rm_docs (lang_code varchar(3), search_key varchar(255) collate "C", lang_t varchar(3), union_ids int[])',
    `select d.lang_code, d.search_key, d.lang_t,
       array_agg(d.id order by u.is_verified desc, u.likes_count desc, o.popularity desc, u.weight desc, u.id)
     from (select distinct on (lang_code, search_key, lang_t, id) lang_code, search_key, lang_t, id, other
           from _rm_du order by lang_code, search_key, lang_t, id, side) d
       join translation_unions u on u.id = d.id join words o on o.id = d.other
     group by 1, 2, 3`,
  ],
  [
    '_rm_doc_hits (lang_code varchar(3), search_key varchar(255) collate "C", lang_t varchar(3), id int, name text, has_t boolean, sentences int)',
    `select d.lang_code, d.search_key, d.lang_t, h.id, h.name, s.word_id is not null, coalesce(se.n, 0)
     from _rm_docs d join _rm_h h on h.lang_code = d.lang_code and h.search_key = d.search_key
       left join _rm_sides s on s.word_id = h.id and s.lang_t = d.lang_t
       left join _rm_sent se on se.word_id = h.id`,
  ],
  [
    '_rm_lemma_json (lang_code varchar(3), search_key varchar(255) collate "C", lang_t varchar(3), hit_id int, lemmas json)',
    `select dh.lang_code, dh.search_key, dh.lang_t, dh.id,
       json_agg(json_build_object('id', l.id, 'name', l.name, 'lang_code', l.lang_code,
         'has_translations', s.word_id is not null, 'sentences', coalesce(se.n, 0)) order by l.link_id)
     from _rm_doc_hits dh join _rm_lem l on l.hit_id = dh.id
       left join _rm_sides s on s.word_id = l.id and s.lang_t = dh.lang_t
       left join _rm_sent se on se.word_id = l.id
     group by 1, 2, 3, 4`,
  ],
];

/** The last step: a head per document (the hits in id order, as resolveWords answers them). */
const INSERT_DOCUMENTS = `
insert into search_documents (lang_code, search_key, translation_lang, head, union_ids, tips)
select d.lang_code, d.search_key, d.lang_t, hd.head, d.union_ids, coalesce(tp.tips, '{}'::jsonb)
from _rm_docs d left join _rm_tips tp on tp.lang_code = d.lang_code and tp.search_key = d.search_key and tp.lang_t = d.lang_t
join (
  select dh.lang_code, dh.search_key, dh.lang_t,
    json_agg(json_build_object('id', dh.id, 'name', dh.name, 'lang_code', dh.lang_code,
      'has_translations', dh.has_t, 'sentences', dh.sentences, 'lemmas', lj.lemmas) order by dh.id)::text as head
  from _rm_doc_hits dh
    left join _rm_lemma_json lj on lj.lang_code = dh.lang_code and lj.search_key = dh.search_key and lj.lang_t = dh.lang_t and lj.hit_id = dh.id
  group by 1, 2, 3
) hd on hd.lang_code = d.lang_code and hd.search_key = d.search_key and hd.lang_t = d.lang_t
`;
const DOCUMENTS_CONFLICT = ` on conflict (lang_code, search_key, translation_lang) do update set head = excluded.head, union_ids = excluded.union_ids, tips = excluded.tips`;

/** Into new tables (a full rebuild) nothing conflicts: ON CONFLICT would only insert speculatively. */
async function buildDocuments(conn: BulkConnection, fresh: FreshTables | null): Promise<void> {
  await runSteps(conn, BUILD_DOCUMENTS_STEPS);
  await conn.query(INSERT_DOCUMENTS + (fresh ? '' : DOCUMENTS_CONFLICT));
  await fresh?.finish('search_documents');
}

export interface RebuildCounts {
  keys: number;
  documents: number;
  cards: number;
  /** Autocomplete answers of long prefixes. */
  tooltips: number;
}

async function count(conn: BulkConnection, text: string): Promise<number> {
  const [row] = await conn.query<{ n: number }>(text);
  return Number(row?.n ?? 0);
}

/**
 * A rebuild and an edit's triggers take turns on the read model's tables: an edit committing
 * while a rebuild reads would otherwise see nothing to delete (the rebuild's rows are not
 * committed yet) and the rebuild would then commit answers without the edit. Readers are not
 * blocked; an edit waits for a running rebuild, and a rebuild for the edits in flight.
 */
async function lockReadModel(conn: BulkConnection): Promise<void> {
  await conn.query('lock table search_documents, union_cards, tooltip_answers, spelling_variants in share row exclusive mode');
}

async function stagingTables(conn: BulkConnection): Promise<void> {
  await conn.query(
    `create temp table if not exists _rm_keys (lang_code varchar(3), search_key varchar(255) collate "C") on commit drop`,
  );
  await conn.query(`create temp table if not exists _rm_cards (union_id int) on commit drop`);
  await conn.query(
    `create temp table if not exists _rm_prefixes (lang_code varchar(3), prefix varchar(255) collate "C", translation_lang varchar(3)) on commit drop`,
  );
}

/**
 * Autocomplete's answers for the long prefixes in `_rm_prefixes` (those with a word_completions
 * list), after the documents: what sql/suggestions.ts answers a guest from the read model, built
 * the same way, set-wise (a subquery per prefix cost 0.3 ms each on eng-deu: about 18 minutes,
 * extrapolated, for the 3.5 million lists of every FreeDict pair; set-wise they took about 133 s). The candidates are the list's words still in the prefix's range
 * and the words of exactly the prefix; one is offered when its document's tips hold it, with that
 * best translation; the order is the request's (the exact word, popularity, single words, shorter,
 * key, id). A candidate whose key has no document but that translates into the language (a key of
 * more than HITS_MAX words) is judged live by the request: such a prefix gets no answer.
 */
const BUILD_TOOLTIPS_STEPS: [table: string, select: string][] = [
  [
    '_rm_tc (lang_code varchar(3), prefix varchar(255) collate "C", lang_t varchar(3), id int)',
    `select t.lang_code, t.prefix, t.translation_lang, x.id
       from _rm_prefixes t join word_completions c
         on c.lang_code = t.lang_code and c.translation_lang = t.translation_lang and c.prefix = t.prefix
       cross join lateral unnest(c.word_ids) x(id)
     union
     select t.lang_code, t.prefix, t.translation_lang, w.id
       from _rm_prefixes t join words w on w.lang_code = t.lang_code and w.search_key = t.prefix`,
  ],
  [
    '_rm_tw (lang_code varchar(3), prefix varchar(255) collate "C", lang_t varchar(3), id int, name text, search_key varchar(255) collate "C", popularity int, tip jsonb, no_doc boolean)',
    `select c.lang_code, c.prefix, c.lang_t, w.id, w.name, w.search_key, w.popularity, d.tips -> (w.id::text), d.lang_code is null
       from _rm_tc c join words w on w.id = c.id and w.lang_code = c.lang_code
         and w.search_key >= c.prefix and w.search_key < c.prefix || chr(1114111)
       left join search_documents d on d.lang_code = w.lang_code and d.search_key = w.search_key and d.translation_lang = c.lang_t`,
  ],
  [
    '_rm_tlive (lang_code varchar(3), prefix varchar(255) collate "C", lang_t varchar(3))',
    `select distinct w.lang_code, w.prefix, w.lang_t from _rm_tw w
     where w.no_doc and (exists (select 1 from translation_unions u where u.primary_word_id = w.id and u.translation_lang = w.lang_t and ${ACCEPTED})
                      or exists (select 1 from translation_unions u where u.translation_word_id = w.id and u.primary_lang = w.lang_t and ${ACCEPTED}))`,
  ],
];

const INSERT_TOOLTIPS = `
insert into tooltip_answers (lang_code, prefix, translation_lang, answer)
select t.lang_code, t.prefix, t.translation_lang, coalesce(a.answer, '[]')
from _rm_prefixes t left join (
  select y.lang_code, y.prefix, y.lang_t,
    json_agg(json_build_object('id', y.id, 'name', y.name, 'lang_code', y.lang_code, 'translation', o.name,
      'translation_union_id', (y.tip ->> 0)::int) order by y.rn)::text as answer
  from (
    select w.*, row_number() over (partition by w.lang_code, w.prefix, w.lang_t
      order by w.search_key = w.prefix desc, w.popularity desc, strpos(w.name, ' ') > 0, length(w.search_key), w.search_key, w.id) as rn
    from _rm_tw w where w.tip is not null
  ) y join words o on o.id = (y.tip ->> 1)::int
  where y.rn <= ${DICTIONARY_LIMITS.tooltips}
  group by 1, 2, 3
) a on a.lang_code = t.lang_code and a.prefix = t.prefix and a.lang_t = t.translation_lang
where not exists (select 1 from _rm_tlive l where l.lang_code = t.lang_code and l.prefix = t.prefix and l.lang_t = t.translation_lang)
`;
const TOOLTIPS_CONFLICT = ` on conflict (lang_code, prefix, translation_lang) do update set answer = excluded.answer`;

/** Builds the documents of `_rm_keys` (replacing theirs) and the cards of `_rm_cards` plus those the new documents miss. */
async function buildStaged(
  conn: BulkConnection,
  opts: { all: false } | { all: true; fresh: FreshTables | null; cards?: CardsBuild },
): Promise<RebuildCounts> {
  const fresh = opts.all ? opts.fresh : null;
  await conn.query('analyze _rm_keys');
  if (opts.all && !fresh) {
    await conn.query('delete from search_documents');
    await conn.query('delete from union_cards');
  } else if (!opts.all) {
    await conn.query(
      'delete from search_documents d using _rm_keys k where d.lang_code = k.lang_code and d.search_key = k.search_key',
    );
  }
  await buildDocuments(conn, fresh);
  await buildSpelling(conn, { all: opts.all, fresh });
  if (opts.all) {
    await conn.query(`insert into _rm_cards select u.id from translation_unions u where ${ACCEPTED}`);
  } else {
    await conn.query(`insert into _rm_cards
      select distinct x.id from search_documents d join _rm_keys k on k.lang_code = d.lang_code and k.search_key = d.search_key
        cross join lateral unnest(d.union_ids) x(id)
      where not exists (select 1 from union_cards c where c.union_id = x.id)`);
    // Cards of unions no longer visible (rejected, removed) are not rebuilt: no document lists them.
    await conn.query(`delete from union_cards c using _rm_cards r where c.union_id = r.union_id`);
  }
  await conn.query('analyze _rm_cards');
  await buildCards(conn, { build: opts.all ? opts.cards : 'auto', fresh: !!fresh });
  await fresh?.finish('union_cards');
  await buildTooltips(conn, { all: opts.all, fresh });
  return {
    keys: await count(conn, 'select count(*)::int as n from _rm_keys'),
    documents: await count(
      conn,
      opts.all
        ? 'select count(*)::int as n from search_documents'
        : 'select count(*)::int as n from search_documents d join _rm_keys k on k.lang_code = d.lang_code and k.search_key = d.search_key',
    ),
    cards: await count(conn, 'select count(distinct union_id)::int as n from _rm_cards'),
    tooltips: await count(
      conn,
      opts.all
        ? 'select count(*)::int as n from tooltip_answers'
        : `select count(*)::int as n from tooltip_answers t join _rm_prefixes p
             on p.lang_code = t.lang_code and p.prefix = t.prefix and p.translation_lang = t.translation_lang`,
    ),
  };
}

/** Close spellings' index of the keys with documents (all), or of the rebuilt keys with one now. */
async function buildSpelling(conn: BulkConnection, opts: { all: boolean; fresh: FreshTables | null }): Promise<void> {
  if (!opts.all) return spellingSql.buildQueued(conn);
  if (!opts.fresh) await conn.query('delete from spelling_variants');
  await spellingSql.buildAll(conn);
  await opts.fresh?.finish('spelling_variants');
}

/**
 * Autocomplete's answers of every long prefix (all), or of the long prefixes of the keys in
 * `_rm_keys` (their answers were deleted by the edits' triggers; deleted again here, as a prefix
 * may no longer qualify for one).
 */
async function buildTooltips(conn: BulkConnection, opts: { all: boolean; fresh: FreshTables | null }): Promise<void> {
  const { fresh } = opts;
  if (opts.all) {
    if (!fresh) await conn.query('delete from tooltip_answers');
    await conn.query('insert into _rm_prefixes select lang_code, prefix, translation_lang from word_completions');
  } else {
    // word_completions is keyed by target language before prefix: every language is probed.
    await conn.query(`insert into _rm_prefixes
      select distinct c.lang_code, c.prefix, c.translation_lang
      from _rm_keys k cross join lateral generate_series(1, length(k.search_key)) n
        cross join languages l
        join word_completions c on c.lang_code = k.lang_code and c.translation_lang = l.code
          and c.prefix = left(k.search_key, n) collate "C"`);
    await conn.query(`delete from tooltip_answers t using _rm_prefixes p
      where t.lang_code = p.lang_code and t.prefix = p.prefix and t.translation_lang = p.translation_lang`);
  }
  await conn.query('analyze _rm_prefixes');
  await runSteps(conn, BUILD_TOOLTIPS_STEPS);
  await conn.query(INSERT_TOOLTIPS + (fresh ? '' : TOOLTIPS_CONFLICT));
  await fresh?.finish('tooltip_answers');
}

/** What a rebuild in units (sql/read-model-units.ts) runs of this file, unit by unit. */
export const readModelParts = {
  BUILD_DOCUMENTS_STEPS,
  INSERT_DOCUMENTS,
  BUILD_TOOLTIPS_STEPS,
  INSERT_TOOLTIPS,
  lockReadModel,
  stagingTables,
  count,
};

export const readModelSql = {
  /** Everything anew (after an import, the ranking statistics, the demo seed), in the caller's transaction. */
  async rebuildAll(conn: BulkConnection, opts: { cards?: CardsBuild } = {}): Promise<RebuildCounts> {
    await conn.query(`select set_config('work_mem', '256MB', true)`);
    if (conn.kind === 'postgres') await conn.query(`select set_config('jit', 'off', true)`);
    await lockReadModel(conn);
    await stagingTables(conn);
    // Edits queued before now are covered; those committed during the rebuild stay queued.
    await conn.query('delete from read_model_queue');
    // Only keys with a translated word can have a document (BUILD_DOCUMENTS_STEPS).
    await conn.query(`insert into _rm_keys select distinct w.lang_code, w.search_key from words w
      where w.id in (select u.primary_word_id from translation_unions u where ${ACCEPTED}
                     union all select u.translation_word_id from translation_unions u where ${ACCEPTED})`);
    const fresh = await freshReadModelTables(conn);
    const counts = await buildStaged(conn, { all: true, fresh, cards: opts.cards });
    await fresh?.swap();
    return counts;
  },

  /** What the triggers queued (stale keys and cards), in the caller's transaction; null when nothing was. */
  async rebuildQueued(conn: BulkConnection): Promise<RebuildCounts | null> {
    // A rebuild in units is under way: it takes the queue when it swaps its tables in.
    if (await buildInProgress(conn)) return null;
    await lockReadModel(conn);
    await stagingTables(conn);
    await conn.query(`create temp table if not exists _rm_q (lang_code varchar(3), search_key varchar(255) collate "C", union_id int) on commit drop`);
    await conn.query(
      `with q as (delete from read_model_queue returning lang_code, search_key, union_id) insert into _rm_q select * from q`,
    );
    if ((await count(conn, 'select count(*)::int as n from _rm_q')) === 0) return null;
    await conn.query(`insert into _rm_keys select distinct lang_code, search_key from _rm_q where lang_code is not null`);
    await conn.query(`insert into _rm_cards select distinct union_id from _rm_q where union_id is not null`);
    return buildStaged(conn, { all: false });
  },

  /** Rows waiting in the queue (tests, the CLI). */
  async queued(conn: BulkConnection): Promise<number> {
    return count(conn, 'select count(*)::int as n from read_model_queue');
  },

  /** A guest's autocomplete answer for a long prefix (JSON, best first, at most the tooltip limit); null when there is none. */
  async tooltips(exec: Executor, q: { lang: string; prefix: string; langT: string }): Promise<string | null> {
    const [row] = await compiledRows<{ answer: string }, { lang: string; prefix: string; langT: string }>(
      exec,
      'readModelTooltips',
      { lang: q.lang, prefix: q.prefix, langT: q.langT },
      (v) => sql`select answer from tooltip_answers
        where lang_code = ${v.lang} and prefix = ${v.prefix} and translation_lang = ${v.langT}`,
    );
    return row?.answer ?? null;
  },

  /**
   * One page of a guest's search from its document: the head, the total and the cards of unions
   * `offset + 1` to `offset + limit`; nothing when the key has no document (not translated into
   * langT, or stale and not rebuilt yet).
   */
  async page(
    exec: Executor,
    q: { lang: string; key: string; langT: string; offset: number; limit: number },
  ): Promise<DocumentPage | null> {
    const [row] = await compiledRows<DocumentPage, { lang: string; key: string; langT: string; from: number; to: number }>(
      exec,
      'readModelPage',
      { lang: q.lang, key: q.key, langT: q.langT, from: q.offset + 1, to: q.offset + q.limit },
      // The statement is a function (migration 0017_read_model): its plan is cached on PGlite too.
      (v) => sql`select head, total, cards, n from read_model_page(${v.lang}, ${v.key}, ${v.langT}, ${v.from}::int, ${v.to}::int)`,
    );
    return row ?? null;
  },
};
