// The demo dictionary is written as concepts: one sense with its words in the eight languages
// of the interface. Every pair of languages of a concept becomes a translation, so any of the
// 28 language pairs works offline. A word may carry its gender: 'Hund (m)', 'Haus (n)', 'Katze (f)'.

export const DEMO_LANGS = ['eng', 'ger', 'spa', 'fre', 'dut', 'pol', 'rus', 'ukr'] as const;
export type DemoLang = (typeof DEMO_LANGS)[number];

export type DemoPos = 'noun' | 'verb' | 'adjective' | 'adverb' | 'phrase';

export type DemoWords = Record<DemoLang, string | string[]>;

export interface DemoConcept {
  id: string;
  pos: DemoPos;
  subjects: string[];
  /** British English IPA of the English word. */
  ipa?: string;
  words: DemoWords;
}

export type PerLanguage<T> = Partial<Record<DemoLang, T>>;
