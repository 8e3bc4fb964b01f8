// Names where Intl.DisplayNames and Debian's table disagree. ICU folds Twi (tw/twi) into its
// macrolanguage Akan (ak), so both codes were "Akan" in every list; Debian iso-codes names it Twi.
// Keyed by the dictionary code, one name per interface locale (reference.test.ts checks that no two
// codes share a name in any of them).
const OVERRIDES: Record<string, Record<string, string>> = {
  twi: { en: 'Twi', de: 'Twi', es: 'twi', fr: 'twi', nl: 'Twi', pl: 'twi', ru: 'тви', uk: 'тві' },
};

/** The name of `code` in `display` (a two-letter locale); `intlName` is what Intl.DisplayNames says. */
export function languageName(code: string, display: string, intlName: string): string {
  const own = OVERRIDES[code];
  return own ? (own[display] ?? own.en!) : intlName;
}
