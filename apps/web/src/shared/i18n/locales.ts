// Interface locales and localized paths (core.md §2): the locale is the first path segment,
// English has none. Route code builds links with localePath() and never writes a prefix by hand.
import {
  DEFAULT_LOCALE,
  INTERFACE_LOCALES,
  LOCALE_DICTIONARY_CODE,
  isInterfaceLocale,
  type InterfaceLocale,
} from '@glossa/contract/locales';

export { DEFAULT_LOCALE, INTERFACE_LOCALES, LOCALE_DICTIONARY_CODE, isInterfaceLocale, type InterfaceLocale };

/** URL prefix of a locale: '' for English, '/de' for German. */
export function localePrefix(locale: InterfaceLocale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Splits '/de/about' into { prefix: 'de', rest: '/about' }; an unprefixed path has prefix null. */
export function splitLocale(pathname: string): { prefix: InterfaceLocale | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== DEFAULT_LOCALE && isInterfaceLocale(first)) {
    return { prefix: first, rest: match?.[2] ?? '/' };
  }
  return { prefix: null, rest: pathname || '/' };
}

/** The locale a path is written in: its prefix, or English when it has none. */
export function localeOfPath(pathname: string): InterfaceLocale {
  return splitLocale(pathname).prefix ?? DEFAULT_LOCALE;
}

/**
 * A path in the given locale: localePath('/dictionary/eng/ger/house', 'de') ->
 * '/de/dictionary/eng/ger/house'. A path that already carries a locale prefix is re-prefixed.
 * Query strings and hashes are kept.
 */
export function localePath(path: string, locale: InterfaceLocale): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const tail = cut === -1 ? '' : path.slice(cut);
  const absolute = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const { rest } = splitLocale(absolute);
  const prefix = localePrefix(locale);
  const joined = rest === '/' ? prefix || '/' : `${prefix}${rest}`;
  return `${joined}${tail}`;
}

/** The dictionary code sent in the `local` header (eng, ger, ...). */
export function dictionaryCode(locale: InterfaceLocale): string {
  return LOCALE_DICTIONARY_CODE[locale];
}

/** The name of an interface language in itself ("Deutsch", "Українська"), from the browser's CLDR data. */
export function endonym(locale: InterfaceLocale): string {
  let name: string = locale;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    // Very old browsers: the code is still a usable label.
    name = locale.toUpperCase();
  }
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
