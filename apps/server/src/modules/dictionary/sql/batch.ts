// Entities by id for other modules (favorites): many translations or word sentences in one
// statement each, with the same card details the search answers carry; and one example sentence
// per word for exports.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { compiledRows, idList, rows, visible } from './common';
import { unionDetails, type UnionRow } from './search';
import { audioOfSentence, translationsOf, type SentenceRow } from './sentences';

export type BatchSentenceRow = Omit<SentenceRow, 'total' | 'best_st_id'> & {
  s_author_id: number | null;
  s_review_status: string;
};

export const batchSql = {
  /**
   * Unions by id with their card details, removed and unreviewed ones too (the caller decides).
   * A prepared statement per shape (guest or member, how many ids): the lesson word fetch calls it
   * on every page, and building and planning this statement cost more than running it.
   */
  unionsByIds(exec: Executor, ids: readonly number[], viewerId: number | null, meaningsPreview: number) {
    const values: Record<string, unknown> = { preview: meaningsPreview };
    ids.forEach((id, i) => (values[`id${i}`] = id));
    if (viewerId !== null) values.viewer = viewerId;
    return compiledRows<UnionRow, Record<string, unknown>>(
      exec,
      `unionsByIds|${viewerId === null ? 'guest' : 'member'}|${ids.length}`,
      values,
      (v) => {
        const list = idList(ids.map((_, i) => v[`id${i}`] as number));
        const viewer = viewerId === null ? null : (v.viewer as number);
        return sql`with page as (select u.*, 1 as total from translation_unions u where u.id in ${list})
      select ${unionDetails(viewer, v.preview as number)}, p.total from page p order by p.id`;
      },
    );
  },

  /** Word sentences by id with the sentence, its audio and its translations (into langT first when given). */
  wordSentencesByIds(
    exec: Executor,
    q: { ids: readonly number[]; langT: string | null; viewerId: number | null; translationsMax: number },
  ) {
    const preferred = q.langT ? sql`(t.lang_code = ${q.langT})` : sql`false`;
    return rows<BatchSentenceRow>(
      exec,
      sql`select ws.id as ws_id, ws.word_id, ws.sentence_id, ws.selected_positions, ws.changed_word_form,
          ws.author_id as ws_author_id, ws.review_status as ws_review_status, s.text, s.lang_code,
          s.author_id as s_author_id, s.review_status as s_review_status,
          ${audioOfSentence(sql`s.id`, q.viewerId)} as audio,
          ${translationsOf(sql`s.id`, null, q.viewerId, q.translationsMax, preferred)} as translations
        from word_sentences ws join sentences s on s.id = ws.sentence_id
        where ws.id in ${idList(q.ids)}
        order by ws.id`,
    );
  },

  /**
   * One accepted example per word: a sentence of the word with an accepted translation into its
   * language; the translation containing `translationWord` first (the saved pair's example).
   */
  examples(
    exec: Executor,
    items: readonly { wordId: number; langT: string; translationWord: string | null }[],
  ) {
    const values = sql.join(
      items.map((i) => sql`(${i.wordId}::int, ${i.langT}::varchar, ${i.translationWord ?? ''}::text)`),
      sql`, `,
    );
    return rows<{ word_id: number; lang_t: string; text: string; translation: string }>(
      exec,
      sql`with items(word_id, lang_t, tword) as (values ${values})
      select i.word_id, i.lang_t, x.text, x.translation
      from items i
      cross join lateral (
        select s.text, t.text as translation
        from word_sentences ws
        join sentences s on s.id = ws.sentence_id
        join lateral (
          select t.text from sentence_translations st join sentences t on t.id = st.translation_sentence_id
            where st.sentence_id = s.id and t.lang_code = i.lang_t and ${visible('st', null)}
          union all
          select t.text from sentence_translations st join sentences t on t.id = st.sentence_id
            where st.translation_sentence_id = s.id and t.lang_code = i.lang_t and ${visible('st', null)}
        ) t on true
        where ws.word_id = i.word_id and ${visible('ws', null)} and ${visible('s', null)}
        order by (i.tword <> '' and strpos(lower(t.text), lower(i.tword)) > 0) desc, ws.id
        limit 1
      ) x`,
    );
  },
};
