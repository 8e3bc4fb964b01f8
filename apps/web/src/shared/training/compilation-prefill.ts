// Opening the compilation editor prefilled (issue 36 item 6: a compilation made from favorites,
// without typing every word again). The favorites page writes the words it picked, the training
// feature's editor reads them; neither imports the other. The words travel in sessionStorage (a
// folder can hold 500 of them, too many for a URL) under a key the link names, so a reload of the
// editor keeps them and another tab does not see them.
//
//   /training/selection/create?prefill=<key>

export const COMPILATION_PREFILL_PARAM = 'prefill';
const STORAGE_PREFIX = 'glossa-compilation-prefill:';

export interface CompilationPrefillWord {
  /** The translation union id. */
  id: number;
  from: string;
  to: string;
}

export interface CompilationPrefill {
  name: string;
  langFrom: string;
  langTo: string;
  words: CompilationPrefillWord[];
  /** Items that could not be words of this compilation (sentences, machine translations, other pairs, removed entries). */
  leftOut: number;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be refused (privacy settings): the editor then opens empty.
    return null;
  }
}

/** Keeps the prefill and answers the unprefixed editor path that reads it (localize it with useLocalePath). */
export function compilationPrefillLink(prefill: CompilationPrefill): string {
  const key = Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
  storage()?.setItem(STORAGE_PREFIX + key, JSON.stringify(prefill));
  return `/training/selection/create?${COMPILATION_PREFILL_PARAM}=${key}`;
}

function isWord(w: unknown): w is CompilationPrefillWord {
  const o = w as CompilationPrefillWord;
  return typeof o === 'object' && o !== null && Number.isInteger(o.id) && o.id > 0 && typeof o.from === 'string' && typeof o.to === 'string';
}

/** The prefill a link names, or null (none, unreadable, or written by something else). */
export function readCompilationPrefill(params: URLSearchParams): CompilationPrefill | null {
  const key = params.get(COMPILATION_PREFILL_PARAM);
  if (!key || !/^[a-z0-9]{1,40}$/.test(key)) return null;
  const text = storage()?.getItem(STORAGE_PREFIX + key);
  if (!text) return null;
  try {
    const p = JSON.parse(text) as CompilationPrefill;
    if (typeof p.name !== 'string' || typeof p.langFrom !== 'string' || typeof p.langTo !== 'string' || !Array.isArray(p.words)) return null;
    return { name: p.name, langFrom: p.langFrom, langTo: p.langTo, words: p.words.filter(isWord), leftOut: Number(p.leftOut) || 0 };
  } catch {
    return null;
  }
}
