// Favorites -> a new compilation (issue 36 item 6). A compilation has one language pair and holds
// dictionary translations (union ids), so only available dictionary translations of one pair can
// be its words: sentences, machine translations (raw pairs) and removed entries are left out and
// counted. When the favorites span several pairs, the learner's pair wins if any favorite is of it,
// else the pair most favorites share; each word is turned to face that pair.
import type { Translation } from '@glossa/contract';
import type { CompilationPrefill } from '../../../shared/training/compilation-prefill';
import type { Favorite } from '../types';

function translationOf(item: Favorite): Translation | null {
  const e = item.entity;
  if (item.is_raw || !item.is_available || e === null || !('translation_word' in e) || e.is_removed) return null;
  return e;
}

const pairKey = (a: string, b: string) => [a, b].sort().join('|');

export function compilationFromFavorites(
  items: readonly Favorite[],
  name: string,
  learnerPair: { lang: string; langT: string },
  maxWords: number,
): CompilationPrefill | null {
  const translations = items.map(translationOf).filter((t): t is Translation => t !== null);
  if (!translations.length) return null;

  // Pairs by how many favorites they hold, and the direction most of them were saved in.
  const counts = new Map<string, { n: number; directions: Map<string, number> }>();
  for (const t of translations) {
    const key = pairKey(t.primary_word.lang_code, t.translation_word.lang_code);
    const entry = counts.get(key) ?? { n: 0, directions: new Map() };
    entry.n += 1;
    const direction = `${t.primary_word.lang_code}|${t.translation_word.lang_code}`;
    entry.directions.set(direction, (entry.directions.get(direction) ?? 0) + 1);
    counts.set(key, entry);
  }
  const learnerKey = pairKey(learnerPair.lang, learnerPair.langT);
  let langFrom: string;
  let langTo: string;
  if (counts.has(learnerKey)) {
    ({ lang: langFrom, langT: langTo } = learnerPair);
  } else {
    const [, best] = [...counts.entries()].sort((a, b) => b[1].n - a[1].n)[0]!;
    const [direction] = [...best.directions.entries()].sort((a, b) => b[1] - a[1])[0]!;
    [langFrom, langTo] = direction.split('|') as [string, string];
  }

  const seen = new Set<number>();
  const words: CompilationPrefill['words'] = [];
  for (const t of translations) {
    if (words.length >= maxWords || seen.has(t.id)) continue;
    const p = t.primary_word;
    const w = t.translation_word;
    if (p.lang_code === langFrom && w.lang_code === langTo) words.push({ id: t.id, from: p.name, to: w.name });
    else if (p.lang_code === langTo && w.lang_code === langFrom) words.push({ id: t.id, from: w.name, to: p.name });
    else continue;
    seen.add(t.id);
  }
  return { name: name.trim().slice(0, 100), langFrom, langTo, words, leftOut: items.length - words.length };
}
