import data from './languages.data.json';

/** One dictionary language. Generated from Debian iso-codes (scripts/generate-languages.mjs). */
export interface LanguageRecord {
  /** ISO 639-2/B code used everywhere in the dictionary (eng, ger, fre, ...). */
  code: string;
  /** ISO 639-1 code; null for the few dictionary languages that have none (Asturian, Khasi). */
  code_two_signs: string | null;
  /** ISO 639-2/T code. */
  code_terminology: string;
  /** ISO 639-3 code reported by language detectors for this language. */
  lang_detect: string;
  /** False for languages written without spaces between words (zh, ja, th ...). */
  is_sentence_breaking: boolean;
}

export const LANGUAGES: readonly LanguageRecord[] = data.languages;

const byCode = new Map(LANGUAGES.map((l) => [l.code, l]));
const byTwo = new Map(LANGUAGES.flatMap((l) => (l.code_two_signs ? [[l.code_two_signs, l] as const] : [])));

export function findLanguage(code: string): LanguageRecord | undefined {
  return byCode.get(code);
}

export function isLanguageCode(code: unknown): code is string {
  return typeof code === 'string' && byCode.has(code);
}

export function languageByTwoLetterCode(code: string): LanguageRecord | undefined {
  return byTwo.get(code);
}

// Every standard code of a language points at its dictionary code: ISO 639-2/B (ger), 639-2/T and
// 639-3 (deu), 639-1 (de). People and links use all of them; the dictionary speaks 639-2/B.
const byAlias = new Map(
  LANGUAGES.flatMap((l) => [l.code, l.code_two_signs, l.code_terminology, l.lang_detect].filter(Boolean).map((a) => [a, l.code] as const)),
);

/** The dictionary code of any standard code of a language (case and spaces ignored), else undefined. */
export function canonicalLanguageCode(input: string): string | undefined {
  return byAlias.get(input.trim().toLowerCase());
}
