// Writes on the dictionary tables: words, unions, attributes, subjects, meanings, synonym and
// antonym groups, sentences and their links, audio. Inserts that can meet an existing row use
// `on conflict do nothing` on the natural unique keys (never check-then-insert): the caller turns
// "nothing inserted" into the spec's *_EXIST code, also when two requests race.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index';
import { idList, one, rows } from './common';

type Status = 'under_review' | 'accepted' | 'rejected';

export interface UnionBasic {
  id: number;
  primary_word_id: number;
  translation_word_id: number;
  primary_lang: string;
  translation_lang: string;
  author_id: number | null;
  review_status: Status;
  is_removed: boolean;
  is_verified: boolean;
}

export interface WordBasic {
  id: number;
  name: string;
  lang_code: string;
  author_id: number | null;
  review_status: Status;
}

export interface SentenceBasic {
  id: number;
  text: string;
  lang_code: string;
  author_id: number | null;
  review_status: Status;
}

export interface WordSentenceBasic {
  id: number;
  word_id: number;
  sentence_id: number;
  author_id: number | null;
  review_status: Status;
  selected_positions: number[];
  changed_word_form: string | null;
}

export interface AudioBasic {
  id: number;
  word_id: number | null;
  sentence_id: number | null;
  file_name: string;
  preview_file_name: string | null;
  mime_type: string | null;
  author_id: number | null;
  review_status: Status;
}

const authored = (authorId: number, at: Date) => sql`${authorId}::int, 'under_review', ${at}, ${at}`;

