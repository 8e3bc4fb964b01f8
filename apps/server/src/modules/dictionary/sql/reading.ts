// Reading one translation's or word's details: words, meanings, synonyms/antonyms, data sources,
// what could still be added.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { idList, rows, visible, wordJson, type WordJson } from './common';

export interface RelationRow {
  id: number;
  word_group_id: number;
  word_id: number;
  lang_code: string;
  name: string;
  author_id: number | null;
  review_status: string;
}

export interface MeaningRow {
  id: number;
  word_id: number;
  lang_code: string;
  value: string;
  author_id: number | null;
  review_status: string;
  union_ids: number[] | null;
}

export interface DataSourceRow {
  name: string | null;
  author: string | null;
  url: string | null;
  license: string | null;
  license_url: string | null;
  image_url: string | null;
  nickname: string | null;
  avatar_file: string | null;
  native_lang: string | null;
}

export interface UnionBasic {
  id: number;
  primary_word_id: number;
  translation_word_id: number;
  primary_lang: string;
  translation_lang: string;
  author_id: number | null;
  review_status: string;
  is_removed: boolean;
  is_verified: boolean;
}

export const readingSql = {
  async union(exec: Executor, id: number): Promise<UnionBasic | null> {
    const [row] = await rows<UnionBasic>(
      exec,
      sql`select id, primary_word_id, translation_word_id, primary_lang, translation_lang, author_id, review_status, is_removed, is_verified
      from translation_unions where id = ${id}::int`,
    );
    return row ?? null;
  },

  async word(exec: Executor, id: number, viewerId: number | null): Promise<WordJson | null> {
    const [row] = await rows<{ word: WordJson | null }>(
      exec,
      sql`select ${wordJson(sql`${id}::int`, viewerId)} as word`,
    );
    return row?.word ?? null;
  },

  /** Meanings of one side of a union (the word in `langCode`), paged, with the total. */
  async unionMeanings(
    exec: Executor,
    q: { unionId: number; wordId: number; viewerId: number | null; limit: number; offset: number },
  ) {
    const list = await rows<MeaningRow & { total: number }>(
      exec,
      sql`select m.id, m.word_id, m.lang_code, m.value, m.author_id, m.review_status, null as union_ids, count(*) over ()::int as total
      from translation_meanings tm join meanings m on m.id = tm.meaning_id
      where tm.translation_union_id = ${q.unionId}::int and m.word_id = ${q.wordId}::int and ${visible('m', q.viewerId)}
      order by tm.position, m.id limit ${q.limit}::int offset ${q.offset}::int`,
    );
    return list;
  },

  /** Every meaning of the words with this key in `lang`: union-level and word-level (WordNet glosses). */
  allMeanings(exec: Executor, q: { wordIds: number[]; viewerId: number | null; limit: number }) {
    return rows<MeaningRow & { total: number }>(
      exec,
      sql`select m.id, m.word_id, m.lang_code, m.value, m.author_id, m.review_status,
        (select array_agg(tm.translation_union_id order by tm.translation_union_id) from translation_meanings tm
          where tm.meaning_id = m.id) as union_ids,
        count(*) over ()::int as total
      from meanings m
      where m.word_id in ${idList(q.wordIds)} and ${visible('m', q.viewerId)}
      order by case m.word_id ${sql.join(
        q.wordIds.map((id, i) => sql`when ${id}::int then ${i}::int`),
        sql` `,
      )} end, m.id limit ${q.limit}::int`,
    );
  },

  /** Word ids with this key in a language, exact spelling first. */
  wordIdsByKey(exec: Executor, lang: string, key: string, text: string) {
    return rows<{ id: number; lemma_ids: number[] | null }>(
      exec,
      sql`select w.id, (select array_agg(f.canonical_word_id order by f.id) from word_forms f where f.word_id = w.id) as lemma_ids
      from words w where w.lang_code = ${lang} and w.search_key = ${key}
      order by (w.name = ${text}) desc, w.id limit 20`,
    );
  },

  /**
   * Synonyms or antonyms of the two words of a union: members of the groups that contain either
   * word, groups of this union first (its sense), then word-level groups (WordNet) and other senses.
   */
  relations(
    exec: Executor,
    q: {
      kind: 'synonym' | 'antonym';
      unionId: number;
      wordIds: number[];
      viewerId: number | null;
      limit: number;
    },
  ) {
    return rows<RelationRow>(
      exec,
      sql`select d.id, d.word_group_id, d.word_id, d.lang_code, d.name, d.author_id, d.review_status from (
        select distinct on (ranked.word_id) ranked.* from (
          select i.id, i.word_group_id, i.word_id, w.lang_code, w.name, i.author_id, i.review_status,
            case when g.translation_union_id = ${q.unionId}::int then 0 when g.translation_union_id is null then 1 else 2 end as rank
          from word_group_items own
          join word_groups g on g.id = own.word_group_id and g.kind = ${q.kind}
          join word_group_items i on i.word_group_id = g.id and i.word_id <> own.word_id
          join words w on w.id = i.word_id
          where own.word_id in ${idList(q.wordIds)} and i.word_id not in ${idList(q.wordIds)}
            and ${visible('g', q.viewerId)} and ${visible('i', q.viewerId)} and ${visible('own', q.viewerId)}
        ) ranked
        order by ranked.word_id, ranked.rank, ranked.id
      ) d order by d.rank, d.id limit ${q.limit}::int`,
    );
  },

  /** Sources that contain a union, then its author when a person added it. */
  dataSources(exec: Executor, unionId: number) {
    return rows<DataSourceRow>(
      exec,
      sql`select ds.name, ds.author, ds.url, ds.license, ds.license_url, ds.image_url,
          null as nickname, null as avatar_file, null as native_lang, 0 as rank, ds.id as ord
        from translation_sources ts join data_sources ds on ds.id = ts.data_source_id
        where ts.translation_union_id = ${unionId}::int
      union all
        select ds.name, ds.author, ds.url, ds.license, ds.license_url, ds.image_url, null, null, null, 1, ds.id
        from translation_unions u join data_sources ds on ds.id = u.data_source_id
        where u.id = ${unionId}::int and not exists (select 1 from translation_sources ts where ts.translation_union_id = u.id and ts.data_source_id = ds.id)
      union all
        select null, null, null, null, null, null, usr.nickname, usr.avatar_file,
          (select ul.lang_code from user_languages ul where ul.user_id = usr.id and ul.level = 'NATIVE' limit 1), 2, usr.id
        from translation_unions u join users usr on usr.id = u.author_id
        where u.id = ${unionId}::int
      order by rank, ord`,
    );
  },

  /** Counts behind possible-complements, per side. */
  async complementCounts(exec: Executor, unionId: number, primaryWordId: number, translationWordId: number) {
    const [row] = await rows<Record<string, number>>(
      exec,
      sql`select
        (select count(*)::int from translation_meanings tm join meanings m on m.id = tm.meaning_id where tm.translation_union_id = ${unionId}::int and m.word_id = ${primaryWordId}::int and m.review_status <> 'rejected') as p_meaning,
        (select count(*)::int from translation_meanings tm join meanings m on m.id = tm.meaning_id where tm.translation_union_id = ${unionId}::int and m.word_id = ${translationWordId}::int and m.review_status <> 'rejected') as t_meaning,
        (select count(distinct i.word_id)::int from word_group_items own join word_groups g on g.id = own.word_group_id and g.kind = 'synonym' join word_group_items i on i.word_group_id = g.id and i.word_id <> own.word_id where own.word_id = ${primaryWordId}::int and i.review_status <> 'rejected') as p_synonym,
        (select count(distinct i.word_id)::int from word_group_items own join word_groups g on g.id = own.word_group_id and g.kind = 'synonym' join word_group_items i on i.word_group_id = g.id and i.word_id <> own.word_id where own.word_id = ${translationWordId}::int and i.review_status <> 'rejected') as t_synonym,
        (select count(distinct i.word_id)::int from word_group_items own join word_groups g on g.id = own.word_group_id and g.kind = 'antonym' join word_group_items i on i.word_group_id = g.id and i.word_id <> own.word_id where own.word_id = ${primaryWordId}::int and i.review_status <> 'rejected') as p_antonym,
        (select count(distinct i.word_id)::int from word_group_items own join word_groups g on g.id = own.word_group_id and g.kind = 'antonym' join word_group_items i on i.word_group_id = g.id and i.word_id <> own.word_id where own.word_id = ${translationWordId}::int and i.review_status <> 'rejected') as t_antonym,
        (select count(*)::int from word_sentences ws where ws.word_id = ${primaryWordId}::int and ws.review_status <> 'rejected') as p_sentence,
        (select count(*)::int from word_sentences ws where ws.word_id = ${translationWordId}::int and ws.review_status <> 'rejected') as t_sentence,
        (select count(*)::int from translation_attributes ta where ta.translation_union_id = ${unionId}::int and ta.side = 'primary' and ta.review_status <> 'rejected') as p_attribute,
        (select count(*)::int from translation_attributes ta where ta.translation_union_id = ${unionId}::int and ta.side = 'translation' and ta.review_status <> 'rejected') as t_attribute,
        (select count(*)::int from translation_vocabularies tv where tv.translation_union_id = ${unionId}::int and tv.review_status <> 'rejected') as vocabulary,
        (select count(*)::int from audios a where a.word_id = ${primaryWordId}::int and a.review_status <> 'rejected') as p_audio,
        (select count(*)::int from audios a where a.word_id = ${translationWordId}::int and a.review_status <> 'rejected') as t_audio,
        (select review_status from words where id = ${primaryWordId}::int) as p_status,
        (select review_status from words where id = ${translationWordId}::int) as t_status`,
    );
    return row as unknown as Record<string, number> & { p_status: string; t_status: string };
  },

  async nativeLanguage(exec: Executor, userId: number): Promise<string | null> {
    const [row] = await rows<{ lang_code: string }>(
      exec,
      sql`select lang_code from user_languages where user_id = ${userId}::int and level = 'NATIVE' limit 1`,
    );
    return row?.lang_code ?? null;
  },
};
