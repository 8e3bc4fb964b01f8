// A language's Hunspell dictionary as inflections: each dictionary root with the forms its affix
// rules make (hunspell-reader applies them: Haus -> Hauses, Häuser, Häusern; casa -> casas), and
// the way back from a form to its roots for words added one at a time. hunspell-reader is imported
// when a dictionary is first read, not at startup.
import type { AffWord, HunspellReader } from 'hunspell-reader';
import { hunspellFiles, type HunspellDictionary } from './dictionaries';

export interface Inflections {
  lang: string;
  dictionary: HunspellDictionary;
  /** Dictionary entries (lines of the .dic). */
  size: number;
  /** Every root `keep` accepts with its inflected forms (the root itself left out). */
  each(keep: (root: string) => boolean): Iterable<{ root: string; forms: string[] }>;
  /** The inflected forms of `root` (empty when the dictionary does not list it). */
  formsOf(root: string): string[];
  /** The roots that inflect into `form` (stems made by suffixes of at most a few letters). */
  rootsOf(form: string): string[];
}

/** How many trailing letters a suffix rule may strip from a root; bounds the search of rootsOf. */
const MAX_STRIP = 5;
/**
 * Forms kept per root, the shortest first. Enough for every root of fr (at most 353 measured, p99
 * 264), es, pl and ru; Arabic's clitic prefixes make thousands per root (median 162, p90 1,679),
 * which would add millions of words.
 */
const MAX_FORMS_PER_ROOT = 300;
const MAX_CANDIDATES = 3000;

/** A form standing on its own: not a compound part (-Haus, Haus-), not forbidden. */
function standalone(w: AffWord): boolean {
  return !w.flags.isOnlyAllowedInCompound && !w.flags.isForbiddenWord && !/^-|-$/.test(w.word) && !/\s/.test(w.word);
}

/** The root of a .dic line: up to the first unescaped slash, tab or space. */
function rootOf(line: string): string {
  const m = /^((?:\\.|[^/\t ])+)/.exec(line);
  return (m?.[1] ?? '').replace(/\\\//g, '/');
}

/** The part of `root` a form must start with when the language's prefixes are clitics. */
function stemOf(root: string): string {
  const chars = [...root];
  return chars.length >= 3 ? chars.slice(0, -1).join('') : root;
}

function inflect(
  reader: HunspellReader,
  line: string,
  dictionary: HunspellDictionary,
): { root: string; forms: string[] } {
  const root = rootOf(line);
  const stem = dictionary.prefixClitics ? stemOf(root) : '';
  const forms = new Set<string>();
  for (const w of reader.aff.applyRulesToDicEntry(line))
    if (w.word !== root && standalone(w) && w.word.startsWith(stem)) forms.add(w.word);
  const all = [...forms];
  if (all.length <= MAX_FORMS_PER_ROOT) return { root, forms: all };
  all.sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return { root, forms: all.slice(0, MAX_FORMS_PER_ROOT) };
}

const loaded = new Map<string, Promise<Inflections | null>>();

/**
 * The inflections of `lang` from the Hunspell files in `dir`; null when none is installed. Cached
 * per process, for words added one at a time (the server keeps the languages members write in).
 */
export function loadInflections(dir: string, lang: string): Promise<Inflections | null> {
  const key = `${dir}\u0000${lang}`;
  let p = loaded.get(key);
  if (!p) {
    p = readInflections(dir, lang);
    loaded.set(key, p);
    p.catch(() => loaded.delete(key));
  }
  return p;
}

/**
 * The same, read anew and not kept: linking a whole import goes through each language once, so
 * its dictionary need not stay in memory for the rest of the run (35 of them after `--all`).
 */
export async function readInflections(dir: string, lang: string): Promise<Inflections | null> {
  const files = hunspellFiles(dir, lang);
  if (!files) return null;
  const { HunspellReader } = await import('hunspell-reader');
  const reader = await HunspellReader.createFromFiles(files.aff, files.dic);
  const { dictionary } = files;
  const lines = reader.dic;
  // Lines by root, and roots sorted for the prefix ranges of rootsOf (built on first use).
  let byRoot: Map<string, number[]> | null = null;
  let sorted: string[] | null = null;
  const index = () => {
    if (!byRoot) {
      byRoot = new Map();
      lines.forEach((line, i) => {
        const root = rootOf(line);
        if (!root) return;
        const list = byRoot!.get(root);
        if (list) list.push(i);
        else byRoot!.set(root, [i]);
      });
      sorted = [...byRoot.keys()].sort();
    }
    return { byRoot: byRoot!, sorted: sorted! };
  };
  const formsOf = (root: string) => {
    const out = new Set<string>();
    for (const i of index().byRoot.get(root) ?? []) for (const f of inflect(reader, lines[i]!, dictionary).forms) out.add(f);
    return [...out];
  };
  return {
    lang,
    dictionary,
    size: lines.length,
    *each(keep) {
      for (const line of lines) {
        const root = rootOf(line);
        if (root && keep(root)) yield inflect(reader, line, dictionary);
      }
    },
    formsOf,
    rootsOf(form) {
      const { sorted } = index();
      const candidates = new Set<string>();
      // A suffix strips at most MAX_STRIP letters of the root and adds its own: the root starts with
      // a prefix of the form that is at most MAX_STRIP letters shorter than the root.
      const chars = [...form];
      for (let n = chars.length; n >= 1; n--) {
        const prefix = chars.slice(0, n).join('');
        let lo = 0;
        let hi = sorted.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (sorted[mid]! < prefix) lo = mid + 1;
          else hi = mid;
        }
        for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) {
          if ([...sorted[i]!].length <= n + MAX_STRIP) candidates.add(sorted[i]!);
          if (candidates.size >= MAX_CANDIDATES) break;
        }
      }
      return [...candidates].filter((root) => root !== form && formsOf(root).includes(form));
    },
  };
}
