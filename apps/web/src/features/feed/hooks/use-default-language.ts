// The language a new post or question starts with, from the learner's context: the language of the
// pair the member chose last that is not their native one, else the first language they learn, else
// their native language, else the interface language. Never a guess like the default pair's Spanish.
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { dictionaryCode } from '../../../shared/i18n/locales';
import { learnedLanguage, profilePair, useLanguagePairStore } from '../../../shared/reference/language-pair';
import { useProfile } from '../../../shared/session/profile';

export function useDefaultLanguage(): string {
  const profile = useProfile().data;
  const chosen = useLanguagePairStore();
  const locale = useCurrentLocale();
  const native = profile?.native_lang ?? null;
  if (chosen.lang && chosen.langT) return learnedLanguage({ lang: chosen.lang, langT: chosen.langT }, native);
  return profilePair(profile)?.langT ?? native ?? dictionaryCode(locale);
}
