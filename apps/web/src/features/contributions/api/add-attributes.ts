// POST /api/translations/{id}/attributes: parts of speech and genders (a gender needs its noun on
// that side), each for one side named by its language.
import type { Rating, Translation } from '@glossa/contract';
import { api } from '../../../shared/api';

export interface AttributeChoice {
  langCode: string;
  attributeId: number;
}

export function addAttributes(
  id: number,
  attributes: AttributeChoice[],
  moderationTaskId?: number,
): Promise<{ data: Translation; rating: Rating }> {
  return api.post(`/translations/${id}/attributes`, {
    attributes: attributes.map((a) => ({ lang_code: a.langCode, attribute_id: a.attributeId })),
    moderation_task_id: moderationTaskId,
  });
}
