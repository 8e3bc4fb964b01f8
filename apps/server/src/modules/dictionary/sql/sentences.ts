// Example sentences of a word with their translations, in one query per page.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { idList, preparedRows, rows, visible } from './common';

export interface AudioJson {
  id: number;
  file_name: string;
  preview_file_name: string | null;
}

export interface SentenceTranslationJson {
  sentence_translation_id: number;
  id: number;
  text: string;
  lang_code: string;
  author_id: number | null;
  review_status: string;
  audio: AudioJson | null;
}

export interface SentenceRow {
  ws_id: number;
  word_id: number;
  sentence_id: number;
  selected_positions: number[];
  changed_word_form: string | null;
  ws_author_id: number | null;
  ws_review_status: string;
  text: string;
  lang_code: string;
  best_st_id: number | null;
  total: number;
  audio: AudioJson | null;
  translations: SentenceTranslationJson[];
}

export function audioOfSentence(idExpr: SQL, viewerId: number | null): SQL {
  return sql`(select json_build_object('id', a.id, 'file_name', a.file_name, 'preview_file_name', a.preview_file_name)
    from audios a where a.sentence_id = ${idExpr} and ${visible('a', viewerId)} order by a.id limit 1)`;
}

/** Translations of sentence `idExpr` (either orientation), optionally only into `langT`. */
export function translationsOf(
  idExpr: SQL,
  langT: string | null,
  viewerId: number | null,
  limit: number,
  matchKey: SQL,
): SQL {
  const langFilter = langT ? sql`and t.lang_code = ${langT}` : sql``;
  return sql`(select coalesce(json_agg(json_build_object('sentence_translation_id', x.st_id, 'id', x.id, 'text', x.text,
        'lang_code', x.lang_code, 'author_id', x.author_id, 'review_status', x.review_status,
        'audio', ${audioOfSentence(sql`x.id`, viewerId)}) order by x.matches desc, x.st_id), '[]'::json)
    from (
      select * from (
        select st.id as st_id, t.id, t.text, t.lang_code, st.author_id, st.review_status, ${matchKey} as matches
        from sentence_translations st join sentences t on t.id = st.translation_sentence_id
        where st.sentence_id = ${idExpr} ${langFilter} and ${visible('st', viewerId)}
        union all
        select st.id, t.id, t.text, t.lang_code, st.author_id, st.review_status, ${matchKey}
        from sentence_translations st join sentences t on t.id = st.sentence_id
        where st.translation_sentence_id = ${idExpr} ${langFilter} and ${visible('st', viewerId)}
      ) y order by y.matches desc, y.st_id limit ${limit}::int
    ) x)`;
}

/**
 * Does translation sentence `t` contain the translation word? Linked through word_sentences to a
 * word with that key, or (unlinked sentences) its text contains the word.
 */
function matchExpr(langT: string, keyT: string | null, nameT: string | null): SQL {
  if (!keyT || !nameT) return sql`false`;
  return sql`(exists (select 1 from word_sentences ws2 join words w2 on w2.id = ws2.word_id
      where ws2.sentence_id = t.id and w2.lang_code = ${langT} and w2.search_key = ${keyT})
    or strpos(lower(t.text), lower(${nameT})) > 0)`;
}

