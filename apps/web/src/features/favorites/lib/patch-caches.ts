// After a star changes, every cached dictionary answer (search pages, details, sentences, light
// results) and machine translation that shows the same item gets the new `favorite`, so a panel
// opened later agrees with the card. The shapes are the contract's: translations carry
// `favorite`, sentence items `word_sentence.favorite`, quick translations `favorite` of their pair.
import type { QueryClient } from '@tanstack/react-query';
import { DICTIONARY_QUERY_ROOT } from '../../../shared/dictionary/query-keys';
import type { FavoriteRefProp, FavoriteTarget } from '../../../shared/slots/slots';
import { TRANSLATE_QUERY_ROOT } from '../../../shared/translate/query-keys';

type Obj = Record<string, unknown>;
type Replace = (value: Obj) => Obj | undefined;

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with every object `replace` answers for replaced; the same reference when nothing matched. */
export function deepReplace<T>(value: T, replace: Replace, depth = 0): T {
  if (depth > 8) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const out = deepReplace(item, replace, depth + 1);
      if (out !== item) changed = true;
      return out;
    });
    return (changed ? next : value) as T;
  }
  if (!isObj(value)) return value;
  const own = replace(value);
  if (own) return own as T;
  let changed = false;
  const next: Obj = {};
  for (const [key, item] of Object.entries(value)) {
    const out = deepReplace(item, replace, depth + 1);
    if (out !== item) changed = true;
    next[key] = out;
  }
  return (changed ? next : value) as T;
}

/** What to replace in cached answers so they show `favorite` for `target`. */
export function favoriteReplacer(target: FavoriteTarget, favorite: FavoriteRefProp | null): Replace {
  switch (target.entity_type) {
    case 'translation':
      return (o) => (o.id === target.entity_id && 'translation_word' in o && 'favorite' in o ? { ...o, favorite } : undefined);
    case 'sentence':
      return (o) =>
        isObj(o.word_sentence) && o.word_sentence.id === target.entity_id && 'sentence_text' in o
          ? { ...o, word_sentence: { ...o.word_sentence, favorite } }
          : undefined;
    case 'raw':
      return (o) =>
        o.machine === true &&
        o.source_text === target.word_from &&
        o.text === target.word_to &&
        o.lang === target.lang_from &&
        o.lang_t === target.lang_to
          ? { ...o, favorite }
          : undefined;
  }
}

export function patchFavoriteEverywhere(queryClient: QueryClient, target: FavoriteTarget, favorite: FavoriteRefProp | null): void {
  const replace = favoriteReplacer(target, favorite);
  for (const root of [DICTIONARY_QUERY_ROOT, TRANSLATE_QUERY_ROOT]) {
    for (const [key, data] of queryClient.getQueriesData({ queryKey: [root] })) {
      const next = deepReplace(data, replace);
      if (next !== data) queryClient.setQueryData(key, next);
    }
  }
}
