// The learner's language pair (lang -> lang_t): one piece of state for the whole app. The dictionary,
// the profile's languages and the training pages set it; the selection and caption tooltips, the mini
// dictionary, the header search, new posts and compilations read it. What the user chose last is
// remembered between visits; until they choose, a signed-in learner's profile decides (native
// language -> the first language they learn), else the interface language (core.md §1: the
// interface language first; with an English interface the second language is Spanish).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Profile } from '@glossa/contract';
import { dictionaryCode, type InterfaceLocale } from '../i18n/locales';
import { useProfile } from '../session/profile';

export interface LanguagePair {
  lang: string;
  langT: string;
}

export function defaultPair(locale: InterfaceLocale): LanguagePair {
  const lang = dictionaryCode(locale);
  return { lang, langT: lang === 'eng' ? 'spa' : 'eng' };
}

/** The pair a profile implies: native -> the first language being learned; null while either is missing. */
export function profilePair(profile: Pick<Profile, 'native_lang' | 'languages'> | undefined): LanguagePair | null {
  const native = profile?.native_lang;
  const learning = profile?.languages.find((l) => l.level !== 'NATIVE')?.lang.code;
  return native && learning && native !== learning ? { lang: native, langT: learning } : null;
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
      setPair: (lang, langT) => set(lang && langT && lang !== langT ? { lang, langT } : {}),
    }),
    { name: 'glossa-language-pair' },
  ),
);

/** Sets the learner's pair from outside React (after saving the profile's languages). */
export function setLearningPair(pair: LanguagePair | null): void {
  if (pair) useLanguagePairStore.getState().setPair(pair.lang, pair.langT);
}

/** The pair in use: the one chosen last, else the profile's, else the default for the interface language. */
export function resolvePair(chosen: { lang: string | null; langT: string | null }, fromProfile: LanguagePair | null, locale: InterfaceLocale): LanguagePair {
  if (chosen.lang && chosen.langT) return { lang: chosen.lang, langT: chosen.langT };
  return fromProfile ?? defaultPair(locale);
}

export function useLanguagePair(locale: InterfaceLocale) {
  const { lang, langT, setPair } = useLanguagePairStore();
  const fromProfile = profilePair(useProfile().data);
  return { ...resolvePair({ lang, langT }, fromProfile, locale), setPair };
}

/**
 * The language being learned, from a pair and the native language: the side of the pair that is not
 * native (a native English speaker searching German -> English still learns German).
 */
export function learnedLanguage(pair: LanguagePair, native: string | null | undefined): string {
  return native && pair.langT === native ? pair.lang : pair.langT;
}

/** The dictionary search path for a query: /dictionary/{lang}/{lang_t}/{search}. */
export function dictionarySearchPath(lang: string, langT: string, search: string): string {
  const text = search.trim();
  return text ? `/dictionary/${lang}/${langT}/${encodeURIComponent(text)}` : `/dictionary/${lang}/${langT}`;
}
