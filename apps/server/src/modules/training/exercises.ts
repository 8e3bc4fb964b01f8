// The exercises of a lesson word (community.md §4 Lessons): choose_translation and
// make_translation for every word, choose_translation_from_audio when the word has audio; repeat
// words get only choose_translation; the hard round offers write_translation_from_text and, with
// audio, write_translation_from_audio and make_translation_from_audio. Listening off: no audio ones.
// Answers are compared after case folding and whitespace normalization.
import { TRAINING_LIMITS, type ExerciseType, type LessonType } from '@glossa/contract';

export function exercisesFor(type: LessonType, hasAudio: boolean, listening: boolean) {
  const audio = hasAudio && listening;
  const exercises: ExerciseType[] =
    type === 'repeat' ? ['choose_translation'] : ['choose_translation', 'make_translation', ...(audio ? (['choose_translation_from_audio'] as const) : [])];
  const hard: ExerciseType[] = ['write_translation_from_text', ...(audio ? (['write_translation_from_audio', 'make_translation_from_audio'] as const) : [])];
  return { exercises, hard };
}

/**
 * A choice needs something to choose from: with fewer than two options (a repeat lesson of one due
 * word) the choose exercises become their make twins (issue 36: "a multiple-choice question with one
 * option").
 */
export function withRealChoices(exercises: readonly ExerciseType[], options: readonly string[]): ExerciseType[] {
  if (options.length >= 2) return [...exercises];
  const twin = (e: ExerciseType): ExerciseType =>
    e === 'choose_translation' ? 'make_translation' : e === 'choose_translation_from_audio' ? 'make_translation_from_audio' : e;
  return [...new Set(exercises.map(twin))];
}

/** Exercises that need the word's audio. */
export const needsAudio = (e: ExerciseType) => e.endsWith('_from_audio');

export function normalizeAnswer(s: string): string {
  return s.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

export const isRight = (answer: string, expected: string) => normalizeAnswer(answer) === normalizeAnswer(expected);

export function shuffle<T>(list: readonly T[], random: () => number = Math.random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The right answer and up to three others from `pool` (distinct after folding), shuffled. */
export function choicesFor(answer: string, pool: readonly string[]): string[] {
  const seen = new Set([normalizeAnswer(answer)]);
  const others: string[] = [];
  for (const candidate of shuffle(pool)) {
    const key = normalizeAnswer(candidate);
    if (seen.has(key)) continue;
    seen.add(key);
    others.push(candidate);
    if (others.length === TRAINING_LIMITS.choices - 1) break;
  }
  return shuffle([answer, ...others]);
}

/** The letters of the answer, shuffled (make_translation). */
export const lettersOf = (answer: string) => shuffle(Array.from(answer.normalize('NFC')));
