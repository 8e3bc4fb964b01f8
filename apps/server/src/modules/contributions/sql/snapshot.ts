// A contributed entity as moderators and the history see it: who made it, its review status, the
// translation it belongs to, its languages, a readable summary and its fields as JSON.
import { sql, type SQL } from 'drizzle-orm';
import type { ContributionEntityType } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import { one } from './common';

export interface Snapshot {
  id: number;
  author_id: number | null;
  review_status: 'under_review' | 'accepted' | 'rejected';
  union_id: number | null;
  /** The union's status and author when the entity hangs off a translation. */
  union_status: 'under_review' | 'accepted' | 'rejected' | null;
  union_author_id: number | null;
  union_removed: boolean | null;
  lang_codes: string[];
  summary: string;
  entity: Record<string, unknown>;
}

const unionCols = (expr: string) =>
  sql.raw(`${expr} as union_id,
    (select uu.review_status from translation_unions uu where uu.id = ${expr}) as union_status,
    (select uu.author_id from translation_unions uu where uu.id = ${expr}) as union_author_id,
    (select uu.is_removed from translation_unions uu where uu.id = ${expr}) as union_removed`);
const noUnion = sql.raw('null::int as union_id, null as union_status, null::int as union_author_id, null::boolean as union_removed');

function attribute(id: number, child: boolean): SQL {
  return sql`select ta.id, ta.author_id, ta.review_status, ${unionCols('ta.translation_union_id')},
      array[case when ta.side = 'primary' then u.primary_lang else u.translation_lang end] as lang_codes,
      a.code || ' (' || w.name || ')' as summary,
      json_build_object('attribute_id', a.id, 'code', a.code, 'side', ta.side, 'parent_id', a.parent_id,
        'word_id', w.id, 'word', w.name, 'lang_code', w.lang_code) as entity
    from translation_attributes ta join attributes a on a.id = ta.attribute_id
    join translation_unions u on u.id = ta.translation_union_id
    join words w on w.id = case when ta.side = 'primary' then u.primary_word_id else u.translation_word_id end
    where ta.id = ${id}::int and ${child ? sql`a.parent_id is not null` : sql`a.parent_id is null`}`;
}

function groupItem(id: number, kind: 'synonym' | 'antonym'): SQL {
  return sql`select i.id, i.author_id, i.review_status, ${unionCols('g.translation_union_id')},
      array[g.lang_code]::text[] as lang_codes, w.name as summary,
      json_build_object('word_group_id', g.id, 'word_id', w.id, 'name', w.name, 'lang_code', w.lang_code,
        'own_words', (select coalesce(json_agg(ow.name order by own.id), '[]'::json) from word_group_items own join words ow on ow.id = own.word_id
                      where own.word_group_id = g.id and own.id <> i.id and own.review_status = 'accepted')) as entity
    from word_group_items i join word_groups g on g.id = i.word_group_id and g.kind = ${kind} join words w on w.id = i.word_id
    where i.id = ${id}::int`;
}

function audio(id: number, owner: 'word' | 'sentence'): SQL {
  return owner === 'word'
    ? sql`select a.id, a.author_id, a.review_status, ${noUnion}, array[w.lang_code]::text[] as lang_codes, w.name as summary,
        json_build_object('word_id', w.id, 'word', w.name, 'lang_code', w.lang_code, 'actual_file_name', a.file_name,
          'preview_file_name', a.preview_file_name, 'mime_type', a.mime_type) as entity
      from audios a join words w on w.id = a.word_id where a.id = ${id}::int`
    : sql`select a.id, a.author_id, a.review_status, ${noUnion}, array[s.lang_code]::text[] as lang_codes, s.text as summary,
        json_build_object('sentence_id', s.id, 'sentence_text', s.text, 'lang_code', s.lang_code, 'actual_file_name', a.file_name,
          'preview_file_name', a.preview_file_name, 'mime_type', a.mime_type) as entity
      from audios a join sentences s on s.id = a.sentence_id where a.id = ${id}::int`;
}

