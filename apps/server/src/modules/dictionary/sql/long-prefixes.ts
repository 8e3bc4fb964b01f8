// The long prefixes of autocomplete: per language, every key prefix whose range holds more than
// COMPLETION_RANGE_MAX words (words whose key starts with it, as the request-time scan reads them).
// Found in one pass over the distinct keys in index order (lang_code, search_key), read in pages of
// `page` keys: in byte order (keys are COLLATE "C") the keys sharing a prefix are neighbours, so a
// stack of the current key's prefixes with their running counts finds them all. Before, one
// statement per prefix length grouped all words (about 15 full scans, a few seconds each on PGlite
// for a million words, one transaction each in the unit-wise build).
import type { BulkConnection } from '../import/bulk';
import { UnitSize } from '../import/units';

/** A prefix whose key range holds more words than this gets a precomputed autocomplete list. */
export const COMPLETION_RANGE_MAX = 50;

/**
 * Fills `table` (lang_code, prefix, len, words) with the long prefixes; `between` runs after each
 * page (the unit-wise build gives way there). Pages of `page` keys, or sized by a UnitSize (a time
 * box: each page after the time the last one took, `between` not counted). The table's own default
 * columns are left alone. The pages do not change what is found.
 */
export async function fillLongPrefixes(
  conn: BulkConnection,
  table: string,
  page: number | UnitSize,
  between: () => Promise<void> = async () => {},
): Promise<number> {
  const pageSize = typeof page === 'number' ? new UnitSize(page) : page;
  // The current key's prefixes: stack[i] is the prefix of i + 1 characters and its words so far.
  let lang = '';
  const stack: { prefix: string; words: number }[] = [];
  let previous: string[] = [];
  let found: [string, string, number, number][] = [];
  let total = 0;
  const pop = (to: number) => {
    while (stack.length > to) {
      const top = stack.pop()!;
      if (top.words > COMPLETION_RANGE_MAX) found.push([lang, top.prefix, stack.length + 1, top.words]);
    }
  };
  const flush = async () => {
    if (!found.length) return;
    total += found.length;
    await conn.copyIn(table, ['lang_code', 'prefix', 'len', 'words'], found, { analyze: false });
    found = [];
  };
  let after: [string, string] | null = null;
  for (;;) {
    const size = pageSize.value;
    const start = performance.now();
    const keys: { lang_code: string; search_key: string; n: number }[] = await conn.query(
      `select lang_code, search_key, count(*)::int as n from words
       ${after ? 'where (lang_code, search_key) > ($1, $2)' : ''}
       group by lang_code, search_key order by lang_code, search_key limit ${size}`,
      after ?? [],
    );
    for (const k of keys) {
      if (k.lang_code !== lang) {
        pop(0);
        lang = k.lang_code;
      }
      // Characters as the database counts them (left(), length()): code points.
      const chars = Array.from(k.search_key);
      let common = 0;
      while (common < stack.length && common < chars.length && chars[common] === previous[common]) common++;
      pop(common);
      let prefix = stack.at(-1)?.prefix ?? '';
      for (let i = common; i < chars.length; i++) {
        prefix += chars[i];
        stack.push({ prefix, words: 0 });
      }
      previous = chars;
      for (const s of stack) s.words += k.n;
    }
    const last = keys.at(-1);
    await flush();
    pageSize.took(performance.now() - start);
    await between();
    if (!last || keys.length < size) break;
    after = [last.lang_code, last.search_key];
  }
  pop(0);
  await flush();
  return total;
}
