// POST /api/translations/{id}/synonym|antonym and PUT .../{entryId}: an entry by word name.
import type { Rating, WordRelationEntry } from '@glossa/contract';
import { api } from '../../../shared/api';
import type { RelationKind } from './get-relations';

type Answer = { data: WordRelationEntry; rating: Rating };

export function addRelation(kind: RelationKind, id: number, langCode: string, name: string): Promise<Answer> {
  return api.post(`/translations/${id}/${kind}`, { lang_code: langCode, name: name.trim() });
}

export function editRelation(
  kind: RelationKind,
  id: number,
  entryId: number,
  langCode: string,
  name: string,
  moderationTaskId?: number,
): Promise<Answer> {
  return api.put(`/translations/${id}/${kind}/${entryId}`, {
    lang_code: langCode,
    name: name.trim(),
    moderation_task_id: moderationTaskId,
  });
}
