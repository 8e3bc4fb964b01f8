// The read model's cards (union_cards): each visible union of `_rm_cards` with its search row as
// a guest sees it (sql/search.ts unionDetails), as JSON text. Two builds of the same card: one
// statement with a subquery per union and detail (fine for the few cards an edit makes stale),
// and set-wise, each detail aggregated once for all the cards through temporary tables (a full
// rebuild: the subqueries cost about 110 µs a card, 83 s of eng-deu's 153 s read model).
// read-model.test.ts builds both and compares them card by card.
import { DICTIONARY_LIMITS } from '@glossa/contract';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { BulkConnection } from '../import/bulk';
import { ACCEPTED, runSteps } from './read-model-steps';
import { unionDetails } from './search';

const dialect = new PgDialect();

const CARDS_CONFLICT = ' on conflict (union_id) do update set card = excluded.card';

/** One statement, a subquery per union and detail. */
const CARDS_ONE_BY_ONE = dialect.sqlToQuery(sql`insert into union_cards (union_id, card)
  select x.id, row_to_json(x)::text from (
    with page as (
      select u.* from translation_unions u where u.id in (select union_id from _rm_cards) and ${sql.raw(ACCEPTED)}
    )
    select ${unionDetails(null, DICTIONARY_LIMITS.meaningsPreview)} from page p
  ) x`);

const ACCEPTED_ROW = (alias: string) => `${alias}.review_status = 'accepted'`;

/**
 * The same details set-wise. The JSON is built by the same functions in the same order as
 * unionDetails and wordJson, so each card's text is the same as the one-by-one build's.
 */
const CARDS_SET_WISE_STEPS: [table: string, select: string][] = [
  ['_rc_ids (id int primary key)', `select u.id from translation_unions u where u.id in (select union_id from _rm_cards) and ${ACCEPTED}`],
  [
    '_rc_words (id int primary key)',
    `select u.primary_word_id from translation_unions u join _rc_ids i on i.id = u.id
     union select u.translation_word_id from translation_unions u join _rc_ids i on i.id = u.id`,
  ],
  [
    '_rc_audios (word_id int, j json)',
    `select a.word_id, json_agg(json_build_object('id', a.id, 'file_name', a.file_name, 'preview_file_name', a.preview_file_name) order by a.id)
     from audios a join _rc_words w on w.id = a.word_id where ${ACCEPTED_ROW('a')} group by a.word_id`,
  ],
  [
    '_rc_word_attrs (word_id int, j json)',
    `select wa.word_id, json_agg(json_build_object('entity_id', wa.id, 'attribute_id', wa.attribute_id, 'author_id', wa.author_id, 'review_status', wa.review_status) order by wa.id)
     from word_attributes wa join _rc_words w on w.id = wa.word_id where ${ACCEPTED_ROW('wa')} group by wa.word_id`,
  ],
  [
    // A word's first lemma (wordJson's canonical).
    '_rc_canonical (word_id int, j json)',
    `select distinct on (f.word_id) f.word_id, json_build_object('id', c.id, 'name', c.name, 'lang_code', c.lang_code)
     from word_forms f join _rc_words w on w.id = f.word_id join words c on c.id = f.canonical_word_id
     order by f.word_id, f.id`,
  ],
  [
    '_rc_word_json (id int primary key, j json)',
    `select w.id, json_build_object(
       'id', w.id, 'name', w.name, 'lang_code', w.lang_code, 'transcriptions', w.transcriptions, 'author_id', w.author_id, 'review_status', w.review_status,
       'audios', coalesce(a.j, '[]'::json), 'attributes', coalesce(wa.j, '[]'::json), 'canonical', c.j)
     from _rc_words x join words w on w.id = x.id
       left join _rc_audios a on a.word_id = w.id left join _rc_word_attrs wa on wa.word_id = w.id
       left join _rc_canonical c on c.word_id = w.id`,
  ],
  [
    '_rc_attrs (union_id int, j json)',
    `select ta.translation_union_id, json_agg(json_build_object('entity_id', ta.id, 'attribute_id', ta.attribute_id, 'side', ta.side,
       'author_id', ta.author_id, 'review_status', ta.review_status) order by ta.id)
     from translation_attributes ta join _rc_ids i on i.id = ta.translation_union_id where ${ACCEPTED_ROW('ta')} group by 1`,
  ],
  [
    '_rc_vocabularies (union_id int, j json)',
    `select tv.translation_union_id, json_agg(json_build_object('entity_id', tv.id, 'code', tv.vocabulary_code,
       'author_id', tv.author_id, 'review_status', tv.review_status) order by tv.id)
     from translation_vocabularies tv join _rc_ids i on i.id = tv.translation_union_id where ${ACCEPTED_ROW('tv')} group by 1`,
  ],
  [
    // Each side's meanings of a union: the first few (as records, like the subquery's json_agg(x)) and how many.
    '_rc_meanings (union_id int, word_id int, j json, n int)',
    `select y.union_id, y.word_id,
       json_agg((select x from (select y.id, y.word_id, y.lang_code, y.value, y.author_id, y.review_status, y.position) x)
         order by y.position, y.id) filter (where y.rn <= ${DICTIONARY_LIMITS.meaningsPreview}),
       count(*)::int
     from (select tm.translation_union_id as union_id, m.word_id, m.id, m.lang_code, m.value, m.author_id, m.review_status, tm.position,
             row_number() over (partition by tm.translation_union_id, m.word_id order by tm.position, m.id) as rn
           from translation_meanings tm join _rc_ids i on i.id = tm.translation_union_id join meanings m on m.id = tm.meaning_id
           where ${ACCEPTED_ROW('m')}) y
     group by 1, 2`,
  ],
];

