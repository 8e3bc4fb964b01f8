// People and links name languages by ISO 639-1 (de), 639-2/T and 639-3 (deu) as often as by the
// dictionary's 639-2/B (ger): every standard code of a language points at its dictionary code.
import type { Language } from '@glossa/contract';

export function languageAliases(languages: readonly Language[]): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const l of languages) for (const alias of [l.code, l.code_two_signs, l.lang_detect]) if (alias) aliases.set(alias, l.code);
  return aliases;
}

/** The pathname with the two language segments after `dictionary` replaced. */
export function withLanguageCodes(pathname: string, lang: string, langT: string): string {
  const parts = pathname.split('/');
  const at = parts.indexOf('dictionary');
  parts[at + 1] = lang;
  parts[at + 2] = langT;
  return parts.join('/');
}
