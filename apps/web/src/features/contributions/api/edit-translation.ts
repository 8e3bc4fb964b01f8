// PUT /api/translations/{id}: words and explanations (its author while under review, or a moderator;
// moderation_task_id when the edit solves a moderation task).
import type { Rating, Translation } from '@glossa/contract';
import { api } from '../../../shared/api';

export interface EditTranslationInput {
  primaryWordId: number;
  translationWordId: number;
  primaryExplanation: string;
  translationExplanation: string;
  moderationTaskId?: number;
}

export function editTranslation(id: number, input: EditTranslationInput): Promise<{ data: Translation; rating: Rating }> {
  return api.put(`/translations/${id}`, {
    primary_word_id: input.primaryWordId,
    translation_word_id: input.translationWordId,
    // An empty string clears an explanation.
    primary_word_explanation: input.primaryExplanation.trim(),
    translation_word_explanation: input.translationExplanation.trim(),
    moderation_task_id: input.moderationTaskId,
  });
}
