// The offline provider: machine translation built from the dictionary's own accepted content.
//
// 1. A known example sentence written exactly like the text answers with its accepted translation.
// 2. Otherwise the text is cut into words (Intl.Segmenter, so scripts without spaces work too) and
//    translated by longest match, left to right: at each word the longest run of up to
//    MAX_PHRASE_WORDS words (not crossing punctuation) that the dictionary knows as a word or
//    phrase wins ("good morning" before "good"); an inflected form falls back to its lemma's
//    translation (went -> gehen). Unknown words and numbers are kept as they are; spaces and
//    punctuation between words are kept.
// 3. Honest numbers: coverage is the share of words found; confidence weighs each found word by
//    how the dictionary knows it (verified 1, accepted 0.85, through a lemma 0.6, a number 1). With
//    nothing found the answer is null (no made-up translation).
//
// All candidate phrases of the text are looked up in one statement.
import type { TranslationSegment } from '@glossa/contract';
import { findLanguage } from '@glossa/contract';
import type { Lexicon, MachineTranslator, ProviderAnswer } from './types';

export const MAX_PHRASE_WORDS = 6;

const QUALITY = { sentence: 1, verified: 1, accepted: 0.85, lemma: 0.6, number: 1 } as const;

interface Token {
  text: string;
  start: number;
  end: number;
}

/** Gaps a phrase may span: spaces, a hyphen or an apostrophe (not commas, stops, brackets ...). */
const JOINING_GAP = /^(?:\s+|[-'\u2019\u2010\u2011])$/u;
const NUMBER = /^\p{N}+(?:[.,]\p{N}+)*$/u;
const SENTENCE_END = /[.!?\u2026\u3002\uff01\uff1f]\s*$/u;

export function tokenize(text: string, lang: string): Token[] {
  const locale = findLanguage(lang)?.code_two_signs || undefined;
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  } catch {
    segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  }
  const tokens: Token[] = [];
  for (const s of segmenter.segment(text)) {
    if (s.isWordLike) tokens.push({ text: s.segment, start: s.index, end: s.index + s.segment.length });
  }
  return tokens;
}

/** Every run of 1..MAX_PHRASE_WORDS words starting at each word, as written in the text. */
function candidates(text: string, tokens: readonly Token[]): string[][] {
  return tokens.map((_, i) => {
    const runs: string[] = [];
    for (let j = i; j < tokens.length && j - i < MAX_PHRASE_WORDS; j++) {
      if (j > i && !JOINING_GAP.test(text.slice(tokens[j - 1]!.end, tokens[j]!.start))) break;
      runs.push(text.slice(tokens[i]!.start, tokens[j]!.end));
    }
    return runs;
  });
}

const isUpper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase();
const isLower = (c: string) => c !== c.toUpperCase() && c === c.toLowerCase();

/** A capitalized word starting a sentence gives a capitalized translation (Good morning -> Guten Morgen). */
function capitalizeLike(source: string, translation: string, atSentenceStart: boolean): string {
  if (!atSentenceStart || !isUpper(source.charAt(0)) || !isLower(translation.charAt(0))) return translation;
  return translation.charAt(0).toUpperCase() + translation.slice(1);
}

const round = (n: number) => Math.round(n * 100) / 100;

export function createOfflineTranslator(lexicon: Lexicon): MachineTranslator {
  return {
    name: 'offline',
    async translate({ text, from, to }): Promise<ProviderAnswer> {
      const sentence = await lexicon.sentence(from, to, text);
      if (sentence) {
        return {
          text: sentence,
          confidence: 1,
          coverage: 1,
          segments: [{ text, translation: sentence, kind: 'sentence' }],
        };
      }
      const tokens = tokenize(text, from);
      if (!tokens.length) return { text: null, confidence: 0, coverage: 0, segments: [] };
      const runs = candidates(text, tokens);
      const known = await lexicon.lookup(from, to, [...new Set(runs.flat())]);

      const segments: TranslationSegment[] = [];
      let out = text.slice(0, tokens[0]!.start);
      let covered = 0;
      let weighted = 0;
      for (let i = 0; i < tokens.length;) {
        const at = runs[i]!;
        let n = at.length;
        while (n > 0 && !known.has(at[n - 1]!)) n--;
        const gapBefore = text.slice(0, tokens[i]!.start);
        const atSentenceStart = i === 0 || SENTENCE_END.test(gapBefore);
        let piece: string;
        if (n > 0) {
          const source = at[n - 1]!;
          const hit = known.get(source)!;
          const quality = hit.viaLemma ? QUALITY.lemma : hit.verified ? QUALITY.verified : QUALITY.accepted;
          piece = capitalizeLike(source, hit.translation, atSentenceStart);
          segments.push({
            text: source,
            translation: piece,
            kind: hit.viaLemma ? 'lemma' : n > 1 ? 'phrase' : 'word',
          });
          covered += n;
          weighted += n * quality;
        } else {
          n = 1;
          piece = tokens[i]!.text;
          if (NUMBER.test(piece)) {
            segments.push({ text: piece, translation: piece, kind: 'number' });
            covered += 1;
            weighted += QUALITY.number;
          } else {
            segments.push({ text: piece, translation: null, kind: 'unknown' });
          }
        }
        const last = i + n - 1;
        const next = tokens[last + 1];
        out += piece + text.slice(tokens[last]!.end, next ? next.start : text.length);
        i += n;
      }
      const found = segments.some((s) => s.kind !== 'unknown' && s.kind !== 'number');
      return {
        text: found ? out : null,
        coverage: round(covered / tokens.length),
        confidence: found ? round(weighted / tokens.length) : 0,
        segments,
      };
    },
  };
}
