// Dictionary URLs (core.md §2), without the locale prefix (links localize them with useLocalePath).
import { dictionarySearchPath } from '../../../shared/reference/language-pair';

const seg = (text: string) => encodeURIComponent(text.trim());

/** /dictionary/{lang}/{lang_t} or /dictionary/{lang}/{lang_t}/{search}. */
export const searchPath = (lang: string, langT: string, search = ''): string =>
  dictionarySearchPath(lang, langT, search);

/** DetailWordPage: /dictionary/{lang}/{lang_t}/{search}/{id}. */
export const detailPath = (lang: string, langT: string, search: string, id: number): string =>
  `/dictionary/${lang}/${langT}/${seg(search)}/${id}`;

/** SentencesPage (mobile): the examples of the searched word (`word`: the lemma found, when it differs). */
export const sentencesPath = (lang: string, langT: string, search: string, word?: string): string =>
  `/dictionary/${lang}/${langT}/${seg(search)}/sentences${word && word !== search ? `?word=${seg(word)}` : ''}`;

/** WordSentencesPage (mobile): the examples of one translation. */
export const wordSentencesPath = (lang: string, langT: string, search: string, id: number): string =>
  `/dictionary/${lang}/${langT}/${seg(search)}/${id}/sentences`;

/** The History page (mobile). */
export const HISTORY_PATH = '/dictionary/history';
