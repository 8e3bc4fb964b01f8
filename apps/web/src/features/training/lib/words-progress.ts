// A compilation's progress line, from the counts the statistics use: "N in learning · M of T words
// learned" (in learning: practised, not yet learned; learned: FSRS stability at the threshold).
import type { TFunction } from 'i18next';
import type { Selection } from '@glossa/contract';

export function wordsProgress(t: TFunction<'training'>, a: Selection['additional']): string {
  const learned = t('words_learned', { learned: a.words_total_learned, count: a.words_total });
  return a.words_total_in_learning > 0 ? `${t('words_in_learning', { learning: a.words_total_in_learning })} · ${learned}` : learned;
}
