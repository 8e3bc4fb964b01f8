import data from './languages.data.json';

/** One dictionary language. Generated from Debian iso-codes (scripts/generate-languages.mjs). */
export interface LanguageRecord {
  /** ISO 639-2/B code used everywhere in the dictionary (eng, ger, fre, ...). */
  code: string;
  /** ISO 639-1 code. */
  code_two_signs: string;
  /** ISO 639-2/T code. */
  code_terminology: string;
  /** ISO 639-3 code reported by language detectors for this language. */
  lang_detect: string;
  /** False for languages written without spaces between words (zh, ja, th ...). */
  is_sentence_breaking: boolean;
}

export const LANGUAGES: readonly LanguageRecord[] = data.languages;

const byCode = new Map(LANGUAGES.map((l) => [l.code, l]));
const byTwo = new Map(LANGUAGES.map((l) => [l.code_two_signs, l]));

export function findLanguage(code: string): LanguageRecord | undefined {
  return byCode.get(code);
}

export function isLanguageCode(code: unknown): code is string {
  return typeof code === 'string' && byCode.has(code);
}

export function languageByTwoLetterCode(code: string): LanguageRecord | undefined {
  return byTwo.get(code);
}
