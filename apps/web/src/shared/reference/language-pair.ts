// The search language pair (lang -> lang_t), remembered between visits. Defaults follow core.md §1:
// the interface language first; with an English interface the second language is Spanish.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { dictionaryCode, type InterfaceLocale } from '../i18n/locales';

export function defaultPair(locale: InterfaceLocale): { lang: string; langT: string } {
  const lang = dictionaryCode(locale);
  return { lang, langT: lang === 'eng' ? 'spa' : 'eng' };
}

interface PairState {
  lang: string | null;
  langT: string | null;
  setPair(lang: string, langT: string): void;
}

export const useLanguagePairStore = create<PairState>()(
  persist(
    (set) => ({
      lang: null,
      langT: null,
      setPair: (lang, langT) => set({ lang, langT }),
    }),
    { name: 'glossa-language-pair' },
  ),
);

/** The pair in use: the remembered one, else the default for the interface language. */
export function useLanguagePair(locale: InterfaceLocale) {
  const { lang, langT, setPair } = useLanguagePairStore();
  const fallback = defaultPair(locale);
  return { lang: lang ?? fallback.lang, langT: langT ?? fallback.langT, setPair };
}

/** The dictionary search path for a query: /dictionary/{lang}/{lang_t}/{search}. */
export function dictionarySearchPath(lang: string, langT: string, search: string): string {
  const text = search.trim();
  return text ? `/dictionary/${lang}/${langT}/${encodeURIComponent(text)}` : `/dictionary/${lang}/${langT}`;
}
