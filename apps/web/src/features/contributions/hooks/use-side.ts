// The side of a translation an addition screen works on: `meanings-ger` of house → Haus is the
// German word. The translation is read with `lang` so that side comes first.
import type { Translation, Word } from '@glossa/contract';
import { useTranslationToEdit } from '../api/get-translation';

export interface TranslationSide {
  translation: Translation;
  word: Word;
  other: Word;
}

export function sideOf(translation: Translation, lang: string): TranslationSide | null {
  if (translation.primary_word.lang_code === lang) return { translation, word: translation.primary_word, other: translation.translation_word };
  if (translation.translation_word.lang_code === lang) return { translation, word: translation.translation_word, other: translation.primary_word };
  return null;
}

export function useTranslationSide(translationId: number | null, lang: string) {
  const query = useTranslationToEdit(translationId, lang);
  return { query, side: query.data ? sideOf(query.data, lang) : null };
}
