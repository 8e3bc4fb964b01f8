// Opening the translation addition flow prefilled (core.md §2 "Addition screens"): a machine
// translation's 'add to the dictionary' sends its source text and its translation, so the user only
// checks them. The machine translation (features/translate) builds the link, the contributions
// feature reads it; neither imports the other.
//
//   /addition/translation?lang=eng&lang_t=ger&word=small%20house&translation=kleines%20Haus&out_of_place=dictionary
//
// `word`, `lang`, `lang_t` and `out_of_place` are the flow's usual parameters; `translation` is the
// proposed translation word (prefills the first row) and `machine=1` says it came from a machine
// translation (a suggestion to review, never sent without the user's confirmation).
export type AdditionOrigin = 'mini_dictionary' | 'selection' | 'tasks_list' | 'dictionary' | 'translation_panel';

export const ADDITION_PREFILL_PARAMS = {
  translation: 'translation',
  machine: 'machine',
} as const;

export interface AdditionPrefill {
  lang: string;
  langT: string;
  word: string;
  translation?: string | null;
  /** The translation is machine-made. */
  machine?: boolean;
  from: AdditionOrigin;
}

/** Unprefixed path of the translation addition screen, prefilled (localize it with useLocalePath). */
export function translationAdditionLink(p: AdditionPrefill): string {
  const query = new URLSearchParams({ lang: p.lang, lang_t: p.langT, word: p.word });
  if (p.translation) query.set(ADDITION_PREFILL_PARAMS.translation, p.translation);
  if (p.machine) query.set(ADDITION_PREFILL_PARAMS.machine, '1');
  query.set('out_of_place', p.from);
  return `/addition/translation?${query.toString()}`;
}

/** What the addition screen should prefill from its query string. */
export function readAdditionPrefill(params: URLSearchParams): { translation: string | null; machine: boolean } {
  const translation = params.get(ADDITION_PREFILL_PARAMS.translation)?.trim() ?? '';
  return {
    translation: translation === '' ? null : translation.slice(0, 255),
    machine: params.get(ADDITION_PREFILL_PARAMS.machine) === '1',
  };
}
