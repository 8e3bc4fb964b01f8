// Links into the contribution flows (core.md §2 "Addition screens": an optional prefix addition or
// editing, out_of_place telling where the flow was opened from). The flows themselves belong to the
// contributions feature; until it exists these routes show a placeholder.
export type OutOfPlace = 'mini_dictionary' | 'selection' | 'tasks_list' | 'dictionary' | 'translation_panel';

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return `?${search.toString()}`;
};

export const contributionLinks = {
  addTranslation: (p: { lang: string; langT: string; word: string; from: OutOfPlace }) =>
    `/addition/translation${query({ lang: p.lang, lang_t: p.langT, word: p.word, out_of_place: p.from })}`,
  editTranslation: (id: number, from: OutOfPlace) =>
    `/editing/translation${query({ translation_id: id, out_of_place: from })}`,
  addMeaning: (id: number, lang: string, from: OutOfPlace) =>
    `/addition/meanings-${lang}${query({ translation_id: id, out_of_place: from })}`,
  editMeaning: (id: number, lang: string, meaningId: number, from: OutOfPlace) =>
    `/editing/meanings-${lang}${query({ translation_id: id, meaning_id: meaningId, out_of_place: from })}`,
  editRelation: (kind: 'synonym' | 'antonym', id: number, lang: string, entryId: number, from: OutOfPlace) =>
    `/editing/${kind}-${lang}${query({ translation_id: id, entry_id: entryId, out_of_place: from })}`,
  addSynonym: (id: number, lang: string, from: OutOfPlace) =>
    `/addition/synonym-${lang}${query({ translation_id: id, out_of_place: from })}`,
  addAntonym: (id: number, lang: string, from: OutOfPlace) =>
    `/addition/antonym-${lang}${query({ translation_id: id, out_of_place: from })}`,
  addSentence: (id: number, lang: string, from: OutOfPlace) =>
    `/addition/sentences-${lang}/step:1${query({ translation_id: id, out_of_place: from })}`,
};
