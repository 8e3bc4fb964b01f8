// Provenance of dictionary entities by type (edit rights, the entity call), likes, search history
// and dictionary settings.
import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DictionaryEntityType } from '@glossa/contract';
import type { Executor } from '../../../platform/db/index';
import {
  dictionarySettings,
  searchHistory,
  translationLikes,
  translationUnions,
} from '../../../db/schema/index';
import { idList, rows } from './common';

export interface ProvenanceRow {
  id: number;
  author_id: number | null;
  review_status: 'under_review' | 'accepted' | 'rejected';
  union_id: number | null;
  summary: string;
  entity: Record<string, unknown>;
}

/** One query per entity type: id, author, status, the union it belongs to, a readable summary. */
const PROVENANCE: Record<DictionaryEntityType, (ids: SQL) => SQL> = {
  'translation-union': (ids) => sql`select u.id, u.author_id, u.review_status, u.id as union_id,
      pw.name || ' → ' || tw.name as summary,
      json_build_object('primary_word', pw.name, 'primary_lang', u.primary_lang, 'translation_word', tw.name, 'translation_lang', u.translation_lang,
        'is_verified', u.is_verified, 'is_removed', u.is_removed) as entity
    from translation_unions u join words pw on pw.id = u.primary_word_id join words tw on tw.id = u.translation_word_id where u.id in ${ids}`,
  'translation-attribute': (ids) => attributeProvenance(ids, sql`a.parent_id is null`),
  'translation-child-attribute': (ids) => attributeProvenance(ids, sql`a.parent_id is not null`),
  'translation-vocabulary': (
    ids,
  ) => sql`select tv.id, tv.author_id, tv.review_status, tv.translation_union_id as union_id,
      tv.vocabulary_code as summary, json_build_object('vocabulary_code', tv.vocabulary_code) as entity
    from translation_vocabularies tv where tv.id in ${ids}`,
  'translation-meaning': (ids) => sql`select m.id, m.author_id, m.review_status,
      (select tm.translation_union_id from translation_meanings tm where tm.meaning_id = m.id order by tm.id limit 1) as union_id,
      m.value as summary, json_build_object('value', m.value, 'lang_code', m.lang_code, 'word_id', m.word_id) as entity
    from meanings m where m.id in ${ids}`,
  synonym: (ids) => groupItemProvenance(ids, 'synonym'),
  antonym: (ids) => groupItemProvenance(ids, 'antonym'),
  'word-sentence': (
    ids,
  ) => sql`select ws.id, ws.author_id, ws.review_status, null::int as union_id, s.text as summary,
      json_build_object('sentence_id', s.id, 'sentence_text', s.text, 'lang_code', s.lang_code, 'word_id', ws.word_id,
        'selected_positions', ws.selected_positions, 'changed_word_form', ws.changed_word_form) as entity
    from word_sentences ws join sentences s on s.id = ws.sentence_id where ws.id in ${ids}`,
  'sentence-translation': (ids) => sql`select st.id, st.author_id, st.review_status, null::int as union_id,
      a.text || ' → ' || b.text as summary,
      json_build_object('sentence_id', a.id, 'sentence_text', a.text, 'lang_code', a.lang_code,
        'translation_sentence_id', b.id, 'translation_sentence_text', b.text, 'translation_lang_code', b.lang_code) as entity
    from sentence_translations st join sentences a on a.id = st.sentence_id join sentences b on b.id = st.translation_sentence_id
    where st.id in ${ids}`,
};

function attributeProvenance(ids: SQL, childFilter: SQL): SQL {
  return sql`select ta.id, ta.author_id, ta.review_status, ta.translation_union_id as union_id, a.code as summary,
      json_build_object('attribute_id', a.id, 'code', a.code, 'side', ta.side, 'parent_id', a.parent_id) as entity
    from translation_attributes ta join attributes a on a.id = ta.attribute_id where ta.id in ${ids} and ${childFilter}`;
}

function groupItemProvenance(ids: SQL, kind: 'synonym' | 'antonym'): SQL {
  return sql`select i.id, i.author_id, i.review_status, g.translation_union_id as union_id, w.name as summary,
      json_build_object('word_group_id', g.id, 'word_id', w.id, 'name', w.name, 'lang_code', w.lang_code) as entity
    from word_group_items i join word_groups g on g.id = i.word_group_id and g.kind = ${kind} join words w on w.id = i.word_id
    where i.id in ${ids}`;
}

