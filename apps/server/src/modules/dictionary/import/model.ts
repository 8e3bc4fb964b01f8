// The normalized shape every importer produces (FreeDict families, WordNet, the demo dictionary)
// and the writer stores. Words are referenced by language and name; the writer resolves ids.

export type WordKey = string;
export const wordKey = (lang: string, name: string): WordKey => `${lang}\u0001${name}`;
export const splitWordKey = (key: WordKey): [lang: string, name: string] =>
  key.split('\u0001') as [string, string];

export type Side = 'primary' | 'translation';

export interface ImportUnion {
  primary: WordKey;
  translation: WordKey;
  primaryExplanation: string | null;
  translationExplanation: string | null;
  comment: string | null;
  /** Relevance this source gives the pair; sources that agree add up. */
  weight: number;
  isVerified: boolean;
  extras: Record<string, unknown> | null;
  /** Attribute codes (reference data) per side. */
  attributes: { side: Side; code: string }[];
  /** Vocabulary codes; at most 5 are kept per union. */
  subjects: string[];
  /** Meanings of one side's word, written in `lang`. */
  meanings: { side: Side; lang: string; text: string }[];
}

export interface ImportSentence {
  word: WordKey;
  lang: string;
  text: string;
  positions: number[];
  changedForm: string | null;
  translations: {
    lang: string;
    text: string;
    word: WordKey | null;
    positions: number[];
    changedForm: string | null;
  }[];
}

export interface ImportGroup {
  /** Natural key within the data source: makes re-imports no-ops. */
  key: string;
  kind: 'synonym' | 'antonym';
  lang: string;
  /** The sense (union) the group belongs to, by its two words; null: word-level. */
  union: [WordKey, WordKey] | null;
  members: WordKey[];
}

export interface ImportBatch {
  words: Map<
    WordKey,
    { lang: string; name: string; transcriptions: string[]; extras: Record<string, unknown> | null }
  >;
  forms: { form: WordKey; lemma: WordKey; kind: string | null }[];
  wordAttributes: { word: WordKey; code: string }[];
  unions: ImportUnion[];
  wordMeanings: { word: WordKey; lang: string; text: string; extras: Record<string, unknown> | null }[];
  groups: ImportGroup[];
  sentences: ImportSentence[];
}

export const WORD_NAME_MAX = 255;

export function emptyBatch(): ImportBatch {
  return {
    words: new Map(),
    forms: [],
    wordAttributes: [],
    unions: [],
    wordMeanings: [],
    groups: [],
    sentences: [],
  };
}

/** Helps parsers fill a batch: registers words (merging transcriptions) and returns their keys. */
export class BatchBuilder {
  batch = emptyBatch();

  /** Registers a word; returns null for names that cannot be stored (empty or too long). */
  word(
    lang: string,
    rawName: string,
    transcriptions: string[] = [],
    extras: Record<string, unknown> | null = null,
  ): WordKey | null {
    const name = rawName.replace(/\s+/g, ' ').trim();
    if (!name || name.length > WORD_NAME_MAX) return null;
    const key = wordKey(lang, name);
    const existing = this.batch.words.get(key);
    if (!existing)
      this.batch.words.set(key, { lang, name, transcriptions: [...new Set(transcriptions)], extras });
    else {
      for (const t of transcriptions)
        if (!existing.transcriptions.includes(t)) existing.transcriptions.push(t);
      if (extras && !existing.extras) existing.extras = extras;
    }
    return key;
  }

  take(): ImportBatch {
    const out = this.batch;
    this.batch = emptyBatch();
    return out;
  }

  get size(): number {
    return (
      this.batch.unions.length +
      this.batch.wordMeanings.length +
      this.batch.sentences.length +
      this.batch.groups.length +
      this.batch.forms.length
    );
  }
}

/** Token positions of a word in a sentence and the form used there (goes for go). */
export function locateWord(
  sentence: string,
  word: string,
  normalize: (s: string) => string,
): { positions: number[]; changedForm: string | null } {
  const tokens = sentence.split(/\s+/).filter(Boolean);
  const bare = (t: string) => normalize(t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  const target = normalize(word);
  const parts = target.split(' ');
  const keys = tokens.map(bare);
  // Exact match of the (possibly multi-word) word.
  for (let i = 0; i + parts.length <= keys.length; i++) {
    if (parts.every((p, j) => keys[i + j] === p))
      return { positions: parts.map((_, j) => i + j), changedForm: null };
  }
  if (parts.length === 1 && target.length >= 2) {
    // An inflected form: shares the stem (all but the last two letters, at least three; short
    // words like "go" match "goes", "gone").
    const stem = target.length < 4 ? target : target.slice(0, Math.max(3, target.length - 2));
    const i = keys.findIndex((k) => k.startsWith(stem) && k.length <= target.length + 4);
    if (i >= 0)
      return { positions: [i], changedForm: tokens[i]!.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '') };
  }
  return { positions: [], changedForm: null };
}
