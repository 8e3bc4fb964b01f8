/**
 * Root of every dictionary query key (['dictionary', ...]). Features that change dictionary content
 * (contributions, favorites) invalidate what they touched under it, e.g.
 * `queryClient.invalidateQueries({ queryKey: [DICTIONARY_QUERY_ROOT, 'translations'] })`.
 * See docs/architecture.md "Web: dictionary" for the keys below it.
 */
export const DICTIONARY_QUERY_ROOT = 'dictionary';
