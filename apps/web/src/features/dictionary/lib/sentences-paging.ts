// Example sentences are loaded 15 first, then 5 more on each request, never beyond 100
// (core.md §9 "Sentences limit: 15, update grows by 5, up to 100").
import { LIMITS } from '@glossa/contract/constants';

const { initial, step, max } = LIMITS.sentences;

export interface SentencesPage {
  offset: number;
  limit: number;
}

export const FIRST_SENTENCES_PAGE: SentencesPage = { offset: 0, limit: initial };

/**
 * The next page after `loaded` sentences out of `total`, or null when everything (or the cap of 100)
 * is loaded. A short page means the server has no more, whatever total it reported.
 */
export function nextSentencesPage(loaded: number, total: number, lastPageSize?: number, lastLimit?: number): SentencesPage | null {
  if (lastPageSize !== undefined && lastLimit !== undefined && lastPageSize < lastLimit) return null;
  const cap = Math.min(total, max);
  if (loaded >= cap) return null;
  return { offset: loaded, limit: Math.min(step, max - loaded) };
}

/** How many sentences can be shown at most for a word with `total` examples. */
export const sentencesCap = (total: number): number => Math.min(total, max);
