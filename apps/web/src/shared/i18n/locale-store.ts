// The current interface locale: the user's choice, remembered in localStorage. A page opened from a
// link with a locale prefix (/uk/...) speaks that language and it becomes the choice (issue 36 item
// 2: a shared /uk/ link was rewritten to the reader's stored language); an unprefixed (English) link
// keeps the stored choice. Inside the app, a URL whose prefix differs is rewritten to the current
// locale (core.md §2).
import { create } from 'zustand';
import { DEFAULT_LOCALE, isInterfaceLocale, type InterfaceLocale } from './locales';

const STORAGE_KEY = 'glossa-locale';

export function readStoredLocale(): InterfaceLocale | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isInterfaceLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function store(locale: InterfaceLocale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}

interface LocaleState {
  locale: InterfaceLocale;
  setLocale(locale: InterfaceLocale): void;
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: DEFAULT_LOCALE,
  setLocale(locale) {
    store(locale);
    set({ locale });
  },
}));

/**
 * The locale the app starts in: the URL's when it carries a prefix (`explicit`), else the stored
 * choice, else the URL's (English); remembered either way.
 */
export function startLocale(urlLocale: InterfaceLocale, explicit = false): InterfaceLocale {
  const locale = explicit ? urlLocale : (readStoredLocale() ?? urlLocale);
  useLocaleStore.getState().setLocale(locale);
  return locale;
}

export function currentLocale(): InterfaceLocale {
  return useLocaleStore.getState().locale;
}

export function useCurrentLocale(): InterfaceLocale {
  return useLocaleStore((s) => s.locale);
}
