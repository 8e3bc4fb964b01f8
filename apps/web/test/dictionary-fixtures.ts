// Answers shaped like the contract's (the types keep them honest) for the component tests' server.
import type { SentenceItem, Translation, Word } from '@glossa/contract';

export function word(id: number, name: string, lang: string): Word {
  return { id, name, lang_code: lang, audios: [], transcriptions: [], attributes: [], canonical: null, is_this_user: false };
}

export function translation(id: number, overrides: Partial<Translation> = {}): Translation {
  return {
    id,
    translation_union_id: id,
    primary_word: word(id * 10, 'house', 'eng'),
    translation_word: word(id * 10 + 1, `Haus${id}`, 'ger'),
    primary_word_explanation: null,
    translation_word_explanation: null,
    all_primary_attributes: [],
    all_translation_attributes: [],
    all_vocabularies: [],
    vocabulary_codes: [],
    vocabularies_is_locked: false,
    favorite: null,
    is_verified: true,
    is_removed: false,
    is_this_user: false,
    can_edit: false,
    review_status: 'accepted',
    likes_count: 0,
    liked_by_user: false,
    url_translate_detail: `/dictionary/eng/ger/house/${id}`,
    primary_meanings_descriptions: [],
    primary_meanings_descriptions_total_count: 0,
    translation_meanings_descriptions: [],
    translation_meanings_descriptions_total_count: 0,
    comment: null,
    ...overrides,
  };
}

export function sentence(n: number): SentenceItem {
  return {
    id: 1000 + n,
    sentence_text: `Example number ${n} with a house.`,
    selected_positions: [5],
    lang_code: 'eng',
    changed_word_form: null,
    audio: null,
    word_sentence: { id: 2000 + n, favorite: null, can_edit: false, is_this_user: false },
    translations: [
      { sentence_translation_id: 3000 + n, id: 4000 + n, sentence_text: `Beispiel ${n} mit einem Haus.`, lang_code: 'ger', audio: null, can_edit: false, is_this_user: false },
    ],
    sentence_translation_id: 3000 + n,
  };
}
