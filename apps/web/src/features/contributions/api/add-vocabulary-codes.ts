// POST /api/translations/{id}/vocabulary-codes: subjects added to a translation (at most 5 in all).
import type { Rating, Translation } from '@glossa/contract';
import { LIMITS } from '@glossa/contract/constants';
import { api } from '../../../shared/api';

export function addVocabularyCodes(
  id: number,
  codes: string[],
  moderationTaskId?: number,
): Promise<{ data: Translation; rating: Rating }> {
  return api.post(`/translations/${id}/vocabulary-codes`, {
    vocabulary_codes: codes.slice(0, LIMITS.vocabularyCodesPerTranslation),
    moderation_task_id: moderationTaskId,
  });
}
