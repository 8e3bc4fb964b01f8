// Rows -> contract shapes. The entity comes from the dictionary (its own shapes); the favorite's
// id and comment are put into its `favorite` field so the star shows this very favorite.
import type { Favorite, FavoriteGroup, SentenceItem, Translation } from '@glossa/contract';
import type { FavoriteRow, GroupWithCounts } from './repository';

export function presentGroup(g: GroupWithCounts): FavoriteGroup {
  return {
    id: g.id,
    name: g.name,
    is_main: g.isMain,
    order: g.position,
    translations_count: g.translationsCount,
    sentences_count: g.sentencesCount,
    created_at: g.createdAt.toISOString(),
  };
}

export interface Entities {
  translations: ReadonlyMap<number, Translation>;
  sentences: ReadonlyMap<number, SentenceItem>;
}

function entityOf(f: FavoriteRow, entities: Entities): Translation | SentenceItem | null {
  if (f.isRaw || f.entityId === null) return null;
  const ref = { id: f.id, comment: f.comment };
  if (f.entityType === 'translation') {
    const t = entities.translations.get(f.entityId);
    return t ? { ...t, favorite: ref } : null;
  }
  const s = entities.sentences.get(f.entityId);
  return s ? { ...s, word_sentence: { ...s.word_sentence, favorite: ref } } : null;
}

export function presentFavorite(f: FavoriteRow, entities: Entities): Favorite {
  const entity = entityOf(f, entities);
  return {
    id: f.id,
    favorite_group_id: f.groupId,
    entity_type: f.entityType,
    entity_id: f.entityId,
    additional_id: f.additionalId,
    comment: f.comment,
    is_raw: f.isRaw,
    raw: f.isRaw
      ? { word_from: f.textFrom, word_to: f.textTo ?? '', lang_from: f.langFrom, lang_to: f.langTo ?? '' }
      : null,
    entity,
    is_available: f.isRaw || entity !== null,
    saved: { text_from: f.textFrom, text_to: f.textTo, lang_from: f.langFrom, lang_to: f.langTo },
    created_at: f.createdAt.toISOString(),
  };
}
