// What the offline machine translation knows: the best accepted translation of many search keys
// (words and phrases) at once, directly or through the lemma of an inflected form, and whole
// example sentences with an accepted translation.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { rows } from './common';

export interface LexiconRow {
  key: string;
  translation: string;
  is_verified: boolean;
  via_lemma: boolean;
  union_id: number;
  /** The looked-up word's popularity (ranking statistics): how common it is. */
  popularity: number;
}

const accepted = (alias: string) =>
  sql`${sql.raw(alias)}.review_status = 'accepted' and not ${sql.raw(alias)}.is_removed`;

/** Accepted unions of word `wordExpr` into langT, either orientation, as (name, rank columns). */
function unionsOf(wordExpr: SQL, langT: string, viaLemma: boolean): SQL {
  const flag = sql.raw(viaLemma ? 'true' : 'false');
  return sql`select tw.name, u.is_verified, u.likes_count, u.weight, u.id, ${flag} as via_lemma
      from translation_unions u join words tw on tw.id = u.translation_word_id
      where u.primary_word_id = ${wordExpr} and u.translation_lang = ${langT} and ${accepted('u')}
    union all
    select pw.name, u.is_verified, u.likes_count, u.weight, u.id, ${flag}
      from translation_unions u join words pw on pw.id = u.primary_word_id
      where u.translation_word_id = ${wordExpr} and u.primary_lang = ${langT} and ${accepted('u')}`;
}

export const lexiconSql = {
  /**
   * For each key, the best translation into langT of a word in `lang` with that key: its own
   * unions first (verified, liked, weighted), then those of its lemma (went -> go -> gehen).
   * Keys without any are absent. One statement for the whole text.
   */
  lookup(exec: Executor, q: { lang: string; langT: string; keys: readonly string[] }) {
    if (!q.keys.length) return Promise.resolve([] as LexiconRow[]);
    const keys = sql.join(
      q.keys.map((k) => sql`(${k}::varchar)`),
      sql`, `,
    );
    return rows<LexiconRow>(
      exec,
      sql`with k(key) as (values ${keys})
      select k.key, best.name as translation, best.is_verified, best.via_lemma, best.id as union_id,
        coalesce((select max(w.popularity) from words w where w.lang_code = ${q.lang} and w.search_key = k.key collate "C"), 0)::int as popularity
      from k
      cross join lateral (
        select x.name, x.is_verified, x.via_lemma, x.id from (
          select y.* from words w cross join lateral (${unionsOf(sql`w.id`, q.langT, false)}) y
            where w.lang_code = ${q.lang} and w.search_key = k.key collate "C"
          union all
          select y.* from words w
            join word_forms f on f.word_id = w.id and f.review_status = 'accepted'
            cross join lateral (${unionsOf(sql`f.canonical_word_id`, q.langT, true)}) y
            where w.lang_code = ${q.lang} and w.search_key = k.key collate "C"
        ) x order by x.via_lemma, x.is_verified desc, x.likes_count desc, x.weight desc, x.id
        limit 1
      ) best`,
    );
  },

  /** The accepted translation into langT of an accepted sentence written exactly `text` in `lang`. */
  async sentence(exec: Executor, q: { lang: string; langT: string; text: string }): Promise<string | null> {
    const [row] = await rows<{ text: string }>(
      exec,
      sql`select t.text from sentences s
        join lateral (
          select t.text, st.id from sentence_translations st join sentences t on t.id = st.translation_sentence_id
            where st.sentence_id = s.id and t.lang_code = ${q.langT} and st.review_status = 'accepted' and t.review_status = 'accepted'
          union all
          select t.text, st.id from sentence_translations st join sentences t on t.id = st.sentence_id
            where st.translation_sentence_id = s.id and t.lang_code = ${q.langT} and st.review_status = 'accepted' and t.review_status = 'accepted'
          order by id limit 1
        ) t on true
        where s.lang_code = ${q.lang} and md5(s.text) = md5(${q.text}) and s.text = ${q.text} and s.review_status = 'accepted'
        limit 1`,
    );
    return row?.text ?? null;
  },
};
