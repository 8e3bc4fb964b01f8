// The order of a lesson (community.md §4 Lessons): a round of up to 6 words, each exercise type
// in turn for every word (choose, make, then the audio one), then the hard round with one random
// hard exercise per word. Listening off leaves out every exercise that needs audio.
import type { ExerciseType, LessonWord } from '@glossa/contract';
import { TRAINING_LIMITS } from '@glossa/contract/training/constants';

export interface Step {
  word: LessonWord;
  exercise: ExerciseType;
  hard: boolean;
}

const audioFree = (e: ExerciseType) => !e.endsWith('_from_audio');

export function planRound(words: readonly LessonWord[], listening: boolean): Step[] {
  const round = words.slice(0, TRAINING_LIMITS.roundWords);
  const lists = round.map((w) => w.exercises.filter((e) => listening || audioFree(e)));
  const steps: Step[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    round.forEach((word, w) => {
      const exercise = lists[w]![i];
      if (exercise) steps.push({ word, exercise, hard: false });
    });
  }
  return steps;
}

export function planHardRound(words: readonly LessonWord[], listening: boolean, random: () => number = Math.random): Step[] {
  return words.slice(0, TRAINING_LIMITS.roundWords).flatMap((word) => {
    const options = word.hard_exercises.filter((e) => listening || audioFree(e));
    if (!options.length) return [];
    return [{ word, exercise: options[Math.floor(random() * options.length)]!, hard: true }];
  });
}
