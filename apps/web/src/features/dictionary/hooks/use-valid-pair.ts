// Keeps the URL's language pair sane: a missing pair takes the remembered (or default) one, an unknown
// code is replaced by the default of the interface language. A pair other than the one in use becomes
// the learner's pair (shared/reference/language-pair).
import { useEffect } from 'react';
import { useCurrentLocale } from '../../../shared/i18n/locale-store';
import { useAllData } from '../../../shared/reference/all-data';
import { defaultPair, useLanguagePair } from '../../../shared/reference/language-pair';

export type PairCheck = { ok: true; lang: string; langT: string } | { ok: false; lang: string; langT: string };

export function useValidPair(lang: string | undefined, langT: string | undefined): PairCheck {
  const locale = useCurrentLocale();
  const remembered = useLanguagePair(locale);
  const allData = useAllData();
  const known = allData.data ? new Set(allData.data.languages.map((l) => l.code)) : null;
  const fallback = defaultPair(locale);

  let result: PairCheck;
  if (!lang || !langT) result = { ok: false, lang: remembered.lang, langT: remembered.langT };
  else if (known && (!known.has(lang) || !known.has(langT))) {
    const l = known.has(lang) ? lang : fallback.lang;
    const lt = known.has(langT) && langT !== l ? langT : l === fallback.langT ? fallback.lang : fallback.langT;
    result = { ok: false, lang: l, langT: lt };
  } else if (lang === langT) {
    result = { ok: false, lang, langT: lang === fallback.langT ? fallback.lang : fallback.langT };
  } else result = { ok: true, lang, langT };

  // A pair the user opened becomes the learner's pair; the one they were sent to by default is not
  // stored, so the profile's pair still applies after sign-up.
  const { setPair } = remembered;
  const ok = result.ok;
  const same = lang === remembered.lang && langT === remembered.langT;
  useEffect(() => {
    if (ok && lang && langT && !same) setPair(lang, langT);
  }, [ok, lang, langT, same, setPair]);
  return result;
}
