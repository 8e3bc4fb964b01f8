// Rows -> contract shapes. Whitelists fields and decides can_edit / is_this_user from the viewer.
import type {
  AttachedAttribute,
  AttachedVocabulary,
  Attribute,
  Audio,
  DataSource,
  FavoriteRef,
  MeaningDescription,
  SentenceItem,
  SentenceTranslation,
  Translation,
  TranslationLight,
  Word,
  WordRelationEntry,
} from '@glossa/contract';
import type { Viewer } from '../../platform/auth/viewer';
import { can, isAuthorOf, material } from '../../platform/policy/content';
import type {
  AudioJson,
  DataSourceRow,
  MeaningJson,
  MeaningRow,
  RelationRow,
  SentenceRow,
  SentenceTranslationJson,
  UnionRow,
  WordJson,
} from './repository';

/** What presenting needs besides the rows: the viewer and localized reference data. */
export interface PresentContext {
  viewer: Viewer | null;
  attributes: ReadonlyMap<number, Attribute>;
  vocabularyNames: ReadonlyMap<string, string>;
  favorites?: ReadonlyMap<number, FavoriteRef>;
  sentenceFavorites?: ReadonlyMap<number, FavoriteRef>;
}

type AttributeLink = { entity_id: number; attribute_id: number };

function presentAttributes(links: readonly AttributeLink[], ctx: PresentContext): AttachedAttribute[] {
  const out: AttachedAttribute[] = [];
  for (const link of links) {
    const a = ctx.attributes.get(link.attribute_id);
    if (a)
      out.push({
        id: a.id,
        entity_id: link.entity_id,
        attribute: a.attribute,
        lang_code: a.lang_code,
        parent_id: a.parent_id,
        group: a.group,
      });
  }
  return out;
}

export function presentAudio(a: AudioJson | null | undefined): Audio | null {
  return a ? { id: a.id, actual_file_name: a.file_name, preview_file_name: a.preview_file_name } : null;
}

export function presentWord(w: WordJson, ctx: PresentContext): Word {
  return {
    id: w.id,
    name: w.name,
    lang_code: w.lang_code,
    audios: w.audios.map((a) => presentAudio(a)!),
    transcriptions: w.transcriptions ?? [],
    attributes: presentAttributes(w.attributes, ctx),
    canonical: w.canonical
      ? { id: w.canonical.id, name: w.canonical.name, lang_code: w.canonical.lang_code }
      : null,
    is_this_user: isAuthorOf(ctx.viewer, w.author_id),
  };
}

export function presentMeaning(m: MeaningJson | MeaningRow, ctx: PresentContext): MeaningDescription {
  return {
    id: m.id,
    lang_code: m.lang_code,
    value: m.value,
    word_id: m.word_id,
    can_edit: can(ctx.viewer, 'edit', material(m.author_id, m.review_status)),
    is_this_user: isAuthorOf(ctx.viewer, m.author_id),
  };
}

export function detailUrl(lang: string, langT: string, name: string, id: number): string {
  return `/dictionary/${lang}/${langT}/${encodeURIComponent(name)}/${id}`;
}

/** A union as a Translation; `swap` when the reader searched in the union's translation language. */
export function presentTranslation(row: UnionRow, swap: boolean, ctx: PresentContext): Translation {
  const primarySide = swap ? 'translation' : 'primary';
  const primary = swap ? row.translation_word : row.primary_word;
  const translation = swap ? row.primary_word : row.translation_word;
  const vocabularies: AttachedVocabulary[] = row.vocabularies.map((v) => ({
    code: v.code,
    localized_value: ctx.vocabularyNames.get(v.code) ?? v.code,
    entity_id: v.entity_id,
  }));
  const pm = swap ? row.translation_meanings : row.primary_meanings;
  const tm = swap ? row.primary_meanings : row.translation_meanings;
  return {
    id: row.id,
    translation_union_id: row.id,
    primary_word: presentWord(primary, ctx),
    translation_word: presentWord(translation, ctx),
    primary_word_explanation: swap ? row.translation_word_explanation : row.primary_word_explanation,
    translation_word_explanation: swap ? row.primary_word_explanation : row.translation_word_explanation,
    all_primary_attributes: presentAttributes(
      row.attributes.filter((a) => a.side === primarySide),
      ctx,
    ),
    all_translation_attributes: presentAttributes(
      row.attributes.filter((a) => a.side !== primarySide),
      ctx,
    ),
    all_vocabularies: vocabularies,
    vocabulary_codes: vocabularies.map((v) => v.code),
    vocabularies_is_locked: row.is_verified,
    favorite: ctx.favorites?.get(row.id) ?? null,
    is_verified: row.is_verified,
    is_removed: row.is_removed,
    is_this_user: isAuthorOf(ctx.viewer, row.author_id),
    can_edit: can(ctx.viewer, 'edit', material(row.author_id, row.review_status)),
    review_status: row.review_status,
    likes_count: row.likes_count,
    liked_by_user: row.liked,
    url_translate_detail: detailUrl(primary.lang_code, translation.lang_code, primary.name, row.id),
    primary_meanings_descriptions: pm.map((m) => presentMeaning(m, ctx)),
    primary_meanings_descriptions_total_count: swap
      ? row.translation_meanings_count
      : row.primary_meanings_count,
    translation_meanings_descriptions: tm.map((m) => presentMeaning(m, ctx)),
    translation_meanings_descriptions_total_count: swap
      ? row.primary_meanings_count
      : row.translation_meanings_count,
    comment: row.comment,
  };
}

