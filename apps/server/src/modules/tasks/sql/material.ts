// What a card shows: the material of a task read from the dictionary tables, with whether the
// task is still relevant (a check: the material is still under review; a voice card: the word or
// sentence is accepted and has no recording yet).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { intArray, rows } from './common';

export interface MaterialRow {
  relevant: boolean;
  summary: string;
  words: { id: number; name: string; lang_code: string }[];
  explanations: (string | null)[];
  attributes: { code: string; lang_code: string }[];
  sentences: { id: number; text: string; lang_code: string }[];
}

/** Per entity type: the material of the ids in an int[] parameter, one row each (with its `id`). */
const QUERIES: Record<string, (ids: SQL) => SQL> = {
  'translation-union': (ids) => sql`select u.id, (u.review_status = 'under_review' and not u.is_removed) as relevant,
      pw.name || ' → ' || tw.name as summary,
      json_build_array(json_build_object('id', pw.id, 'name', pw.name, 'lang_code', pw.lang_code),
        json_build_object('id', tw.id, 'name', tw.name, 'lang_code', tw.lang_code)) as words,
      json_build_array(u.primary_word_explanation, u.translation_word_explanation) as explanations,
      (select coalesce(json_agg(json_build_object('code', a.code, 'lang_code', case when ta.side = 'primary' then u.primary_lang else u.translation_lang end) order by ta.id), '[]'::json)
        from translation_attributes ta join attributes a on a.id = ta.attribute_id
        where ta.translation_union_id = u.id and ta.review_status <> 'rejected') as attributes,
      (select coalesce(json_agg(json_build_object('id', s.id, 'text', s.text, 'lang_code', s.lang_code)), '[]'::json) from (
        select s.* from word_sentences ws join sentences s on s.id = ws.sentence_id
        where ws.word_id = pw.id and ws.review_status = 'accepted' order by ws.id limit 1) s) as sentences
    from translation_unions u join words pw on pw.id = u.primary_word_id join words tw on tw.id = u.translation_word_id
    where u.id = any(${ids})`,
  'sentence-translation': (ids) => sql`select st.id, st.review_status = 'under_review' as relevant, s.text || ' → ' || ts.text as summary,
      '[]'::json as words, '[]'::json as explanations, '[]'::json as attributes,
      json_build_array(json_build_object('id', s.id, 'text', s.text, 'lang_code', s.lang_code),
        json_build_object('id', ts.id, 'text', ts.text, 'lang_code', ts.lang_code)) as sentences
    from sentence_translations st join sentences s on s.id = st.sentence_id join sentences ts on ts.id = st.translation_sentence_id
    where st.id = any(${ids})`,
  word: (ids) => sql`select w.id, (w.review_status = 'accepted' and not exists (select 1 from audios a where a.word_id = w.id and a.review_status <> 'rejected')) as relevant,
      w.name as summary, json_build_array(json_build_object('id', w.id, 'name', w.name, 'lang_code', w.lang_code)) as words,
      '[]'::json as explanations, '[]'::json as attributes, '[]'::json as sentences
    from words w where w.id = any(${ids})`,
  sentence: (ids) => sql`select s.id, (s.review_status = 'accepted' and not exists (select 1 from audios a where a.sentence_id = s.id and a.review_status <> 'rejected')) as relevant,
      s.text as summary, '[]'::json as words, '[]'::json as explanations, '[]'::json as attributes,
      json_build_array(json_build_object('id', s.id, 'text', s.text, 'lang_code', s.lang_code)) as sentences
    from sentences s where s.id = any(${ids})`,
};

export const materialSql = {
  /** The material, or null when it no longer exists (or the entity type is unknown). */
  async of(exec: Executor, entityType: string, id: number): Promise<MaterialRow | null> {
    return (await materialSql.many(exec, [{ entityType, id }])).get(`${entityType}:${id}`) ?? null;
  },

  /** The material of many tasks, one statement per entity type: `${entityType}:${id}` -> row (absent when gone). */
  async many(exec: Executor, items: readonly { entityType: string; id: number }[]): Promise<Map<string, MaterialRow>> {
    const out = new Map<string, MaterialRow>();
    const byType = new Map<string, number[]>();
    for (const i of items) if (QUERIES[i.entityType]) byType.set(i.entityType, [...(byType.get(i.entityType) ?? []), i.id]);
    for (const [type, ids] of byType) {
      for (const r of await rows<MaterialRow & { id: number }>(exec, QUERIES[type]!(intArray([...new Set(ids)])))) out.set(`${type}:${r.id}`, r);
    }
    return out;
  },
};
