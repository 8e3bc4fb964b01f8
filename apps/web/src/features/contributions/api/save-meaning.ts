// POST /api/translations/{id}/meaning-descriptions and PUT .../{meaningId}: a meaning of one side.
import type { MeaningDescription, Rating } from '@glossa/contract';
import { api } from '../../../shared/api';

type Answer = { data: MeaningDescription; rating: Rating };

export function addMeaning(id: number, langCode: string, value: string, moderationTaskId?: number): Promise<Answer> {
  return api.post(`/translations/${id}/meaning-descriptions`, {
    lang_code: langCode,
    value: value.trim(),
    moderation_task_id: moderationTaskId,
  });
}

export function editMeaning(id: number, meaningId: number, value: string, moderationTaskId?: number): Promise<Answer> {
  return api.put(`/translations/${id}/meaning-descriptions/${meaningId}`, {
    value: value.trim(),
    moderation_task_id: moderationTaskId,
  });
}
