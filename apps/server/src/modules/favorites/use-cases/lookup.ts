// The favorites seam of the dictionary (FavoriteLookup): which of these translations and example
// sentences the viewer has saved, to fill `favorite {id, comment}` in dictionary answers. Built
// before the dictionary service (it needs only this module's repository), so there is no cycle.
import type { FavoriteRef } from '@glossa/contract';
import type { AppContext } from '../../../platform/context';
import type { FavoriteLookup } from '../../dictionary/service';
import { favoritesRepository as repo } from '../repository';

export function createFavoriteLookup(ctx: AppContext): FavoriteLookup {
  async function of(
    userId: number,
    type: 'translation' | 'sentence',
    ids: number[],
  ): Promise<ReadonlyMap<number, FavoriteRef>> {
    const found = await repo.favoritesOfEntities(ctx.db, userId, type, [...new Set(ids)]);
    return new Map(found.map((f) => [f.entityId, { id: f.id, comment: f.comment }]));
  }
  return {
    translations: (userId, unionIds) => of(userId, 'translation', unionIds),
    wordSentences: (userId, wordSentenceIds) => of(userId, 'sentence', wordSentenceIds),
  };
}
