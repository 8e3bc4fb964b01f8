import { describe, expect, it } from 'vitest';
import type { LessonWord } from '@glossa/contract';
import { planHardRound, planRound } from './lesson-plan';

const word = (id: number, audio: boolean): LessonWord => ({
  union: { id, is_verified: true, is_removed: false, translation_id: id, words: [] as unknown as LessonWord['union']['words'] },
  type: 'word',
  prompt: `w${id}`,
  audio_url: audio ? `/a/${id}.mp3` : null,
  audio_synthetic: false,
  ipa: null,
  options: [],
  letters: [],
  exercises: audio ? ['choose_translation', 'make_translation', 'choose_translation_from_audio'] : ['choose_translation', 'make_translation'],
  hard_exercises: audio ? ['write_translation_from_text', 'write_translation_from_audio', 'make_translation_from_audio'] : ['write_translation_from_text'],
  due: null,
});

describe('lesson plan', () => {
  it('runs each exercise type for every word in turn, at most 6 words', () => {
    const words = [1, 2, 3, 4, 5, 6, 7].map((id) => word(id, id === 1));
    const steps = planRound(words, true);
    expect(steps.slice(0, 6).map((s) => [s.word.union.id, s.exercise])).toEqual([1, 2, 3, 4, 5, 6].map((id) => [id, 'choose_translation']));
    expect(steps.at(-1)).toMatchObject({ exercise: 'choose_translation_from_audio', hard: false });
    expect(steps).toHaveLength(13);
    expect(planRound(words, false)).toHaveLength(12);
  });

  it('gives one hard exercise per word; without listening never an audio one', () => {
    const words = [word(1, true), word(2, false)];
    expect(planHardRound(words, true, () => 0.99).map((s) => s.exercise)).toEqual(['make_translation_from_audio', 'write_translation_from_text']);
    expect(planHardRound(words, false, () => 0.99).map((s) => s.exercise)).toEqual(['write_translation_from_text', 'write_translation_from_text']);
  });
});
