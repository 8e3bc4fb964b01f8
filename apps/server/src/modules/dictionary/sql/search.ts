// The search path: find the words of a search key, then one page of their translations with
// everything a card shows, in two round trips whatever the page size (no per-row queries).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import {
  compiledRows,
  idList,
  preparedRows,
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
 * Search order: verified, then liked, then the more common translation (the popularity of the
 * union's other word, from the ranking statistics), then relevance from the sources, then age.
 */
const ORDER = sql`is_verified desc, likes_count desc, other_popularity desc, weight desc, id`;

/**
 * Unions of `ids` into langT in either orientation, each with the popularity of its other word
 * (one primary-key read per union of the searched words, all of which are sorted anyway).
 */
function unionsInto(ids: SQL, langT: string, viewerId: number | null): SQL {
  return sql`translation_unions u
    join words o on o.id = case when u.translation_lang = ${langT} and u.primary_word_id in ${ids}
      then u.translation_word_id else u.primary_word_id end
    where ((u.primary_word_id in ${ids} and u.translation_lang = ${langT}) or (u.translation_word_id in ${ids} and u.primary_lang = ${langT}))
      and ${unionVisible('u', viewerId)}`;
}

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
    const member = q.viewerId !== null;
    return compiledRows<WordHit, { lang: string; langT: string; key: string; text: string; viewer?: number }>(
      exec,
      `resolveWords|${member ? 'member' : 'guest'}`,
      { lang: q.lang, langT: q.langT, key: q.key, text: q.text, ...(member ? { viewer: q.viewerId! } : {}) },
      ({ lang, langT, key, text, viewer }) => {
        const viewerId = member ? viewer! : null;
        return sql`select w.id, w.name, w.lang_code,
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
      limit 20`;
      },
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
    const { wordIds, viewerId } = q;
    const values: Record<string, unknown> = { langT: q.langT, limit: q.limit, offset: q.offset, preview: q.meaningsPreview };
    wordIds.forEach((id, i) => (values[`id${i}`] = id));
    if (viewerId !== null) values.viewer = viewerId;
    return compiledRows<UnionRow, Record<string, unknown>>(
      exec,
      `translationsPage|${viewerId === null ? 'guest' : 'member'}|${wordIds.length}`,
      values,
      (v) => {
        const ids = idList(wordIds.map((_, i) => v[`id${i}`] as number));
        const viewer = viewerId === null ? null : (v.viewer as number);
        return sql`with page as (
        select u.*, o.popularity as other_popularity, count(*) over ()::int as total from ${unionsInto(ids, v.langT as string, viewer)}
        order by ${ORDER}
        limit ${v.limit}::int offset ${v.offset}::int
      )
      select ${unionDetails(viewer, v.preview as number)}, p.total from page p order by ${ORDER}`;
      },
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
    const values: Record<string, unknown> = { langT: q.langT, limit: q.limit };
    q.wordIds.forEach((id, i) => (values[`id${i}`] = id));
    if (q.viewerId !== null) values.viewer = q.viewerId;
    return compiledRows<{
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
    }, Record<string, unknown>>(
      exec,
      `lightPage|${q.viewerId === null ? 'guest' : 'member'}|${q.wordIds.length}`,
      values,
      (v) => {
        const ids = idList(q.wordIds.map((_, i) => v[`id${i}`] as number));
        const viewer = q.viewerId === null ? null : (v.viewer as number);
        return sql`with page as (
        select u.*, o.popularity as other_popularity from ${unionsInto(ids, v.langT as string, viewer)}
        order by ${ORDER} limit ${v.limit}::int
      )
      select p.id, p.primary_word_id, p.translation_word_id, p.is_verified, p.likes_count,
        pw.name as p_name, pw.lang_code as p_lang, tw.name as t_name, tw.lang_code as t_lang,
        (select coalesce(json_agg(json_build_object('entity_id', ta.id, 'attribute_id', ta.attribute_id, 'side', ta.side,
            'author_id', ta.author_id, 'review_status', ta.review_status) order by ta.id), '[]'::json)
          from translation_attributes ta where ta.translation_union_id = p.id and ${visible('ta', viewer)}) as attributes
      from page p join words pw on pw.id = p.primary_word_id join words tw on tw.id = p.translation_word_id
      order by ${ORDER}`;
      },
    );
  },
};
