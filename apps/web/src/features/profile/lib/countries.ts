import { useCurrentLocale } from '../../../shared/i18n/locale-store';

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in the interface language (the browser's CLDR data), or null if it has none. */
export function regionName(code: string, locale: string): string | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  try {
    const name = names?.of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

export function useCountryName(code: string | null | undefined): string | null {
  const locale = useCurrentLocale();
  if (!code) return null;
  return regionName(code, locale) ?? code;
}
