// Query keys of the dictionary, all under ['dictionary', ...] (DICTIONARY_QUERY_ROOT in src/shared,
// so other features can invalidate them). `ctx` carries what changes an answer without being a
// parameter: the `local` header (localized attribute and subject names) and whether a user is
// signed in (liked_by_user, can_edit, own items under review).
import { DICTIONARY_QUERY_ROOT } from '../../../shared/dictionary/query-keys';

export interface ReadContext {
  local: string;
  viewer: 'user' | 'guest';
}

export interface SearchParams {
  lang: string;
  langT: string;
  search: string;
}

const root = DICTIONARY_QUERY_ROOT;

export const dictionaryKeys = {
  all: [root] as const,
  translationsAll: [root, 'translations'] as const,
  translations: (p: SearchParams, ctx: ReadContext) => [root, 'translations', p, ctx] as const,
  translationAll: [root, 'translation'] as const,
  translation: (id: number, lang: string | undefined, ctx: ReadContext) => [root, 'translation', id, lang, ctx] as const,
  light: (p: SearchParams, ctx: ReadContext) => [root, 'light', p, ctx] as const,
  meanings: (id: number, langCode: string, ctx: ReadContext) => [root, 'meanings', id, langCode, ctx] as const,
  relations: (id: number, kind: 'synonyms' | 'antonyms', ctx: ReadContext) => [root, kind, id, ctx] as const,
  dataSources: (id: number) => [root, 'data-sources', id] as const,
  sentences: (p: { word: string; wordT?: string; lang: string; langT: string }, ctx: ReadContext) =>
    [root, 'sentences', p, ctx] as const,
  sentenceExample: (lang: string, langT: string) => [root, 'sentence-example', lang, langT] as const,
  sentenceTranslations: (wordSentenceId: number, ctx: ReadContext) =>
    [root, 'sentence-translations', wordSentenceId, ctx] as const,
  editAvailable: (ask: Record<string, number[]>) => [root, 'edit-available', ask] as const,
  history: [root, 'history'] as const,
  settings: [root, 'settings'] as const,
};
