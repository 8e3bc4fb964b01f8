/** The eight interface languages; English has no URL prefix (core.md §2). */
export const INTERFACE_LOCALES = ['en', 'de', 'es', 'fr', 'nl', 'pl', 'ru', 'uk'] as const;
export type InterfaceLocale = (typeof INTERFACE_LOCALES)[number];
export const DEFAULT_LOCALE: InterfaceLocale = 'en';

/** Interface locale -> dictionary (ISO 639-2/B) code, sent in the `local` header. */
export const LOCALE_DICTIONARY_CODE: Record<InterfaceLocale, string> = {
  en: 'eng',
  de: 'ger',
  es: 'spa',
  fr: 'fre',
  nl: 'dut',
  pl: 'pol',
  ru: 'rus',
  uk: 'ukr',
};

export const DEFAULT_DICTIONARY_CODE = 'eng';

export function isInterfaceLocale(value: unknown): value is InterfaceLocale {
  return typeof value === 'string' && (INTERFACE_LOCALES as readonly string[]).includes(value);
}

/** `local` header value (dictionary code) -> interface locale, falling back to English. */
export function localeFromDictionaryCode(code: string | undefined): InterfaceLocale {
  const hit = INTERFACE_LOCALES.find((l) => LOCALE_DICTIONARY_CODE[l] === code);
  return hit ?? DEFAULT_LOCALE;
}
