// Autocomplete tooltips around a search (close spellings of a search that found nothing: sql/spelling.ts).
// Ranked by the ranking statistics (sql/stats.ts: words.popularity, the lists of word_completions);
// every suggestion is re-checked against the live rows, so content removed since the last refresh
// is never offered and content added since is still found.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { compiledRows, unionsOfWordInto, unionVisible } from './common';
import { COMPLETION_RANGE_MAX } from './stats';

/**
 * Keys starting with `prefix` are >= prefix and < prefix + U+10FFFF (keys compare byte-wise,
 * COLLATE "C"). A range, unlike LIKE, keeps its index scan in a prepared statement's generic plan.
 */
const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

/**
 * Words of a prefix range ranked at request time: a range that held more words at the last
 * refresh has a precomputed list instead; one that grew since is still cut here, so a request
 * never reads more than this many words.
 */
const TOOLTIP_SCAN = COMPLETION_RANGE_MAX;

export interface TooltipRow {
  id: number;
  name: string;
  lang_code: string;
  translation: string;
  translation_union_id: number;
}

export const suggestionsSql = {
  /**
   * Autocomplete: words in `lang` whose key starts with the prefix and that translate into langT,
   * each with its best translation. Candidates: the word of exactly that key (always, so a word
   * added since the last refresh is found by typing it), plus either the precomputed list of a
   * long prefix (word_completions, one primary-key read) or, for a short one, the first
   * TOOLTIP_SCAN words of the btree range (lang_code, search_key). Every candidate is re-checked
   * (still in the range, still translated for this reader), then ranked: the exact word, then the
   * more common (popularity), single words before phrases, shorter before longer, key order.
   * The parameters reach the plan through a materialized CTE (`bounds`), so a custom plan cannot
   * use their values and costs what the generic one does: knowing the prefix, the planner picked plans that read the whole key range of a long
   * prefix (thousands of words, 4-70 ms for "con" on eng-deu) and, estimating them cheaper than
   * the generic plan, never switched to the generic one (~1 ms). A list's words are read by
   * primary key (a lateral subquery fenced by `offset 0`).
   */
  tooltips(
    exec: Executor,
    q: { lang: string; langT: string; prefix: string; viewerId: number | null; limit: number; readModel: boolean },
  ) {
    const member = q.viewerId !== null;
    // A guest's candidates are judged, and their best translation found, in the read model's
    // documents (`tips`, one primary-key read each) instead of their unions; a candidate whose key
    // has no document built with tips (not translated, stale, or built before tips existed) is
    // judged live, so the answer is the live one either way.
    const fromModel = !member && q.readModel;
    const limit = Math.trunc(q.limit);
    const values = {
      lang: q.lang,
      langT: q.langT,
      prefix: q.prefix,
      end: prefixEnd(q.prefix),
      ...(member ? { viewer: q.viewerId! } : {}),
    };
    return compiledRows<TooltipRow, typeof values & { viewer?: number }>(
      exec,
      `tooltips|${member ? 'member' : fromModel ? 'guest-model' : 'guest'}|${limit}`,
      values,
      (v) => {
        const { prefix, end } = v;
        const viewerId = member ? v.viewer! : null;
        const lang = sql`(select lang from bounds)`;
        const langT = sql`(select lang_t from bounds)`;
        return sql`with bounds as materialized (
        select ${v.lang}::text as lang, ${v.langT}::text as lang_t, ${prefix}::text as lo, ${end}::text as hi
      ),
      list as (
        select c.word_ids from word_completions c
        where c.lang_code = ${lang} and c.translation_lang = ${langT} and c.prefix = (select lo from bounds)
      ),
      scanned as (
        select w.id, w.name, w.lang_code, w.search_key, w.popularity from words w
        where w.lang_code = ${lang} and w.search_key = (select lo from bounds)
        union
        select w.id, w.name, w.lang_code, w.search_key, w.popularity
        from list cross join lateral unnest(list.word_ids) l(id) cross join lateral (
          select w.id, w.name, w.lang_code, w.search_key, w.popularity from words w
          where w.id = l.id and w.lang_code = ${lang}
            and w.search_key >= (select lo from bounds) and w.search_key < (select hi from bounds)
          offset 0
        ) w
        union
        select r.id, r.name, r.lang_code, r.search_key, r.popularity from (
          select w.id, w.name, w.lang_code, w.search_key, w.popularity from words w
          where not exists (select 1 from list)
            and w.lang_code = ${lang} and w.search_key >= (select lo from bounds) and w.search_key < (select hi from bounds)
          order by w.search_key
          limit ${sql.raw(String(TOOLTIP_SCAN))}
        ) r
      ),
      candidates as (${
        fromModel
          ? sql`
        select w.id, w.name, w.lang_code, w.search_key, w.popularity, d.tips -> (w.id::text) as tip from scanned w
        left join search_documents d on d.lang_code = w.lang_code and d.search_key = w.search_key and d.translation_lang = ${langT}
        where case when d.tips is not null then d.tips -> (w.id::text) is not null else ${unionsOfWordInto(sql`w.id`, langT, null)} end`
          : sql`
        select w.id, w.name, w.lang_code, w.search_key, w.popularity, null::jsonb as tip from scanned w
        where ${unionsOfWordInto(sql`w.id`, langT, viewerId)}`
      }
        order by w.search_key = ${prefix} desc, w.popularity desc, strpos(w.name, ' ') > 0, length(w.search_key), w.search_key, w.id
        limit ${sql.raw(String(limit))}
      )
      select c.id, c.name, c.lang_code, t.name as translation, t.union_id as translation_union_id
      from candidates c
      cross join lateral (
        (select ow.name, (c.tip ->> 0)::int as union_id from words ow where c.tip is not null and ow.id = (c.tip ->> 1)::int)
        union all
        (select x.name, x.union_id from (
          (select tw.name, u.id as union_id, u.is_verified, u.likes_count, tw.popularity, u.weight
             from translation_unions u join words tw on tw.id = u.translation_word_id
            where u.primary_word_id = c.id and u.translation_lang = ${langT} and ${unionVisible('u', viewerId)}
            order by u.is_verified desc, u.likes_count desc, tw.popularity desc, u.weight desc, u.id limit 1)
          union all
          (select pw.name, u.id, u.is_verified, u.likes_count, pw.popularity, u.weight
             from translation_unions u join words pw on pw.id = u.primary_word_id
            where u.translation_word_id = c.id and u.primary_lang = ${langT} and ${unionVisible('u', viewerId)}
            order by u.is_verified desc, u.likes_count desc, pw.popularity desc, u.weight desc, u.id limit 1)
        ) x where c.tip is null order by x.is_verified desc, x.likes_count desc, x.popularity desc, x.weight desc, x.union_id limit 1)
      ) t
      order by c.search_key = ${prefix} desc, c.popularity desc, strpos(c.name, ' ') > 0, length(c.search_key), c.search_key, c.id`;
      },
    );
  },
};
