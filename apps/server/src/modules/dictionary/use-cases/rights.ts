// Edit rights of many entities at once, one entity for the complaint popup, likes.
import {
  DICTIONARY_ENTITY_TYPES,
  DICTIONARY_LIMITS,
  DictionaryErrorCode,
  type DictionaryEntity,
  type DictionaryEntityType,
  type EditAvailabilityItem,
  type MultipleEditAvailableQuery,
} from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import { AppError } from '../../../platform/errors';
import { dictionaryRepository as repo } from '../repository';
import { can, isAuthorOf, material } from '../../../platform/policy/content';
import { readableUnion, translationNotFound } from './details';
import type { DictionaryDeps } from './deps';

export function rightsUseCases(
  deps: DictionaryDeps,
  translation: (viewer: Viewer | null, id: number, lang: undefined, local: string) => Promise<unknown>,
) {
  const db = () => deps.ctx.db;

  return {
    /** can_edit per asked id, in the order asked; guests and unknown ids get false. */
    async multipleEditAvailable(viewer: Viewer | null, q: MultipleEditAvailableQuery) {
      const data: Partial<Record<DictionaryEntityType, EditAvailabilityItem[]>> = {};
      const asked = DICTIONARY_ENTITY_TYPES.filter((type) => q[type]?.length);
      await Promise.all(
        asked.map(async (type) => {
          const ids = q[type]!.slice(0, DICTIONARY_LIMITS.editCheckIdsPerType);
          const rows = viewer ? await repo.entities.provenance(db(), type, ids) : [];
          const byId = new Map(rows.map((r) => [r.id, r]));
          data[type] = ids.map((id) => {
            const r = byId.get(id);
            return { entity_id: id, can_edit: r ? can(viewer, 'edit', material(r.author_id, r.review_status)) : false };
          });
        }),
      );
      return data;
    },

    async entity(
      viewer: Viewer | null,
      type: DictionaryEntityType,
      id: number,
      localCode: string,
    ): Promise<DictionaryEntity> {
      const [row] = await repo.entities.provenance(db(), type, [id]);
      if (!row || !can(viewer, 'read', material(row.author_id, row.review_status))) {
        throw new AppError(DictionaryErrorCode.ENTITY_NOT_FOUND, 404, 'Entity not found');
      }
      const entity =
        type === 'translation-union'
          ? ((await translation(viewer, id, undefined, localCode)) as Record<string, unknown>)
          : row.entity;
      return {
        entity_type_slug: type,
        entity_id: id,
        translation_union_id: row.union_id,
        review_status: row.review_status,
        is_this_user: isAuthorOf(viewer, row.author_id),
        can_edit: can(viewer, 'edit', material(row.author_id, row.review_status)),
        summary: row.summary,
        entity,
      };
    },

    /** Idempotent: liking twice keeps one like; disliking without a like changes nothing. */
    async setLike(viewer: Viewer, unionId: number, liked: boolean) {
      const answer = await deps.ctx.db.transaction(async (tx) => {
        const u = await repo.entities.lockUnion(tx, unionId);
        if (!u || !readableUnion(viewer, u)) throw translationNotFound();
        const likes = await repo.entities.setLike(tx, viewer.id, unionId, liked);
        return { translation_union_id: unionId, likes_count: likes, liked_by_user: liked };
      });
      // Likes reorder search results: guests' cached answers and the read model are stale now.
      deps.contentChanged();
      return answer;
    },
  };
}
