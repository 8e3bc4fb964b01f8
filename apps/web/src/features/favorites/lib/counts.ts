import type { TFunction } from 'i18next';
import type { FavoriteGroup } from '../types';

/** "3 translations · 1 sentence", only the kinds the folder has; "Empty" when it has none. */
export function folderCounts(t: TFunction<'favorites'>, folder: Pick<FavoriteGroup, 'translations_count' | 'sentences_count'>): string {
  const parts = [
    folder.translations_count > 0 ? t('folders.translations', { count: folder.translations_count }) : null,
    folder.sentences_count > 0 ? t('folders.sentences', { count: folder.sentences_count }) : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : t('folders.empty');
}
