// Search history rules (core.md §4 Search, §9): newest first, de-duplicated by text plus both
// languages (a repeated search moves to the top), at most 200 entries.
import { LIMITS } from '@glossa/contract/constants';

export interface HistoryItem {
  text: string;
  lang: string;
  lang_t: string;
}

/** The identity of an entry: the same words typed with other spacing or case are the same search. */
export function historyKey(item: HistoryItem): string {
  return `${item.lang}\u0000${item.lang_t}\u0000${item.text.trim().replace(/\s+/g, ' ').toLocaleLowerCase()}`;
}

/** Puts `item` first, drops its older duplicates, keeps at most `max` entries. */
export function addToHistory<T extends HistoryItem>(list: readonly T[], item: T, max: number = LIMITS.queryHistoryMax): T[] {
  const key = historyKey(item);
  const rest = list.filter((entry) => historyKey(entry) !== key);
  return [item, ...rest].slice(0, max);
}

/** Keeps the first (newest) of each duplicate (for lists merged from several places). */
export function dedupeHistory<T extends HistoryItem>(list: readonly T[], max: number = LIMITS.queryHistoryMax): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const entry of list) {
    const key = historyKey(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
    if (out.length === max) break;
  }
  return out;
}
