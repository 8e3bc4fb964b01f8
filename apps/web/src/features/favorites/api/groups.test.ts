import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '../../../shared/i18n/locale-store';
import type { FavoriteGroup } from '../types';
import { localizeMainFolder } from './groups';

const folder = (name: string, isMain: boolean): FavoriteGroup => ({
  id: 1,
  name,
  is_main: isMain,
  order: 1,
  translations_count: 0,
  sentences_count: 0,
  created_at: '2026-03-14T10:00:00.000Z',
});

afterEach(() => useLocaleStore.getState().setLocale('en'));

describe('the main folder’s default name', () => {
  it('reads in the reader’s language, whatever language it was made in', () => {
    useLocaleStore.getState().setLocale('de');
    expect(localizeMainFolder(folder('Favorites', true)).name).toBe('Favoriten');
    useLocaleStore.getState().setLocale('uk');
    expect(localizeMainFolder(folder('Favoriten', true)).name).toBe('Обране');
  });

  it('keeps a name the user chose, and other folders as they are', () => {
    useLocaleStore.getState().setLocale('de');
    expect(localizeMainFolder(folder('My words', true)).name).toBe('My words');
    expect(localizeMainFolder(folder('Favorites', false)).name).toBe('Favorites');
  });
});
