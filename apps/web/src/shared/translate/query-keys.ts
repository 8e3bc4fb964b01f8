/**
 * Root of the machine translation's query keys (['translate', 'quick', ...]). Cached answers carry
 * `favorite` (the viewer's raw favorite of the pair), so the favorites feature updates them under
 * this root when a star changes, without importing the translate feature.
 */
export const TRANSLATE_QUERY_ROOT = 'translate';
