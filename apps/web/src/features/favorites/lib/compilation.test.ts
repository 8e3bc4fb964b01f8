// Favorites -> compilation words: only dictionary translations of one pair, turned to face it; the
// learner's pair wins when favorites of it exist, else the pair most favorites share.
import { describe, expect, it } from 'vitest';
import { translation, word } from '../../../../test/dictionary-fixtures';
import type { Favorite } from '../types';
import { compilationFromFavorites } from './compilation';

function fav(id: number, entity: Favorite['entity'], extra: Partial<Favorite> = {}): Favorite {
  return {
    id,
    favorite_group_id: 1,
    entity_type: 'translation',
    entity_id: entity?.id ?? null,
    additional_id: null,
    comment: null,
    is_raw: false,
    raw: null,
    entity,
    is_available: true,
    saved: { text_from: 'x', text_to: 'y', lang_from: 'eng', lang_to: 'ger' },
    created_at: '2026-03-14T10:00:00.000Z',
    ...extra,
  };
}

const engGer = (id: number, en: string, de: string) => translation(id, { primary_word: word(id * 10, en, 'eng'), translation_word: word(id * 10 + 1, de, 'ger') });
const gerEng = (id: number, de: string, en: string) => translation(id, { primary_word: word(id * 10, de, 'ger'), translation_word: word(id * 10 + 1, en, 'eng') });
const engFre = (id: number, en: string, fr: string) => translation(id, { primary_word: word(id * 10, en, 'eng'), translation_word: word(id * 10 + 1, fr, 'fre') });

describe('compilationFromFavorites', () => {
  it('keeps the translations of the pair most favorites share, each facing it, and counts the rest', () => {
    const items = [
      fav(1, engGer(11, 'dog', 'Hund')),
      fav(2, gerEng(12, 'Katze', 'cat')),
      fav(3, engGer(13, 'house', 'Haus')),
      fav(4, engFre(14, 'dog', 'chien')),
      fav(5, null, { is_raw: true, raw: { word_from: 'a small house', word_to: 'ein kleines Haus', lang_from: 'eng', lang_to: 'ger' } }),
      fav(6, engGer(15, 'gone', 'weg'), { is_available: false }),
    ];
    const p = compilationFromFavorites(items, '  Animals ', { lang: 'eng', langT: 'spa' }, 500)!;
    expect(p).toMatchObject({ name: 'Animals', langFrom: 'eng', langTo: 'ger', leftOut: 3 });
    expect(p.words).toEqual([
      { id: 11, from: 'dog', to: 'Hund' },
      { id: 12, from: 'cat', to: 'Katze' },
      { id: 13, from: 'house', to: 'Haus' },
    ]);
  });

  it('prefers the learner’s pair and direction when some favorites are of it', () => {
    const items = [fav(1, engGer(11, 'dog', 'Hund')), fav(2, engGer(12, 'cat', 'Katze')), fav(3, engFre(13, 'dog', 'chien'))];
    const p = compilationFromFavorites(items, 'Mixed', { lang: 'fre', langT: 'eng' }, 500)!;
    expect(p).toMatchObject({ langFrom: 'fre', langTo: 'eng', leftOut: 2 });
    expect(p.words).toEqual([{ id: 13, from: 'chien', to: 'dog' }]);
  });

  it('stops at the compilation maximum and answers null without any dictionary translation', () => {
    const many = Array.from({ length: 5 }, (_, i) => fav(i + 1, engGer(i + 1, `w${i}`, `W${i}`)));
    expect(compilationFromFavorites(many, 'Five', { lang: 'eng', langT: 'ger' }, 3)!.words.map((w) => w.id)).toEqual([1, 2, 3]);
    const rawOnly = [fav(1, null, { is_raw: true, raw: { word_from: 'a', word_to: 'b', lang_from: 'eng', lang_to: 'ger' } })];
    expect(compilationFromFavorites(rawOnly, 'Raw', { lang: 'eng', langT: 'ger' }, 500)).toBeNull();
  });
});