export interface LightRow {
  id: number;
  primary_word_id: number;
  translation_word_id: number;
  is_verified: boolean;
  likes_count: number;
  p_name: string;
  p_lang: string;
  t_name: string;
  t_lang: string;
  attributes: { entity_id: number; attribute_id: number; side: 'primary' | 'translation' }[];
}

export function presentLight(row: LightRow, swap: boolean, ctx: PresentContext): TranslationLight {
  const p = { id: row.primary_word_id, name: row.p_name, lang_code: row.p_lang };
  const t = { id: row.translation_word_id, name: row.t_name, lang_code: row.t_lang };
  const translationSide = swap ? 'primary' : 'translation';
  return {
    id: row.id,
    translation_union_id: row.id,
    primary_word: swap ? t : p,
    translation_word: swap ? p : t,
    all_translation_attributes: presentAttributes(
      row.attributes.filter((a) => a.side === translationSide),
      ctx,
    ),
    is_verified: row.is_verified,
    likes_count: row.likes_count,
    favorite: ctx.favorites?.get(row.id) ?? null,
  };
}

export function presentRelation(r: RelationRow, ctx: PresentContext): WordRelationEntry {
  return {
    id: r.id,
    word_group_id: r.word_group_id,
    word_id: r.word_id,
    lang_code: r.lang_code,
    name: r.name,
    can_edit: can(ctx.viewer, 'edit', material(r.author_id, r.review_status)),
    is_this_user: isAuthorOf(ctx.viewer, r.author_id),
    moderation_task_id: null,
  };
}

export function presentDataSource(r: DataSourceRow, avatarUrl: (file: string) => string): DataSource {
  return {
    author: r.author ?? r.nickname,
    image_url: r.image_url,
    source: r.name,
    source_url: r.url,
    license: r.license,
    license_url: r.license_url,
    user_avatar: r.avatar_file ? avatarUrl(r.avatar_file) : null,
    user_native_language: r.native_lang,
  };
}

export function presentSentenceTranslation(
  t: SentenceTranslationJson,
  ctx: PresentContext,
): SentenceTranslation {
  return {
    sentence_translation_id: t.sentence_translation_id,
    id: t.id,
    sentence_text: t.text,
    lang_code: t.lang_code,
    audio: presentAudio(t.audio),
    can_edit: can(ctx.viewer, 'edit', material(t.author_id, t.review_status)),
    is_this_user: isAuthorOf(ctx.viewer, t.author_id),
  };
}

export function presentSentence(r: SentenceRow, ctx: PresentContext): SentenceItem {
  return {
    id: r.sentence_id,
    sentence_text: r.text,
    selected_positions: r.selected_positions ?? [],
    lang_code: r.lang_code,
    changed_word_form: r.changed_word_form,
    audio: presentAudio(r.audio),
    word_sentence: {
      id: r.ws_id,
      favorite: ctx.sentenceFavorites?.get(r.ws_id) ?? null,
      can_edit: can(ctx.viewer, 'edit', material(r.ws_author_id, r.ws_review_status)),
      is_this_user: isAuthorOf(ctx.viewer, r.ws_author_id),
    },
    translations: r.translations.map((t) => presentSentenceTranslation(t, ctx)),
    sentence_translation_id: r.best_st_id,
  };
}
