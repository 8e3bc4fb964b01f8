// The last translate link (core.md §2): the dictionary remembers the last search or translation
// detail the user opened (/dictionary/{lang}/{lang_t}/{search}[/{id}]); the contribution flows return
// there when they finish ("go to the last translate link, or to the locale home if there is none").
// Stored without the locale prefix so it can be localized when used; per browser, kept across visits.
import { splitLocale } from '../i18n/locales';

const KEY = 'glossa-last-translate-link';

/** Remembers a dictionary path (with or without locale prefix). Other paths are ignored. */
export function rememberLastTranslateLink(path: string): void {
  const rest = splitLocale(path).rest;
  if (!/^\/dictionary\/[^/]+\/[^/]+\/[^/]+/.test(rest)) return;
  try {
    window.localStorage.setItem(KEY, rest);
  } catch {
    // Storage disabled: the flows fall back to the locale home.
  }
}

/** The unprefixed last translate link, or null when the user has not looked anything up yet. */
export function lastTranslateLink(): string | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value && value.startsWith('/dictionary/') ? value : null;
  } catch {
    return null;
  }
}
