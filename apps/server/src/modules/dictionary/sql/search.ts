// The search path: find the words of a search key, then one page of their translations with
// everything a card shows, in two round trips whatever the page size (no per-row queries).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import {
  idList,
  preparedRows,
  rows,
  unionsOfWordInto,
  unionVisible,
  visible,
  wordJson,
  type WordJson,
} from './common';

export interface WordHit {
  id: number;
  name: string;
  lang_code: string;
  has_translations: boolean;
  sentences: number;
  lemmas:
    { id: number; name: string; lang_code: string; has_translations: boolean; sentences: number }[] | null;
}

export interface UnionRow {
  id: number;
  primary_word_id: number;
  translation_word_id: number;
  primary_lang: string;
  translation_lang: string;
  primary_word_explanation: string | null;
  translation_word_explanation: string | null;
  comment: string | null;
  is_verified: boolean;
  is_removed: boolean;
  likes_count: number;
  review_status: 'under_review' | 'accepted' | 'rejected';
  author_id: number | null;
  total: number;
  primary_word: WordJson;
  translation_word: WordJson;
  attributes: {
    entity_id: number;
    attribute_id: number;
    side: 'primary' | 'translation';
    author_id: number | null;
    review_status: string;
  }[];
  vocabularies: { entity_id: number; code: string; author_id: number | null; review_status: string }[];
  primary_meanings: MeaningJson[];
  primary_meanings_count: number;
  translation_meanings: MeaningJson[];
  translation_meanings_count: number;
  liked: boolean;
}

export interface MeaningJson {
  id: number;
  word_id: number;
  lang_code: string;
  value: string;
  author_id: number | null;
  review_status: string;
}

/**
 * Keys starting with `prefix` are >= prefix and < prefix + U+10FFFF (keys compare byte-wise,
 * COLLATE "C"). A range, unlike LIKE, keeps its index scan in a prepared statement's generic plan.
 */
const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

/** Words of a prefix range autocomplete looks at before giving up. */
const TOOLTIP_SCAN = 200;

/** Search order: verified, then liked, then relevance from the sources, then age. */
const ORDER = sql`is_verified desc, likes_count desc, weight desc, id`;

function meaningsOf(unionExpr: SQL, wordExpr: SQL, viewerId: number | null, limit: number | null): SQL {
  const base = sql`from translation_meanings tm join meanings m on m.id = tm.meaning_id
      where tm.translation_union_id = ${unionExpr} and m.word_id = ${wordExpr} and ${visible('m', viewerId)}`;
  if (limit === null) return sql`(select count(*)::int ${base})`;
  return sql`(select coalesce(json_agg(x order by x.position, x.id), '[]'::json) from (
      select m.id, m.word_id, m.lang_code, m.value, m.author_id, m.review_status, tm.position ${base}
      order by tm.position, m.id limit ${limit}::int) x)`;
}

/** Everything a translation card needs for the unions selected by `page` (a CTE named page). */
export function unionDetails(viewerId: number | null, meaningsPreview: number): SQL {
  return sql`p.id, p.primary_word_id, p.translation_word_id, p.primary_lang, p.translation_lang,
    p.primary_word_explanation, p.translation_word_explanation, p.comment, p.is_verified, p.is_removed,
    p.likes_count, p.review_status, p.author_id,
    ${wordJson(sql`p.primary_word_id`, viewerId)} as primary_word,
    ${wordJson(sql`p.translation_word_id`, viewerId)} as translation_word,
    (select coalesce(json_agg(json_build_object('entity_id', ta.id, 'attribute_id', ta.attribute_id, 'side', ta.side,
        'author_id', ta.author_id, 'review_status', ta.review_status) order by ta.id), '[]'::json)
      from translation_attributes ta where ta.translation_union_id = p.id and ${visible('ta', viewerId)}) as attributes,
    (select coalesce(json_agg(json_build_object('entity_id', tv.id, 'code', tv.vocabulary_code,
        'author_id', tv.author_id, 'review_status', tv.review_status) order by tv.id), '[]'::json)
      from translation_vocabularies tv where tv.translation_union_id = p.id and ${visible('tv', viewerId)}) as vocabularies,
    ${meaningsOf(sql`p.id`, sql`p.primary_word_id`, viewerId, meaningsPreview)} as primary_meanings,
    ${meaningsOf(sql`p.id`, sql`p.primary_word_id`, viewerId, null)} as primary_meanings_count,
    ${meaningsOf(sql`p.id`, sql`p.translation_word_id`, viewerId, meaningsPreview)} as translation_meanings,
    ${meaningsOf(sql`p.id`, sql`p.translation_word_id`, viewerId, null)} as translation_meanings_count,
    ${
      viewerId === null
        ? sql`false`
        : sql`exists (select 1 from translation_likes l where l.user_id = ${viewerId}::int and l.translation_union_id = p.id)`
    } as liked`;
}

