// Query keys of the contributions feature, under ['contributions', ...]. Ratings and statistics are
// the user's own data (the session wiring drops them at logout like every non-reference query).
export const contributionsKeys = {
  all: ['contributions'] as const,
  translation: (id: number, lang: string | undefined, local: string) => ['contributions', 'translation', id, lang, local] as const,
  complements: (id: number) => ['contributions', 'complements', id] as const,
  meanings: (id: number, langCode: string) => ['contributions', 'meanings', id, langCode] as const,
  relations: (id: number, kind: 'synonyms' | 'antonyms') => ['contributions', kind, id] as const,
  entity: (type: string, id: number) => ['contributions', 'entity', type, id] as const,
  templates: (local: string) => ['contributions', 'comment-templates', local] as const,
  ratings: ['contributions', 'ratings'] as const,
  counter: ['contributions', 'entities-counter'] as const,
};

/** What "ratings, achievements and statistics are refreshed" invalidates (core.md §4). */
export const STATISTICS_KEYS = [contributionsKeys.ratings, contributionsKeys.counter];
