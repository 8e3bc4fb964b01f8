// The AI partner and the dictionary (issue 40). Before asking the model, the words the learner asks
// about are looked up in Glossa's own dictionary (through the dictionary module's search) and their
// entries go into the system prompt, so explanations rest on the dictionary, not on the model's
// memory. The model marks the words it wants the learner to look at as [[word]]; the marks are
// parsed here (robust to what models actually write) and each marked word opens its entry in the web.
import type { Translation } from '@glossa/contract';

export const AI_DICTIONARY = {
  /** Words of the learner's message looked up (quoted words first, then the longest). */
  lookups: 6,
  /** Entries that go into the prompt. */
  entries: 4,
  /** Translations per entry in the prompt. */
  translationsPerEntry: 3,
  /** Marks kept per reply. */
  marks: 8,
  /** A mark longer than this is not a word: its brackets are dropped. */
  markMaxLength: 40,
} as const;

export interface PromptEntry {
  word: string;
  translations: string[];
  partOfSpeech: string | null;
  meaning: string | null;
}

export interface Mark {
  /** Offsets in the reply text without brackets (UTF-16, as JavaScript strings count). */
  start: number;
  end: number;
  word: string;
}

const WORD = /[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu;
const QUOTED = /["“”„«»‚‘'`]([\p{L}\p{M}][\p{L}\p{M}'’ -]{0,38}[\p{L}\p{M}])["“”„«»‘’'`]|["“”„«»`]([\p{L}\p{M}])["“”„«»`]/gu;

/** The words of a message worth looking up: quoted ones first (“what does ‘Haus’ mean?”), then by length. */
export function candidateWords(text: string, max: number = AI_DICTIONARY.lookups): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (w: string) => {
    const k = w.toLocaleLowerCase();
    if (w.length < 2 || seen.has(k)) return;
    seen.add(k);
    out.push(w);
  };
  for (const m of text.matchAll(QUOTED)) add((m[1] ?? m[2] ?? '').trim());
  const words = [...text.matchAll(WORD)].map((m) => m[0].replace(/['’-]+$/, ''));
  // Longer words first (more likely the ones asked about than "ist" or "the"); stable among equals.
  for (const w of words.map((w, i) => ({ w, i })).sort((a, b) => b.w.length - a.w.length || a.i - b.i)) add(w.w);
  return out.slice(0, max);
}

/** The prompt's view of a dictionary search answer: the word, its translations, part of speech, a meaning. */
export function promptEntryOf(word: string, found: Translation[]): PromptEntry | null {
  if (!found.length) return null;
  const first = found[0]!;
  const translations = [...new Set(found.map((t) => t.translation_word.name))].slice(0, AI_DICTIONARY.translationsPerEntry);
  const pos = first.all_primary_attributes.find((a) => a.group === 'part_of_speech')?.attribute.name ?? null;
  const meaning = found.flatMap((t) => t.primary_meanings_descriptions).find((m) => m.value.trim())?.value.trim() ?? null;
  return { word: first.primary_word.name || word, translations, partOfSpeech: pos, meaning: meaning ? meaning.slice(0, 300) : null };
}

/** The dictionary part of the system prompt (nothing when no word was found). */
export function entriesPrompt(entries: PromptEntry[], nativeName: string): string {
  if (!entries.length) return '';
  const lines = entries.map((e) => {
    const pos = e.partOfSpeech ? ` (${e.partOfSpeech})` : '';
    const meaning = e.meaning ? `; meaning: ${e.meaning}` : '';
    return `- ${e.word}${pos} = ${e.translations.join(', ')} [${nativeName}]${meaning}`;
  });
  return [
    "Entries from the learner's dictionary for words in their message (rely on these; do not invent other meanings):",
    ...lines,
  ].join('\n');
}

export const MARK_INSTRUCTION =
  'Mark up to five words in your reply that the learner should look up, by writing them in double square brackets exactly as they appear in your sentence, like [[Haus]]. Mark single words only.';

/**
 * Splits the marks off a reply: `[[word]]` becomes `word` with its offsets. Tolerates spaces inside
 * the brackets, `[[word|lemma]]` (the shown form is kept), a mark that is not a word (a sentence,
 * brackets inside: its brackets are dropped, the text kept), and stray `[[` or `]]` (dropped).
 */
export function parseMarks(raw: string): { text: string; marks: Mark[] } {
  const marks: Mark[] = [];
  // Plain stretches lose stray closing pairs; offsets are counted on the text as it is built.
  const plain = (piece: string) => piece.split(']]').join('');
  let text = '';
  let i = 0;
  while (i < raw.length) {
    const open = raw.indexOf('[[', i);
    if (open < 0) {
      text += plain(raw.slice(i));
      break;
    }
    text += plain(raw.slice(i, open));
    const close = raw.indexOf(']]', open + 2);
    const nextOpen = raw.indexOf('[[', open + 2);
    if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
      // A stray opening: drop the brackets, keep going after them.
      i = open + 2;
      continue;
    }
    const inner = raw.slice(open + 2, close);
    const shown = (inner.split('|')[0] ?? '').trim();
    const isWord =
      shown.length > 0 && shown.length <= AI_DICTIONARY.markMaxLength && /^[\p{L}\p{M}][\p{L}\p{M}'’ -]*$/u.test(shown) && shown.split(' ').length <= 3;
    if (isWord && marks.length < AI_DICTIONARY.marks) {
      marks.push({ start: text.length, end: text.length + shown.length, word: shown });
      text += shown;
    } else {
      text += isWord ? shown : inner;
    }
    i = close + 2;
  }
  return { text, marks };
}

/** What may be streamed of a raw reply so far: brackets removed, a trailing lone `[` or `]` held back. */
export function streamable(raw: string): string {
  const held = /[[\]]$/.test(raw) && !/(\[\[|\]\])$/.test(raw) ? raw.slice(0, -1) : raw;
  return held.replace(/\[\[|\]\]/g, '');
}
