// The current interface locale: the user's choice, remembered in localStorage. A URL whose prefix
// differs is rewritten to it (core.md §2); a first visit adopts the locale of the URL it opened.
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

/** The locale the app starts in: the stored choice, else the URL's prefix (then remembered). */
export function startLocale(urlLocale: InterfaceLocale): InterfaceLocale {
  const locale = readStoredLocale() ?? urlLocale;
  useLocaleStore.getState().setLocale(locale);
  return locale;
}

export function currentLocale(): InterfaceLocale {
  return useLocaleStore.getState().locale;
}

export function useCurrentLocale(): InterfaceLocale {
  return useLocaleStore((s) => s.locale);
}