export const searchSql = {
  /** Words whose key equals the search key, exact spelling first, with their lemmas. */
  resolveWords(
    exec: Executor,
    q: { lang: string; langT: string; key: string; text: string; viewerId: number | null },
  ) {
    const { lang, langT, key, text, viewerId } = q;
    return preparedRows<WordHit>(
      exec,
      sql`select w.id, w.name, w.lang_code,
        ${unionsOfWordInto(sql`w.id`, langT, viewerId)} as has_translations,
        (select count(*)::int from word_sentences ws where ws.word_id = w.id and ${visible('ws', viewerId)}) as sentences,
        (select json_agg(json_build_object('id', c.id, 'name', c.name, 'lang_code', c.lang_code,
            'has_translations', ${unionsOfWordInto(sql`c.id`, langT, viewerId)},
            'sentences', (select count(*)::int from word_sentences ws where ws.word_id = c.id and ${visible('ws', viewerId)}))
            order by f.id)
          from word_forms f join words c on c.id = f.canonical_word_id where f.word_id = w.id) as lemmas
      from words w
      where w.lang_code = ${lang} and w.search_key = ${key}
      order by (w.name = ${text}) desc, w.id
      limit 20`,
    );
  },

  /** One page of unions of `wordIds` into langT, either orientation, with all card details. */
  translationsPage(
    exec: Executor,
    q: {
      wordIds: number[];
      langT: string;
      viewerId: number | null;
      limit: number;
      offset: number;
      meaningsPreview: number;
    },
  ) {
    const { wordIds, langT, viewerId, limit, offset, meaningsPreview } = q;
    const ids = idList(wordIds);
    return preparedRows<UnionRow>(
      exec,
      sql`with page as (
        select u.*, count(*) over ()::int as total from translation_unions u
        where ((u.primary_word_id in ${ids} and u.translation_lang = ${langT}) or (u.translation_word_id in ${ids} and u.primary_lang = ${langT}))
          and ${unionVisible('u', viewerId)}
        order by ${ORDER}
        limit ${limit}::int offset ${offset}::int
      )
      select ${unionDetails(viewerId, meaningsPreview)}, p.total from page p order by ${ORDER}`,
    );
  },

  /** One union by id with its card details; removed and unreviewed ones too (the service decides). */
  async translationById(
    exec: Executor,
    id: number,
    viewerId: number | null,
    meaningsPreview: number,
  ): Promise<UnionRow | null> {
    const [row] = await preparedRows<UnionRow>(
      exec,
      sql`with page as (select u.*, 1 as total from translation_unions u where u.id = ${id}::int)
      select ${unionDetails(viewerId, meaningsPreview)}, p.total from page p`,
    );
    return row ?? null;
  },

  /** Light answers: names only, for the mini dictionary and the selection tooltip. */
  lightPage(exec: Executor, q: { wordIds: number[]; langT: string; viewerId: number | null; limit: number }) {
    const ids = idList(q.wordIds);
    return preparedRows<{
      id: number;
      primary_word_id: number;
      is_verified: boolean;
      likes_count: number;
      p_name: string;
      p_lang: string;
      t_name: string;
      t_lang: string;
      translation_word_id: number;
      attributes: {
        entity_id: number;
        attribute_id: number;
        side: 'primary' | 'translation';
        author_id: number | null;
        review_status: string;
      }[];
    }>(
      exec,
      sql`with page as (
        select u.* from translation_unions u
        where ((u.primary_word_id in ${ids} and u.translation_lang = ${q.langT}) or (u.translation_word_id in ${ids} and u.primary_lang = ${q.langT}))
          and ${unionVisible('u', q.viewerId)}
        order by ${ORDER} limit ${q.limit}::int
      )
      select p.id, p.primary_word_id, p.translation_word_id, p.is_verified, p.likes_count,
        pw.name as p_name, pw.lang_code as p_lang, tw.name as t_name, tw.lang_code as t_lang,
        (select coalesce(json_agg(json_build_object('entity_id', ta.id, 'attribute_id', ta.attribute_id, 'side', ta.side,
            'author_id', ta.author_id, 'review_status', ta.review_status) order by ta.id), '[]'::json)
          from translation_attributes ta where ta.translation_union_id = p.id and ${visible('ta', q.viewerId)}) as attributes
      from page p join words pw on pw.id = p.primary_word_id join words tw on tw.id = p.translation_word_id
      order by ${ORDER}`,
    );
  },

  /**
   * Candidates for close spellings of a search that found nothing: words in `lang` that translate
   * into langT and share enough trigrams with the key (GIN trigram index). Run inside a
   * transaction: the similarity threshold is lowered for this query only.
   */
  async closeSpellingCandidates(
    exec: Executor,
    q: {
      lang: string;
      langT: string;
      key: string;
      viewerId: number | null;
      threshold: number;
      limit: number;
    },
  ) {
    await exec.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(q.threshold)}, true)`);
    return rows<{ name: string; search_key: string; score: number }>(
      exec,
      sql`select w.name, w.search_key, similarity(w.search_key, ${q.key}) as score
        from words w
        where w.search_key % ${q.key} and w.lang_code = ${q.lang} and ${unionsOfWordInto(sql`w.id`, q.langT, q.viewerId)}
        order by score desc, w.name limit ${q.limit}::int`,
    );
  },

  /**
   * Autocomplete: words in `lang` whose key starts with the prefix and that translate into langT,
   * each with its best translation: the exact word first, then single words before phrases,
   * shorter before longer, then key order. The btree on (lang_code, search_key) serves the range;
   * only the first TOOLTIP_SCAN words of the range (key order) are ranked, so a one-letter prefix
   * stays fast whatever the dictionary's size (it then suggests from the start of the range).
   */
  tooltips(
    exec: Executor,
    q: { lang: string; langT: string; prefix: string; viewerId: number | null; limit: number },
  ) {
    return preparedRows<{
      id: number;
      name: string;
      lang_code: string;
      translation: string;
      translation_union_id: number;
    }>(
      exec,
      sql`with candidates as (
        select w.id, w.name, w.lang_code, w.search_key from (
          select w.id, w.name, w.lang_code, w.search_key from words w
          where w.lang_code = ${q.lang} and w.search_key >= ${q.prefix} and w.search_key < ${prefixEnd(q.prefix)}
          order by w.search_key
          limit ${TOOLTIP_SCAN}::int
        ) w
        where ${unionsOfWordInto(sql`w.id`, q.langT, q.viewerId)}
        order by w.search_key = ${q.prefix} desc, strpos(w.search_key, ' ') > 0, length(w.search_key), w.search_key, w.id
        limit ${q.limit}::int
      )
      select c.id, c.name, c.lang_code, t.name as translation, t.union_id as translation_union_id
      from candidates c
      cross join lateral (
        select x.name, x.union_id from (
          (select tw.name, u.id as union_id, u.is_verified, u.likes_count, u.weight
             from translation_unions u join words tw on tw.id = u.translation_word_id
            where u.primary_word_id = c.id and u.translation_lang = ${q.langT} and ${unionVisible('u', q.viewerId)}
            order by u.is_verified desc, u.likes_count desc, u.weight desc, u.id limit 1)
          union all
          (select pw.name, u.id, u.is_verified, u.likes_count, u.weight
             from translation_unions u join words pw on pw.id = u.primary_word_id
            where u.translation_word_id = c.id and u.primary_lang = ${q.langT} and ${unionVisible('u', q.viewerId)}
            order by u.is_verified desc, u.likes_count desc, u.weight desc, u.id limit 1)
        ) x order by x.is_verified desc, x.likes_count desc, x.weight desc, x.union_id limit 1
      ) t
      order by c.search_key = ${q.prefix} desc, strpos(c.search_key, ' ') > 0, length(c.search_key), c.search_key, c.id`,
    );
  },
};
