// Studying (selected_for_learning), likes and comments of a material: selections and videos alike,
// each with its own tables and access rule. Reading a private material's comments is as private as
// the material; only a comment's author edits or deletes it.
import type { SelectionCommentsQuery } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { forbidden } from '../../../platform/errors';
import { commentNotFound } from '../errors';
import { presentComment } from '../presenter';
import type { SocialSql } from '../sql/social';
import type { TrainingMaterial } from '../events';
import type { TrainingDeps } from './deps';

export interface Material {
  /** What the after-commit events name (notifications tell the material's author). */
  kind: TrainingMaterial;
  /** The material if the viewer may read it; throws its not-found error otherwise. */
  readable(exec: Executor, uuid: string, viewer: Viewer | null): Promise<{ id: number; uuid: string; author_id: number; is_public: boolean }>;
  sql: SocialSql;
}

export function materialSocial(deps: TrainingDeps, material: Material) {
  const db = () => deps.ctx.db;
  const now = () => deps.ctx.now();
  const readableBare = material.readable;
  const repo = { social: material.sql };
  const kind = material.kind;

  async function ownComment(viewer: Viewer, uuid: string, commentUuid: string) {
    const s = await readableBare(db(), uuid, viewer);
    const c = await repo.social.commentByUuid(db(), s.id, commentUuid, viewer.id);
    if (!c) throw commentNotFound();
    if (c.author_id !== viewer.id) throw forbidden('Only the author changes a comment');
    return { s, c };
  }

  return {
    async study(viewer: Viewer, uuid: string, on: boolean) {
      const s = await readableBare(db(), uuid, viewer);
      const followers = await db().transaction((tx) => repo.social.study(tx, s.id, viewer.id, on));
      deps.events.publish(on ? { type: 'material.studied', material: kind, uuid: s.uuid, authorId: s.author_id, byId: viewer.id } : { type: 'material.unstudied', material: kind, uuid: s.uuid, byId: viewer.id });
      return { selected_for_learning: on, count: followers };
    },

    async like(viewer: Viewer, uuid: string, on: boolean) {
      const s = await readableBare(db(), uuid, viewer);
      const count = await db().transaction((tx) => repo.social.like(tx, s.id, viewer.id, on));
      deps.events.publish(on ? { type: 'material.liked', material: kind, uuid: s.uuid, authorId: s.author_id, byId: viewer.id } : { type: 'material.unliked', material: kind, uuid: s.uuid, byId: viewer.id });
      return { liked_by_user: on, count };
    },

    async comments(viewer: Viewer | null, uuid: string, q: SelectionCommentsQuery) {
      const s = await readableBare(db(), uuid, viewer);
      const list = await repo.social.comments(db(), s.id, viewer?.id ?? null, { after: q.pagination_id, limit: q.limit });
      return list.map((c) => presentComment(c, viewer));
    },

    async addComment(viewer: Viewer, uuid: string, comment: string) {
      const s = await readableBare(db(), uuid, viewer);
      const commentUuid = await db().transaction((tx) => repo.social.insertComment(tx, { materialId: s.id, authorId: viewer.id, comment, at: now() }));
      deps.events.publish({ type: 'material.commented', material: kind, uuid: s.uuid, authorId: s.author_id, commentUuid, byId: viewer.id, text: comment, isPublic: s.is_public });
      return presentComment((await repo.social.commentByUuid(db(), s.id, commentUuid, viewer.id))!, viewer);
    },

    async editComment(viewer: Viewer, uuid: string, commentUuid: string, comment: string) {
      const { s, c } = await ownComment(viewer, uuid, commentUuid);
      await repo.social.updateComment(db(), c.id, comment, now());
      return presentComment((await repo.social.commentByUuid(db(), s.id, commentUuid, viewer.id))!, viewer);
    },

    async deleteComment(viewer: Viewer, uuid: string, commentUuid: string) {
      const { s, c } = await ownComment(viewer, uuid, commentUuid);
      await db().transaction((tx) => repo.social.deleteComment(tx, c.id));
      deps.events.publish({ type: 'material.comment_deleted', material: kind, uuid: s.uuid, commentUuid });
      return { success: true as const };
    },

    async likeComment(viewer: Viewer, uuid: string, commentId: number, on: boolean) {
      const s = await readableBare(db(), uuid, viewer);
      const c = await repo.social.commentById(db(), s.id, commentId, viewer.id);
      if (!c) throw commentNotFound();
      const count = await db().transaction((tx) => repo.social.likeComment(tx, c.id, viewer.id, on));
      return { liked_by_user: on, count };
    },
  };
}