export const contentSql = {
  // ---- words ----------------------------------------------------------------------------------

  async addOrGetWord(exec: Executor, w: { name: string; lang: string; key: string; authorId: number; at: Date }) {
    const added = await one<WordBasic>(
      exec,
      sql`insert into words (name, lang_code, search_key, author_id, review_status, created_at, updated_at)
        values (${w.name}, ${w.lang}, ${w.key}, ${authored(w.authorId, w.at)})
        on conflict (lang_code, name) do update set author_id = excluded.author_id, review_status = 'under_review', updated_at = excluded.updated_at
          where words.review_status = 'rejected'
        returning id, name, lang_code, author_id, review_status, (xmax = 0) as inserted`,
    );
    // Inserted, or a rejected (withdrawn) word sent again: under review again, the sender's.
    if (added) {
      const { inserted, ...word } = added as WordBasic & { inserted: boolean };
      return { ...word, created: inserted };
    }
    const existing = await one<WordBasic>(
      exec,
      sql`select id, name, lang_code, author_id, review_status from words where lang_code = ${w.lang} and name = ${w.name}`,
    );
    return { ...existing!, created: false };
  },

  /** The word, its row locked (a withdrawal against likes, additions and other withdrawals). */
  wordForUpdate(exec: Executor, id: number) {
    return one<WordBasic>(exec, sql`select id, name, lang_code, author_id, review_status from words where id = ${id}::int for update`);
  },

  /**
   * What a word carries that its author did not add or that is no longer only theirs to take back:
   * pairs, meanings, examples, synonym/antonym memberships and recordings of others, or accepted
   * ones (rejected ones count for nothing). Also its author's own pairs under review (they go with it).
   */
  async wordUses(exec: Executor, wordId: number, authorId: number) {
    const mine = await rows<{ id: number }>(
      exec,
      sql`select id from translation_unions where (primary_word_id = ${wordId}::int or translation_word_id = ${wordId}::int)
        and not is_removed and review_status = 'under_review' and author_id = ${authorId}::int order by id for update`,
    );
    const blocking = (table: string, column = 'word_id') =>
      sql`select 1 from ${sql.raw(table)} x where x.${sql.raw(column)} = ${wordId}::int and x.review_status <> 'rejected'
        and (x.author_id is distinct from ${authorId}::int or x.review_status = 'accepted')`;
    const others = await one<{ n: number }>(
      exec,
      sql`select (exists (select 1 from translation_unions u where (u.primary_word_id = ${wordId}::int or u.translation_word_id = ${wordId}::int)
          and not u.is_removed and u.review_status <> 'rejected' and (u.author_id is distinct from ${authorId}::int or u.review_status = 'accepted'))
        or exists (${blocking('meanings')}) or exists (${blocking('word_sentences')}) or exists (${blocking('audios')})
        or exists (select 1 from word_group_items x where x.word_id = ${wordId}::int and x.author_id is not null and x.review_status <> 'rejected'
          and (x.author_id <> ${authorId}::int or x.review_status = 'accepted')))::int as n`,
    );
    return { ownPairs: mine.map((r) => r.id), othersUseIt: (others?.n ?? 0) > 0 };
  },

  /** A withdrawn word: rejected (its row stays: removed pairs still point at it); add-or-get revives it for the next one who sends it. */
  async rejectWord(exec: Executor, id: number, at: Date) {
    await exec.execute(sql`update words set review_status = 'rejected', updated_at = ${at} where id = ${id}::int`);
  },

  wordsByIds(exec: Executor, ids: number[]) {
    return rows<WordBasic>(exec, sql`select id, name, lang_code, author_id, review_status from words where id in ${idList(ids)}`);
  },

  async isNative(exec: Executor, userId: number, lang: string): Promise<boolean> {
    const row = await one(
      exec,
      sql`select 1 from user_languages where user_id = ${userId}::int and lang_code = ${lang} and level = 'NATIVE'`,
    );
    return row !== null;
  },

  // ---- unions ---------------------------------------------------------------------------------

  union(exec: Executor, id: number, lock = false) {
    return one<UnionBasic>(
      exec,
      sql`select id, primary_word_id, translation_word_id, primary_lang, translation_lang, author_id, review_status, is_removed, is_verified
        from translation_unions where id = ${id}::int ${lock ? sql`for update` : sql``}`,
    );
  },

  async insertUnion(
    exec: Executor,
    u: {
      primary: WordBasic;
      translation: WordBasic;
      primaryExplanation: string | null;
      translationExplanation: string | null;
      authorId: number;
      at: Date;
    },
  ): Promise<number | null> {
    const row = await one<{ id: number }>(
      exec,
      sql`insert into translation_unions (primary_word_id, translation_word_id, primary_lang, translation_lang,
          primary_word_explanation, translation_word_explanation, author_id, review_status, created_at, updated_at)
        values (${u.primary.id}::int, ${u.translation.id}::int, ${u.primary.lang_code}, ${u.translation.lang_code},
          ${u.primaryExplanation}, ${u.translationExplanation}, ${authored(u.authorId, u.at)})
        on conflict do nothing returning id`,
    );
    return row?.id ?? null;
  },

  async updateUnion(
    exec: Executor,
    id: number,
    u: { primary: WordBasic; translation: WordBasic; primaryExplanation: string | null; translationExplanation: string | null; at: Date },
  ) {
    await exec.execute(sql`update translation_unions set primary_word_id = ${u.primary.id}::int, translation_word_id = ${u.translation.id}::int,
        primary_lang = ${u.primary.lang_code}, translation_lang = ${u.translation.lang_code},
        primary_word_explanation = ${u.primaryExplanation}, translation_word_explanation = ${u.translationExplanation}, updated_at = ${u.at}
      where id = ${id}::int`);
  },

  /** The union of this pair whatever its orientation, if any. */
  async unionOfPair(exec: Executor, a: number, b: number) {
    const row = await one<{ id: number }>(
      exec,
      sql`select id from translation_unions where least(primary_word_id, translation_word_id) = least(${a}::int, ${b}::int)
        and greatest(primary_word_id, translation_word_id) = greatest(${a}::int, ${b}::int)`,
    );
    return row?.id ?? null;
  },

  // ---- subjects and attributes ----------------------------------------------------------------

  async vocabularyCount(exec: Executor, unionId: number): Promise<number> {
    const row = await one<{ n: number }>(
      exec,
      sql`select count(*)::int as n from translation_vocabularies where translation_union_id = ${unionId}::int and review_status <> 'rejected'`,
    );
    return row?.n ?? 0;
  },

  insertVocabularies(exec: Executor, unionId: number, codes: string[], authorId: number, at: Date) {
    if (!codes.length) return Promise.resolve([] as { id: number; vocabulary_code: string }[]);
    return rows<{ id: number; vocabulary_code: string }>(
      exec,
      sql`insert into translation_vocabularies (translation_union_id, vocabulary_code, author_id, review_status, created_at, updated_at)
        select ${unionId}::int, code, ${authored(authorId, at)} from unnest(${`{${codes.map((c) => `"${c}"`).join(',')}}`}::text[]) with ordinality as c(code, n)
        order by n
        on conflict do nothing returning id, vocabulary_code`,
    );
  },

  attributes(exec: Executor, ids: number[]) {
    return rows<{ id: number; code: string; group: string; parent_id: number | null; lang_code: string | null }>(
      exec,
      sql`select id, code, "group", parent_id, lang_code from attributes where id in ${idList(ids)}`,
    );
  },

  unionAttributes(exec: Executor, unionId: number) {
    return rows<{ id: number; side: 'primary' | 'translation'; attribute_id: number; parent_id: number | null }>(
      exec,
      sql`select ta.id, ta.side, ta.attribute_id, a.parent_id from translation_attributes ta join attributes a on a.id = ta.attribute_id
        where ta.translation_union_id = ${unionId}::int and ta.review_status <> 'rejected'`,
    );
  },

  async insertAttribute(
    exec: Executor,
    a: { unionId: number; side: 'primary' | 'translation'; attributeId: number; authorId: number; at: Date },
  ) {
    const row = await one<{ id: number }>(
      exec,
      sql`insert into translation_attributes (translation_union_id, side, attribute_id, author_id, review_status, created_at, updated_at)
        values (${a.unionId}::int, ${a.side}, ${a.attributeId}::int, ${authored(a.authorId, a.at)})
        on conflict do nothing returning id`,
    );
    return row?.id ?? null;
  },

  // ---- meanings -------------------------------------------------------------------------------

  async insertMeaning(exec: Executor, m: { wordId: number; lang: string; value: string; authorId: number; at: Date }) {
    const row = await one<{ id: number }>(
      exec,
      sql`insert into meanings (word_id, lang_code, value, author_id, review_status, created_at, updated_at)
        values (${m.wordId}::int, ${m.lang}, ${m.value}, ${authored(m.authorId, m.at)})
        on conflict do nothing returning id`,
    );
    return row?.id ?? null;
  },

  async linkMeaning(exec: Executor, unionId: number, meaningId: number, at: Date) {
    await exec.execute(sql`insert into translation_meanings (translation_union_id, meaning_id, position, created_at)
      values (${unionId}::int, ${meaningId}::int,
        (select count(*)::int from translation_meanings where translation_union_id = ${unionId}::int), ${at})
      on conflict do nothing`);
  },

  meaning(exec: Executor, id: number) {
    return one<{ id: number; word_id: number; lang_code: string; value: string; author_id: number | null; review_status: Status }>(
      exec,
      sql`select id, word_id, lang_code, value, author_id, review_status from meanings where id = ${id}::int`,
    );
  },

  async meaningLinked(exec: Executor, unionId: number, meaningId: number) {
    return (
      (await one(
        exec,
        sql`select 1 from translation_meanings where translation_union_id = ${unionId}::int and meaning_id = ${meaningId}::int`,
      )) !== null
    );
  },

  /** Another meaning of the word with this exact text. */
  async meaningTwin(exec: Executor, wordId: number, lang: string, value: string, exceptId: number) {
    return (
      (await one(
        exec,
        sql`select 1 from meanings where word_id = ${wordId}::int and lang_code = ${lang} and md5(value) = md5(${value}) and id <> ${exceptId}::int`,
      )) !== null
    );
  },

  async updateMeaning(exec: Executor, id: number, value: string, at: Date) {
    await exec.execute(sql`update meanings set value = ${value}, updated_at = ${at} where id = ${id}::int`);
  },

  // ---- synonym and antonym groups -------------------------------------------------------------

  async groupOf(exec: Executor, unionId: number, kind: 'synonym' | 'antonym', lang: string) {
    const row = await one<{ id: number }>(
      exec,
      sql`select id from word_groups where translation_union_id = ${unionId}::int and kind = ${kind} and lang_code = ${lang}
        and review_status <> 'rejected' order by id limit 1 for update`,
    );
    return row?.id ?? null;
  },

  /** The group of one sense of a word: the group and the word's own membership are structure, not material. */
  async createGroup(exec: Executor, g: { unionId: number; kind: 'synonym' | 'antonym'; lang: string; ownWordId: number; at: Date }) {
    const group = await one<{ id: number }>(
      exec,
      sql`insert into word_groups (kind, lang_code, translation_union_id, review_status, created_at, updated_at)
        values (${g.kind}, ${g.lang}, ${g.unionId}::int, 'accepted', ${g.at}, ${g.at}) returning id`,
    );
    await exec.execute(sql`insert into word_group_items (word_group_id, word_id, review_status, created_at, updated_at)
      values (${group!.id}::int, ${g.ownWordId}::int, 'accepted', ${g.at}, ${g.at})`);
    return group!.id;
  },

  /** Is `other` already a synonym (or antonym) of `own` in a group that is not rejected? */
  async related(exec: Executor, kind: 'synonym' | 'antonym', ownWordId: number, otherWordId: number, exceptItemId = 0) {
    return (
      (await one(
        exec,
        sql`select 1 from word_group_items own join word_groups g on g.id = own.word_group_id and g.kind = ${kind}
          join word_group_items i on i.word_group_id = g.id
          where own.word_id = ${ownWordId}::int and i.word_id = ${otherWordId}::int and i.id <> ${exceptItemId}::int
            and g.review_status <> 'rejected' and own.review_status <> 'rejected' and i.review_status <> 'rejected' limit 1`,
      )) !== null
    );
  },

  async insertGroupItem(exec: Executor, i: { groupId: number; wordId: number; authorId: number; at: Date }) {
    const row = await one<{ id: number }>(
      exec,
      sql`insert into word_group_items (word_group_id, word_id, author_id, review_status, created_at, updated_at)
        values (${i.groupId}::int, ${i.wordId}::int, ${authored(i.authorId, i.at)}) on conflict do nothing returning id`,
    );
    return row?.id ?? null;
  },

  groupItem(exec: Executor, id: number) {
    return one<{
      id: number;
      word_id: number;
      word_group_id: number;
      kind: 'synonym' | 'antonym';
      lang_code: string;
      union_id: number | null;
      author_id: number | null;
      review_status: Status;
    }>(
      exec,
      sql`select i.id, i.word_id, i.word_group_id, g.kind, g.lang_code, g.translation_union_id as union_id, i.author_id, i.review_status
        from word_group_items i join word_groups g on g.id = i.word_group_id where i.id = ${id}::int`,
    );
  },

  async updateGroupItemWord(exec: Executor, id: number, wordId: number, at: Date) {
    await exec.execute(sql`update word_group_items set word_id = ${wordId}::int, updated_at = ${at} where id = ${id}::int`);
  },

  // ---- sentences ------------------------------------------------------------------------------

  async findOrCreateSentence(exec: Executor, s: { text: string; lang: string; authorId: number; at: Date }) {
    const added = await one<SentenceBasic>(
      exec,
      sql`insert into sentences (text, lang_code, author_id, review_status, created_at, updated_at)
        values (${s.text}, ${s.lang}, ${authored(s.authorId, s.at)})
        on conflict do nothing returning id, text, lang_code, author_id, review_status`,
    );
    if (added) return { ...added, created: true };
    const existing = await one<SentenceBasic>(
      exec,
      sql`select id, text, lang_code, author_id, review_status from sentences where lang_code = ${s.lang} and md5(text) = md5(${s.text})`,
    );
    return { ...existing!, created: false };
  },

  sentence(exec: Executor, id: number) {
    return one<SentenceBasic>(exec, sql`select id, text, lang_code, author_id, review_status from sentences where id = ${id}::int`);
  },

  async sentenceTextTaken(exec: Executor, lang: string, text: string, exceptId: number) {
    return (
      (await one(exec, sql`select 1 from sentences where lang_code = ${lang} and md5(text) = md5(${text}) and id <> ${exceptId}::int`)) !==
      null
    );
  },

  async updateSentenceText(exec: Executor, id: number, text: string, at: Date) {
    await exec.execute(sql`update sentences set text = ${text}, updated_at = ${at} where id = ${id}::int`);
  },

  async insertWordSentence(
    exec: Executor,
    w: { wordId: number; sentenceId: number; positions: number[]; form: string | null; authorId: number; at: Date },
  ) {
    const row = await one<{ id: number }>(
      exec,
      sql`insert into word_sentences (word_id, sentence_id, selected_positions, changed_word_form, author_id, review_status, created_at, updated_at)
        values (${w.wordId}::int, ${w.sentenceId}::int, ${`{${w.positions.join(',')}}`}::int[], ${w.form}, ${authored(w.authorId, w.at)})
        on conflict do nothing returning id`,
    );
    return row?.id ?? null;
  },

  wordSentence(exec: Executor, id: number) {
    return one<WordSentenceBasic>(
      exec,
      sql`select id, word_id, sentence_id, author_id, review_status, selected_positions, changed_word_form from word_sentences where id = ${id}::int`,
    );
  },

  async updateWordSentence(exec: Executor, id: number, w: { positions: number[]; form: string | null; at: Date }) {
    await exec.execute(sql`update word_sentences set selected_positions = ${`{${w.positions.join(',')}}`}::int[],
        changed_word_form = ${w.form}, updated_at = ${w.at} where id = ${id}::int`);
  },

  async relinkWordSentence(exec: Executor, id: number, sentenceId: number, at: Date) {
    await exec.execute(sql`update word_sentences set sentence_id = ${sentenceId}::int, updated_at = ${at} where id = ${id}::int`);
  },

  async insertSentenceTranslation(exec: Executor, s: { sentenceId: number; translationId: number; authorId: number; at: Date }) {
    const row = await one<{ id: number }>(
      exec,
      sql`insert into sentence_translations (sentence_id, translation_sentence_id, author_id, review_status, created_at, updated_at)
        values (${s.sentenceId}::int, ${s.translationId}::int, ${authored(s.authorId, s.at)}) on conflict do nothing returning id`,
    );
    return row?.id ?? null;
  },

  sentenceTranslation(exec: Executor, id: number) {
    return one<{
      id: number;
      sentence_id: number;
      translation_sentence_id: number;
      author_id: number | null;
      review_status: Status;
    }>(
      exec,
      sql`select id, sentence_id, translation_sentence_id, author_id, review_status from sentence_translations where id = ${id}::int`,
    );
  },

  async pairTaken(exec: Executor, a: number, b: number, exceptId: number) {
    return (
      (await one(
        exec,
        sql`select 1 from sentence_translations where least(sentence_id, translation_sentence_id) = least(${a}::int, ${b}::int)
          and greatest(sentence_id, translation_sentence_id) = greatest(${a}::int, ${b}::int) and id <> ${exceptId}::int`,
      )) !== null
    );
  },

  async updateSentenceTranslation(exec: Executor, id: number, s: { sentenceId: number; translationId: number; at: Date }) {
    await exec.execute(sql`update sentence_translations set sentence_id = ${s.sentenceId}::int,
        translation_sentence_id = ${s.translationId}::int, updated_at = ${s.at} where id = ${id}::int`);
  },

  // ---- audio ----------------------------------------------------------------------------------

  async insertAudio(
    exec: Executor,
    a: { wordId: number | null; sentenceId: number | null; file: string; preview: string; mime: string; authorId: number; at: Date },
  ) {
    const row = await one<{ id: number }>(
      exec,
      sql`insert into audios (word_id, sentence_id, file_name, preview_file_name, mime_type, author_id, review_status, created_at, updated_at)
        values (${a.wordId}, ${a.sentenceId}, ${a.file}, ${a.preview}, ${a.mime}, ${authored(a.authorId, a.at)})
        on conflict do nothing returning id`,
    );
    return row?.id ?? null;
  },

  audio(exec: Executor, id: number, lock = false) {
    return one<AudioBasic>(
      exec,
      sql`select id, word_id, sentence_id, file_name, preview_file_name, mime_type, author_id, review_status from audios
        where id = ${id}::int ${lock ? sql`for update` : sql``}`,
    );
  },

  audioByFile(exec: Executor, file: string) {
    return one<AudioBasic>(
      exec,
      sql`select id, word_id, sentence_id, file_name, preview_file_name, mime_type, author_id, review_status from audios
        where file_name = ${file} or preview_file_name = ${file} limit 1`,
    );
  },

  async updateAudioFile(exec: Executor, id: number, a: { file: string; preview: string; mime: string; at: Date }) {
    await exec.execute(sql`update audios set file_name = ${a.file}, preview_file_name = ${a.preview}, mime_type = ${a.mime},
        updated_at = ${a.at} where id = ${id}::int`);
  },

  // ---- account deletion -----------------------------------------------------------------------

  /** Withdraws a deleted user's material still under review; returns the audio files to remove. */
  async withdrawUnderReview(exec: Executor, userId: number) {
    const files = await rows<{ file_name: string; preview_file_name: string | null }>(
      exec,
      sql`delete from audios where author_id = ${userId}::int and review_status = 'under_review' returning file_name, preview_file_name`,
    );
    for (const table of [
      'word_group_items',
      'sentence_translations',
      'word_sentences',
      'meanings',
      'translation_vocabularies',
      'translation_attributes',
      'translation_unions',
    ]) {
      await exec.execute(sql`delete from ${sql.raw(table)} where author_id = ${userId}::int and review_status = 'under_review'`);
    }
    return files.flatMap((f) => [f.file_name, f.preview_file_name]).filter((f): f is string => !!f);
  },
};
