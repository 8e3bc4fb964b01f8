// The example sentence editor (core.md §3 Sentence: sentence_text, selected_positions,
// changed_word_form): positions are 0-based indexes of the whitespace-separated tokens, as the
// server stores them; the word is found by comparing tokens without their punctuation.
import { CONTRIBUTION_TEXT_LIMITS } from './text-limits';

export function tokenize(text: string): string[] {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/) : [];
}

/** A token without the punctuation around it ("house," -> "house", "«Haus»" -> "Haus"). */
export function bare(token: string): string {
  return token.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** Where the word (one or more tokens) occurs first; [] when it does not occur as such. */
export function guessPositions(text: string, word: string): number[] {
  const tokens = tokenize(text).map(bare);
  const parts = tokenize(word).map(bare);
  if (parts.length === 0) return [];
  for (let start = 0; start + parts.length <= tokens.length; start++) {
    if (parts.every((part, i) => same(tokens[start + i]!, part))) return parts.map((_, i) => start + i);
  }
  return [];
}

export function togglePosition(positions: readonly number[], index: number): number[] {
  return positions.includes(index) ? positions.filter((p) => p !== index) : [...positions, index].sort((a, b) => a - b);
}

/** The selected tokens as the sentence writes them ("went"). */
export function selectedForm(text: string, positions: readonly number[]): string {
  const tokens = tokenize(text);
  return positions
    .filter((p) => p < tokens.length)
    .map((p) => bare(tokens[p]!))
    .join(' ');
}

/** changed_word_form to suggest: the selected form when it differs from the word, else ''. */
export function suggestedWordForm(text: string, positions: readonly number[], word: string): string {
  const form = selectedForm(text, positions);
  return form && !same(form, word.trim()) ? form : '';
}

/** Positions that still point at tokens after the text changed. */
export function keepPositions(text: string, positions: readonly number[]): number[] {
  const count = tokenize(text).length;
  return positions.filter((p) => p < count);
}

export function isTooShort(text: string): boolean {
  return tokenize(text).length < CONTRIBUTION_TEXT_LIMITS.sentenceMinWords;
}