const INSERT_CARDS_SET_WISE = `insert into union_cards (union_id, card)
  select x.id, row_to_json(x)::text from (
    select p.id, p.primary_word_id, p.translation_word_id, p.primary_lang, p.translation_lang,
      p.primary_word_explanation, p.translation_word_explanation, p.comment, p.is_verified, p.is_removed,
      p.likes_count, p.review_status, p.author_id,
      pw.j as primary_word, tw.j as translation_word,
      coalesce(ta.j, '[]'::json) as attributes, coalesce(tv.j, '[]'::json) as vocabularies,
      coalesce(mp.j, '[]'::json) as primary_meanings, coalesce(mp.n, 0) as primary_meanings_count,
      coalesce(mt.j, '[]'::json) as translation_meanings, coalesce(mt.n, 0) as translation_meanings_count,
      false as liked
    from _rc_ids i join translation_unions p on p.id = i.id
      join _rc_word_json pw on pw.id = p.primary_word_id join _rc_word_json tw on tw.id = p.translation_word_id
      left join _rc_attrs ta on ta.union_id = p.id left join _rc_vocabularies tv on tv.union_id = p.id
      left join _rc_meanings mp on mp.union_id = p.id and mp.word_id = p.primary_word_id
      left join _rc_meanings mt on mt.union_id = p.id and mt.word_id = p.translation_word_id
  ) x`;

/** From this many cards on, the set-wise build is the faster (its temporary tables cost a few ms). */
export const CARDS_SET_WISE_FROM = 500;

export type CardsBuild = 'auto' | 'one-by-one' | 'set-wise';

/**
 * Builds (or rebuilds) the cards of the unions in `_rm_cards` (analyzed) that a guest may see;
 * `fresh`: into a new, empty table (nothing can conflict).
 */
export async function buildCards(conn: BulkConnection, opts: { build?: CardsBuild; fresh: boolean }): Promise<void> {
  const build = opts.build ?? 'auto';
  const conflict = opts.fresh ? '' : CARDS_CONFLICT;
  const setWise =
    build === 'set-wise' ||
    (build === 'auto' &&
      Number((await conn.query<{ n: number }>('select count(*)::int as n from _rm_cards'))[0]?.n ?? 0) >= CARDS_SET_WISE_FROM);
  if (!setWise) {
    await conn.query(CARDS_ONE_BY_ONE.sql + conflict, CARDS_ONE_BY_ONE.params);
    return;
  }
  await runSteps(conn, CARDS_SET_WISE_STEPS);
  await conn.query(INSERT_CARDS_SET_WISE + conflict);
}
