// The normalized search key of a word or a search text, computed in TypeScript so PGlite and
// PostgreSQL (whatever their locale) store and compare exactly the same bytes.
//
// Case- and diacritics-insensitive: lowercase, NFKD, combining marks removed. Letters that are
// separate letters rather than accented ones stay: Cyrillic й/ў (breve) and Ukrainian ї; ё folds
// to е as readers expect. Letters NFKD does not decompose are folded by hand (ß, æ, ø, ł ...).
//
// Separators inside a word fold away, as dictd's index folds them: hyphens, apostrophes, dots and
// spaces, so "market-leading", "market leading" and "marketleading" are one key (and one btree
// probe). A text of separators only ("-", "...") keeps them, so it still has a key of its own.
// Migration 0026 applies the same to the keys stored before (SEPARATORS_SQL below).

const FOLD: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŀ: 'l',
};

const FOLD_RE = new RegExp(`[${Object.keys(FOLD).join('')}]`, 'g');
/** Apostrophes, dashes and spaces written in many ways. */
const APOSTROPHES = /[\u2018\u2019\u02BC\u0060\u00B4]/g;
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2212]/g;
const SPACES = /\s+/g;
const MARKS = /\p{M}/u;

const CYRILLIC_I = 'і'; // U+0456
const BREVE = '\u0306';
const DIAERESIS = '\u0308';

export const SEARCH_KEY_MAX = 255;

/** Printable ASCII but the backtick (an apostrophe here): nothing to fold, decompose or mark. */
const PLAIN_ASCII = /^[\x20-\x5f\x61-\x7e]*$/;
const SPACE_RUNS = / {2,}/g;
/** What folds away inside a key (after apostrophes, dashes and spaces were unified). */
const SEPARATORS = /[ '.-]/g;
/** The same characters for SQL's translate() (the migration that re-keys stored words). */
export const SEPARATORS_SQL = " '.-";

/** Drops the separators; a text made of them only keeps its spaced form. */
function compact(spaced: string): string {
  const key = spaced.replace(SEPARATORS, '');
  return (key || spaced).slice(0, SEARCH_KEY_MAX);
}

export function searchKeyOf(text: string): string {
  // Most keys of most languages' imports and searches: the same key, a fifth of the work.
  if (PLAIN_ASCII.test(text)) return compact(text.toLowerCase().replace(SPACE_RUNS, ' ').trim());
  return foldedKeyOf(text);
}

/** searchKeyOf for any text (exported for the test that holds the ASCII shortcut to it). */
export function foldedKeyOf(text: string): string {
  const lowered = text.toLowerCase().replace(FOLD_RE, (c) => FOLD[c]!);
  const decomposed = lowered.normalize('NFKD');
  let out = '';
  let base = '';
  for (const ch of decomposed) {
    if (MARKS.test(ch)) {
      // Keep the marks that make a separate Cyrillic letter.
      if (ch === BREVE && (base === 'и' || base === 'у')) out += ch;
      else if (ch === DIAERESIS && base === CYRILLIC_I) out += ch;
      continue;
    }
    base = ch;
    out += ch;
  }
  return compact(out.normalize('NFC').replace(APOSTROPHES, "'").replace(DASHES, '-').replace(SPACES, ' ').trim());
}

/**
 * Edit distance counting a swap of two neighbours as one edit (hosue -> house is 1), when it is
 * at most `max`; else max + 1, stopping as soon as no path can stay within it (a long candidate
 * costs a few rows, not its whole table).
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[t.length]!, max + 1);
}
