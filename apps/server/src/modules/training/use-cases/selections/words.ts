// Translation unions as selection words: resolving ids a client sends (unknown, unreadable or of
// another language pair are refused) and presenting a page of words from the live dictionary.
import type { Translation, WordEntry } from '@glossa/contract';
import type { Viewer } from '../../../../platform/auth/viewer';
import { searchKeyOf } from '../../../../platform/text/search-key';
import { languageMismatch, unionsNotFound } from '../../errors';
import { orient, presentUnion } from '../../presenter';
import { trainingRepository as repo } from '../../repository';
import { isLearned } from '../../scheduler';
import type { TrainingDeps } from '../deps';

export function selectionWords(deps: TrainingDeps) {
  const db = () => deps.ctx.db;
  const translations = (viewer: Viewer | null, ids: readonly number[]) =>
    deps.dictionary.batch.translations(viewer, ids.map((id) => ({ id })), 'eng');

  return {
    translations,

    /** Every id readable and of the pair, or 400 naming the others (nothing is saved). */
    async resolve(viewer: Viewer, ids: readonly number[], pair: { lang_from: string; lang_to: string }, field = 'add_union_ids') {
      const unique = [...new Set(ids)];
      const found = await translations(viewer, unique);
      const missing = unique.filter((id) => !found.has(id) || found.get(id)!.is_removed);
      if (missing.length) throw Object.assign(unionsNotFound(missing), { field });
      const other = unique.filter((id) => !orient(found.get(id)!, pair.lang_from, pair.lang_to));
      if (other.length) throw Object.assign(languageMismatch(other), { field });
      return unique;
    },

    /** Ids of a favorites folder that fit the pair (others in the folder are left out). */
    async fromFolder(viewer: Viewer, groupId: number, pair: { lang_from: string; lang_to: string }, max: number) {
      const ids = await deps.favorites.translationIds(viewer, { groupId, limit: max * 2 });
      const found = await translations(viewer, ids);
      return ids.filter((id) => {
        const t = found.get(id);
        return t && !t.is_removed && orient(t, pair.lang_from, pair.lang_to);
      });
    },

    /** The search text of the words ("|word|word|"), from the live entries. */
    async searchText(viewer: Viewer, selectionId: number, pair: { lang_from: string; lang_to: string }) {
      const ids = await repo.contents.unionIds(db(), selectionId);
      const found = await translations(viewer, ids);
      const names = new Set<string>();
      for (const t of found.values()) {
        const sides = orient(t, pair.lang_from, pair.lang_to);
        if (sides) for (const w of sides) names.add(searchKeyOf(w.name).replace(/\|/g, ' '));
      }
      return names.size ? `|${[...names].join('|')}|` : '';
    },

    /** One page of word entries with the viewer's learned flag (three statements whatever the page size). */
    async page(viewer: Viewer | null, selection: { id: number; lang_from: string; lang_to: string }, q: { limit: number; pagination_id?: number }) {
      const list = await repo.contents.page(db(), selection.id, { after: q.pagination_id, limit: q.limit });
      const ids = list.map((r) => r.union_id);
      const [found, cards] = await Promise.all([
        translations(viewer, ids),
        viewer ? repo.cards.byUnions(db(), viewer.id, ids) : Promise.resolve(new Map()),
      ]);
      const entries: WordEntry[] = [];
      let removed = 0;
      for (const r of list) {
        const t: Translation | undefined = found.get(r.union_id);
        const sides = t && orient(t, selection.lang_from, selection.lang_to);
        if (!t || !sides) {
          removed += 1;
          continue;
        }
        entries.push({ pagination_id: r.id, union: presentUnion(t, sides), learned: isLearned(cards.get(r.union_id)) });
      }
      return { entries, removed, lastId: list.at(-1)?.id ?? null };
    },
  };
}

export type SelectionWords = ReturnType<typeof selectionWords>;