export const entitiesSql = {
  provenance(exec: Executor, type: DictionaryEntityType, ids: number[]) {
    return rows<ProvenanceRow>(exec, PROVENANCE[type](idList(ids)));
  },

  /** Adds or removes the viewer's like and keeps likes_count in step; answers the new state. */
  async setLike(exec: Executor, userId: number, unionId: number, liked: boolean) {
    if (liked) {
      const added = await exec
        .insert(translationLikes)
        .values({ userId, translationUnionId: unionId })
        .onConflictDoNothing()
        .returning();
      if (added.length) {
        await exec
          .update(translationUnions)
          .set({ likesCount: sql`${translationUnions.likesCount} + 1` })
          .where(eq(translationUnions.id, unionId));
      }
    } else {
      const removed = await exec
        .delete(translationLikes)
        .where(and(eq(translationLikes.userId, userId), eq(translationLikes.translationUnionId, unionId)))
        .returning();
      if (removed.length) {
        await exec
          .update(translationUnions)
          .set({ likesCount: sql`greatest(${translationUnions.likesCount} - 1, 0)` })
          .where(eq(translationUnions.id, unionId));
      }
    }
    const [row] = await exec
      .select({ likes: translationUnions.likesCount })
      .from(translationUnions)
      .where(eq(translationUnions.id, unionId));
    return row?.likes ?? 0;
  },

  /** Locks the union row so concurrent likes count correctly. */
  async lockUnion(exec: Executor, unionId: number) {
    const [row] = await rows<{
      id: number;
      review_status: string;
      author_id: number | null;
      is_removed: boolean;
    }>(
      exec,
      sql`select id, review_status, author_id, is_removed from translation_unions where id = ${unionId}::int for update`,
    );
    return row ?? null;
  },

  historyList(exec: Executor, userId: number, limit: number, offset: number) {
    return exec
      .select()
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId))
      .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
      .limit(limit)
      .offset(offset);
  },

  async historyCount(exec: Executor, userId: number) {
    const [row] = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId));
    return row?.n ?? 0;
  },

  /** Inserts or moves an entry to the top (same text and both languages), then keeps the newest `max`. */
  async historyAdd(
    exec: Executor,
    entry: { userId: number; text: string; lang: string; langT: string; at: Date },
    max: number,
  ) {
    const [row] = await exec
      .insert(searchHistory)
      .values({
        userId: entry.userId,
        text: entry.text,
        lang: entry.lang,
        langT: entry.langT,
        createdAt: entry.at,
        searchedAt: entry.at,
      })
      .onConflictDoUpdate({
        target: [searchHistory.userId, searchHistory.lang, searchHistory.langT, searchHistory.text],
        set: { searchedAt: entry.at },
      })
      .returning();
    const keep = exec
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(eq(searchHistory.userId, entry.userId))
      .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
      .limit(max);
    await exec
      .delete(searchHistory)
      .where(and(eq(searchHistory.userId, entry.userId), notInArray(searchHistory.id, keep)));
    return row!;
  },

  async historyDelete(exec: Executor, userId: number, id: number) {
    const removed = await exec
      .delete(searchHistory)
      .where(and(eq(searchHistory.userId, userId), eq(searchHistory.id, id)))
      .returning({ id: searchHistory.id });
    return removed.length > 0;
  },

  async historyClear(exec: Executor, userId: number) {
    await exec.delete(searchHistory).where(eq(searchHistory.userId, userId));
  },

  async settings(exec: Executor, userId: number) {
    const [row] = await exec.select().from(dictionarySettings).where(eq(dictionarySettings.userId, userId));
    return row ?? null;
  },

  async saveSettings(
    exec: Executor,
    userId: number,
    patch: { autoplayAudio?: boolean; showAudioModal?: boolean },
    at: Date,
  ) {
    const [row] = await exec
      .insert(dictionarySettings)
      .values({ userId, ...patch, updatedAt: at })
      .onConflictDoUpdate({ target: dictionarySettings.userId, set: { ...patch, updatedAt: at } })
      .returning();
    return row!;
  },
};
