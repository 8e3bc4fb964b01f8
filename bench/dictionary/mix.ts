// The realistic mix of bench/dictionary/run.ts (and the headwords it draws from), seeded so that
// every run, and spelling-identity.ts, asks the same queries.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { searchKeyOf } from '../../apps/server/src/platform/text/search-key';
import { DICTD_DIR, PAIRS, type Word } from './env';

/** A seeded PRNG (mulberry32), so every run draws the same headwords. */
export function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The headwords of a pair's dictd index (distinct, without the database's own entries). */
export function headwordsOf(pair: string): string[] {
  return [
    ...new Set(
      readFileSync(path.join(DICTD_DIR, `freedict-${pair}.index`), 'utf8')
        .split('\n')
        .map((l) => l.split('\t')[0]!)
        .filter((h) => h && !h.startsWith('00-database') && !h.startsWith('00database') && !h.includes('"')),
    ),
  ];
}

/** One edit of a word (a letter deleted, inserted, replaced, or two neighbours swapped), with its own letters. */
function typoOf(word: string, random: () => number): string {
  const letters = [...word];
  const at = Math.floor(random() * letters.length);
  const some = letters[Math.floor(random() * letters.length)]!;
  const edit = Math.floor(random() * 4);
  if (edit === 0) letters.splice(at, 1);
  else if (edit === 1) letters.splice(at, 0, some);
  else if (edit === 2) letters[at] = some === letters[at] ? 'x' : some;
  else if (at + 1 < letters.length) [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
  else letters.splice(at, 1);
  return letters.join('');
}

/**
 * The realistic mix, half per pair: 80 % index headwords drawn uniformly (those Glossa lacks
 * included, as a user types them), 10 % one-edit typos of index headwords (single words of 4
 * letters or more), 5 % headwords of the other pair's index (the wrong direction), 5 % non-words.
 */
export function mixWords(
  total: number,
  seed: number,
): (Word & { kind: 'headword' | 'typo' | 'wrong direction' | 'non-word' })[] {
  const random = rng(seed);
  const heads = Object.fromEntries(PAIRS.map((p) => [p.pair, headwordsOf(p.pair)]));
  const pick = (list: string[]) => list[Math.floor(random() * list.length)]!;
  const out: (Word & { kind: 'headword' | 'typo' | 'wrong direction' | 'non-word' })[] = [];
  for (const p of PAIRS) {
    const own = heads[p.pair]!;
    const other = heads[PAIRS.find((q) => q.pair !== p.pair)!.pair]!;
    const single = own.filter((h) => /^\p{L}{4,}$/u.test(h));
    const n = Math.ceil(total / PAIRS.length);
    for (let i = 0; i < n; i++) {
      const r = i / n;
      const [kind, headword] =
        r < 0.8
          ? (['headword', pick(own)] as const)
          : r < 0.9
            ? (['typo', typoOf(pick(single), random)] as const)
            : r < 0.95
              ? (['wrong direction', pick(other)] as const)
              : ([
                  'non-word',
                  Array.from(
                    { length: 6 + Math.floor(random() * 5) },
                    () => 'bcdfghjklmnpqrstvwxz'[Math.floor(random() * 20)],
                  ).join(''),
                ] as const);
      out.push({ ...p, kind, headword, key: searchKeyOf(headword) });
    }
  }
  return out;
}
