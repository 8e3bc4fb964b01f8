// The Hunspell dictionaries Debian ships (hunspell-*, myspell-*) for the languages FreeDict and the
// demo dictionary hold, by Glossa language code: file stem in HUNSPELL_DIR and the package.
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface HunspellDictionary {
  /** `de_DE` -> de_DE.aff + de_DE.dic */
  file: string;
  /** The Debian package that installs it. */
  debianPackage: string;
  /**
   * The affix rules put clitics before the word (Arabic: wa-, fa-, bi-, li-, ka-, al- and their
   * combinations make thousands of forms per root). Only forms that start with the root's stem
   * (the root less its last letter: ة becomes ت before a suffix) are linked; a form with a
   * clitic prefix is a phrase, not an inflection.
   */
  prefixClitics?: true;
}

// Greek (el_GR) and Hindi (hi_IN) are listed but link no forms: their .dic files list every form
// without affix flags, so there are no rules to apply.
// Not Hungarian (hunspell-hu): hunspell-reader does not apply its affix rules faithfully (ház gave
// házt, házen, házes; könyv gave könyvó, könyvú) and chains them into millions of forms of one
// root, which ran `--all` out of memory.
export const HUNSPELL_DICTIONARIES: Readonly<Record<string, HunspellDictionary>> = {
  afr: { file: 'af_ZA', debianPackage: 'hunspell-af' },
  ara: { file: 'ar', debianPackage: 'hunspell-ar', prefixClitics: true },
  bre: { file: 'br_FR', debianPackage: 'hunspell-br' },
  bul: { file: 'bg_BG', debianPackage: 'hunspell-bg' },
  cat: { file: 'ca', debianPackage: 'hunspell-ca' },
  cze: { file: 'cs_CZ', debianPackage: 'hunspell-cs' },
  dan: { file: 'da_DK', debianPackage: 'hunspell-da' },
  dut: { file: 'nl', debianPackage: 'hunspell-nl' },
  eng: { file: 'en_US', debianPackage: 'hunspell-en-us' },
  epo: { file: 'eo', debianPackage: 'myspell-eo' },
  fre: { file: 'fr', debianPackage: 'hunspell-fr' },
  ger: { file: 'de_DE', debianPackage: 'hunspell-de-de' },
  gla: { file: 'gd_GB', debianPackage: 'hunspell-gd' },
  gle: { file: 'ga_IE', debianPackage: 'myspell-ga' },
  gre: { file: 'el_GR', debianPackage: 'hunspell-el' },
  hin: { file: 'hi_IN', debianPackage: 'hunspell-hi' },
  hrv: { file: 'hr_HR', debianPackage: 'hunspell-hr' },
  ice: { file: 'is_IS', debianPackage: 'hunspell-is' },
  ind: { file: 'id_ID', debianPackage: 'hunspell-id' },
  ita: { file: 'it_IT', debianPackage: 'hunspell-it' },
  kur: { file: 'kmr_Latn', debianPackage: 'hunspell-kmr' },
  lit: { file: 'lt_LT', debianPackage: 'hunspell-lt' },
  nno: { file: 'nn_NO', debianPackage: 'hunspell-no' },
  nob: { file: 'nb_NO', debianPackage: 'hunspell-no' },
  nor: { file: 'nb_NO', debianPackage: 'hunspell-no' },
  oci: { file: 'oc_FR', debianPackage: 'hunspell-oc' },
  pol: { file: 'pl_PL', debianPackage: 'hunspell-pl' },
  por: { file: 'pt_PT', debianPackage: 'hunspell-pt-pt' },
  rus: { file: 'ru_RU', debianPackage: 'hunspell-ru' },
  slo: { file: 'sk_SK', debianPackage: 'hunspell-sk' },
  slv: { file: 'sl_SI', debianPackage: 'hunspell-sl' },
  spa: { file: 'es_ES', debianPackage: 'hunspell-es' },
  // Cyrillic, as FreeDict's Serbian is written (sr_Latn_RS, the Latin one, matched none of its words).
  srp: { file: 'sr_RS', debianPackage: 'hunspell-sr' },
  swa: { file: 'sw_TZ', debianPackage: 'hunspell-sw' },
  swe: { file: 'sv_SE', debianPackage: 'hunspell-sv' },
  tur: { file: 'tr_TR', debianPackage: 'hunspell-tr' },
  ukr: { file: 'uk_UA', debianPackage: 'hunspell-uk' },
};

/** The .aff and .dic of a language in `dir`, or null when none is installed. */
export function hunspellFiles(dir: string, lang: string): { aff: string; dic: string; dictionary: HunspellDictionary } | null {
  const dictionary = HUNSPELL_DICTIONARIES[lang];
  if (!dictionary) return null;
  const aff = path.join(dir, `${dictionary.file}.aff`);
  const dic = path.join(dir, `${dictionary.file}.dic`);
  return existsSync(aff) && existsSync(dic) ? { aff, dic, dictionary } : null;
}
