// Where a search belongs when its word is of another language (the server's other_directions).
import type { OtherDirection } from '@glossa/contract';

/** The directions grouped by the language the word is in, that language's best direction first. */
export function byLanguage(directions: readonly OtherDirection[]): { lang: string; directions: OtherDirection[] }[] {
  const groups = new Map<string, OtherDirection[]>();
  for (const d of directions) groups.set(d.lang, [...(groups.get(d.lang) ?? []), d]);
  return [...groups].map(([lang, list]) => ({ lang, directions: [...list].sort((a, b) => b.count - a.count) }));
}

/**
 * The pair the swap button goes to. Plainly the two languages swapped; but when the search found
 * nothing and the word is known in another language, that language becomes the source and the
 * reader's source language the target when that direction has translations ("Haus" under
 * English → Spanish: German → English), else the target stays (German → Spanish).
 */
export function swappedPair(
  lang: string,
  langT: string,
  found: boolean,
  directions: readonly OtherDirection[],
): [string, string] {
  if (found || directions.some((d) => d.lang === langT && d.lang_t === lang)) return [langT, lang];
  const best = byLanguage(directions)[0];
  if (!best) return [langT, lang];
  const back = best.directions.find((d) => d.lang_t === lang);
  return [best.lang, (back ?? best.directions[0]!).lang_t];
}