export const sentencesSql = {
  /**
   * A page of a word's sentences: those with a translation containing the translation word first,
   * then those translated into langT, then the rest; each with its translations into langT.
   */
  page(
    exec: Executor,
    q: {
      wordIds: number[];
      langT: string;
      keyT: string | null;
      nameT: string | null;
      viewerId: number | null;
      limit: number;
      offset: number;
      translationsMax: number;
    },
  ) {
    const match = matchExpr(q.langT, q.keyT, q.nameT);
    return preparedRows<SentenceRow>(
      exec,
      sql`with base as (
        select ws.id as ws_id, ws.word_id, ws.sentence_id, ws.selected_positions, ws.changed_word_form,
          ws.author_id as ws_author_id, ws.review_status as ws_review_status, s.text, s.lang_code,
          bt.st_id as best_st_id, coalesce(bt.matches, false) as best_matches, count(*) over ()::int as total
        from word_sentences ws
        join sentences s on s.id = ws.sentence_id
        left join lateral (
          select y.st_id, y.matches from (
            select st.id as st_id, ${match} as matches from sentence_translations st join sentences t on t.id = st.translation_sentence_id
            where st.sentence_id = s.id and t.lang_code = ${q.langT} and ${visible('st', q.viewerId)}
            union all
            select st.id, ${match} from sentence_translations st join sentences t on t.id = st.sentence_id
            where st.translation_sentence_id = s.id and t.lang_code = ${q.langT} and ${visible('st', q.viewerId)}
          ) y order by y.matches desc, y.st_id limit 1
        ) bt on true
        where ws.word_id in ${idList(q.wordIds)} and ${visible('ws', q.viewerId)} and ${visible('s', q.viewerId)}
        order by best_matches desc, (bt.st_id is not null) desc, ws.id
        limit ${q.limit}::int offset ${q.offset}::int
      )
      select b.*, ${audioOfSentence(sql`b.sentence_id`, q.viewerId)} as audio,
        ${translationsOf(sql`b.sentence_id`, q.langT, q.viewerId, q.translationsMax, match)} as translations
      from base b order by b.best_matches desc, (b.best_st_id is not null) desc, b.ws_id`,
    );
  },

  async wordSentence(exec: Executor, id: number) {
    const [row] = await rows<{
      id: number;
      sentence_id: number;
      word_id: number;
      author_id: number | null;
      review_status: string;
    }>(
      exec,
      sql`select id, sentence_id, word_id, author_id, review_status from word_sentences where id = ${id}::int`,
    );
    return row ?? null;
  },

  translationsOfSentence(
    exec: Executor,
    q: { sentenceId: number; langT: string | null; viewerId: number | null; limit: number },
  ) {
    return rows<{ translations: SentenceTranslationJson[] }>(
      exec,
      sql`select ${translationsOf(sql`${q.sentenceId}::int`, q.langT, q.viewerId, q.limit, sql`false`)} as translations`,
    ).then((r) => r[0]?.translations ?? []);
  },

  /**
   * A random example: a sentence in `lang` linked to a word and translated into `langT`. Starts
   * at a random id and wraps around, so it is one index range scan, not a sort of the table.
   */
  async example(
    exec: Executor,
    q: { lang: string; langT: string; viewerId: number | null; startFraction: number },
  ) {
    const pick = (cmp: SQL) =>
      rows<{
        word_id: number;
        word_name: string;
        word_lang: string;
        id: number;
        text: string;
        lang_code: string;
        selected_positions: number[];
        t_id: number;
        t_text: string;
        t_lang: string;
      }>(
        exec,
        sql`select w.id as word_id, w.name as word_name, w.lang_code as word_lang, s.id, s.text, s.lang_code, ws.selected_positions,
            t.id as t_id, t.text as t_text, t.lang_code as t_lang
          from sentences s
          join lateral (select * from word_sentences ws where ws.sentence_id = s.id and ${visible('ws', q.viewerId)} order by ws.id limit 1) ws on true
          join words w on w.id = ws.word_id
          join lateral (
            select t.* from sentence_translations st join sentences t on t.id = st.translation_sentence_id
              where st.sentence_id = s.id and t.lang_code = ${q.langT} and ${visible('st', q.viewerId)}
            union all
            select t.* from sentence_translations st join sentences t on t.id = st.sentence_id
              where st.translation_sentence_id = s.id and t.lang_code = ${q.langT} and ${visible('st', q.viewerId)}
            limit 1
          ) t on true
          where s.lang_code = ${q.lang} and ${visible('s', q.viewerId)} and ${cmp}
          order by s.id limit 1`,
      );
    const [bounds] = await rows<{ lo: number | null; hi: number | null }>(
      exec,
      sql`select min(id) as lo, max(id) as hi from sentences where lang_code = ${q.lang}`,
    );
    if (bounds?.lo == null || bounds.hi == null) return null;
    const start = Math.floor(bounds.lo + (bounds.hi - bounds.lo) * q.startFraction);
    const [hit] = await pick(sql`s.id >= ${start}::int`);
    if (hit) return hit;
    const [wrapped] = await pick(sql`s.id < ${start}::int`);
    return wrapped ?? null;
  },
};
