// Rows -> the contract's shapes, whitelisting fields.
import { ACTIONS_OF_TASK_TYPE, type TaskCard, type TaskComment, type TaskMaterial } from '@glossa/contract';
import type { CommentRow, MaterialRow, TaskRow } from './repository';

export const iso = (d: Date | string) => new Date(d).toISOString();

export function presentMaterial(t: TaskRow, m: MaterialRow): TaskMaterial {
  return {
    entity_type_slug: t.entity_type,
    entity_id: t.entity_id,
    lang_codes: t.lang_codes,
    summary: m.summary,
    words: m.words,
    explanations: m.explanations,
    attributes: m.attributes,
    sentences: m.sentences,
  };
}

export function presentCard(
  t: TaskRow & { received_at: Date | string },
  m: MaterialRow,
  extra: { comments: number; author: { uuid: string; nickname: string | null } | null },
): TaskCard {
  return {
    task_id: t.id,
    type: t.type,
    actions: [...ACTIONS_OF_TASK_TYPE[t.type]],
    comment_count: extra.comments,
    material: presentMaterial(t, m),
    author: extra.author,
    received_at: iso(t.received_at),
    created_at: iso(t.created_at),
  };
}

export function presentComment(c: CommentRow, viewerId: number, materialAuthorId: number | null): TaskComment {
  return {
    id: c.id,
    task_comment_uuid: c.uuid,
    comment: c.comment,
    user: { uuid: c.user_uuid, nickname: c.user_nickname },
    is_material_author: c.user_id === materialAuthorId,
    can_edit: c.user_id === viewerId,
    created_at: iso(c.created_at),
    updated_at: iso(c.updated_at),
  };
}