const QUERIES: Record<ContributionEntityType, (id: number) => SQL> = {
  'translation-union': (id) => sql`select u.id, u.author_id, u.review_status, u.id as union_id, u.review_status as union_status,
      u.author_id as union_author_id, u.is_removed as union_removed,
      array[u.primary_lang, u.translation_lang]::text[] as lang_codes, pw.name || ' → ' || tw.name as summary,
      json_build_object('primary_word_id', pw.id, 'primary_word', pw.name, 'primary_lang', u.primary_lang,
        'translation_word_id', tw.id, 'translation_word', tw.name, 'translation_lang', u.translation_lang,
        'primary_word_explanation', u.primary_word_explanation, 'translation_word_explanation', u.translation_word_explanation,
        'is_verified', u.is_verified, 'is_removed', u.is_removed) as entity
    from translation_unions u join words pw on pw.id = u.primary_word_id join words tw on tw.id = u.translation_word_id
    where u.id = ${id}::int`,
  'translation-attribute': (id) => attribute(id, false),
  'translation-child-attribute': (id) => attribute(id, true),
  'translation-vocabulary': (id) => sql`select tv.id, tv.author_id, tv.review_status, ${unionCols('tv.translation_union_id')},
      array[u.primary_lang, u.translation_lang]::text[] as lang_codes, tv.vocabulary_code as summary,
      json_build_object('vocabulary_code', tv.vocabulary_code) as entity
    from translation_vocabularies tv join translation_unions u on u.id = tv.translation_union_id where tv.id = ${id}::int`,
  'translation-meaning': (id) => sql`select m.id, m.author_id, m.review_status,
      ${unionCols('(select tm.translation_union_id from translation_meanings tm where tm.meaning_id = m.id order by tm.id limit 1)')},
      array[m.lang_code]::text[] as lang_codes, m.value as summary,
      json_build_object('value', m.value, 'lang_code', m.lang_code, 'word_id', w.id, 'word', w.name) as entity
    from meanings m join words w on w.id = m.word_id where m.id = ${id}::int`,
  synonym: (id) => groupItem(id, 'synonym'),
  antonym: (id) => groupItem(id, 'antonym'),
  'word-sentence': (id) => sql`select ws.id, ws.author_id, ws.review_status, ${noUnion}, array[s.lang_code]::text[] as lang_codes,
      s.text as summary,
      json_build_object('sentence_id', s.id, 'sentence_text', s.text, 'lang_code', s.lang_code, 'sentence_status', s.review_status,
        'word_id', w.id, 'word', w.name, 'selected_positions', ws.selected_positions, 'changed_word_form', ws.changed_word_form) as entity
    from word_sentences ws join sentences s on s.id = ws.sentence_id join words w on w.id = ws.word_id where ws.id = ${id}::int`,
  'sentence-translation': (id) => sql`select st.id, st.author_id, st.review_status, ${noUnion},
      array[a.lang_code, b.lang_code]::text[] as lang_codes, a.text || ' → ' || b.text as summary,
      json_build_object('sentence_id', a.id, 'sentence_text', a.text, 'lang_code', a.lang_code, 'sentence_status', a.review_status,
        'translation_sentence_id', b.id, 'translation_sentence_text', b.text, 'translation_lang_code', b.lang_code) as entity
    from sentence_translations st join sentences a on a.id = st.sentence_id join sentences b on b.id = st.translation_sentence_id
    where st.id = ${id}::int`,
  'word-audio': (id) => audio(id, 'word'),
  'sentence-audio': (id) => audio(id, 'sentence'),
};

export const snapshotSql = {
  /** The entity now (inside the caller's transaction), or null when it does not exist. */
  of(exec: Executor, type: ContributionEntityType, id: number): Promise<Snapshot | null> {
    return one<Snapshot>(exec, QUERIES[type](id));
  },
};
